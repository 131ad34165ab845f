import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Dialer } from '../../src/safety/egress-proxy.ts';
import type { Resolver } from '../../src/safety/resolver.ts';

/** A documentation-free public address the test resolver hands out for "public" test hosts. */
export const PUBLIC_ADDRESS = '93.184.215.14';
export const PUBLIC_ADDRESS_V6 = '2606:4700::1111';

export interface CountingServer {
  port: number;
  /** Every request (HTTP, WebSocket upgrade, raw connection) it received, as "METHOD path". */
  log: string[];
  /** Raw TCP connections accepted (counts even what never becomes an HTTP request). */
  connections: number;
  stop(): Promise<void>;
}

/** An internal service stand-in on loopback that answers everything with 200 and counts it all. */
export async function startInternalService(): Promise<CountingServer> {
  const log: string[] = [];
  const server = createHttpServer((req, res) => {
    log.push(`${req.method} ${req.url}`);
    res
      .writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' })
      .end('internal secret');
  });
  const state = { connections: 0 };
  server.on('connection', () => state.connections++);
  server.on('upgrade', (req, socket) => {
    log.push(`UPGRADE ${req.url}`);
    socket.destroy();
  });
  return listen(server, log, state);
}

async function listen(
  server: Server,
  log: string[],
  state: { connections: number },
): Promise<CountingServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    log,
    get connections() {
      return state.connections;
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The "public" web server of a test (plain HTTP, or HTTPS with a test certificate), reached only through the test dialer. */
export async function startPublicServer(
  handler: Handler,
  tls?: { key: string; cert: string },
): Promise<CountingServer> {
  const log: string[] = [];
  const wrapped: Handler = (req, res) => {
    log.push(`${req.method} ${req.headers.host ?? ''}${req.url}`);
    handler(req, res);
  };
  const server = tls ? createHttpsServer(tls, wrapped) : createHttpServer(wrapped);
  const state = { connections: 0 };
  server.on('connection', () => state.connections++);
  return listen(server as Server, log, state);
}

/**
 * The test's stand-in for the internet: connections the guard vetted to PUBLIC_ADDRESS go to a
 * loopback server chosen by port; every other address is dialled for real, so a guard that ever
 * let a loopback address through would reach the internal services and show in their logs.
 */
export function testDialer(routes: Record<number, number>, dialled: string[]): Dialer {
  return ({ address, port, mapped }) => {
    dialled.push(`${address}:${port}${mapped ? ' (mapped)' : ''}`);
    if (
      (address === PUBLIC_ADDRESS || address === PUBLIC_ADDRESS_V6) &&
      routes[port] !== undefined
    ) {
      return connect({ host: '127.0.0.1', port: routes[port] });
    }
    return connect({ host: address, port });
  };
}

/** DNS with scripted answers; a list of answers is used in turn (the last one repeats): rebinding. */
export function scriptedResolver(
  answers: Record<string, string[] | string[][]>,
  calls: string[] = [],
): Resolver {
  const served = new Map<string, number>();
  return async (host) => {
    calls.push(host);
    const entry = answers[host];
    if (!entry) return [];
    if (!Array.isArray(entry[0])) return entry as string[];
    const turns = entry as string[][];
    const n = served.get(host) ?? 0;
    served.set(host, n + 1);
    return turns[Math.min(n, turns.length - 1)]!;
  };
}
