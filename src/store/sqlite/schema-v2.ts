/**
 * Schema version 2: a job names the base URL its scan's links use (the API server that created it;
 * NULL for batch jobs), the workers that report themselves for health, and an index for the age of
 * the oldest queued job.
 */
export const SCHEMA_V2 = `
ALTER TABLE jobs ADD COLUMN base_url TEXT;
CREATE INDEX jobs_queued_age ON jobs (created_ms) WHERE status = 'queued';

CREATE TABLE workers (
  worker_id TEXT PRIMARY KEY,
  host TEXT NOT NULL,
  pid INTEGER NOT NULL,
  role TEXT NOT NULL,
  concurrency INTEGER NOT NULL,
  running INTEGER NOT NULL,
  started_ms INTEGER NOT NULL,
  seen_ms INTEGER NOT NULL
);
`;
