/**
 * `consentry serve` as a child process (bin/consentry.js, the way an operator runs it) for the
 * end-to-end and restart tests, plus a key minted into its store and a polling client that
 * honours Retry-After. In the \`postgres\` test project the server runs on the data dir's PostgreSQL
 * schema (--database, with the shared key secret).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { loadOrCreateKeySecret, mintKey, type ApiScope } from '../../src/internal.ts';
import { databaseFor, openTestStore, TEST_KEY_SECRET } from '../store/test-store.ts';
import { checkResponse } from './harness.ts';

const BIN = fileURLToPath(new URL('../../bin/consentry.js', import.meta.url));

export interface ServerProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  output(): string;
  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

/** `database`: a postgres:// URL to serve on (default: the data dir's store of this test project). */
export async function startServer(options: {
  dataDir: string;
  mapHosts: string;
  concurrency?: number;
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
  database?: string;
}): Promise<ServerProcess> {
  const database = options.database ?? (await databaseFor(options.dataDir));
  const args = [
    BIN,
    'serve',
    '--port',
    '0',
    '--data-dir',
    options.dataDir,
    '--map-hosts',
    options.mapHosts,
    '--ignore-tls-errors',
    '--concurrency',
    String(options.concurrency ?? 1),
  ];
  if (database) args.push('--database', database);
  const storeEnv = database ? { CONSENTRY_KEY_SECRET: TEST_KEY_SECRET } : {};
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CONSENTRY_LOG_LEVEL: 'info', ...storeEnv, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`server did not start within ${options.timeoutMs ?? 60_000} ms:\n${output}`),
        ),
      options.timeoutMs ?? 60_000,
    );
    const check = () => {
      const match = /consentry API listening on (http:\/\/\S+) /.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output}`)),
    );
  });
  return {
    baseUrl,
    child,
    output: () => output,
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Mints a key into the data dir's store (as `consentry keys create` does). */
export async function createKey(dataDir: string, scopes: ApiScope[]): Promise<string> {
  const store = await openTestStore(dataDir);
  try {
    const secret = (await databaseFor(dataDir))
      ? TEST_KEY_SECRET
      : loadOrCreateKeySecret(dataDir, {});
    const minted = mintKey({ scopes, name: 'test', secret, now: new Date() });
    await store.createKey(minted.record);
    return minted.key;
  } finally {
    await store.close();
  }
}

export interface Fetched {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | null;
  text: string;
}

/** A request to the live server; the response is checked like every contract-test response. */
export async function fetchApi(
  url: string,
  init: { method?: string; key?: string; json?: unknown } = {},
): Promise<Fetched> {
  const headers: Record<string, string> = {};
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  const text = await response.text();
  const body = checkResponse({
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body: text,
  });
  return { status: response.status, headers: response.headers, body, text };
}

const ACTIVE = new Set(['queued', 'pending', 'running', 'finalizing']);

/** Polls a status URL, sleeping Retry-After seconds between polls, until the status is terminal. */
export async function pollUntilTerminal(
  statusUrl: string,
  key: string,
  maxPolls = 120,
): Promise<{ body: Record<string, unknown>; polls: number; statuses: string[] }> {
  const statuses: string[] = [];
  for (let polls = 1; polls <= maxPolls; polls++) {
    const { status, headers, body } = await fetchApi(statusUrl, { key });
    expect(status).toBe(200);
    statuses.push(String(body!.status));
    if (!ACTIVE.has(String(body!.status))) return { body: body!, polls, statuses };
    const retryAfter = Number(headers.get('retry-after'));
    expect(retryAfter).toBe(body!.retryAfterSeconds);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
  throw new Error(`still active after ${maxPolls} polls: ${statuses.join(' → ')}`);
}
