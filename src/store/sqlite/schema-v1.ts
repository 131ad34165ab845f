/**
 * Schema version 1. Times the queue compares are integer milliseconds (ordering and lease expiry in
 * SQL); times that are only returned are kept as the ISO text they arrived as.
 */
export const SCHEMA_V1 = `
CREATE TABLE scans (
  scan_id TEXT PRIMARY KEY,
  normalized_url TEXT NOT NULL,
  domain TEXT NOT NULL,
  scan_from TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('completed', 'completed_limited', 'failed')),
  created_at TEXT NOT NULL,
  completed_at TEXT NOT NULL,
  completed_ms INTEGER NOT NULL,
  scan_json TEXT NOT NULL,
  findings_json TEXT NOT NULL,
  pre_consent_json TEXT NOT NULL,
  pulse_json TEXT NOT NULL,
  pulse_evidence_json TEXT NOT NULL,
  observations_json TEXT NOT NULL,
  artifact_names_json TEXT NOT NULL
);
CREATE INDEX scans_reuse ON scans (normalized_url, scan_from, completed_ms)
  WHERE status IN ('completed', 'completed_limited');
CREATE INDEX scans_domain_latest ON scans (domain, scan_from, completed_ms)
  WHERE status IN ('completed', 'completed_limited');

CREATE TABLE artifacts (
  scan_id TEXT NOT NULL REFERENCES scans (scan_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  bytes BLOB NOT NULL,
  PRIMARY KEY (scan_id, name)
);

CREATE TABLE jobs (
  job_id TEXT PRIMARY KEY,
  scan_id TEXT NOT NULL UNIQUE,
  normalized_url TEXT NOT NULL,
  domain TEXT NOT NULL,
  scan_from TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'finalizing', 'completed', 'completed_limited', 'failed', 'expired')),
  phase TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_ms INTEGER NOT NULL,
  updated_ms INTEGER NOT NULL,
  worker_id TEXT,
  lease_expires_ms INTEGER,
  error_code TEXT,
  error_message TEXT
);
-- At most one active job per URL and scanFrom: a second create joins it (atomic across processes).
CREATE UNIQUE INDEX jobs_active_identity ON jobs (normalized_url, scan_from)
  WHERE status IN ('queued', 'running', 'finalizing');
CREATE INDEX jobs_claim_order ON jobs (created_ms) WHERE status IN ('queued', 'running', 'finalizing');
CREATE INDEX jobs_worker ON jobs (worker_id) WHERE worker_id IS NOT NULL;

CREATE TABLE api_keys (
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

-- Rolling-window usage: units per bucket in sub-window slots (see usage.ts).
CREATE TABLE usage_slots (
  bucket TEXT NOT NULL,
  window_ms INTEGER NOT NULL,
  slot INTEGER NOT NULL,
  units INTEGER NOT NULL,
  expires_ms INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_ms, slot)
) WITHOUT ROWID;
CREATE INDEX usage_slots_expiry ON usage_slots (expires_ms);
`;
