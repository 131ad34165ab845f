import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  PR_COMMENT_MARKER,
  PR_COMMENT_MAX_CHARS,
  renderPrComment,
  type Scan,
} from '../../src/internal.ts';
import { scan, table, tracker } from './batch-report-fixtures.ts';
import { BASELINE, PR_DIFF, PR_RUN, RUN_URL } from './pr-comment-fixtures.ts';

const GOLDEN = fileURLToPath(new URL('./golden/pr-comment.md', import.meta.url));
const GOLDEN_NO_BASELINE = fileURLToPath(
  new URL('./golden/pr-comment-no-baseline.md', import.meta.url),
);

/** Compares with the golden file; UPDATE_GOLDEN=1 rewrites it (review the diff before committing). */
function expectGolden(text: string, file: string): void {
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, text);
  expect(text).toBe(readFileSync(file, 'utf8'));
}

describe('renderPrComment', () => {
  const body = renderPrComment({
    scans: PR_RUN.scans,
    preConsentTables: PR_RUN.preConsentTables,
    diff: PR_DIFF,
    runUrl: RUN_URL,
  });

  it('renders the exact Markdown of the golden file (with a baseline)', () => {
    expectGolden(body, GOLDEN);
  });

  it('renders the exact Markdown of the golden file (without a baseline)', () => {
    expectGolden(
      renderPrComment({
        scans: PR_RUN.scans,
        preConsentTables: PR_RUN.preConsentTables,
        diff: null,
        runUrl: null,
      }),
      GOLDEN_NO_BASELINE,
    );
  });

  it('starts with the hidden marker and puts what is new before consent before the findings and the resolved items', () => {
    expect(body.startsWith(`${PR_COMMENT_MARKER}\n`)).toBe(true);
    const order = [
      '#### New before consent in this PR',
      '#### Resolved or no longer seen before consent',
      '#### Findings by criticality',
      '#### Pages',
      '#### Failed or limited scans — not a clean result',
    ];
    const positions = order.map((heading) => body.indexOf(heading));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('shows the score and risk change against the baseline and names the new vendors', () => {
    expect(body).toContain('**Risk: high** · **lowest page score 63** (±0 against the baseline)');
    expect(body).toContain(
      '**New vendors before consent:** Meta, Meta Pixel on shop.example; Google Analytics on news.example; Google Analytics on new-page.example (page not in the baseline)',
    );
    expect(body).toContain(
      '| shop.example | cookie | Meta | `_fbp` on shop.example | advertising | high | new |',
    );
    expect(body).toContain(
      '| shop.example `https://shop.example/` | completed | 63 (−37) | low → high | 1 | 1 | 0 | 0 |',
    );
  });

  it('never shows a failed scan as clean, and marks removals seen through limited coverage as unconfirmed', () => {
    expect(body).toContain(
      '4 pages scanned: 2 completed, 1 limited, 1 failed — **1 failed scan: not a clean result**',
    );
    expect(body).toContain(
      '- **down.example** `https://down.example/`: **scan failed** — `http_error`: The main document answered with HTTP 500. Nothing is concluded about this page.',
    );
    expect(body).toContain(
      '| down.example `https://down.example/` | **failed** | – | low → not assessed | – | – | – | – |',
    );
    expect(body).toMatch(
      /\| news\.example \| tracker static\.hotjar\.com \(Hotjar\) \| high \| unconfirmed: limited coverage \|/,
    );
    expect(body).not.toMatch(/down\.example[^\n]*\| low \|/);
  });

  it('escapes text a scanned site controls (no HTML, links or mentions in the comment)', () => {
    const evil = scan({
      run: 'evil',
      domain: 'evil.example',
      score: 70,
      riskLevel: 'review_recommended',
      findings: [
        {
          id: 'pre_consent_tracking',
          label: 'x',
          summary: '<img src=x onerror=alert(1)> @octocat [link](https://evil.example) | col',
        },
      ],
    });
    const text = renderPrComment({
      scans: [evil],
      preConsentTables: [table(evil, [tracker('t.evil.example', '<b>Vendor</b>')])],
      diff: null,
      runUrl: null,
    });
    expect(text).not.toContain('<img');
    expect(text).not.toContain('<b>');
    expect(text).toContain(
      '&lt;img src=x onerror=alert\\(1\\)&gt; &#64;octocat \\[link\\]\\(https\\://evil.example\\) \\| col',
    );
  });

  it('site-controlled text never becomes a link: bare URLs, www. names and e-mail addresses are neutralised (code spans stay as they are)', () => {
    const summary =
      'Claim your prize at https://evil.example/win or HTTP://EVIL.example, www.evil.example, WWW.Evil.example and support@evil.example; ftp://x.example too';
    const evil = scan({
      run: 'links',
      domain: 'www.linky.example',
      score: 70,
      riskLevel: 'review_recommended',
      findings: [{ id: 'pre_consent_tracking', label: 'x', summary }],
    });
    const text = renderPrComment({
      scans: [evil],
      preConsentTables: [table(evil, [tracker('www.tracker.example', 'Visit www.vendor.example')])],
      diff: null,
      runUrl: null,
    });
    const prose = text.replace(/`[^`\n]*`/g, '');
    // What GitHub's extended autolinks match (scheme://, www., an e-mail address) is not left anywhere outside code spans.
    expect(prose).not.toMatch(/[A-Za-z][A-Za-z0-9+.-]*:\/\//);
    expect(prose).not.toMatch(/\bwww\./i);
    expect(prose).not.toMatch(/[\w.+-]+(@|&#64;)[\w-]+\.[\w.-]+/);
    expect(text).toContain(
      'https\\://evil.example/win or HTTP\\://EVIL.example, www\\.evil.example, WWW\\.Evil.example and support&#64;evil\\.example; ftp\\://x.example too',
    );
    expect(text).toContain(
      '| www\\.linky.example | tracker | Visit www\\.vendor.example | www\\.tracker.example |',
    );
    // The page's own URL stays readable in a code span (never a link there).
    expect(text).toContain('`https://www.linky.example/`');
  });

  it('stays under the 65,536-character limit with a truncation note, keeping the marker, the link and the disclaimer', () => {
    const many: Scan[] = [];
    const tables = [];
    for (let i = 0; i < 400; i++) {
      const s = scan({
        run: 'big',
        domain: `site-${i}.example`,
        score: 50,
        riskLevel: 'high',
        findings: Array.from({ length: 6 }, (_, j) => ({
          id: `finding_${j}`,
          summary: `A long evidence summary number ${j} `.repeat(25).trim(),
        })),
      });
      many.push(s);
      tables.push(table(s, [tracker(`t${i}.tracker.example`, `Vendor ${i}`)]));
    }
    const big = renderPrComment({
      scans: many,
      preConsentTables: tables,
      diff: null,
      runUrl: RUN_URL,
    });
    expect(big.length).toBeLessThanOrEqual(PR_COMMENT_MAX_CHARS);
    expect(big.length).toBeGreaterThan(PR_COMMENT_MAX_CHARS - 2_000);
    expect(big.startsWith(PR_COMMENT_MARKER)).toBe(true);
    expect(big).toMatch(
      /> \*\*Truncated:\*\* \d+ more lines did not fit in GitHub's 65,536-character comment limit/,
    );
    expect(big).toContain(`](${RUN_URL})`);
    expect(big).toContain('<sub>');
    const cut = renderPrComment(
      {
        scans: PR_RUN.scans,
        preConsentTables: PR_RUN.preConsentTables,
        diff: PR_DIFF,
        runUrl: RUN_URL,
      },
      2_000,
    );
    expect(cut.length).toBeLessThanOrEqual(2_000);
    expect(cut).toMatch(/> \*\*Truncated:\*\* \d+ more lines did not fit/);
    const small = renderPrComment({
      scans: PR_RUN.scans,
      preConsentTables: PR_RUN.preConsentTables,
      diff: PR_DIFF,
      runUrl: RUN_URL,
    });
    expect(small).not.toContain('Truncated');
  });

  it('reports a baseline that could not be used instead of comparing', () => {
    const text = renderPrComment({
      scans: BASELINE.scans,
      preConsentTables: BASELINE.preConsentTables,
      diff: null,
      baselineProblem: 'old-run is not a directory',
      runUrl: null,
    });
    expect(text).toContain('> **Baseline not used:** old-run is not a directory');
    expect(text).toContain('#### Before consent (no baseline to compare with)');
  });
});
