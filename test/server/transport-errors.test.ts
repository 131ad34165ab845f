/**
 * Regressions found by the hostile-input run: answers that were not the error envelope (Node's and
 * Fastify's own bodies for parser errors, a missing Host, an unknown Expect; no answer at all to a
 * slow client) and a valid long host name refused as an undecodable URL; a server-signed cursor
 * whose payload is not an object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseProblems, startHostileApp, type HostileApp } from './hostile-app.ts';
import { rawExchange } from './raw-http.ts';

let hostile: HostileApp;
let port: number;

beforeAll(async () => {
  hostile = await startHostileApp({ requestTimeoutMs: 1_000 });
  await hostile.app.listen({ port: 0, host: '127.0.0.1' });
  const address = hostile.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 60_000);
afterAll(async () => hostile?.close());

const read = () => ({ authorization: `Bearer ${hostile.context.keys.read}` });

describe('path segments', () => {
  it('a valid host name longer than 100 characters reaches the domain route', async () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.example`;
    const response = await hostile.app.inject({
      url: `/api/v2/domains/${domain}/latest`,
      headers: read(),
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({
      type: 'consentry_domain_latest_scan',
      domain,
      scan: null,
    });
  });

  it('a host name over 253 characters is the route’s own 400; a segment over 512 says it is too long', async () => {
    const long = await hostile.app.inject({
      url: `/api/v2/domains/${'a'.repeat(300)}/latest`,
      headers: read(),
    });
    expect(responseProblems(long)).toEqual([]);
    expect(JSON.parse(long.body).error.message).toBe('Invalid domain.');
    const overlong = await hostile.app.inject({
      url: `/api/v2/scans/${'a'.repeat(600)}`,
      headers: read(),
    });
    expect(responseProblems(overlong)).toEqual([]);
    expect(JSON.parse(overlong.body).error.message).toBe(
      'Invalid request: a path segment is too long.',
    );
  });
});

describe('report-evidence cursors', () => {
  it.each(['null', '1', '"x"', '[]', 'not json'])(
    'a cursor signed by this server over %s is a 400',
    async (payload) => {
      const [scanId] = hostile.context.scanIds;
      const response = await hostile.app.inject({
        url: `/api/v2/scans/${scanId}/report-evidence?cursor=${hostile.context.signedCursor(payload)}`,
        headers: read(),
      });
      expect(responseProblems(response)).toEqual([]);
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body).error.message).toBe(
        'Invalid request: the cursor is not valid.',
      );
    },
  );
});

describe('raw HTTP', () => {
  const host = 'Host: 127.0.0.1\r\n';
  it.each([
    [
      'an invalid header byte',
      `GET /api/v2/health HTTP/1.1\r\n${host}X-A: a\u0000b\r\n\r\n`,
      'Invalid request: the request is not valid HTTP.',
    ],
    [
      'a 20 KB header',
      `GET /api/v2/health HTTP/1.1\r\n${host}X-Pad: ${'a'.repeat(20_000)}\r\n\r\n`,
      'Invalid request: the request headers are too large.',
    ],
    [
      'HTTP/1.1 without Host',
      'GET /api/v2/health HTTP/1.1\r\nConnection: close\r\n\r\n',
      'Invalid request: the Host header is missing.',
    ],
    [
      'an unknown Expect',
      `POST /api/v2/scans HTTP/1.1\r\n${host}Expect: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
      'Invalid request: the Expect header is not supported.',
    ],
  ])('%s: a 400 envelope', async (_name, bytes, message) => {
    const { responses, closed } = await rawExchange(port, { name: _name, bytes });
    expect(responses).toHaveLength(1);
    expect(responses[0]!.statusCode).toBe(400);
    expect(responseProblems(responses[0]!)).toEqual([]);
    expect(JSON.parse(responses[0]!.body).error.message).toBe(message);
    expect(closed).toBe(true);
  });

  it('a client that never finishes its request is answered and cut off after the request timeout', async () => {
    const started = Date.now();
    const { responses, closed } = await rawExchange(port, {
      name: 'slow',
      bytes: `GET /api/v2/health HTTP/1.1\r\n${host}`,
      trickle: { piece: 'X-Slow: 1\r\n', everyMs: 100, count: 100 },
    });
    const elapsed = Date.now() - started;
    expect(closed).toBe(true);
    expect(responses.map((r) => JSON.parse(r.body).error.message)).toEqual([
      'Invalid request: the request was not completed in time.',
    ]);
    // Timeout 1 s, checked every 250 ms; the trickle alone would have lasted 10 s.
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(8_000);
  });
});
