/**
 * The `--database` URL: `postgres://` or `postgresql://`, with an optional `schema` query parameter
 * naming the PostgreSQL schema consentry keeps its tables in (default `consentry`; the queue lives in
 * `<schema>_queue`). Several deployments can share one database under different schemas.
 */
export const DEFAULT_SCHEMA = 'consentry';

/** Lower-case letters, digits and underscores, starting with a letter: safe unquoted in SQL, short enough for `<schema>_queue`. */
const SCHEMA_NAME = /^[a-z][a-z0-9_]{0,40}$/;

export class DatabaseUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUrlError';
  }
}

export interface DatabaseLocation {
  /** What `pg` connects with (the URL without the `schema` parameter). */
  connectionString: string;
  /** Schema of consentry's tables. */
  schema: string;
  /** Schema of the pg-boss queue. */
  queueSchema: string;
  /** The URL without its password, for logs and messages. */
  display: string;
}

export function isDatabaseUrl(text: string): boolean {
  return /^postgres(ql)?:\/\//i.test(text.trim());
}

export function parseDatabaseUrl(text: string): DatabaseLocation {
  const trimmed = text.trim();
  if (!isDatabaseUrl(trimmed))
    throw new DatabaseUrlError(
      `--database takes a postgres:// or postgresql:// URL (got "${redact(trimmed)}")`,
    );
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new DatabaseUrlError(`--database: "${redact(trimmed)}" is not a valid URL`);
  }
  const schema = url.searchParams.get('schema') ?? DEFAULT_SCHEMA;
  if (!SCHEMA_NAME.test(schema)) {
    throw new DatabaseUrlError(
      `--database: schema "${schema}" must be 1 to 41 lower-case letters, digits or underscores, starting with a letter`,
    );
  }
  url.searchParams.delete('schema');
  const connectionString = url.toString();
  return {
    connectionString,
    schema,
    queueSchema: `${schema}_queue`,
    display: redact(connectionString),
  };
}

/** The URL with any password replaced by `***`. */
export function redact(text: string): string {
  return text.replace(/^(postgres(?:ql)?:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}
