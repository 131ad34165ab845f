import { describe, expect, it } from 'vitest';
import {
  diffScans,
  siteKey,
  type DirData,
  type SiteDiff,
} from '../../src/projection/batch-diff.ts';
import { renderDiffMarkdown, renderDiffText } from '../../src/projection/batch-report-diff.ts';
import { markdownText } from '../../src/projection/markdown.ts';
import type { PreConsentTable, Scan } from '../../src/model/index.ts';
import { cookie, scan, table, tracker } from './batch-report-fixtures.ts';

function run(label: string, sites: [Scan, PreConsentTable['rows'] | null][]): DirData {
  return {
    label,
    scans: sites.map(([s]) => s),
    preConsentTables: sites.filter(([, rows]) => rows !== null).map(([s, rows]) => table(s, rows!)),
  };
}

const GA = tracker('www.google-analytics.com', 'Google Analytics', 'analytics');
const GA_COOKIE = cookie('_ga', 'shop.example', 'Google Analytics', 'analytics');
const SESSION = cookie('sessionid', 'shop.example', null, 'strictly_necessary');
const META = tracker('connect.facebook.net', 'Meta');
const FBP = cookie('_fbp', 'shop.example', 'Meta');
const HOTJAR = tracker('static.hotjar.com', 'Hotjar', 'session_replay');
const HJID = cookie('_hjid', 'news.example', 'Hotjar', 'session_replay');

const OLD = run('old-run', [
  [
    scan({
      run: 'old',
      domain: 'shop.example',
      score: 88,
      riskLevel: 'review_recommended',
      findings: [{ id: 'pre_consent_nonessential_cookies', criticality: 'medium' }],
    }),
    [GA, GA_COOKIE, SESSION],
  ],
  [
    scan({
      run: 'old',
      domain: 'news.example',
      score: 63,
      riskLevel: 'high',
      findings: [
        { id: 'pre_consent_tracking', criticality: 'high', vendors: ['Hotjar'] },
        { id: 'session_recording', criticality: 'medium' },
      ],
    }),
    [HOTJAR, HJID],
  ],
  [
    scan({
      run: 'old',
      domain: 'down.example',
      score: 75,
      riskLevel: 'high',
      findings: [{ id: 'pre_consent_tracking', vendors: ['Meta'] }],
    }),
    [META],
  ],
  [
    scan({
      run: 'old',
      domain: 'limited.example',
      score: 75,
      riskLevel: 'high',
      findings: [{ id: 'pre_consent_tracking' }],
    }),
    [META],
  ],
  [scan({ run: 'old', domain: 'dead.example', status: 'failed' }), null],
  [scan({ run: 'old', domain: 'steady.example', score: 100 }), [SESSION]],
  [scan({ run: 'old', domain: 'gone.example', score: 90 }), []],
]);

const NEW = run('new-run', [
  [
    scan({
      run: 'new',
      domain: 'shop.example',
      score: 63,
      riskLevel: 'high',
      findings: [
        { id: 'pre_consent_nonessential_cookies', criticality: 'medium' },
        { id: 'pre_consent_tracking', criticality: 'high', vendors: ['Meta'] },
      ],
    }),
    [META, GA, FBP, GA_COOKIE, SESSION],
  ],
  [
    scan({
      run: 'new',
      domain: 'news.example',
      score: 75,
      riskLevel: 'high',
      findings: [{ id: 'pre_consent_tracking', criticality: 'high', vendors: ['Hotjar'] }],
    }),
    [HOTJAR],
  ],
  [
    scan({
      run: 'new',
      domain: 'down.example',
      status: 'failed',
      failure: { code: 'timeout', summary: 'The main document did not load within 30 s.' },
    }),
    null,
  ],
  [
    scan({
      run: 'new',
      domain: 'limited.example',
      status: 'completed_limited',
      score: 100,
      riskLevel: 'review_recommended',
    }),
    [],
  ],
  [scan({ run: 'new', domain: 'dead.example', status: 'failed' }), null],
  [scan({ run: 'new', domain: 'steady.example', score: 100 }), [SESSION]],
  [
    scan({
      run: 'new',
      domain: 'fresh.example',
      score: 40,
      riskLevel: 'high',
      findings: [{ id: 'pre_consent_tracking' }],
    }),
    [META],
  ],
]);

const diff = diffScans(OLD, NEW);
const site = (domain: string): SiteDiff => {
  const found = diff.sites.find((s) => s.domain === domain);
  if (!found) throw new Error(`no diff for ${domain}`);
  return found;
};

describe('diffScans', () => {
  it('lists a vendor, its tracker and its cookie new before consent, the new finding and the score delta', () => {
    const shop = site('shop.example');
    expect(shop.kind).toBe('changed');
    expect(shop.preConsent.newVendors).toEqual(['Meta']);
    expect(shop.preConsent.newTrackers).toEqual([
      { vendor: 'Meta', host: 'connect.facebook.net', purpose: 'advertising', priority: 'high' },
    ]);
    expect(shop.preConsent.newCookies).toEqual([
      {
        name: '_fbp',
        host: 'shop.example',
        vendor: 'Meta',
        purpose: 'advertising',
        priority: 'high',
        party: 'first_party',
      },
    ]);
    expect(shop.preConsent.removedTrackers).toEqual([]);
    expect(shop.preConsent.removedCookies).toEqual([]);
    expect(shop.findings.new.map((f) => [f.id, f.criticality, f.vendors])).toEqual([
      ['pre_consent_tracking', 'high', ['Meta']],
    ]);
    expect(shop.findings.resolved).toEqual([]);
    expect(shop.scoreDelta).toBe(-25);
    expect(shop.riskChange).toEqual({ from: 'review_recommended', to: 'high' });
    expect(shop.statusChange).toBeNull();
  });

  it('lists a removed cookie and a resolved finding, with a positive score delta', () => {
    const news = site('news.example');
    expect(news.preConsent.removedCookies.map((c) => `${c.name}@${c.host}`)).toEqual([
      '_hjid@news.example',
    ]);
    expect(news.preConsent.removedTrackers).toEqual([]);
    expect(news.preConsent.removedVendors).toEqual([]); // Hotjar is still seen through its tracker
    expect(news.findings.resolved.map((f) => f.id)).toEqual(['session_recording']);
    expect(news.findings.new).toEqual([]);
    expect(news.scoreDelta).toBe(12);
    expect(news.removalsUnconfirmed).toBe(false);
  });

  it('a site that fails now is a status change, never a list of resolved findings or removed vendors', () => {
    const down = site('down.example');
    expect(down.kind).toBe('changed');
    expect(down.statusChange).toEqual({ from: 'completed', to: 'failed' });
    expect(down.new.failure).toEqual({
      code: 'timeout',
      summary: 'The main document did not load within 30 s.',
    });
    expect(down.findings.resolved).toEqual([]);
    expect(down.preConsent.removedTrackers).toEqual([]);
    expect(down.preConsent.removedVendors).toEqual([]);
    expect(down.scoreDelta).toBeNull();
    expect(down.riskChange).toEqual({ from: 'high', to: null });
    expect(down.caveats.join(' ')).toMatch(/new scan failed \(timeout: .*not a clean result/);
    expect(diff.totals.nowFailing).toBe(1);
  });

  it('a site that recovers from a failure shows the status change, not its current trackers as new', () => {
    const before = run('a', [[scan({ run: 'a', domain: 'back.example', status: 'failed' }), null]]);
    const after = run('b', [
      [
        scan({
          run: 'b',
          domain: 'back.example',
          score: 75,
          riskLevel: 'high',
          findings: [{ id: 'pre_consent_tracking' }],
        }),
        [META],
      ],
    ]);
    const back = diffScans(before, after).sites[0]!;
    expect(back.kind).toBe('changed');
    expect(back.statusChange).toEqual({ from: 'failed', to: 'completed' });
    expect(back.preConsent.newTrackers).toEqual([]);
    expect(back.findings.new).toEqual([]);
    expect(back.caveats.join(' ')).toMatch(/old scan failed .*no baseline/);
  });

  it('items no longer seen by a limited scan are flagged unconfirmed', () => {
    const limited = site('limited.example');
    expect(limited.statusChange).toEqual({ from: 'completed', to: 'completed_limited' });
    expect(limited.preConsent.removedTrackers.map((t) => t.host)).toEqual(['connect.facebook.net']);
    expect(limited.findings.resolved.map((f) => f.id)).toEqual(['pre_consent_tracking']);
    expect(limited.removalsUnconfirmed).toBe(true);
    expect(limited.caveats.join(' ')).toMatch(
      /limited coverage: items no longer seen may have been missed/,
    );
  });

  it('failed twice is not comparable; identical is unchanged', () => {
    expect(site('dead.example').kind).toBe('not_comparable');
    expect(site('dead.example').caveats).toEqual([
      expect.stringMatching(/^Failed in both runs \(now http_error: .*not a clean result\.$/),
    ]);
    expect(site('steady.example').kind).toBe('unchanged');
    expect(site('steady.example').scoreDelta).toBe(0);
  });

  it('lists sites added to and removed from the list, and orders changed sites most severe first', () => {
    expect(diff.added.map((s) => [s.domain, s.state.score])).toEqual([['fresh.example', 40]]);
    expect(diff.removed.map((s) => s.domain)).toEqual(['gone.example']);
    expect(diff.sites.map((s) => s.domain)).toEqual([
      'down.example',
      'shop.example',
      'news.example',
      'limited.example',
      'dead.example',
      'steady.example',
    ]);
    expect(diff.totals).toEqual({
      compared: 6,
      changed: 4,
      unchanged: 1,
      notComparable: 1,
      added: 1,
      removed: 1,
      sitesWithNewBeforeConsent: 1,
      newFindings: 1,
      resolvedFindings: 2,
      nowFailing: 1,
    });
    expect(diff.old).toEqual({ label: 'old-run', sites: 7 });
  });

  it('keys sites by domain and url (another page of a domain is another site) and keeps the last line of a duplicate', () => {
    const a = scan({ run: 'x', domain: 'multi.example', score: 50 });
    const b = scan({
      run: 'x',
      domain: 'multi.example',
      url: 'https://multi.example/shop',
      score: 60,
    });
    const a2 = scan({ run: 'y', domain: 'multi.example', score: 70 });
    const a3 = scan({ run: 'z', domain: 'multi.example', score: 80 });
    expect(siteKey(a)).not.toBe(siteKey(b));
    const d = diffScans(
      { scans: [a, b], preConsentTables: [] },
      { scans: [a2, a3], preConsentTables: [] },
    );
    expect(d.sites.map((s) => [s.url, s.scoreDelta])).toEqual([['https://multi.example/', 30]]);
    expect(d.removed.map((s) => s.url)).toEqual(['https://multi.example/shop']);
    expect(d.sites[0]!.caveats.join(' ')).toMatch(/no pre-consent table/);
  });

  it('reads both runs through the one vendor vocabulary: a vendor renamed since the old run is not new', () => {
    const old = scan({
      run: 'old',
      domain: 'ads.example',
      score: 75,
      riskLevel: 'high',
      findings: [{ id: 'pre_consent_tracking', vendors: ['Google AdSense'] }],
    });
    const now = scan({
      run: 'new',
      domain: 'ads.example',
      score: 75,
      riskLevel: 'high',
      findings: [{ id: 'pre_consent_tracking', vendors: ['Google Ads'] }],
    });
    const oldRows = [
      tracker('pagead2.googlesyndication.com', 'Google AdSense'),
      cookie('MUID', 'bing.com', 'Microsoft', 'advertising', 'third_party'),
    ];
    const newRows = [
      tracker('pagead2.googlesyndication.com', 'Google Ads'),
      cookie('MUID', 'bing.com', 'Microsoft Advertising', 'advertising', 'third_party'),
    ];
    const renamed = diffScans(run('old', [[old, oldRows]]), run('new', [[now, newRows]])).sites[0]!;
    expect(renamed.kind).toBe('unchanged');
    expect(renamed.preConsent).toMatchObject({
      newVendors: [],
      removedVendors: [],
      newTrackers: [],
      removedTrackers: [],
    });
    // A vendor that really is new still is.
    const added = diffScans(
      run('old', [[old, oldRows]]),
      run('new', [[now, [...newRows, tracker('bat.bing.com', 'Microsoft Advertising')]]]),
    ).sites[0]!;
    expect(added.preConsent.newTrackers.map((t) => [t.vendor, t.host])).toEqual([
      ['Microsoft Advertising', 'bat.bing.com'],
    ]);
    expect(added.preConsent.newVendors).toEqual([]);
  });
});

describe('renderDiffText and renderDiffMarkdown', () => {
  const text = renderDiffText(diff);
  const markdown = renderDiffMarkdown(diff);

  it('text: new before consent first, resolved after, failures spelled out', () => {
    expect(text).toMatch(/^consentry diff: old-run → new-run\n/);
    expect(text).toContain(
      '+ before consent: tracker connect.facebook.net (Meta, advertising, high priority)',
    );
    expect(text).toContain(
      '+ before consent: cookie _fbp on shop.example (Meta, advertising, first-party, high priority)',
    );
    expect(text).toContain('+ new finding HIGH pre_consent_tracking');
    expect(text).toContain('- no longer before consent: cookie _hjid on news.example');
    expect(text).toContain('- resolved finding: MEDIUM session_recording');
    expect(text).toContain('score 88 → 63 (-25) · risk review_recommended → high');
    expect(text).toMatch(
      /down\.example .*\n.*status completed → FAILED \(timeout: The main document did not load within 30 s\.\)/,
    );
    expect(text).toContain(
      '- no longer before consent (unconfirmed: limited coverage): tracker connect.facebook.net',
    );
    expect(text).toMatch(/Not comparable \(1\)[^\n]*\n\s+dead\.example {2}old FAILED/);
    expect(text).toMatch(/Added to the list \(1\):\n\s+\+ fresh\.example {2}score 40/);
    expect(text).toMatch(/Removed from the list \(1\):\n\s+- gone\.example/);
    expect(text.indexOf('+ before consent')).toBeLessThan(
      text.indexOf('- no longer before consent'),
    );
    const downBlock = text.slice(
      text.indexOf('down.example'),
      text.indexOf('\n\n', text.indexOf('down.example')),
    );
    expect(downBlock).not.toMatch(/resolved|no longer/);
    expect(text).toContain('Not legal advice');
  });

  it('markdown: sections in order, new before consent first and resolved last; failures are not clean', () => {
    const sections = [...markdown.matchAll(/^#### (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual([
      'New before consent',
      'New findings',
      'Score and status',
      'Failed or incomplete — not a clean result',
      'Resolved or no longer seen before consent',
      'Sites added or removed',
    ]);
    expect(markdown).toContain(
      '| shop.example | tracker | Meta | connect.facebook.net | advertising | high |',
    );
    expect(markdown).toContain(
      '| shop.example | cookie | Meta | `_fbp` on shop.example | advertising | high |',
    );
    expect(markdown).toContain(
      '| down.example | completed → **failed** (timeout) | 75 → – | high → not assessed |',
    );
    expect(markdown).toMatch(/- \*\*down\.example\*\*: The new scan failed/);
    expect(markdown).toMatch(
      /\| limited\.example \| tracker connect\.facebook\.net \(Meta\) \| high \| unconfirmed: limited coverage \|/,
    );
    expect(markdown).toContain('- added **fresh.example** — score 40');
    expect(markdown).toContain('- removed **gone.example**');
    expect(markdown).not.toMatch(/down\.example \| finding/);
  });

  it('markdown escapes what a site controls: no HTML, no table breaks, no mentions', () => {
    expect(markdownText('<img src=x onerror=alert(1)>|@team #12 *x*')).toBe(
      '&lt;img src=x onerror=alert\\(1\\)&gt;\\|&#64;team &#35;12 \\*x\\*',
    );
    const evil = tracker('evil.example', '<script>alert(1)</script>|@everyone');
    const before = run('a', [[scan({ run: 'a', domain: 'x.example' }), []]]);
    const after = run('b', [[scan({ run: 'b', domain: 'x.example' }), [evil]]]);
    const out = renderDiffMarkdown(diffScans(before, after));
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('@everyone');
    expect(out).toContain(
      '| x.example | tracker | &lt;script&gt;alert\\(1\\)&lt;/script&gt;\\|&#64;everyone | evil.example |',
    );
  });

  it('says so when nothing changed', () => {
    const same = diffScans(OLD, OLD);
    expect(same.totals.changed).toBe(0);
    expect(renderDiffText(same)).toContain('Not comparable (1)');
    const clean = run('c', [[scan({ run: 'c', domain: 'c.example' }), []]]);
    expect(renderDiffText(diffScans(clean, clean))).toContain('No change between the two runs.');
    expect(renderDiffMarkdown(diffScans(clean, clean))).toContain(
      'No change between the two runs.',
    );
  });
});
