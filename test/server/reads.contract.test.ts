/**
 * Contract of the read routes of a finished scan (findings, finding, pulse, pulse evidence,
 * pre-consent table, diagnostics) and of the domain lookups, including failed and unfinished scans.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, BASE_URL, goldenObservations, UNKNOWN_SCAN_ID } from './harness.ts';

let api: ApiHarness;
let blog: { scanId: string };
let failed: { scanId: string };
let california: { scanId: string };
let leaky: { scanId: string };
let queuedScanId: string;
let expectedFindingIds: string[];

beforeAll(async () => {
  api = await ApiHarness.start();
  const golden = goldenObservations('tracker-blog');
  blog = await api.seedScan({ url: golden.url, observations: golden.observations });
  const vanilla = goldenObservations('cmp-vanilla');
  california = await api.seedScan({
    url: vanilla.url,
    observations: vanilla.observations.map((o) => ({ ...o, scanFrom: 'california' as const })),
    scanFrom: 'california',
  });
  failed = await api.seedFailedScan('https://gone.example/');
  const ignores = goldenObservations('ignores-choice');
  leaky = await api.seedScan({
    url: ignores.url,
    observations: ignores.observations,
    mutate: (bundle) => {
      Object.assign(bundle.scan, { cookieValue: 'SECRET-1', rawDom: '<html>' });
      Object.assign(bundle.scan.links, { internal: 'file:///var/lib/x' });
      for (const finding of bundle.findings) Object.assign(finding, { requestBody: 'SECRET-2' });
      if (bundle.preConsentTable)
        Object.assign(bundle.preConsentTable.rows[0]!, { value: 'SECRET-3' });
    },
  });
  expectedFindingIds = (await api.store.getScan(blog.scanId))!.resources.findings.map((f) => f.id);
  const created = await api.call({
    method: 'POST',
    url: '/api/v2/scans',
    payload: { url: 'https://still-queued.example/' },
  });
  queuedScanId = String(created.body!.scanId);
});
afterAll(async () => api?.close());

const errorOf = (body: Record<string, unknown> | null) =>
  body!.error as { code: string; message: string };

describe('findings', () => {
  it('lists every finding of a completed scan', async () => {
    const { response, body } = await api.call({
      url: `/api/v2/scans/${blog.scanId}/findings`,
      key: api.keys.read,
    });
    expect(response.statusCode).toBe(200);
    const findings = body!.findings as { id: string; scanId: string }[];
    expect(expectedFindingIds.length).toBeGreaterThan(0);
    expect(findings.map((f) => f.id)).toEqual(expectedFindingIds);
    expect(findings.every((f) => f.scanId === blog.scanId)).toBe(true);
    expect((body!.links as { self: string }).self).toBe(
      `${BASE_URL}/api/v2/scans/${blog.scanId}/findings`,
    );
  });

  it('serves one finding; 404 for a finding the scan does not have; 400 for a malformed id', async () => {
    const id = expectedFindingIds[0]!;
    const one = await api.call({
      url: `/api/v2/scans/${blog.scanId}/findings/${id}`,
      key: api.keys.read,
    });
    expect(one.response.statusCode).toBe(200);
    expect(one.body).toMatchObject({ type: 'consentry_finding', id, scanId: blog.scanId });
    const missing = await api.call({
      url: `/api/v2/scans/${blog.scanId}/findings/session_recording_zz`,
      key: api.keys.read,
    });
    expect(missing.response.statusCode).toBe(404);
    expect(errorOf(missing.body).message).toBe('Finding not found.');
    const malformed = await api.call({
      url: `/api/v2/scans/${blog.scanId}/findings/Not-A-Finding`,
      key: api.keys.read,
    });
    expect(malformed.response.statusCode).toBe(400);
    expect(errorOf(malformed.body).message).toBe('Invalid finding id.');
  });

  it('a failed scan exists: its findings answer 200 with the scan status and coverage and no finding (never a 404)', async () => {
    const { response, body } = await api.call({
      url: `/api/v2/scans/${failed.scanId}/findings`,
      key: api.keys.read,
    });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      type: 'consentry_finding_list',
      scanId: failed.scanId,
      findings: [],
      scanStatus: 'failed',
      coverage: { status: 'failed', summary: 'The host name did not resolve.' },
    });
    const scan = await api.call({ url: `/api/v2/scans/${failed.scanId}`, key: api.keys.read });
    expect(scan.body).toMatchObject({ status: 'failed', failure: { code: 'dns_error' } });
    // Every link of the failed scan answers 200.
    const links = scan.body!.links as Record<string, string>;
    expect(Object.keys(links).sort()).toEqual([
      'diagnostics',
      'findings',
      'preConsentCookiesTrackers',
      'pulse',
      'report',
      'reportEvidence',
      'self',
      'status',
    ]);
    for (const [name, link] of Object.entries(links)) {
      const answer = await api.app.inject({
        url: link.slice(BASE_URL.length),
        headers: { authorization: `Bearer ${api.keys.read}` },
      });
      expect(answer.statusCode, name).toBe(200);
    }
    // A finding of it is absent, and the message says why.
    const one = await api.call({
      url: `/api/v2/scans/${failed.scanId}/findings/pre_consent_tracking`,
      key: api.keys.read,
    });
    expect(one.response.statusCode).toBe(404);
    expect(errorOf(one.body).message).toBe(
      'Finding not found: the scan is failed, so nothing was concluded.',
    );
    // A completed scan's list carries no scanStatus (its findings are results).
    const done = await api.call({
      url: `/api/v2/scans/${blog.scanId}/findings`,
      key: api.keys.read,
    });
    expect(done.body!.scanStatus).toBeUndefined();
  });

  it('an unfinished scan answers its status and an empty list, never cached; unknown and unauthenticated as usual', async () => {
    const queued = await api.call({
      url: `/api/v2/scans/${queuedScanId}/findings`,
      key: api.keys.read,
    });
    expect(queued.response.statusCode).toBe(200);
    expect(queued.body).toMatchObject({ findings: [], scanStatus: 'queued' });
    expect(queued.body!.coverage).toBeUndefined();
    const job = (await api.store.getJobByScanId(queuedScanId))!;
    await api.store.claimJob('reads-worker', 60_000, new Date());
    const running = await api.call({
      url: `/api/v2/scans/${queuedScanId}/findings`,
      key: api.keys.read,
    });
    expect(running.body).toMatchObject({ scanStatus: 'running' });
    await api.store.failJob(
      job.jobId,
      'reads-worker',
      { code: 'expired', message: 'The scan waited in the queue too long.' },
      false,
      new Date(),
    );
    const expired = await api.call({
      url: `/api/v2/scans/${queuedScanId}/pre-consent-cookies-trackers`,
      key: api.keys.read,
    });
    expect(expired.response.statusCode).toBe(200);
    expect(expired.body).toMatchObject({
      rows: [],
      summary: { rowCount: 0 },
      scanStatus: 'expired',
      coverage: { status: 'failed', summary: 'The scan waited in the queue too long.' },
    });
    const scan = await api.call({ url: `/api/v2/scans/${queuedScanId}`, key: api.keys.read });
    expect(scan.body).toMatchObject({ status: 'expired' });
    for (const link of Object.values(scan.body!.links as Record<string, string>)) {
      expect(
        (
          await api.app.inject({
            url: link.slice(BASE_URL.length),
            headers: { authorization: `Bearer ${api.keys.read}` },
          })
        ).statusCode,
        link,
      ).toBe(200);
    }
    expect(
      (await api.call({ url: `/api/v2/scans/${UNKNOWN_SCAN_ID}/findings`, key: api.keys.read }))
        .response.statusCode,
    ).toBe(404);
    expect(
      (await api.call({ url: `/api/v2/scans/x/findings`, key: api.keys.read })).response.statusCode,
    ).toBe(400);
    expect(
      (await api.call({ url: `/api/v2/scans/${blog.scanId}/findings` })).response.statusCode,
    ).toBe(401);
    expect(
      (await api.call({ url: `/api/v2/scans/${blog.scanId}/findings`, key: api.keys.mcpOnly }))
        .response.statusCode,
    ).toBe(403);
  });
});

describe('pulse, pre-consent table, diagnostics', () => {
  it('pulse and pulse evidence of a completed scan', async () => {
    const pulse = await api.call({ url: `/api/v2/scans/${blog.scanId}/pulse`, key: api.keys.read });
    expect(pulse.response.statusCode).toBe(200);
    expect(pulse.body).toMatchObject({ type: 'consentry_pulse', scanId: blog.scanId });
    const evidence = await api.call({
      url: `/api/v2/scans/${blog.scanId}/pulse/evidence`,
      key: api.keys.read,
    });
    expect(evidence.response.statusCode).toBe(200);
    expect(evidence.body).toMatchObject({ type: 'consentry_pulse_evidence', scanId: blog.scanId });
  });

  it('the pulse of a failed scan says it failed', async () => {
    const { response, body } = await api.call({
      url: `/api/v2/scans/${failed.scanId}/pulse`,
      key: api.keys.read,
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(body)).toMatch(/failed/);
  });

  it('the pre-consent table lists the trackers contacted before consent', async () => {
    const { response, body } = await api.call({
      url: `/api/v2/scans/${blog.scanId}/pre-consent-cookies-trackers`,
      key: api.keys.read,
    });
    expect(response.statusCode).toBe(200);
    const rows = body!.rows as { kind: string; host: string }[];
    expect(
      rows.some((row) => row.kind === 'tracker' && row.host === 'www.googletagmanager.com'),
    ).toBe(true);
    expect((body!.summary as { rowCount: number }).rowCount).toBe(rows.length);
    const none = await api.call({
      url: `/api/v2/scans/${failed.scanId}/pre-consent-cookies-trackers`,
      key: api.keys.read,
    });
    expect(none.response.statusCode).toBe(200);
    expect(none.body).toMatchObject({
      rows: [],
      scanStatus: 'failed',
      coverage: { status: 'failed' },
    });
  });

  it('diagnostics: bounded figures that add up over the arms', async () => {
    const { response, body } = await api.call({
      url: `/api/v2/scans/${blog.scanId}/diagnostics`,
      key: api.keys.read,
    });
    expect(response.statusCode).toBe(200);
    const stored = (await api.store.getScan(blog.scanId))!;
    const arms = body!.arms as { arm: string; requestCount: number }[];
    expect(arms.map((a) => a.arm)).toEqual(stored.observations.map((o) => o.arm));
    expect((body!.collection as { requestCount: number }).requestCount).toBe(
      stored.observations.reduce((n, o) => n + o.requests.length, 0),
    );
    expect((body!.collection as { formCount: number }).formCount).toBe(1);
    expect(body!.budgets).toEqual({
      scanBudgetMs: 110_000,
      armBudgetMs: 30_000,
      networkQuietWindowMs: 600,
    });
    expect(JSON.stringify(body)).not.toMatch(
      /googletagmanager|https?:\/\/tracker-blog\.example\/[^\s"]/,
    );
  });
});

describe('response schemas', () => {
  it('a field no schema lists never leaves the server, even when it was stored', async () => {
    const domain = new URL(goldenObservations('ignores-choice').url).hostname;
    const routes = [
      '',
      '/findings',
      '/pre-consent-cookies-trackers',
      '/pulse',
      '/report-evidence',
      '/report-evidence?format=download',
    ].map((route) => `/api/v2/scans/${leaky.scanId}${route}`);
    for (const route of [
      ...routes,
      `/api/v2/domains/${domain}/latest`,
      `/api/v2/domains/${domain}/latest/pre-consent-cookies-trackers`,
    ]) {
      const { response } = await api.call({ url: route, key: api.keys.read });
      expect(response.statusCode, route).toBe(200);
      expect(response.body, route).not.toMatch(/SECRET-|rawDom|cookieValue|file:\/\/\//);
    }
  });
});

describe('domains', () => {
  it('latest scan of a domain for scanFrom; an invalid scanFrom silently falls back to eu_ie', async () => {
    const eu = await api.call({
      url: '/api/v2/domains/tracker-blog.example/latest',
      key: api.keys.read,
    });
    expect(eu.response.statusCode).toBe(200);
    expect((eu.body!.scan as { scanId: string }).scanId).toBe(blog.scanId);
    expect(eu.body!.scanFrom).toBe('eu_ie');
    const fallback = await api.call({
      url: '/api/v2/domains/TRACKER-BLOG.example/latest?scanFrom=moon',
      key: api.keys.read,
    });
    expect(fallback.response.statusCode).toBe(200);
    expect((fallback.body!.scan as { scanId: string }).scanId).toBe(blog.scanId);
    const ca = await api.call({
      url: `/api/v2/domains/${new URL(goldenObservations('cmp-vanilla').url).hostname}/latest?scanFrom=california`,
      key: api.keys.read,
    });
    expect((ca.body!.scan as { scanId: string }).scanId).toBe(california.scanId);
  });

  it('scan is null when the domain has no eligible scan (failed scans are not eligible)', async () => {
    const none = await api.call({
      url: '/api/v2/domains/never-scanned.example/latest',
      key: api.keys.read,
    });
    expect(none.response.statusCode).toBe(200);
    expect(none.body!.scan).toBeNull();
    const failedDomain = await api.call({
      url: '/api/v2/domains/gone.example/latest',
      key: api.keys.read,
    });
    expect(failedDomain.body!.scan).toBeNull();
  });

  it('400 for an invalid domain, 401 without key', async () => {
    for (const domain of ['a..b', 'bad_host!', '-x.example.']) {
      const { response, body } = await api.call({
        url: `/api/v2/domains/${encodeURIComponent(domain)}/latest`,
        key: api.keys.read,
      });
      expect(response.statusCode, domain).toBe(400);
      expect(errorOf(body).message).toBe('Invalid domain.');
    }
    expect(
      (await api.call({ url: '/api/v2/domains/tracker-blog.example/latest' })).response.statusCode,
    ).toBe(401);
  });

  it('latest pre-consent table of a domain; 404 when none', async () => {
    const table = await api.call({
      url: '/api/v2/domains/tracker-blog.example/latest/pre-consent-cookies-trackers?scanFrom=nowhere',
      key: api.keys.read,
    });
    expect(table.response.statusCode).toBe(200);
    expect(table.body!.scanId).toBe(blog.scanId);
    const none = await api.call({
      url: '/api/v2/domains/never-scanned.example/latest/pre-consent-cookies-trackers',
      key: api.keys.read,
    });
    expect(none.response.statusCode).toBe(404);
  });
});
