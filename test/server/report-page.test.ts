/** The report page at links.report: self-contained HTML with the scan's facts, and its access rule. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, goldenObservations, UNKNOWN_SCAN_ID } from './harness.ts';

let api: ApiHarness;
let privateReports: ApiHarness;
let blog: { scanId: string };
let failed: { scanId: string };

beforeAll(async () => {
  api = await ApiHarness.start();
  const golden = goldenObservations('tracker-blog');
  blog = await api.seedScan({
    url: golden.url,
    observations: golden.observations,
    artifacts: ['before_consent-form_crop-1.png'],
  });
  failed = await api.seedFailedScan('https://gone.example/');
  privateReports = await ApiHarness.start({ publicReports: false });
});
afterAll(async () => {
  await api?.close();
  await privateReports?.close();
});

describe('GET /reports/{scanId}', () => {
  it('renders score, risk, coverage, findings with evidence, the table, typed observations, screenshots and the disclaimer', async () => {
    const { response } = await api.call({ url: `/reports/${blog.scanId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(response.headers['content-security-policy'])).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'; img-src data:/,
    );
    const html = response.body;
    const stored = (await api.store.getScan(blog.scanId))!;
    const scan = stored.resources.scan;
    expect(html).toContain(`<dd>${scan.score}<span class="muted"> / 100</span></dd>`);
    expect(html).toContain(`class="badge risk-${scan.riskLevel}"`);
    for (const finding of stored.resources.findings) {
      expect(html).toContain(`id="finding-${finding.id}"`);
      expect(html).toContain(
        finding.evidence.summary
          .replaceAll('&', '&amp;')
          .replaceAll("'", '&#39;')
          .replaceAll('"', '&quot;')
          .replaceAll('<', '&lt;')
          .replaceAll('>', '&gt;'),
      );
    }
    expect(html).toContain('<td>www.googletagmanager.com</td>');
    expect(html).toMatch(/<h3>After refusing<\/h3>/);
    expect(html).toMatch(/<h3>Global Privacy Control<\/h3>/);
    expect(html).toMatch(
      /<img src="data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/=]+" alt="Form \(inputs masked\) — before consent"/,
    );
    expect(html).toContain('Not legal advice');
    // No external asset of any kind: no script, no link, no remote src.
    expect(html).not.toMatch(/<script|<link |src="http|url\(/i);
  });

  it('says what the consent notice said: the banner’s text, its buttons and its policy link; nothing is invented without a banner', async () => {
    const de = goldenObservations('banner-de');
    const german = await api.seedScan({ url: de.url, observations: de.observations });
    const html = (await api.call({ url: `/reports/${german.scanId}` })).response.body;
    expect(html).toContain('<h2 id="h-notice">What the notice said</h2>');
    expect(html).toContain(
      'The consent banner shown by banner-de.example on the starting page, before any choice',
    );
    expect(html).toContain('<p><strong>Wir respektieren Ihre Privatsphäre</strong></p>');
    expect(html).toContain(
      'Mit „Alle akzeptieren“ willigen Sie zusätzlich in Statistik- und Marketing-Cookies (Google Analytics, Meta-Pixel) ein.',
    );
    expect(html).toContain(
      '<span class="badge crit-info">Alle akzeptieren</span> <span class="badge crit-info">Nur notwendige Cookies</span>',
    );
    expect(html).toContain(
      '<li>Datenschutzerklärung: <code>banner-de.example/datenschutz</code></li>',
    );
    const blogHtml = (await api.call({ url: `/reports/${blog.scanId}` })).response.body;
    expect(blogHtml).toContain('No notice text was retained');
  });

  it('a failed scan renders as failed, never as clean', async () => {
    const { response } = await api.call({ url: `/reports/${failed.scanId}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('The scan failed: The host name did not resolve.');
    expect(response.body).toContain('No findings: the scan failed.');
    expect(response.body).not.toContain('<dt>Score</dt>');
  });

  it('404 (JSON envelope) for an unknown scan; 400 for a bad id', async () => {
    const unknown = await api.call({ url: `/reports/${UNKNOWN_SCAN_ID}` });
    expect(unknown.response.statusCode).toBe(404);
    const bad = await api.call({ url: '/reports/nope' });
    expect(bad.response.statusCode).toBe(400);
  });

  it('with publicReports off the page needs a key with scan:read', async () => {
    const golden = goldenObservations('cmp-vanilla');
    const seeded = await privateReports.seedScan({
      url: golden.url,
      observations: golden.observations,
    });
    expect(
      (await privateReports.call({ url: `/reports/${seeded.scanId}` })).response.statusCode,
    ).toBe(401);
    expect(
      (
        await privateReports.call({
          url: `/reports/${seeded.scanId}`,
          key: privateReports.keys.mcpOnly,
        })
      ).response.statusCode,
    ).toBe(403);
    expect(
      (
        await privateReports.call({
          url: `/reports/${seeded.scanId}`,
          key: privateReports.keys.readOnly,
        })
      ).response.statusCode,
    ).toBe(200);
  });
});

describe('the rendered-page cache', () => {
  it('is bounded by bytes, not by pages: pages past the bound are evicted (and still served), a page over the bound is never kept', async () => {
    const golden = goldenObservations('tracker-blog');
    const bounded = await ApiHarness.start({}, 'MAP * 127.0.0.1:9', {
      reportPageCacheBytes: 40_000,
    });
    try {
      const scans = [];
      for (let i = 0; i < 8; i++)
        scans.push(
          await bounded.seedScan({
            url: `https://site-${i}.example/`,
            observations: golden.observations,
            artifacts: ['before_consent-form_crop-1.png'],
          }),
        );
      const sizes: number[] = [];
      for (const { scanId } of scans) {
        const { response } = await bounded.call({ url: `/reports/${scanId}` });
        expect(response.statusCode).toBe(200);
        sizes.push(Buffer.byteLength(response.body));
        expect(bounded.app.consentry.reportPages.totalSize).toBeLessThanOrEqual(40_000);
      }
      // Every page weighs over 10 KB: eight would not fit, so some were evicted, the newest kept.
      expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(40_000);
      expect(bounded.app.consentry.reportPages.size).toBeLessThan(8);
      expect(bounded.app.consentry.reportPages.get(scans.at(-1)!.scanId)).toBeDefined();
      // An evicted page is rendered again, identical.
      const again = await bounded.call({ url: `/reports/${scans[0]!.scanId}` });
      expect(Buffer.byteLength(again.response.body)).toBe(sizes[0]);
    } finally {
      await bounded.close();
    }
    const tiny = await ApiHarness.start({}, 'MAP * 127.0.0.1:9', { reportPageCacheBytes: 1_000 });
    try {
      const { scanId } = await tiny.seedScan({
        url: golden.url,
        observations: golden.observations,
      });
      expect((await tiny.call({ url: `/reports/${scanId}` })).response.statusCode).toBe(200);
      expect(tiny.app.consentry.reportPages.size).toBe(0);
    } finally {
      await tiny.close();
    }
  });
});
