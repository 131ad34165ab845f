// Browser tier: two batches scanned in Chromium, and report.html re-sorting its table when a header is clicked
/**
 * `consentry diff` end to end: two batch output directories written from real scans of the fixture
 * web — between the runs, changing-site.example adds the Meta pixel (and its _fbp cookie) and drops a
 * theme cookie — then the diff through the library and the CLI, and report.html rendered from the
 * new run and opened in headless Chromium.
 */
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserPool,
  diffBatches,
  renderBatchReport,
  scanUrl,
  scanWithFindings,
  type BatchDiff,
  type BatchReportEntry,
  type Scan,
} from '../../src/internal.ts';
import { launchChromium, type LaunchedChromium } from '../../src/observe/launch.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';
import { setChangingSiteVariant } from '../web/sites/changing-site.ts';

const BIN = fileURLToPath(new URL('../../bin/consentry.js', import.meta.url));
const CHANGING = 'https://changing-site.example/';
const CLEAN = 'https://clean-shop.example/';
const FAILING = 'https://server-error.example/';
const ADDED = 'https://tracker-blog.example/';

const root = mkdtempSync(join(tmpdir(), 'consentry-diff-'));
const OLD = join(root, 'old');
const NEW = join(root, 'new');
let web: FixtureWeb;
let pool: BrowserPool;
let newEntries: BatchReportEntry[] = [];

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Scans the URLs and writes scans.jsonl and pre-consent.jsonl the way a batch does. */
async function batch(dir: string, urls: string[]): Promise<BatchReportEntry[]> {
  const outcomes = await Promise.all(urls.map((url) => scanUrl(pool, url)));
  mkdirSync(dir, { recursive: true });
  const entries = outcomes.map(({ bundle }) => ({
    scan: scanWithFindings(bundle),
    preConsentTable: bundle.preConsentTable,
  }));
  writeFileSync(
    join(dir, 'scans.jsonl'),
    entries.map((entry) => `${JSON.stringify(entry.scan)}\n`).join(''),
  );
  writeFileSync(
    join(dir, 'pre-consent.jsonl'),
    entries
      .flatMap((entry) =>
        entry.preConsentTable ? [`${JSON.stringify(entry.preConsentTable)}\n`] : [],
      )
      .join(''),
  );
  return entries;
}

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  pool = new BrowserPool({
    mapHosts: web.mapHostsRule,
    ignoreTlsErrors: true,
    maxScansPerBrowser: 100,
  });
  setChangingSiteVariant('a');
  await batch(OLD, [CHANGING, CLEAN, FAILING]);
  setChangingSiteVariant('b');
  newEntries = await batch(NEW, [CHANGING, CLEAN, FAILING, ADDED]);
}, 300_000);

afterAll(async () => {
  setChangingSiteVariant('a');
  await pool?.close();
  await web?.stop();
});

describe('diffBatches on two real runs', () => {
  let diff: BatchDiff;
  beforeAll(async () => {
    diff = await diffBatches(OLD, NEW);
  });

  it('lists Meta as new before consent with its tracker hosts and _fbp cookie, and the new finding', () => {
    const site = diff.sites.find((s) => s.domain === 'changing-site.example')!;
    expect(site.kind).toBe('changed');
    expect(site.preConsent.newTrackers.map((t) => t.host)).toContain('connect.facebook.net');
    expect(site.preConsent.newTrackers.every((t) => /Meta|Facebook/.test(t.vendor ?? ''))).toBe(
      true,
    );
    expect(site.preConsent.newCookies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: '_fbp',
          host: 'changing-site.example',
          purpose: 'advertising',
        }),
      ]),
    );
    expect(site.preConsent.newVendors.some((vendor) => /Meta/.test(vendor))).toBe(true);
    expect(site.preConsent.removedCookies.map((c) => c.name)).toEqual(['cs_theme']);
    expect(site.findings.new.map((f) => f.id)).toContain('pre_consent_tracking');
    expect(site.findings.resolved).toEqual([]);
    expect(site.old.score).toBe(100);
    expect(site.scoreDelta).toBeLessThan(0);
    expect(site.riskChange?.to).toBe('high');
  });

  it('keeps the unchanged site unchanged, the failing site not comparable, and lists the added site', () => {
    expect(diff.sites.find((s) => s.domain === 'clean-shop.example')!.kind).toBe('unchanged');
    const failing = diff.sites.find((s) => s.domain === 'server-error.example')!;
    expect(failing.kind).toBe('not_comparable');
    expect(failing.findings.resolved).toEqual([]);
    expect(diff.added.map((s) => s.domain)).toEqual(['tracker-blog.example']);
    expect(diff.removed).toEqual([]);
    expect(diff.warnings).toEqual([]);
  });
});

describe('consentry diff', () => {
  it('prints the diff as text, exit 0', async () => {
    const result = await run(['diff', OLD, NEW]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`consentry diff: ${OLD} → ${NEW}`);
    expect(result.stdout).toMatch(
      /changing-site\.example {2}https:\/\/changing-site\.example\/\n\s+score 100 → \d+ \(-\d+\) · risk low → high/,
    );
    expect(result.stdout).toMatch(
      /\+ before consent: tracker connect\.facebook\.net \((Meta|Facebook)[^)]*advertising/,
    );
    expect(result.stdout).toMatch(/\+ before consent: cookie _fbp on changing-site\.example/);
    expect(result.stdout).toMatch(/\+ new finding HIGH pre_consent_tracking/);
    expect(result.stdout).toMatch(
      /- no longer before consent: cookie cs_theme on changing-site\.example/,
    );
    expect(result.stdout).toMatch(
      /Not comparable \(1\)[^\n]*\n\s+server-error\.example {2}old FAILED \(http_error/,
    );
    expect(result.stdout).toMatch(
      /Added to the list \(1\):\n\s+\+ tracker-blog\.example {2}score \d+ · risk high/,
    );
    expect(result.stdout).toContain('Not legal advice');
  });

  it('prints Markdown with --markdown and JSON with --json', async () => {
    const markdown = await run(['diff', OLD, NEW, '--markdown']);
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).toMatch(/^### consentry diff\n/);
    expect(markdown.stdout).toMatch(
      /\| changing-site\.example \| cookie \| [^|]+ \| `_fbp` on changing-site\.example \| advertising \| high \|/,
    );
    expect(markdown.stdout.indexOf('#### New before consent')).toBeLessThan(
      markdown.stdout.indexOf('#### Resolved or no longer seen before consent'),
    );
    const json = await run(['diff', OLD, NEW, '--json']);
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout) as BatchDiff;
    expect(parsed.type).toBe('consentry_batch_diff');
    expect(parsed.totals).toMatchObject({
      compared: 3,
      changed: 1,
      unchanged: 1,
      notComparable: 1,
      added: 1,
      removed: 0,
      sitesWithNewBeforeConsent: 1,
    });
  });

  it('tolerates a truncated last line, with a warning', async () => {
    const cut = join(root, 'cut');
    cpSync(NEW, cut, { recursive: true });
    const line = readFileSync(join(NEW, 'scans.jsonl'), 'utf8').split('\n')[0]!;
    appendFileSync(join(cut, 'scans.jsonl'), line.slice(0, 200));
    const result = await run(['diff', OLD, cut]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/warning: .*scans\.jsonl:5: skipped a truncated last line/);
    expect(result.stdout).toContain('+ before consent: cookie _fbp');
  });

  it.each([
    ['a missing directory', () => [join(root, 'nope'), NEW], /nope: no such directory/],
    [
      'a directory without scans.jsonl',
      () => [root, NEW],
      /is not a consentry batch output directory: scans\.jsonl is missing/,
    ],
    ['a file instead of a directory', () => [join(NEW, 'scans.jsonl'), NEW], /is not a directory/],
    ['one directory', () => [OLD], /diff takes two batch output directories/],
    [
      'both --json and --markdown',
      () => [OLD, NEW, '--json', '--markdown'],
      /choose one of --json and --markdown/,
    ],
  ] as const)('exits 2 with a clear message for %s', async (_name, args, message) => {
    const result = await run(['diff', ...args()]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 naming the file and line of a line that does not match the schema', async () => {
    const bad = join(root, 'bad');
    cpSync(NEW, bad, { recursive: true });
    const lines = readFileSync(join(NEW, 'scans.jsonl'), 'utf8').trimEnd().split('\n');
    const broken = { ...(JSON.parse(lines[1]!) as Scan), status: 'sleeping' };
    writeFileSync(
      join(bad, 'scans.jsonl'),
      `${[lines[0], JSON.stringify(broken), ...lines.slice(2)].join('\n')}\n`,
    );
    const result = await run(['diff', OLD, bad]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /Invalid scan \(.*bad\/scans\.jsonl:2\): \/status must be equal to one of the allowed values/,
    );
  });
});

describe('report.html in headless Chromium', () => {
  let chromium: LaunchedChromium;
  let file: string;
  beforeAll(async () => {
    chromium = await launchChromium();
    file = join(NEW, 'report.html');
    writeFileSync(file, renderBatchReport(newEntries, { generatedAt: new Date().toISOString() }));
  });
  afterAll(() => chromium?.close());

  const domains = (page: Page) =>
    page.$$eval('#sites > tbody > tr:first-child > th', (cells) =>
      cells.map((cell) => cell.firstChild?.textContent ?? ''),
    );

  it('renders the table worst first and re-sorts when the Score header is clicked', async () => {
    const context = await chromium.browser.newContext();
    try {
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(pathToFileURL(file).href);
      const text = await page.locator('#sites').innerText();
      for (const domain of [
        'changing-site.example',
        'clean-shop.example',
        'server-error.example',
        'tracker-blog.example',
      ])
        expect(text).toContain(domain);
      expect(text).toMatch(/\bfailed\b/);
      const scores = new Map(
        newEntries.map((entry) => [entry.scan.domain, entry.scan.score ?? null]),
      );
      const blog = scores.get('tracker-blog.example')!;
      expect(text).toContain(String(blog));
      await expect(page.locator('header').innerText()).resolves.toMatch(/Not legal advice/);

      const worstFirst = await domains(page);
      expect(worstFirst).toHaveLength(4);
      expect(worstFirst.at(-1)).toBe('server-error.example');
      const scored = worstFirst.slice(0, 3).map((domain) => scores.get(domain)!);
      expect(scored).toEqual([...scored].sort((a, b) => a - b));

      await page.getByRole('button', { name: 'Score' }).click();
      await expect(page.locator('th[data-key="score"]').getAttribute('aria-sort')).resolves.toBe(
        'descending',
      );
      const bestFirst = await domains(page);
      expect(bestFirst.slice(0, 3).map((domain) => scores.get(domain)!)).toEqual(
        [...scored].sort((a, b) => b - a),
      );
      expect(bestFirst[0]).toBe('clean-shop.example');
      expect(bestFirst.at(-1)).toBe('server-error.example'); // no score sorts last both ways

      await page.getByRole('button', { name: 'Site' }).click();
      expect(await domains(page)).toEqual([...worstFirst].sort());

      // The details of a site open natively.
      await page.getByText('Details for changing-site.example').click();
      await expect(page.locator('#sites').innerText()).resolves.toMatch(/_fbp/);
      expect(requests.every((url) => url.startsWith('file://'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('works without JavaScript: the same table, worst first, plain headers', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(pathToFileURL(file).href);
      expect(await page.locator('#sites thead button').count()).toBe(0);
      const order = await domains(page);
      expect(order.at(-1)).toBe('server-error.example');
      expect(order).toHaveLength(4);
    } finally {
      await context.close();
    }
  });
});
