/** Schema version 2 (as SQLite's version 3): a job names who asked for it, and keys are counted per owner. */
export function schemaV2(schema: string): string {
  return `
ALTER TABLE ${schema}.jobs ADD COLUMN requester TEXT;
CREATE INDEX jobs_active_requester ON ${schema}.jobs (requester) WHERE status IN ('queued', 'running', 'finalizing') AND requester IS NOT NULL;
CREATE INDEX api_keys_owner ON ${schema}.api_keys (owner) WHERE owner IS NOT NULL;
`;
}
