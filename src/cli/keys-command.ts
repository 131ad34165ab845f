import {
  KEY_PROFILES,
  KeyOptionError,
  KeySecretError,
  keyState,
  loadOrCreateKeySecret,
  MAX_KEY_DAYS,
  mintKey,
  parseScopeList,
  SchemaTooNewError,
  sharedKeySecret,
  type ApiKeyRecord,
  type KeyProfile,
  type Store,
} from '../internal.ts';
import { processIo, type CommandIo } from './command-io.ts';
import { parseCommandLine } from './command-line.ts';
import {
  DATA_DIR_FLAG_HELP,
  DATABASE_FLAG_HELP,
  openCommandStore,
  readStoreFlags,
  STORE_FLAGS,
  type StoreLocation,
} from './store-flags.ts';
import { UsageError } from './usage-error.ts';

export const KEYS_HELP = `Usage: consentry keys create --scopes SCOPES [--name NAME] [--expires-in DAYS] [--profile PROFILE] [--read-only] [--key-only] [--data-dir DIR | --database URL]
       consentry keys list [--json] [--data-dir DIR | --database URL]
       consentry keys revoke ID [--data-dir DIR | --database URL]

Manages the API keys of a consentry server (the same data directory, or the same --database, as consentry serve).
create prints the new key once — store it now, only its HMAC is kept — followed by its id, scopes and expiry
(with --key-only the key alone goes to stdout, the rest to stderr: KEY=$(consentry keys create … --key-only)).
list shows ids, names, scopes and states; never keys or their HMACs. revoke ID stops a key; a running
server may still accept it for up to 5 seconds (it remembers verified keys that long).

Options:
  --scopes LIST       comma-separated: scan:read, scan:create, mcp (e.g. scan:read,scan:create)
  --name NAME         a label for the key (default: "operator key")
  --expires-in DAYS   whole days from 1 to ${MAX_KEY_DAYS} (default 365; 90 with --read-only)
  --profile NAME      limit profile: ${KEY_PROFILES.join(' or ')} (default standard; elevated has higher fair-use limits)
  --read-only         a csy_ro_ key (scan:read and mcp only)
  --key-only          print only the key on stdout (its id, scopes and expiry go to stderr)
${DATA_DIR_FLAG_HELP}
${DATABASE_FLAG_HELP}
  --json              list as JSON

Environment: CONSENTRY_DATA_DIR, CONSENTRY_DATABASE_URL, CONSENTRY_KEY_SECRET (must match the servers'; required
with --database, where every server and keys command of the deployment shares it).`;

const OPTIONS = {
  scopes: { type: 'string' },
  name: { type: 'string' },
  'expires-in': { type: 'string' },
  profile: { type: 'string' },
  'read-only': { type: 'boolean' },
  'key-only': { type: 'boolean' },
  ...STORE_FLAGS,
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Bad usage throws a UsageError (printed by main as one line, exit 2); io defaults to the running process's. */
export async function keysCommand(argv: string[], io: CommandIo = processIo()): Promise<number> {
  const { values, positionals } = parseCommandLine('keys', argv, OPTIONS);
  const [action, ...rest] = positionals;
  if (values.help || action === undefined) {
    io.stdout.write(`${KEYS_HELP}\n`);
    return action === undefined && !values.help ? 2 : 0;
  }
  const location = readStoreFlags(values, io);
  try {
    switch (action) {
      case 'create':
        if (rest.length > 0)
          throw new UsageError(`keys create takes no positional arguments (got ${rest.join(' ')})`);
        return await create(location, values, io);
      case 'list':
        if (rest.length > 0)
          throw new UsageError(`keys list takes no positional arguments (got ${rest.join(' ')})`);
        return await withStore(location, (store) => list(store, values.json ?? false, io));
      case 'revoke':
        if (rest.length !== 1)
          throw new UsageError('keys revoke takes exactly one key id (see consentry keys list)');
        return await withStore(location, (store) => revoke(store, rest[0]!, io));
      default:
        throw new UsageError(`unknown keys command "${action}" (create, list, revoke)`);
    }
  } catch (error) {
    if (
      error instanceof KeyOptionError ||
      error instanceof KeySecretError ||
      error instanceof SchemaTooNewError
    )
      throw new UsageError(error.message);
    throw error;
  }
}

async function create(
  location: StoreLocation,
  values: {
    scopes?: string;
    name?: string;
    'expires-in'?: string;
    profile?: string;
    'read-only'?: boolean;
    'key-only'?: boolean;
  },
  io: CommandIo,
): Promise<number> {
  if (values.scopes === undefined)
    throw new UsageError('keys create needs --scopes (e.g. --scopes scan:read,scan:create)');
  const scopes = parseScopeList(values.scopes);
  const expiresInDays =
    values['expires-in'] === undefined ? undefined : parseDays(values['expires-in']);
  const profile = values.profile ?? 'standard';
  if (!(KEY_PROFILES as readonly string[]).includes(profile))
    throw new UsageError(`unknown profile "${profile}" (profiles: ${KEY_PROFILES.join(', ')})`);
  const secret =
    location.database === undefined
      ? loadOrCreateKeySecret(location.dataDir, io.env)
      : sharedKeySecret(io.env);
  const minted = mintKey({
    scopes,
    readOnly: values['read-only'] ?? false,
    name: values.name ?? 'operator key',
    expiresInDays,
    profile: profile as KeyProfile,
    secret,
    now: new Date(),
  });
  await withStore(location, (store) => store.createKey(minted.record));
  const { record } = minted;
  // With --key-only stdout is the key alone (for KEY=$(…)); the details still reach the terminal on stderr.
  const keyOnly = values['key-only'] === true;
  const details = (line: string) => (keyOnly ? io.stderr : io.stdout).write(`${line}\n`);
  io.stdout.write(`${minted.key}\n`);
  if (keyOnly)
    details('Key created and printed on stdout; it is not shown again (only its HMAC is stored).');
  else details('\nKey created. Copy it now: it is not shown again (only its HMAC is stored).');
  details(`  id       ${record.id}`);
  details(`  name     ${record.name}`);
  details(`  scopes   ${record.scopes.join(', ')}`);
  details(`  profile  ${record.profile}`);
  details(`  expires  ${record.expiresAt ?? 'never'}`);
  return 0;
}

function parseDays(text: string): number {
  const days = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(days) || days < 1 || days > MAX_KEY_DAYS)
    throw new UsageError(
      `--expires-in must be a whole number of days from 1 to ${MAX_KEY_DAYS} (got "${text}")`,
    );
  return days;
}

async function list(store: Store, json: boolean, io: CommandIo): Promise<number> {
  const now = new Date();
  const rows = (await store.listKeys()).map((record) => publicView(record, now));
  if (json) {
    io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return 0;
  }
  if (rows.length === 0) {
    io.stdout.write('No API keys. Create one with: consentry keys create --scopes scan:read\n');
    return 0;
  }
  const table = [['ID', 'NAME', 'TYPE', 'SCOPES', 'PROFILE', 'CREATED', 'EXPIRES', 'STATE']];
  for (const row of rows) {
    table.push([
      row.id,
      row.name,
      row.prefix,
      row.scopes.join(','),
      row.profile,
      row.createdAt.slice(0, 10),
      row.expiresAt?.slice(0, 10) ?? 'never',
      row.state,
    ]);
  }
  const widths = table[0]!.map((_, column) =>
    Math.max(...table.map((line) => line[column]!.length)),
  );
  for (const line of table)
    io.stdout.write(
      `${line
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd()}\n`,
    );
  return 0;
}

/** What `keys list` may show: everything but the HMAC. */
function publicView(record: ApiKeyRecord, now: Date) {
  const { hmac: _hmac, ...rest } = record;
  return { ...rest, state: keyState(record, now) };
}

async function revoke(store: Store, id: string, io: CommandIo): Promise<number> {
  if (!(await store.revokeKey(id, new Date())))
    throw new UsageError(`no key with id "${id}" (see consentry keys list)`);
  io.stdout.write(`Revoked key ${id}: a running server refuses it (401) within 5 s.\n`);
  return 0;
}

async function withStore<T>(
  location: StoreLocation,
  work: (store: Store) => Promise<T>,
): Promise<T> {
  const { store } = await openCommandStore(location);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}
