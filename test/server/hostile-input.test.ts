/**
 * Hostile-input run (issue 7): at least 10,000 generated malformed requests against a real app with
 * the fair-use limits on, then raw-HTTP cases app.inject cannot express through a listening socket.
 * Every answer must be a 4xx error envelope with the version and request-id headers, never a 5xx, a
 * stack trace or an echo of the input, and the server must still answer health afterwards.
 * Reproduce a failure with CONSENTRY_HOSTILE_SEED=<seed printed below>.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileRequest, prng } from './hostile-requests.ts';
import { responseProblems, startHostileApp, type HostileApp } from './hostile-app.ts';
import { RAW_CASES, rawExchange } from './raw-http.ts';

const SEED = Number(process.env.CONSENTRY_HOSTILE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS = 10_000;

let hostile: HostileApp;

beforeAll(async () => {
  console.log(`hostile-input seed: ${SEED} (CONSENTRY_HOSTILE_SEED=${SEED} reproduces this run)`);
  hostile = await startHostileApp({ requestTimeoutMs: 1_500 });
}, 60_000);
afterAll(async () => hostile?.close());

describe(`hostile input (seed ${SEED})`, () => {
  it(`answers ${REQUESTS} generated malformed requests with 4xx envelopes only`, async () => {
    const rng = prng(SEED);
    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    const kinds = new Set<string>();
    for (let i = 0; i < REQUESTS; i++) {
      const { kind, request } = hostileRequest(rng, hostile.context);
      kinds.add(kind);
      const response = await hostile.app.inject(request);
      byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
      const problems = responseProblems(response);
      if (problems.length && failures.length < 25) {
        failures.push(
          `#${i} ${kind} ${request.method} ${String(request.url).slice(0, 160)}: ${problems.join(', ')} — ${response.body.slice(0, 200)}`,
        );
      }
    }
    console.log(
      `hostile-input statuses: ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}`,
    );
    expect(failures, `seed ${SEED}`).toEqual([]);
    // The run reached every kind of fault and got past validation into the routes and the limits.
    expect(kinds.size).toBe(20);
    for (const status of [400, 401, 403, 404])
      expect(byStatus.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    // The spec's statuses only: an oversized or non-JSON body is a 400, never a 413 or 415.
    expect([...byStatus.keys()].filter((status) => status === 413 || status === 415)).toEqual([]);
    const health = await hostile.app.inject({ url: '/api/v2/health' });
    expect(health.statusCode).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ type: 'consentry_health' });
  }, 600_000);

  describe('through a real listening socket', () => {
    let port: number;
    beforeAll(async () => {
      await hostile.app.listen({ port: 0, host: '127.0.0.1' });
      const address = hostile.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    // Each case is its own connection: they run side by side (three of them wait out the request timeout).
    it.concurrent.each(RAW_CASES.map((c) => [c.name, c] as const))(
      '%s',
      async (_name, rawCase) => {
        const exchange = await rawExchange(port, rawCase);
        if (rawCase.mayCloseSilently && exchange.responses.length === 0) {
          expect(exchange.closed).toBe(true);
        } else {
          expect(exchange.responses.length, exchange.raw.slice(0, 300)).toBeGreaterThan(0);
        }
        for (const response of exchange.responses)
          expect(
            responseProblems(response),
            `${response.statusCode} ${response.body.slice(0, 200)}`,
          ).toEqual([]);
        if (rawCase.status !== undefined && exchange.responses.length)
          expect(exchange.responses[0]!.statusCode).toBe(rawCase.status);
        if (rawCase.message && exchange.responses.length)
          expect(exchange.responses[0]!.body).toContain(rawCase.message);
      },
      30_000,
    );

    it('still answers health on a new connection', async () => {
      const exchange = await rawExchange(port, {
        name: 'health',
        bytes: 'GET /api/v2/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      });
      expect(exchange.responses.map((r) => r.statusCode)).toEqual([200]);
      expect(JSON.parse(exchange.responses[0]!.body)).toMatchObject({ type: 'consentry_health' });
    });
  });
});
