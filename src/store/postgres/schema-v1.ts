/**
 * Schema version 1 of the PostgreSQL adapter, in the schema named by the database URL. The tables
 * mirror the SQLite adapter's: times the store compares are integer milliseconds (BIGINT), times it
 * only returns are the ISO text they arrived as, resources are JSON text (returned byte for byte, key
 * order kept). The queue itself is pg-boss, in its own schema; `jobs` is the API-visible record of
 * each scan job (status, phase, lease, error) and decides joins with one unique index.
 */
export function schemaV1(schema: string): string {
  return `
CREATE TABLE ${schema}.scans (
  scan_id TEXT PRIMARY KEY,
  normalized_url TEXT NOT NULL,
  domain TEXT NOT NULL,
  scan_from TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('completed', 'completed_limited', 'failed')),
  created_at TEXT NOT NULL,
  completed_at TEXT NOT NULL,
  completed_ms BIGINT NOT NULL,
  scan_json TEXT NOT NULL,
  findings_json TEXT NOT NULL,
  pre_consent_json TEXT NOT NULL,
  pulse_json TEXT NOT NULL,
  pulse_evidence_json TEXT NOT NULL,
  observations_json TEXT NOT NULL,
  artifact_names_json TEXT NOT NULL
);
CREATE INDEX scans_reuse ON ${schema}.scans (normalized_url, scan_from, completed_ms)
  WHERE status IN ('completed', 'completed_limited');
CREATE INDEX scans_domain_latest ON ${schema}.scans (domain, scan_from, completed_ms)
  WHERE status IN ('completed', 'completed_limited');

CREATE TABLE ${schema}.artifacts (
  scan_id TEXT NOT NULL REFERENCES ${schema}.scans (scan_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  bytes BYTEA NOT NULL,
  PRIMARY KEY (scan_id, name)
);

CREATE TABLE ${schema}.jobs (
  job_id TEXT PRIMARY KEY,
  scan_id TEXT NOT NULL UNIQUE,
  normalized_url TEXT NOT NULL,
  domain TEXT NOT NULL,
  scan_from TEXT NOT NULL,
  base_url TEXT,
  status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'finalizing', 'completed', 'completed_limited', 'failed', 'expired')),
  phase TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_ms BIGINT NOT NULL,
  updated_ms BIGINT NOT NULL,
  worker_id TEXT,
  lease_expires_ms BIGINT,
  -- pg-boss's retry count of the delivery the worker holds: settles are fenced to that attempt.
  queue_attempt INTEGER,
  error_code TEXT,
  error_message TEXT
);
-- At most one active job per URL and scanFrom: a second create joins it (atomic across servers).
CREATE UNIQUE INDEX jobs_active_identity ON ${schema}.jobs (normalized_url, scan_from)
  WHERE status IN ('queued', 'running', 'finalizing');
CREATE INDEX jobs_leases ON ${schema}.jobs (lease_expires_ms) WHERE status IN ('running', 'finalizing');
CREATE INDEX jobs_worker ON ${schema}.jobs (worker_id) WHERE worker_id IS NOT NULL;
CREATE INDEX jobs_queued_age ON ${schema}.jobs (created_ms) WHERE status = 'queued';

CREATE TABLE ${schema}.api_keys (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  hmac TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  scopes_json TEXT NOT NULL,
  profile TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT,
  revoked_at TEXT,
  owner TEXT
);

-- Rolling-window usage: units per bucket in sub-window slots (see src/store/usage-ledger.ts).
CREATE TABLE ${schema}.usage_slots (
  bucket TEXT NOT NULL,
  window_ms BIGINT NOT NULL,
  slot BIGINT NOT NULL,
  units BIGINT NOT NULL,
  expires_ms BIGINT NOT NULL,
  PRIMARY KEY (bucket, window_ms, slot)
);
CREATE INDEX usage_slots_expiry ON ${schema}.usage_slots (expires_ms);

-- Scan workers that reported recently (health: workers seen).
CREATE TABLE ${schema}.workers (
  worker_id TEXT PRIMARY KEY,
  host TEXT NOT NULL,
  pid INTEGER NOT NULL,
  role TEXT NOT NULL,
  concurrency INTEGER NOT NULL,
  running INTEGER NOT NULL,
  started_ms BIGINT NOT NULL,
  seen_ms BIGINT NOT NULL
);
`;
}
