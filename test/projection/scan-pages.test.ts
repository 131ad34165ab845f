/** The Scan's pages and crawl, and the crawled pages' forms in the full-site export (no browser). */
import { describe, expect, it } from 'vitest';
import type { CrawlRecord, Observation, PageView } from '../../src/model/index.ts';
import { renderBatchReport } from '../../src/projection/batch-report-html.ts';
import { toFindingsCsvRows } from '../../src/projection/csv.ts';
import { renderPrComment } from '../../src/projection/pr-comment.ts';
import { renderScanReportPage } from '../../src/projection/report-page-html.ts';
import { projectReportEvidence, selectWorkpaper } from '../../src/projection/report-evidence.ts';
import { buildObservations, form, request } from '../findings/observation-builder.ts';
import { BASE, judgeObservations, SCAN_ID } from './helpers.ts';

const SCAN_URL = `${BASE}/api/v2/scans/${SCAN_ID}`;
const VIEWS: PageView[] = [
  { path: '/', role: 'starting_page', startedMs: 0, status: 200, outcome: 'observed' },
  {
    path: '/contact',
    role: 'crawled_page',
    via: 'form_page',
    startedMs: 5000,
    status: 200,
    outcome: 'observed',
  },
  {
    path: '/about',
    role: 'crawled_page',
    via: 'main_navigation',
    startedMs: 9000,
    status: 200,
    outcome: 'cut_short',
  },
];
const CRAWL: CrawlRecord = {
  requestedPages: 2,
  robotsTxt: 'honoured',
  skipped: [
    { path: '/logout', reason: 'side_effect_link' },
    { path: '/portal', reason: 'robots_txt' },
    { path: '/privacy', reason: 'page_cap' },
  ],
};
const HUBSPOT = form({
  actionHost: 'forms.hubspot.com',
  actionPath: '/submit',
  party: 'third_party',
  phase: 'before_consent',
  pageView: 1,
});
const FB_ON_CONTACT = request('connect.facebook.net', {
  path: '/en_US/fbevents.js',
  tMs: 5200,
  phase: 'before_consent',
  pageView: 1,
});

function crawledScan(patch: { pageViews?: PageView[]; crawl?: CrawlRecord } = {}): Observation[] {
  return buildObservations({
    before_consent: {
      pageViews: patch.pageViews ?? VIEWS,
      crawl: patch.crawl ?? CRAWL,
      forms: [form({ phase: 'before_consent' }), HUBSPOT],
      requests: [FB_ON_CONTACT],
    },
    after_reject: {
      pageViews: [
        VIEWS[0]!,
        {
          path: '/shop',
          role: 'next_page_view',
          via: 'main_navigation',
          startedMs: 3000,
          status: 200,
          outcome: 'observed',
        },
      ],
    },
  });
}

describe('Scan.pages and Scan.crawl', () => {
  it('lists every arm’s page views with their outcome, and the links the crawl did not follow', () => {
    const { bundle } = judgeObservations(crawledScan());
    expect(bundle.scan.pages).toEqual([
      {
        path: '/',
        role: 'starting_page',
        arm: 'before_consent',
        status: 'visited',
        httpStatus: 200,
      },
      {
        path: '/contact',
        role: 'crawled_page',
        arm: 'before_consent',
        status: 'visited',
        httpStatus: 200,
      },
      {
        path: '/about',
        role: 'crawled_page',
        arm: 'before_consent',
        status: 'limited',
        httpStatus: 200,
        limitedBy: 'budget',
      },
      { path: '/', role: 'starting_page', arm: 'after_reject', status: 'visited', httpStatus: 200 },
      {
        path: '/shop',
        role: 'next_page_view',
        arm: 'after_reject',
        status: 'visited',
        httpStatus: 200,
      },
      { path: '/logout', role: 'crawled_page', status: 'skipped', limitedBy: 'side_effect_link' },
      { path: '/portal', role: 'crawled_page', status: 'skipped', limitedBy: 'robots_txt' },
      { path: '/privacy', role: 'crawled_page', status: 'skipped', limitedBy: 'page_cap' },
    ]);
    expect(bundle.scan.crawl).toEqual({
      status: 'limited',
      requestedPages: 2,
      visitedPages: 2,
      robotsTxt: 'honoured',
      summary:
        'The crawl visited 2 of up to 2 pages (/contact and /about); 1 could not be observed in full; robots.txt disallows /portal (not visited); side-effect links not followed: /logout.',
    });
  });

  it('says when crawled pages ended on a page already observed (a login wall), and lists that page once', () => {
    const wall = (path: string, startedMs: number): PageView => ({
      path,
      role: 'crawled_page',
      via: 'main_navigation',
      startedMs,
      status: 200,
      outcome: 'observed',
    });
    const note =
      '2 crawled pages (/dashboard, /rota) redirected to /login, observed once: their own content could not be observed before consent.';
    const observations = crawledScan({
      pageViews: [VIEWS[0]!, wall('/login', 4000), wall('/login', 7000), wall('/login', 9000)],
      crawl: {
        requestedPages: 4,
        robotsTxt: 'absent',
        skipped: [],
        redirects: { from: ['/dashboard', '/rota'], to: ['/login'], stopped: false, untried: 0 },
      },
    });
    expect(judgeObservations(observations).bundle.scan.crawl).toMatchObject({
      status: 'limited',
      visitedPages: 3,
      summary: `The crawl visited 3 of up to 4 pages (/login: 1 distinct path); ${note}`,
    });
  });

  it('says when the crawl was off, and gives neither for observations made before page views were recorded', () => {
    const off = judgeObservations(
      crawledScan({
        pageViews: [VIEWS[0]!],
        crawl: { requestedPages: 0, robotsTxt: 'not_needed', skipped: [] },
      }),
    ).bundle;
    expect(off.scan.crawl).toMatchObject({
      status: 'off',
      visitedPages: 0,
      summary: expect.stringContaining('--pages 0'),
    });
    const legacy = judgeObservations(buildObservations()).bundle;
    expect(legacy.scan).not.toHaveProperty('pages');
    expect(legacy.scan).not.toHaveProperty('crawl');
  });
});

describe('report evidence of a crawled scan', () => {
  it('adds the other pages’ evidence (additionalPage: forms with their page URL, requests with their path) while the tracking workpaper stays the starting page’s', () => {
    const observations = crawledScan();
    const { bundle } = judgeObservations(observations);
    const evidence = projectReportEvidence(
      { scanId: SCAN_ID, scan: bundle.scan, observations, artifactNames: [] },
      SCAN_URL,
    );
    expect(
      evidence.forms.map((entry) => [entry.pageUrl, entry.additionalPage, entry.actionHost]),
    ).toEqual([
      ['https://www.shop.example/', false, null],
      ['https://www.shop.example/contact', true, 'forms.hubspot.com'],
    ]);
    const hosts = selectWorkpaper(evidence.entries, 'tracking').flatMap((entry) =>
      entry.kind === 'tracker_request' ? [entry.host] : [],
    );
    expect(hosts).not.toContain('connect.facebook.net');
    // The full export has it, with the page it was seen on.
    expect(
      evidence.entries.find(
        (entry) => entry.kind === 'tracker_request' && entry.host === 'connect.facebook.net',
      ),
    ).toMatchObject({ page: '/contact', additionalPage: true, requestCount: 1 });
    // The finding from the crawled page names it.
    expect(
      bundle.findings.find((f) => f.id === 'third_party_form_destination')?.evidence.pages,
    ).toEqual(['/contact']);
  });
});

describe('every face names the page of a finding', () => {
  const { bundle } = judgeObservations(crawledScan());
  const scan = { ...bundle.scan, findings: bundle.findings };
  const formFinding = bundle.findings.find((f) => f.id === 'third_party_form_destination')!;

  it('the findings CSV has a page column', () => {
    const row = toFindingsCsvRows(bundle.scan, bundle.findings).find(
      (r) => r.findingId === 'third_party_form_destination',
    );
    expect(row?.page).toBe('/contact');
  });

  it('the PR comment names the site and the path', () => {
    const comment = renderPrComment({
      scans: [scan],
      preConsentTables: [],
      diff: null,
      runUrl: null,
    });
    const line = comment
      .split('\n')
      .find(
        (l) =>
          l.includes('third\\_party\\_form\\_destination') ||
          l.includes('third_party_form_destination'),
      );
    expect(line).toContain('`/contact`');
  });

  it('report.html (batch) and the scan report page say where each finding was seen', () => {
    const batch = renderBatchReport([{ scan, preConsentTable: bundle.preConsentTable }], {
      generatedAt: '2026-09-12T10:00:00Z',
      input: { source: 'sites.txt', targets: 1, duplicates: 0, unusable: 0 },
      unusableLines: [],
    });
    expect(batch).toContain('Seen on: <code>/contact</code>');
    const page = renderScanReportPage({
      scan: bundle.scan,
      findings: [formFinding],
      preConsentTable: null,
      images: [],
    });
    expect(page).toContain('<strong>Seen on:</strong> <code>/contact</code>');
    expect(page).toContain('<code>/contact</code> <span class="muted">(crawled page)</span>');
  });
});
