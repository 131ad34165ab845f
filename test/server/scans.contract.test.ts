/**
 * Contract of POST /api/v2/scans, GET /scans/{scanId} and GET /scans/{scanId}/status: creation,
 * join, reuse, fresh, validation and auth, with every response checked against its schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, BASE_URL, goldenObservations, UNKNOWN_SCAN_ID } from './harness.ts';

let api: ApiHarness;
let completed: { scanId: string; jobId: string };

beforeAll(async () => {
  api = await ApiHarness.start();
  const golden = goldenObservations('tracker-blog');
  completed = await api.seedScan({ url: golden.url, observations: golden.observations });
});
afterAll(async () => api?.close());

describe('POST /api/v2/scans', () => {
  it('queues a new job anonymously: 202 ScanJob with Retry-After and Location', async () => {
    const { response, body } = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: { url: 'https://new-site.example/page?token=secret#top' },
    });
    expect(response.statusCode).toBe(202);
    expect(body).toMatchObject({
      type: 'consentry_scan_job',
      status: 'queued',
      phase: 'queued',
      domain: 'new-site.example',
      retryAfterSeconds: 5,
    });
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers.location).toBe(
      `${BASE_URL}/api/v2/scans/${String(body!.scanId)}/status`,
    );
    const job = await api.store.getJobByScanId(String(body!.scanId));
    // The query string and fragment are never kept.
    expect(job?.normalizedUrl).toBe('https://new-site.example/page');
  });

  it('joins an identical active job instead of duplicating it (same jobId, one job)', async () => {
    const first = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: { url: 'https://join.example/' },
    });
    const second = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: { url: 'https://JOIN.example/#again', freshness: 'fresh' },
    });
    expect(first.response.statusCode).toBe(202);
    expect(second.response.statusCode).toBe(202);
    expect(second.body!.jobId).toBe(first.body!.jobId);
    expect(second.body!.scanId).toBe(first.body!.scanId);
    const third = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: { url: 'https://join.example/', scanFrom: 'california' },
    });
    expect(third.body!.jobId).not.toBe(first.body!.jobId);
  });

  it('reuses a completed scan of the same URL and scanFrom within the window: 200 Scan, reused, no quota', async () => {
    const { response, body } = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: { url: 'https://tracker-blog.example/', freshness: 'latest' },
    });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      type: 'consentry_scan',
      scanId: completed.scanId,
      status: 'completed',
      reused: true,
      quotaConsumed: false,
    });
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('freshness fresh always scans: a new job although a recent result exists', async () => {
    const { response, body } = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      key: api.keys.create,
      payload: { url: 'https://tracker-blog.example/', freshness: 'fresh' },
    });
    expect(response.statusCode).toBe(202);
    expect(body!.scanId).not.toBe(completed.scanId);
  });

  it('does not reuse a scan from the other execution context', async () => {
    const { response } = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: { url: 'https://tracker-blog.example/', scanFrom: 'california' },
    });
    expect(response.statusCode).toBe(202);
  });

  it.each([
    ['a non-http scheme', { url: 'ftp://files.example/' }, /body\/url/],
    [
      'credentials in the URL',
      { url: 'https://user:pw@site.example/' },
      /user name or password|credentials/,
    ],
    [
      'a URL over 2048 characters',
      { url: `https://site.example/${'a'.repeat(2100)}` },
      /body\/url/,
    ],
    ['a missing url', { freshness: 'latest' }, /missingProperty|url/],
    [
      'an unknown field',
      { url: 'https://site.example/', callbackUrl: 'https://x.example/' },
      /additional properties/,
    ],
    [
      'an unknown freshness',
      { url: 'https://site.example/', freshness: 'stale' },
      /body\/freshness/,
    ],
    ['an unknown scanFrom', { url: 'https://site.example/', scanFrom: 'mars' }, /body\/scanFrom/],
  ])(
    'rejects %s with 400 invalid_request naming the field, never the value',
    async (_label, payload, message) => {
      const { response, body } = await api.call({ method: 'POST', url: '/api/v2/scans', payload });
      expect(response.statusCode).toBe(400);
      const error = body!.error as { code: string; message: string };
      expect(error.code).toBe('invalid_request');
      expect(error.message).toMatch(message);
      expect(error.message).not.toMatch(/pw@|ftp:|mars|stale|x\.example/);
    },
  );

  it("malformed JSON, a non-JSON body and a body over 16 KB are all 400 invalid_request (the spec's codes only), saying which", async () => {
    const bad = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: '{"url":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.response.statusCode).toBe(400);
    const text = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: 'url=https://a.example/',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.response.statusCode).toBe(400);
    expect(text.body!.error).toMatchObject({
      code: 'invalid_request',
      message: 'Invalid request: the body must be JSON (content-type: application/json).',
    });
    const big = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: { url: `https://a.example/${'x'.repeat(20_000)}` },
    });
    expect(big.response.statusCode).toBe(400);
    expect(big.body!.error).toMatchObject({
      code: 'invalid_request',
      message: 'Invalid request: the body is larger than 16 KB.',
    });
  });

  it('a URL failing the shape rule gets a readable message, not the regular expression', async () => {
    const { body } = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: { url: 'ftp://files.example/' },
    });
    expect((body!.error as { message: string }).message).toBe(
      'Invalid request: body/url must be an absolute http:// or https:// URL without spaces.',
    );
  });

  it('a presented key must be valid (401) and hold scan:create (403); anonymous is allowed', async () => {
    const invalid = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      key: 'csy_not_a_key',
      payload: { url: 'https://auth.example/' },
    });
    expect(invalid.response.statusCode).toBe(401);
    const readOnly = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      key: api.keys.readOnly,
      payload: { url: 'https://auth.example/' },
    });
    expect(readOnly.response.statusCode).toBe(403);
    expect((readOnly.body!.error as { code: string }).code).toBe('forbidden');
    const malformed = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      headers: { authorization: 'Basic dXNlcjpwdw==' },
      payload: { url: 'https://auth.example/' },
    });
    expect(malformed.response.statusCode).toBe(401);
  });
});

describe('GET /api/v2/scans/{scanId}', () => {
  it('returns the completed scan with absolute links to this server', async () => {
    const { response, body } = await api.call({
      url: `/api/v2/scans/${completed.scanId}`,
      key: api.keys.read,
    });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      scanId: completed.scanId,
      domain: 'tracker-blog.example',
      status: 'completed',
    });
    const links = body!.links as Record<string, string>;
    expect(links.findings).toBe(`${BASE_URL}/api/v2/scans/${completed.scanId}/findings`);
    expect(links.report).toBe(`${BASE_URL}/reports/${completed.scanId}`);
    expect(body).not.toHaveProperty('reused');
  });

  it('a queued scan shows its status and links only', async () => {
    const created = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: { url: 'https://queued-only.example/' },
    });
    const { response, body } = await api.call({
      url: `/api/v2/scans/${String(created.body!.scanId)}`,
      key: api.keys.read,
    });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'queued', url: 'https://queued-only.example/' });
    expect(body).not.toHaveProperty('score');
    expect(Object.keys(body!.links as object).sort()).toEqual(['self', 'status']);
  });

  it('400 for an invalid scan id, 404 for an unknown one, 401 without a key, 403 without scan:read', async () => {
    const invalid = await api.call({ url: '/api/v2/scans/not-a-uuid', key: api.keys.read });
    expect(invalid.response.statusCode).toBe(400);
    expect((invalid.body!.error as { message: string }).message).toBe('Invalid scan id.');
    const unknown = await api.call({ url: `/api/v2/scans/${UNKNOWN_SCAN_ID}`, key: api.keys.read });
    expect(unknown.response.statusCode).toBe(404);
    expect((unknown.body!.error as { message: string }).message).toBe('Scan not found.');
    const anonymous = await api.call({ url: `/api/v2/scans/${completed.scanId}` });
    expect(anonymous.response.statusCode).toBe(401);
    const noScope = await api.call({
      url: `/api/v2/scans/${completed.scanId}`,
      key: api.keys.mcpOnly,
    });
    expect(noScope.response.statusCode).toBe(403);
  });
});

describe('GET /api/v2/scans/{scanId}/status', () => {
  it('an active job carries retryAfterSeconds and Retry-After; no scan link yet', async () => {
    const created = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: { url: 'https://status.example/' },
    });
    const { response, body } = await api.call({
      url: `/api/v2/scans/${String(created.body!.scanId)}/status`,
      key: api.keys.readOnly,
    });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'queued', phase: 'queued', retryAfterSeconds: 5 });
    expect(response.headers['retry-after']).toBe('5');
    expect(body!.links).not.toHaveProperty('scan');
  });

  it('a completed job is terminal: no Retry-After, links.scan present', async () => {
    const { response, body } = await api.call({
      url: `/api/v2/scans/${completed.scanId}/status`,
      key: api.keys.read,
    });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'completed', phase: 'done', jobId: completed.jobId });
    expect(body).not.toHaveProperty('retryAfterSeconds');
    expect(response.headers['retry-after']).toBeUndefined();
    expect((body!.links as Record<string, string>).scan).toBe(
      `${BASE_URL}/api/v2/scans/${completed.scanId}`,
    );
  });

  it('400 invalid id, 404 unknown scan, 401 without key', async () => {
    expect(
      (await api.call({ url: '/api/v2/scans/123/status', key: api.keys.read })).response.statusCode,
    ).toBe(400);
    expect(
      (await api.call({ url: `/api/v2/scans/${UNKNOWN_SCAN_ID}/status`, key: api.keys.read }))
        .response.statusCode,
    ).toBe(404);
    expect(
      (await api.call({ url: `/api/v2/scans/${completed.scanId}/status` })).response.statusCode,
    ).toBe(401);
  });
});
