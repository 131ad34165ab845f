import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { EgressBudget } from './egress-budget.ts';
import { refusalMessage, type EgressRecord, type EgressRefusalReason } from './egress-record.ts';
import { vetTarget, type TargetPolicy, type VettedTarget } from './target-vetting.ts';

/** The one address the guard vetted for a connection; a dialer connects to exactly that. */
export interface DialTarget {
  address: string;
  port: number;
  mapped: boolean;
}

/** Opens the TCP connection to a vetted target. The guard never hands it anything unvetted. */
export type Dialer = (target: DialTarget) => Socket;

export const dialDirect: Dialer = ({ address, port }) =>
  connect({ host: address, port, noDelay: true });

/** Response header on every answer the guard itself gives (refusals, unreachable upstreams). */
export const EGRESS_HEADER = 'x-consentry-egress';

export interface EgressProxyOptions {
  policy: TargetPolicy;
  dial: Dialer;
  budget: EgressBudget;
  record: EgressRecord;
  /** A relay with no traffic for this long is closed. */
  idleTimeoutMs?: number;
}

/** User name of the guard's Basic proxy credentials; the password is the listener's secret. */
export const EGRESS_PROXY_USER = 'consentry';

export interface EgressProxy {
  /** http://127.0.0.1:<port>, for --proxy-server. */
  readonly url: string;
  /**
   * The same with the listener's credentials (`http://consentry:<secret>@127.0.0.1:<port>`), for the
   * one browser context it was started for. Without them every request is a 407: no other local
   * process can relay through the listener.
   */
  readonly authenticatedUrl: string;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'proxy-connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const named = new Set(
    String(headers.connection ?? '')
      .toLowerCase()
      .split(',')
      .map((t) => t.trim()),
  );
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  out.connection = 'close';
  return out;
}

function responseHeaders(raw: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (!HOP_BY_HOP.has(raw[i]!.toLowerCase())) out.push(raw[i]!, raw[i + 1]!);
  }
  return out;
}

/** host (as URL prints it) and port of a CONNECT authority, or null. */
function parseAuthority(authority: string): { host: string; port: number } | null {
  if (!/^[^/?#@\s]+:\d{1,5}$/.test(authority)) return null;
  try {
    const url = new URL(`http://${authority}`);
    const port = Number(authority.slice(authority.lastIndexOf(':') + 1));
    return port >= 1 && port <= 65_535 ? { host: url.hostname, port } : null;
  } catch {
    return null;
  }
}

function whenConnected(socket: Socket, onConnect: () => void): void {
  if (!socket.connecting && !socket.destroyed) onConnect();
  else socket.once('connect', onConnect);
}

/**
 * One guard listener on 127.0.0.1: CONNECT tunnels (HTTPS, WebSockets) and plain-HTTP forwarding.
 * Each connection or request is vetted once and relayed to exactly the vetted address.
 */
export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const { policy, dial, budget, record } = options;
  const idleMs = options.idleTimeoutMs ?? 60_000;
  const secret = randomBytes(24).toString('base64url');
  const expected = Buffer.from(
    `Basic ${Buffer.from(`${EGRESS_PROXY_USER}:${secret}`).toString('base64')}`,
  );
  /** The Proxy-Authorization of this listener's browser context (compared in constant time). */
  const authorized = (req: IncomingMessage): boolean => {
    const given = req.headers['proxy-authorization'];
    if (typeof given !== 'string') return false;
    const bytes = Buffer.from(given);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  };
  // A challenge, not a refusal of the page's connection: Chromium answers it with the context's
  // credentials (and sends them up front afterwards). Not recorded.
  const CHALLENGE = `HTTP/1.1 407 Proxy Authentication Required\r\nproxy-authenticate: Basic realm="consentry-egress"\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    return socket;
  };

  function preflight(): EgressRefusalReason | null {
    if (budget.bytesExhausted) return 'byte_cap';
    if (!budget.takeRequest()) return 'request_cap';
    return null;
  }

  async function vet(
    host: string,
    port: number,
  ): Promise<VettedTarget | { reason: EgressRefusalReason; message: string }> {
    const capped = preflight();
    if (capped) return { reason: capped, message: refusalMessage(capped) };
    const vetted = await vetTarget(policy, host, port).catch(() => ({
      ok: false as const,
      reason: 'dns_failure' as const,
      message: refusalMessage('dns_failure'),
    }));
    return vetted.ok ? vetted : { reason: vetted.reason, message: vetted.message };
  }

  function relay(host: string, port: number, a: Socket, b: Socket): void {
    const count = (chunk: Buffer) => budget.addBytes(chunk.length);
    const end = () => {
      stop();
      a.destroy();
      b.destroy();
    };
    const stop = budget.onBytesExhausted(() => {
      record.refuse({
        host,
        port,
        reason: 'byte_cap',
        via: 'connect',
        message: refusalMessage('byte_cap'),
      });
      end();
    });
    for (const socket of [a, b]) {
      socket.on('data', count);
      socket.once('close', end);
      socket.setTimeout(idleMs, end);
    }
    a.pipe(b);
    b.pipe(a);
  }

  async function tunnel(req: IncomingMessage, client: Socket, head: Buffer): Promise<void> {
    track(client);
    if (!authorized(req)) {
      client.end(CHALLENGE);
      return;
    }
    const target = parseAuthority(req.url ?? '');
    if (!target) {
      client.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    const vetted = await vet(target.host, target.port);
    if (client.destroyed) return;
    const failed = (kind: 'dns_failure' | 'unreachable') => {
      record.fail({ host: target.host, port: target.port, kind, via: 'connect' });
      client.end(
        `HTTP/1.1 502 Bad Gateway\r\n${EGRESS_HEADER}: ${kind}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`,
      );
    };
    if (!('ok' in vetted) && vetted.reason === 'dns_failure') return failed('dns_failure');
    if (!('ok' in vetted)) {
      record.refuse({
        host: target.host,
        port: target.port,
        reason: vetted.reason,
        via: 'connect',
        message: vetted.message,
      });
      client.end(
        `HTTP/1.1 403 Forbidden\r\n${EGRESS_HEADER}: refused\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`,
      );
      return;
    }
    const unreachable = () => failed('unreachable');
    let upstream: Socket;
    try {
      upstream = track(dial({ address: vetted.address, port: vetted.port, mapped: vetted.mapped }));
    } catch {
      unreachable();
      return;
    }
    let established = false;
    upstream.once('error', () => {
      if (!established) unreachable();
    });
    upstream.setTimeout(idleMs, () => upstream.destroy());
    whenConnected(upstream, () => {
      established = true;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) {
        budget.addBytes(head.length);
        upstream.write(head);
      }
      relay(target.host, target.port, client, upstream);
    });
  }

  function answer(res: ServerResponse, status: number, kind: string, text: string): void {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .writeHead(status, {
        [EGRESS_HEADER]: kind,
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(`${text}\n`);
  }

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!authorized(req)) {
      res.shouldKeepAlive = false;
      res
        .writeHead(407, {
          'proxy-authenticate': 'Basic realm="consentry-egress"',
          connection: 'close',
          'content-length': '0',
        })
        .end();
      return;
    }
    let url: URL | null = null;
    try {
      url = /^http:\/\//i.test(req.url ?? '') ? new URL(req.url!) : null;
    } catch {
      url = null;
    }
    if (!url) return answer(res, 400, 'bad-request', 'This is a forward proxy for http:// URLs.');
    const host = url.hostname;
    const port = url.port ? Number(url.port) : 80;
    const deny = (reason: EgressRefusalReason, message: string) => {
      record.refuse({ host, port, reason, via: 'http', message });
      answer(res, 403, 'refused', `Refused by the egress guard: ${message}`);
    };
    const failed = (kind: 'dns_failure' | 'unreachable') => {
      record.fail({ host, port, kind, via: 'http' });
      answer(
        res,
        502,
        kind,
        kind === 'dns_failure'
          ? 'The host name did not resolve.'
          : 'The upstream server could not be reached.',
      );
    };
    const vetted = await vet(host, port);
    if (req.socket.destroyed) return;
    if (!('ok' in vetted) && vetted.reason === 'dns_failure') return failed('dns_failure');
    if (!('ok' in vetted)) return deny(vetted.reason, vetted.message);
    let upstream: ClientRequest;
    try {
      upstream = httpRequest({
        method: req.method,
        path: `${url.pathname}${url.search}`,
        // The Host is the URL's: a request line naming one host cannot carry another in its header.
        headers: { ...forwardHeaders(req.headers), host: url.host },
        createConnection: () =>
          track(dial({ address: vetted.address, port: vetted.port, mapped: vetted.mapped })),
        timeout: idleMs,
      });
    } catch {
      return failed('unreachable');
    }
    const stop = budget.onBytesExhausted(() => {
      record.refuse({
        host,
        port,
        reason: 'byte_cap',
        via: 'http',
        message: refusalMessage('byte_cap'),
      });
      upstream.destroy();
      res.destroy();
    });
    res.once('close', () => {
      stop();
      upstream.destroy();
    });
    upstream.on('timeout', () => upstream.destroy());
    upstream.on('error', () => (res.headersSent ? res.destroy() : failed('unreachable')));
    upstream.on('response', (incoming) => {
      const status = incoming.statusCode ?? 502;
      if (status >= 300 && status < 400 && incoming.headers.location && !budget.takeRedirect()) {
        incoming.destroy();
        return deny('redirect_cap', refusalMessage('redirect_cap'));
      }
      res.writeHead(status, incoming.statusMessage, responseHeaders(incoming.rawHeaders));
      incoming.on('data', (chunk: Buffer) => budget.addBytes(chunk.length));
      incoming.pipe(res);
    });
    req.on('data', (chunk: Buffer) => budget.addBytes(chunk.length));
    req.pipe(upstream);
  }

  const server = createServer({ requestTimeout: idleMs });
  server.on('connection', track);
  // Nothing a client sends may end the process: a failure in a handler closes that one exchange.
  server.on(
    'request',
    (req, res) =>
      void forward(req, res).catch(() =>
        answer(res, 502, 'unreachable', 'The upstream server could not be reached.'),
      ),
  );
  server.on(
    'connect',
    (req: IncomingMessage, client: Duplex, head: Buffer) =>
      void tunnel(req, client as Socket, head).catch(() => client.destroy()),
  );
  // Chromium sends WebSockets through CONNECT; an Upgrade on a plain request is not ours to relay.
  server.on('upgrade', (_req: IncomingMessage, socket: Duplex) =>
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nconnection: close\r\ncontent-length: 0\r\n\r\n'),
  );
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    authenticatedUrl: `http://${EGRESS_PROXY_USER}:${secret}@127.0.0.1:${port}`,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
