/**
 * Contract of GET /scans/{scanId}/report-evidence (pages ≤ 64 KB, tamper-evident cursors, the
 * tracking workpaper, downloads) and of the artifact downloads its entries link to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildObservations, request, SITE_URL } from '../findings/observation-builder.ts';
import { ApiHarness, BASE_URL, goldenObservations, UNKNOWN_SCAN_ID } from './harness.ts';

let api: ApiHarness;
let big: { scanId: string };
let blog: { scanId: string };
let german: { scanId: string };
const TRACKER_HOSTS = 2_500;

beforeAll(async () => {
  api = await ApiHarness.start();
  // A page that contacts 2,500 third-party hosts before consent: several 64 KB pages of entries.
  const requests = Array.from({ length: TRACKER_HOSTS }, (_, i) =>
    request(`px${i}.tracker-${i % 50}.example`, { tMs: 100 + i }),
  );
  big = await api.seedScan({
    url: SITE_URL,
    observations: buildObservations({ before_consent: { requests } }),
  });
  const golden = goldenObservations('tracker-blog');
  blog = await api.seedScan({
    url: golden.url,
    observations: golden.observations,
    artifacts: ['before_consent-form_crop-1.png'],
  });
  // A scan whose before_consent arm read the banner's text (banner-de.example, saved from a real scan).
  const de = goldenObservations('banner-de');
  german = await api.seedScan({ url: de.url, observations: de.observations });
});
afterAll(async () => api?.close());

type Page = {
  entries: { id: string; kind: string }[];
  nextCursor: string | null;
  cursor: string | null;
  pageBytes: number;
  totalEntries: number;
  links: Record<string, string>;
  workpaper: string | null;
};

async function allPages(scanId: string, workpaper?: string): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const query = new URLSearchParams({
      ...(workpaper ? { workpaper } : {}),
      ...(cursor ? { cursor } : {}),
    });
    const { response, body } = await api.call({
      url: `/api/v2/scans/${scanId}/report-evidence?${query}`,
      key: api.keys.read,
    });
    expect(response.statusCode).toBe(200);
    const page = body as unknown as Page;
    pages.push(page);
    cursor = page.nextCursor;
    if (!cursor) return pages;
  }
  throw new Error('more than 100 pages');
}

describe('report evidence pages', () => {
  it('pages of at most 64 KB of entries, followed to the end, every entry exactly once', async () => {
    const pages = await allPages(big.scanId);
    expect(pages.length).toBeGreaterThan(3);
    const ids = pages.flatMap((page) => page.entries.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(pages[0]!.totalEntries);
    expect(
      pages.filter((page) => page.entries.some((e) => e.kind === 'tracker_request')).length,
    ).toBeGreaterThan(3);
    for (const page of pages) {
      expect(Buffer.byteLength(JSON.stringify(page.entries))).toBe(page.pageBytes);
      expect(page.pageBytes).toBeLessThanOrEqual(65_536);
    }
    // A full page is nearly full: the next entry would not have fitted.
    expect(pages[0]!.pageBytes).toBeGreaterThan(60_000);
    expect(pages[0]!.cursor).toBeNull();
    expect(pages[1]!.cursor).toBe(pages[0]!.nextCursor);
    expect(pages[0]!.links.next).toBe(
      `${BASE_URL}/api/v2/scans/${big.scanId}/report-evidence?cursor=${pages[0]!.nextCursor}`,
    );
    expect(pages.at(-1)!.links).not.toHaveProperty('next');
  });

  it('a forged, edited or foreign cursor is 400 invalid_request, never 500', async () => {
    const [first] = await allPages(big.scanId).then((pages) => pages.slice(0, 1));
    const cursor = first!.nextCursor!;
    const flipped = `${cursor.slice(0, 10)}${cursor[10] === 'A' ? 'B' : 'A'}${cursor.slice(11)}`;
    const forged = Buffer.from(JSON.stringify({ v: 1, s: big.scanId, o: 5, w: null })).toString(
      'base64url',
    );
    for (const bad of [flipped, forged, 'AAAA', cursor.slice(0, -2)]) {
      const { response, body } = await api.call({
        url: `/api/v2/scans/${big.scanId}/report-evidence?cursor=${bad}`,
        key: api.keys.read,
      });
      expect(response.statusCode, bad).toBe(400);
      expect((body!.error as { code: string }).code).toBe('invalid_request');
    }
    const foreign = await api.call({
      url: `/api/v2/scans/${blog.scanId}/report-evidence?cursor=${cursor}`,
      key: api.keys.read,
    });
    expect(foreign.response.statusCode).toBe(400);
    const invalidChars = await api.call({
      url: `/api/v2/scans/${big.scanId}/report-evidence?cursor=a%2Fb`,
      key: api.keys.read,
    });
    expect(invalidChars.response.statusCode).toBe(400);
  });

  it('workpaper=tracking: tracking entries with download links; the selector must be repeated on continuation', async () => {
    const pages = await allPages(big.scanId, 'tracking');
    expect(pages.length).toBeGreaterThan(1);
    const kinds = new Set(pages.flatMap((page) => page.entries.map((entry) => entry.kind)));
    expect(
      [...kinds].every((kind) =>
        [
          'tracker_request',
          'cookie',
          'storage',
          'privacy_choice',
          'notice_passage',
          'gpc',
        ].includes(kind),
      ),
    ).toBe(true);
    expect(kinds.has('gpc')).toBe(true);
    expect(kinds.has('privacy_choice')).toBe(true);
    expect(pages[0]!.workpaper).toBe('tracking');
    expect(pages[0]!.links.downloadJson).toBe(
      `${BASE_URL}/api/v2/scans/${big.scanId}/report-evidence?workpaper=tracking&format=download`,
    );
    expect(pages[0]!.links.downloadCsv).toBe(
      `${BASE_URL}/api/v2/scans/${big.scanId}/report-evidence?workpaper=tracking&format=csv`,
    );
    const withoutSelector = await api.call({
      url: `/api/v2/scans/${big.scanId}/report-evidence?cursor=${pages[0]!.nextCursor}`,
      key: api.keys.read,
    });
    expect(withoutSelector.response.statusCode).toBe(400);
    expect((withoutSelector.body!.error as { message: string }).message).toMatch(/workpaper/);
    const plain = await allPages(big.scanId);
    const plainCursor = plain[0]!.nextCursor!;
    const addedSelector = await api.call({
      url: `/api/v2/scans/${big.scanId}/report-evidence?workpaper=tracking&cursor=${plainCursor}`,
      key: api.keys.read,
    });
    expect(addedSelector.response.statusCode).toBe(400);
  });

  it('format=download is the report-display JSON document; form pointers resolve inside it', async () => {
    const { response, body } = await api.call({
      url: `/api/v2/scans/${blog.scanId}/report-evidence?format=download`,
      key: api.keys.read,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="consentry-/);
    expect(body).toMatchObject({
      type: 'consentry_report_document',
      scanId: blog.scanId,
      workpaper: null,
    });
    const entries = body!.entries as {
      kind: string;
      reportContentRef?: string;
      snapshotUrl?: string;
      captureStatus?: string;
      fields?: unknown[];
    }[];
    const form = entries.find((entry) => entry.kind === 'form')!;
    expect(form.fields!.length).toBeGreaterThan(0);
    expect(form.reportContentRef).toBe('#/forms/0');
    expect((body!.forms as unknown[])[0]).toEqual(form);
    expect(form.captureStatus).toBe('captured');
    expect(form.snapshotUrl).toBe(
      `${BASE_URL}/api/v2/scans/${blog.scanId}/artifacts/before_consent-form_crop-1.png`,
    );
  });

  it('format=csv is the tracking workpaper as CSV (and needs the workpaper); downloads are not paged', async () => {
    const csv = await api.call({
      url: `/api/v2/scans/${blog.scanId}/report-evidence?workpaper=tracking&format=csv`,
      key: api.keys.read,
    });
    expect(csv.response.statusCode).toBe(200);
    expect(csv.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'kind,id,phase,host,name,vendor,party,purpose,requestCount,area,control,layer,label,gpcComparison,gpcWellKnown,gpcRegistration,gpcDelivery,role,path',
    );
    expect(
      lines.some(
        (line) => line.startsWith('tracker_request,') && line.includes('www.googletagmanager.com'),
      ),
    ).toBe(true);
    const noWorkpaper = await api.call({
      url: `/api/v2/scans/${blog.scanId}/report-evidence?format=csv`,
      key: api.keys.read,
    });
    expect(noWorkpaper.response.statusCode).toBe(400);
    const pagedDownload = await api.call({
      url: `/api/v2/scans/${blog.scanId}/report-evidence?format=download&cursor=abc`,
      key: api.keys.read,
    });
    expect(pagedDownload.response.statusCode).toBe(400);
    const badFormat = await api.call({
      url: `/api/v2/scans/${blog.scanId}/report-evidence?format=pdf`,
      key: api.keys.read,
    });
    expect(badFormat.response.statusCode).toBe(400);
  });

  it('notice passages: the banner’s text and policy link in the tracking workpaper, its download and its CSV; none without a banner', async () => {
    const pages = await allPages(german.scanId, 'tracking');
    const passages = pages
      .flatMap((page) => page.entries)
      .filter((entry) => entry.kind === 'notice_passage') as unknown as {
      id: string;
      role: string;
      text: string;
      linkHost?: string;
      linkPath?: string;
      frameHost?: string;
      pageUrl: string;
    }[];
    expect(passages.map((p) => p.role)).toEqual([
      'heading',
      'body',
      'control',
      'control',
      'control',
      'policy_link',
    ]);
    expect(passages[0]).toMatchObject({
      text: 'Wir respektieren Ihre Privatsphäre',
      frameHost: 'banner-de.example',
      pageUrl: 'https://banner-de.example/',
    });
    expect(passages[1]!.text).toContain(
      'Ihre Einwilligung können Sie jederzeit in der Datenschutzerklärung widerrufen.',
    );
    expect(passages[5]).toMatchObject({
      text: 'Datenschutzerklärung',
      linkHost: 'banner-de.example',
      linkPath: '/datenschutz',
    });

    const download = await api.call({
      url: `/api/v2/scans/${german.scanId}/report-evidence?workpaper=tracking&format=download`,
      key: api.keys.read,
    });
    expect(download.response.statusCode).toBe(200);
    const document = download.body as unknown as {
      noticePassages: { id: string; reportContentRef: string }[];
      entries: { id: string; kind: string }[];
    };
    expect(document.noticePassages.map((p) => p.id)).toEqual(passages.map((p) => p.id));
    expect(document.noticePassages[5]!.reportContentRef).toBe('#/noticePassages/5');

    const csv = await api.call({
      url: `/api/v2/scans/${german.scanId}/report-evidence?workpaper=tracking&format=csv`,
      key: api.keys.read,
    });
    const rows = csv.response.body
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('notice_passage,'));
    expect(rows).toHaveLength(6);
    expect(rows[0]).toBe(
      'notice_passage,notice:1,,banner-de.example,,,,,,,,,Wir respektieren Ihre Privatsphäre,,,,,heading,',
    );
    expect(rows[5]).toBe(
      'notice_passage,notice:6,,banner-de.example,,,,,,,,,Datenschutzerklärung,,,,,policy_link,/datenschutz',
    );

    const blogPages = await allPages(blog.scanId, 'tracking');
    expect(
      blogPages.flatMap((page) => page.entries).some((entry) => entry.kind === 'notice_passage'),
    ).toBe(false);
  });

  it('404 unknown scan, 401 without key', async () => {
    expect(
      (
        await api.call({
          url: `/api/v2/scans/${UNKNOWN_SCAN_ID}/report-evidence`,
          key: api.keys.read,
        })
      ).response.statusCode,
    ).toBe(404);
    expect(
      (await api.call({ url: `/api/v2/scans/${blog.scanId}/report-evidence` })).response.statusCode,
    ).toBe(401);
  });
});

describe('artifacts', () => {
  it('serves a stored screenshot as image/png; 404 when missing; 400 for a bad name', async () => {
    const image = await api.call({
      url: `/api/v2/scans/${blog.scanId}/artifacts/before_consent-form_crop-1.png`,
      key: api.keys.read,
    });
    expect(image.response.statusCode).toBe(200);
    expect(image.response.headers['content-type']).toBe('image/png');
    expect(image.response.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    const missing = await api.call({
      url: `/api/v2/scans/${blog.scanId}/artifacts/after_reject-banner-1.png`,
      key: api.keys.read,
    });
    expect(missing.response.statusCode).toBe(404);
    const bad = await api.call({
      url: `/api/v2/scans/${blog.scanId}/artifacts/..%2Fsecret`,
      key: api.keys.read,
    });
    expect(bad.response.statusCode).toBe(400);
    expect(
      (
        await api.call({
          url: `/api/v2/scans/${blog.scanId}/artifacts/before_consent-form_crop-1.png`,
        })
      ).response.statusCode,
    ).toBe(401);
  });
});
