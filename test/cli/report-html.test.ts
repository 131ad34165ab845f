// Browser tier: report.html re-sorting its table when a header is clicked, and read without JavaScript
/**
 * report.html of the second run of the diff tests (diff-runs.ts: saved observations of real fixture-web
 * scans, judged again without a browser), opened from disk in headless Chromium: no scan, no network.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBatchReport, type BatchReportEntry } from '../../src/internal.ts';
import { launchChromium, type LaunchedChromium } from '../../src/observe/launch.ts';
import { writeDiffRuns } from './diff-runs.ts';

let root = '';
let NEW = '';
let newEntries: BatchReportEntry[] = [];

beforeAll(async () => {
  ({ root, newDir: NEW, newEntries } = await writeDiffRuns());
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
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
