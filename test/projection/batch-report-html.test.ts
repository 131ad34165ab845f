import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  renderBatchReport,
  type BatchReportEntry,
} from '../../src/projection/batch-report-html.ts';
import { REPORT_SCRIPT } from '../../src/projection/batch-report-assets.ts';
import { cookie, scan, table, tracker } from './batch-report-fixtures.ts';

const EVIL = '<script>alert("pwned")</script>';

function entry(
  s: ReturnType<typeof scan>,
  rows: Parameters<typeof table>[1] | null,
): BatchReportEntry {
  return { scan: s, preConsentTable: rows ? table(s, rows) : null };
}

const ENTRIES: BatchReportEntry[] = [
  entry(scan({ run: 'r', domain: 'clean.example', score: 100 }), [
    cookie('sessionid', 'clean.example', 'Django', 'strictly_necessary'),
  ]),
  entry(scan({ run: 'r', domain: 'down.example', status: 'failed' }), null),
  entry(
    scan({
      run: 'r',
      domain: 'evil.example',
      score: 37,
      riskLevel: 'high',
      findings: [
        {
          id: 'pre_consent_tracking',
          criticality: 'high',
          label: `Tracking ${EVIL}`,
          vendors: [EVIL],
          summary: `Requests to ${EVIL} before consent.`,
        },
        { id: 'pre_consent_nonessential_cookies', criticality: 'medium' },
      ],
    }),
    [
      tracker('connect.facebook.net', EVIL),
      tracker('www.google-analytics.com', 'Google Analytics', 'analytics'),
      cookie(`<img src=x onerror=alert(1)>`, 'evil.example', 'Meta'),
    ],
  ),
  entry(
    scan({
      run: 'r',
      domain: 'partial.example',
      status: 'completed_limited',
      score: 88,
      riskLevel: 'review_recommended',
    }),
    [],
  ),
  entry(
    scan({
      run: 'r',
      domain: 'mid.example',
      score: 63,
      riskLevel: 'high',
      findings: [{ id: 'pre_consent_tracking', vendors: ['Google Analytics'] }],
    }),
    [
      tracker('www.google-analytics.com', 'Google Analytics', 'analytics'),
      tracker('connect.facebook.net', 'Meta'),
    ],
  ),
];

const html = renderBatchReport(ENTRIES, {
  generatedAt: '2026-09-12T10:00:00Z',
  input: { source: 'sites.txt', targets: 6, duplicates: 0, unusable: 1 },
  unusableLines: [{ line: 4, text: 'ftp://x', reason: 'not http(s)' }],
});

/** The markup of one site (its tbody up to the next site's). */
function siteMarkup(domain: string): string {
  const start = html.indexOf(`<tr><th scope="row">${domain}`);
  const end = html.indexOf('<tbody id="site-', start);
  return html.slice(start, end === -1 ? html.indexOf('</table>\n</section>') : end);
}

const bodies = () =>
  [...html.matchAll(/<tbody id="site-\d+" ([^>]*)>\n<tr><th scope="row">([^<]*)/g)].map((m) => ({
    attrs: m[1]!,
    domain: m[2]!,
  }));

describe('renderBatchReport', () => {
  it('escapes every string a scanned site controls', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(html).not.toContain(EVIL);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // The only <script> element is the report's own, and the CSP allows exactly that one by hash.
    expect(html.match(/<script/g)).toHaveLength(1);
    const hash = createHash('sha256').update(REPORT_SCRIPT).digest('base64');
    expect(html).toContain(`script-src &#39;sha256-${hash}&#39;`);
  });

  it('is self-contained: no external stylesheet, script, image or font', () => {
    expect(html).not.toMatch(/<link\b/);
    expect(html).not.toMatch(/<[a-z]+\b[^>]*\ssrc=/);
    expect(html).not.toMatch(/url\(/);
    expect(html).toContain('default-src &#39;none&#39;');
    // Only links to the scanned pages themselves.
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.every((href) => /^https:\/\/[a-z.]+\.example\//.test(href!))).toBe(true);
  });

  it('has the totals and the disclaimer in the header', () => {
    const header = html.slice(html.indexOf('<header>'), html.indexOf('</header>'));
    expect(header).toContain('Not legal advice.');
    expect(header).toMatch(/<dt>Sites scanned<\/dt><dd>5<\/dd>/);
    expect(header).toMatch(/<dt>Failed<\/dt><dd>1<\/dd>/);
    expect(header).toMatch(/<dt>Limited coverage<\/dt><dd>1<\/dd>/);
    expect(header).toMatch(/<dt>High risk<\/dt><dd>2<\/dd>/);
    expect(header).toMatch(/<dt>Median score<\/dt><dd>76<\/dd>/);
    expect(header).toContain('line 4: <code>ftp://x</code> — not http(s)');
  });

  it('counts tracker hosts as the findings do: a tag manager alone before consent is no tracker', () => {
    const report = renderBatchReport(
      [
        entry(scan({ run: 'r', domain: 'gtm-only.example', score: 100 }), [
          tracker('www.googletagmanager.com', 'Google Tag Manager', 'tag_manager'),
        ]),
        entry(
          scan({
            run: 'r',
            domain: 'gtm-ga.example',
            score: 63,
            riskLevel: 'high',
            findings: [{ id: 'pre_consent_tracking', vendors: ['Google Analytics'] }],
          }),
          [
            tracker('www.googletagmanager.com', 'Google Tag Manager', 'tag_manager'),
            tracker('www.google-analytics.com', 'Google Analytics', 'analytics'),
          ],
        ),
      ],
      { generatedAt: '2026-09-12T10:00:00Z' },
    );
    expect(report).toMatch(/<dt>Sites with trackers before consent<\/dt><dd>1<\/dd>/);
    expect(report).toContain(
      'Details for gtm-only.example: 0 findings · 0 trackers, 0 cookies before consent',
    );
    expect(report).toContain(
      'Details for gtm-ga.example: 1 finding · 1 tracker, 0 cookies before consent',
    );
  });

  it('lists sites worst first, failed last, with sort keys and aria-sort on the default column', () => {
    expect(bodies().map((b) => b.domain)).toEqual([
      'evil.example',
      'mid.example',
      'partial.example',
      'clean.example',
      'down.example',
    ]);
    expect(html).toMatch(
      /<th scope="col" data-key="score" data-type="number" data-first="ascending" aria-sort="ascending">Score<\/th>/,
    );
    expect(html.match(/<th scope="col" data-key=/g)).toHaveLength(7);
    const down = bodies().find((b) => b.domain === 'down.example')!;
    expect(down.attrs).toContain('data-score=""');
    expect(down.attrs).toContain('data-high=""');
    const mid = bodies().find((b) => b.domain === 'mid.example')!;
    expect(mid.attrs).toContain('data-score="63"');
    expect(mid.attrs).toContain('data-vendors="2"');
  });

  it('shows a failed scan as failed — no score badge, no counts, no clean wording', () => {
    const row = siteMarkup('down.example');
    expect(row).toContain('down.example');
    expect(row).toContain('<span class="badge status-failed">failed</span>');
    expect(row).not.toMatch(/class="score /);
    expect(row).toContain('not assessed');
    expect(row).toContain('A failed scan is incomplete evidence, not a clean result');
    expect(row).not.toMatch(/No finding was projected|No tracker host/);
    expect(html).toMatch(/<h2 id="failed-heading">Failed scans \(1\)<\/h2>/);
  });

  it('marks a limited scan as incomplete evidence, and details findings and the pre-consent table', () => {
    const partial = siteMarkup('partial.example');
    expect(partial).toContain('status-limited');
    expect(partial).toContain('Limited coverage — incomplete evidence.');
    expect(partial).toContain('The reject click failed.');
    const mid = siteMarkup('mid.example');
    expect(mid).toContain('<td><strong>2</strong>: Google Analytics, Meta</td>');
    expect(mid).toMatch(
      /<details><summary>Details for mid\.example: 1 finding · 2 trackers, 0 cookies before consent<\/summary>/,
    );
    expect(mid).toContain('<th scope="row">www.google-analytics.com</th>');
    expect(html).toMatch(
      /<h2 id="vendors-heading">Vendors seen before consent<\/h2>\n<p class="hint">[^<]*<\/p>\n<ul class="inline"><li><strong>Google Analytics<\/strong> <span class="muted">2 sites<\/span><\/li>/,
    );
  });
});
