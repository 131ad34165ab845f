/**
 * Discovery contract: health, the OpenAPI 3.1 document (valid, every route with its operation id,
 * error examples), llms.txt, the well-known discovery JSON, and the envelope of unknown routes.
 */
import { rmSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, BASE_URL } from './harness.ts';

let api: ApiHarness;

beforeAll(async () => {
  api = await ApiHarness.start();
});
afterAll(async () => api?.close());

/** Every route of the server with its stable operation id (spec 4.1 plus the ones this server adds). */
const OPERATIONS: [string, string, string][] = [
  ['post', '/api/v2/scans', 'createScan'],
  ['get', '/api/v2/scans/{scanId}', 'getScan'],
  ['get', '/api/v2/scans/{scanId}/status', 'getScanStatus'],
  ['get', '/api/v2/scans/{scanId}/findings', 'listScanFindings'],
  ['get', '/api/v2/scans/{scanId}/findings/{findingId}', 'getScanFinding'],
  ['get', '/api/v2/scans/{scanId}/diagnostics', 'getScanDiagnostics'],
  ['get', '/api/v2/scans/{scanId}/pulse', 'getScanPulse'],
  ['get', '/api/v2/scans/{scanId}/pulse/evidence', 'getScanPulseEvidence'],
  ['get', '/api/v2/scans/{scanId}/report-evidence', 'getScanReportEvidence'],
  [
    'get',
    '/api/v2/scans/{scanId}/pre-consent-cookies-trackers',
    'getScanPreConsentCookiesTrackers',
  ],
  ['get', '/api/v2/scans/{scanId}/artifacts/{name}', 'getScanArtifact'],
  ['get', '/api/v2/domains/{domain}/latest', 'getLatestDomainScan'],
  [
    'get',
    '/api/v2/domains/{domain}/latest/pre-consent-cookies-trackers',
    'getLatestDomainPreConsentCookiesTrackers',
  ],
  ['get', '/api/v2/health', 'getHealth'],
  ['get', '/api/v2/openapi.json', 'getOpenApi'],
  ['get', '/api/v2/auth/check', 'checkAuth'],
  ['post', '/api/v2/keys/request', 'requestKey'],
  ['get', '/llms.txt', 'getLlmsTxt'],
  ['get', '/.well-known/consentry-ai.json', 'getDiscovery'],
  ['get', '/reports/{scanId}', 'getScanReport'],
];

describe('OpenAPI', () => {
  it('validates as OpenAPI 3.1 and lists every route with its operation id, nothing else', async () => {
    const { response, body } = await api.call({ url: '/api/v2/openapi.json' });
    expect(response.statusCode).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(body as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const paths = body!.paths as Record<string, Record<string, { operationId: string }>>;
    const listed = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => [method, path, op.operationId]),
    );
    expect(listed.sort()).toEqual([...OPERATIONS].sort());
    const registered = OPERATIONS.filter(([method, path]) =>
      api.app.hasRoute({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{(\w+)\}/g, ':$1'),
      }),
    );
    expect(registered).toHaveLength(OPERATIONS.length);
  });

  it('documents status and error examples, the bearer scheme and the server address', async () => {
    const { body } = await api.call({ url: '/api/v2/openapi.json' });
    const doc = body as {
      servers: { url: string }[];
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<
              string,
              {
                content?: Record<
                  string,
                  { examples?: Record<string, { value: { error?: { code: string } } }> }
                >;
              }
            >;
            security?: unknown[];
          }
        >
      >;
    };
    expect(doc.servers[0]!.url).toBe(BASE_URL);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Scan', 'ScanJob', 'ApiError', 'Finding', 'ReportEvidencePage']),
    );
    expect(
      Object.keys(doc.components.schemas).some(
        (name) => /^def-\d/.test(name) || name === 'Observation',
      ),
    ).toBe(false);
    const create = doc.paths['/api/v2/scans']!.post!;
    // The spec's createScan statuses, plus 503 (the server's queue is full, with Retry-After).
    expect(Object.keys(create.responses).sort()).toEqual([
      '200',
      '202',
      '400',
      '401',
      '403',
      '429',
      '500',
      '503',
    ]);
    expect(create.responses['202']!.content!['application/json']!.examples!.queued).toBeDefined();
    expect(
      create.responses['429']!.content!['application/json']!.examples!.rate_limited!.value.error!
        .code,
    ).toBe('rate_limited');
    expect(create.security).toEqual([{}, { bearer: [] }]);
    const status = doc.paths['/api/v2/scans/{scanId}/status']!.get!;
    expect(Object.keys(status.responses['200']!.content!['application/json']!.examples!)).toEqual([
      'running',
      'completed',
    ]);
    expect(
      status.responses['404']!.content!['application/json']!.examples!.not_found!.value.error!.code,
    ).toBe('not_found');
    expect(doc.paths['/api/v2/health']!.get!.security).toBeUndefined();
  });
});

describe('discovery resources', () => {
  it('health reports store, queue and browser checks', async () => {
    const { response, body } = await api.call({ url: '/api/v2/health' });
    expect(response.statusCode).toBe(200);
    // This app runs without workers or a browser: it still serves reads, degraded.
    expect(body).toMatchObject({
      status: 'degraded',
      apiVersion: 'v2',
      contractVersion: '0.1.0',
      checks: { store: 'ok', queue: 'ok', browser: 'unavailable' },
    });
    expect(body!.queue).toEqual({
      queued: 0,
      running: 0,
      oldestQueuedAt: null,
      workersSeen: 0,
      workersSeenWithinSeconds: 60,
    });
  });

  it('health shows the queue shared by every server: depth, the oldest queued scan, workers seen recently', async () => {
    const shared = await ApiHarness.start();
    try {
      const now = Date.now();
      const enqueue = (url: string, ageMs: number) =>
        shared.store.enqueueScan({
          scanId: crypto.randomUUID(),
          jobId: crypto.randomUUID(),
          normalizedUrl: url,
          domain: new URL(url).hostname,
          scanFrom: 'eu_ie',
          now: new Date(now - ageMs),
        });
      await enqueue('https://a.example/', 20 * 60_000);
      await enqueue('https://b.example/', 60_000);
      await enqueue('https://c.example/', 0);
      const waiting = await shared.call({ url: '/api/v2/health' });
      expect(waiting.body).toMatchObject({
        status: 'degraded',
        checks: { store: 'ok', queue: 'degraded', browser: 'unavailable' },
        queue: {
          queued: 3,
          running: 0,
          oldestQueuedAt: new Date(now - 20 * 60_000).toISOString(),
          workersSeen: 0,
        },
      });
      expect(waiting.body!.notes).toEqual([
        'The oldest queued scan has waited more than 15 minutes: the workers cannot keep up.',
        'No scan worker reported in the last 60 s: new scans are queued and wait for one.',
      ]);
      // A worker on another machine reports and takes the oldest scan; one that reported two minutes ago no longer counts.
      const presence = {
        host: 'scan-1',
        pid: 1,
        role: 'worker' as const,
        concurrency: 2,
        running: 1,
      };
      await shared.store.recordWorker({ ...presence, workerId: 'w-gone' }, new Date(now - 120_000));
      await shared.store.recordWorker({ ...presence, workerId: 'w-1' }, new Date());
      await shared.store.claimJob('w-1', 60_000, new Date());
      const working = await shared.call({ url: '/api/v2/health' });
      expect(working.body).toMatchObject({
        status: 'ok',
        checks: { store: 'ok', queue: 'ok', browser: 'ok' },
        queue: {
          queued: 2,
          running: 1,
          oldestQueuedAt: new Date(now - 60_000).toISOString(),
          workersSeen: 1,
          workersSeenWithinSeconds: 60,
        },
      });
      expect(working.body!.notes).toBeUndefined();
    } finally {
      await shared.close();
    }
  });

  it('the well-known discovery document points at this server', async () => {
    const { response, body } = await api.call({ url: '/.well-known/consentry-ai.json' });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      baseUrl: BASE_URL,
      links: { openapi: `${BASE_URL}/api/v2/openapi.json` },
      auth: { readOnlyKeyPrefix: 'csy_ro_', anonymousScanCreation: true },
    });
  });

  it('llms.txt is plain text naming the contract and the polling rule', async () => {
    const { response } = await api.call({ url: '/llms.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`${BASE_URL}/api/v2/openapi.json`);
    expect(response.body).toMatch(/Retry-After/);
  });

  it('a URL that cannot be decoded is a 400 envelope that does not echo it', async () => {
    const { response, body } = await api.call({ url: '/api/v2/scans/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(body!.error).toMatchObject({
      code: 'invalid_request',
      message: 'Invalid request: the URL cannot be decoded.',
    });
  });

  it('unknown routes and methods answer the JSON envelope with both headers', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/nothing'],
      ['GET', '/'],
      ['DELETE', '/api/v2/scans'],
    ] as const) {
      const { response, body } = await api.call({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(body!.error).toMatchObject({ code: 'not_found', message: 'Route not found.' });
    }
  });
});

describe('failures', () => {
  it('a store failure is a 500 internal_error envelope without internals; health reports the store unavailable', async () => {
    const broken = await ApiHarness.start();
    try {
      await broken.store.close();
      const read = await broken.call({
        url: '/api/v2/scans/0d9f4c1e-6a4b-4f7e-9b7a-2f1c3d4e5f60',
        key: broken.keys.read,
      });
      expect(read.response.statusCode).toBe(500);
      expect(read.body!.error).toMatchObject({
        code: 'internal_error',
        message: 'The API is temporarily unavailable. Try again later.',
      });
      expect(read.response.body).not.toMatch(/sqlite|closed|stack|at /i);
      const health = await broken.call({ url: '/api/v2/health' });
      expect(health.response.statusCode).toBe(200);
      expect(health.body).toMatchObject({
        status: 'unavailable',
        checks: { store: 'unavailable', queue: 'unavailable' },
      });
    } finally {
      await broken.app.close();
      rmSync(broken.dataDir, { recursive: true, force: true });
    }
  });
});
