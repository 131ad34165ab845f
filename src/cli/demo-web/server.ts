import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Server, Socket } from 'node:net';
import { generateCertificate } from './certificate.ts';
import type { FixtureHost, FixtureRequest } from './fixture-host.ts';
import { dualProtocolListener } from './http/dual-protocol-listener.ts';
import { send } from './http/respond.ts';
import { DEMO_HOSTS } from './demo-hosts.ts';
import { RequestLog, type RequestPredicate, type ServedRequest } from './request-log.ts';
import { answerUnknownHost } from './unknown-host.ts';

export type { ServedRequest } from './request-log.ts';

export interface FixtureWebOptions {
  /** Port for https:// and http:// (one port, protocol detected per connection). Default 0: ephemeral. */
  port?: number;
  /** Extra port that speaks plain HTTP only. Default 0: ephemeral. */
  httpPort?: number;
  /** Hosts to serve; default: the demo sites and the vendors they load (demo-hosts.ts). */
  hosts?: readonly FixtureHost[];
  /** Mirror the request log as JSON lines to this file; default: $CONSENTRY_FIXTURE_LOG. */
  logFile?: string;
  /** Do not print the warning for the first request to each unknown host. */
  quiet?: boolean;
}

export interface FixtureWeb {
  /** Loopback port answering https:// and http:// for every hostname. */
  readonly port: number;
  /** Loopback port answering plain http:// only (for clients that cannot be pointed at `port`). */
  readonly httpPort: number;
  /** Chromium `--host-resolver-rules` value sending every hostname to `port`: "MAP * 127.0.0.1:<port>". */
  readonly mapHostsRule: string;
  /** Every hostname served (sites and fake vendors). */
  readonly hostnames: readonly string[];
  /** Every request answered since start or the last clearLog(), oldest first. */
  readonly log: readonly ServedRequest[];
  requestsTo(host: string): ServedRequest[];
  /** The first request matching `predicate`, already served or arriving within `timeoutMs` (default 25 s). */
  waitForRequest(predicate: RequestPredicate, timeoutMs?: number): Promise<ServedRequest>;
  clearLog(): void;
  /** Closes the listeners and destroys every open connection. */
  stop(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';
const MAX_BODY_BYTES = 1 << 20;

function hostFromHeader(value: string | undefined): string {
  if (!value) return '';
  const host = value.startsWith('[')
    ? value.slice(0, value.indexOf(']') + 1)
    : (value.split(':')[0] ?? '');
  return host.toLowerCase().replace(/\.$/, '');
}

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return cookies;
}

function setCookieNames(res: ServerResponse): string[] {
  const header = res.getHeader('Set-Cookie');
  const list = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return list.map((cookie) => cookie.slice(0, cookie.indexOf('=')).trim());
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The public-safe log entry for a finished (or aborted) response. */
function servedRequest(
  request: Omit<FixtureRequest, 'body'>,
  res: ServerResponse,
  knownHost: boolean,
): ServedRequest {
  return {
    time: Date.now(),
    scheme: request.scheme,
    method: request.method,
    host: request.host,
    path: request.path,
    queryKeys: [...request.url.searchParams.keys()],
    hasCookieHeader: request.headers.cookie !== undefined,
    cookieNames: [...request.cookies.keys()],
    setCookieNames: setCookieNames(res),
    status: res.statusCode,
    knownHost,
  };
}

function hostTable(hosts: readonly FixtureHost[]): Map<string, FixtureHost> {
  const table = new Map<string, FixtureHost>();
  for (const host of hosts) {
    for (const name of host.hostnames) {
      const other = table.get(name);
      if (other)
        throw new Error(
          `fixture web: hostname ${name} is claimed by both "${other.name}" and "${host.name}"`,
        );
      table.set(name, host);
    }
  }
  return table;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
}

/**
 * Starts the fixture web (the demo web of `consentry demo`; the tests' fixture web, test/web/, serves
 * more hosts through the same server): one loopback port serving every fixture hostname over https:// and
 * http:// (dispatched by the Host header), plus a plain-HTTP-only port. The TLS certificate is
 * generated for all hostnames at start; browsers must still be told to ignore certificate errors.
 */
export async function startFixtureWeb(options: FixtureWebOptions = {}): Promise<FixtureWeb> {
  const hosts = options.hosts ?? DEMO_HOSTS;
  const table = hostTable(hosts);
  const requestLog = new RequestLog(options.logFile ?? process.env.CONSENTRY_FIXTURE_LOG);
  const certificate = await generateCertificate([...table.keys()]);
  const warnedHosts = new Set<string>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const scheme = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
    const host = hostFromHeader(req.headers.host);
    const url = new URL(req.url ?? '/', `${scheme}://${host || 'unknown-host.invalid'}`);
    const fixtureHost = table.get(host);
    const head: Omit<FixtureRequest, 'body'> = {
      scheme,
      method: req.method ?? 'GET',
      host,
      path: url.pathname,
      url,
      headers: req.headers,
      cookies: parseCookies(req.headers.cookie),
    };
    res.once('close', () => requestLog.record(servedRequest(head, res, fixtureHost !== undefined)));
    const request: FixtureRequest = { ...head, body: await readBody(req) };
    if (!fixtureHost) {
      if (!options.quiet && !warnedHosts.has(host)) {
        warnedHosts.add(host);
        console.warn(
          `[fixture-web] unknown host ${host || '(none)'}: ${request.method} ${request.path} → 404 (further requests to it are only logged)`,
        );
      }
      return answerUnknownHost(request, res);
    }
    try {
      await fixtureHost.handle(request, res);
    } catch (error) {
      console.error(
        `[fixture-web] ${fixtureHost.name} failed on ${request.method} ${host}${request.path}:`,
        error,
      );
      if (!res.headersSent) send(res, 500, 'text', `500: ${fixtureHost.name} failed\n`);
      else res.destroy();
    }
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    // A request the browser aborted while its body was being read: nothing left to answer.
    handle(req, res).catch(() => res.destroy());
  };
  const httpServer = createHttpServer(onRequest);
  const httpsServer = createHttpsServer(
    { key: certificate.key, cert: certificate.cert },
    onRequest,
  );
  const sockets = new Set<Socket>();
  httpServer.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const listener = dualProtocolListener(httpsServer, httpServer, sockets);

  const port = await listen(listener, options.port ?? 0);
  const httpPort = await listen(httpServer, options.httpPort ?? 0).catch(async (error: unknown) => {
    await close(listener);
    throw error;
  });

  return {
    port,
    httpPort,
    mapHostsRule: `MAP * ${LOOPBACK}:${port}`,
    hostnames: [...table.keys()],
    log: requestLog.entries,
    requestsTo: (host) => requestLog.entries.filter((request) => request.host === host),
    // A bound, not a timing: on a loaded 2-core CI machine a page's tags took longer than 10 s.
    waitForRequest: (predicate, timeoutMs = 25_000) => requestLog.waitFor(predicate, timeoutMs),
    clearLog: () => requestLog.clear(),
    async stop() {
      const closed = Promise.all([close(listener), close(httpServer), close(httpsServer)]);
      httpServer.closeAllConnections();
      httpsServer.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
