/**
 * Schema version 3: a job names who asked for it (the per-requester cap on active jobs counts by it),
 * and keys are counted per owner (the cap on self-serve keys per identity).
 */
export const SCHEMA_V3 = `
ALTER TABLE jobs ADD COLUMN requester TEXT;
CREATE INDEX jobs_active_requester ON jobs (requester) WHERE status IN ('queued', 'running', 'finalizing') AND requester IS NOT NULL;
CREATE INDEX api_keys_owner ON api_keys (owner) WHERE owner IS NOT NULL;
`;
