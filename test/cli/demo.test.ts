// Browser tier: `consentry demo` scans the demo web's sites in Chromium and writes their report
/** consentry demo as a user runs it: bin/consentry.js in a child process (no store: not run again on PostgreSQL). */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { killGroup, lines, SITES, startCli, type Run } from './cli-process.ts';

const root = mkdtempSync(join(tmpdir(), 'consentry-demo-cli-'));

describe('consentry demo', () => {
  it('starts the demo web, scans its sites into the output directory, prints the summary table and stops the web', async () => {
    const out = join(root, 'demo-out');
    const demo = startCli(['demo', '--out', out, '--quiet']);
    let result: Run;
    try {
      result = await demo.done;
    } finally {
      killGroup(demo.child);
    }
    expect(result.code).toBe(0);
    for (const site of SITES) expect(result.stdout).toContain(`https://${site}/`);
    expect(result.stdout).toMatch(/consentry batch: 4 scanned of 4 targets — 4 completed/);
    expect(result.stdout).toMatch(/report\.html/);
    for (const name of [
      'scans.jsonl',
      'pre-consent.jsonl',
      'findings.csv',
      'pre-consent.csv',
      'summary.json',
      'summary.md',
      'report.html',
    ])
      expect(existsSync(join(out, name))).toBe(true);
    expect(lines(join(out, 'scans.jsonl'))).toHaveLength(4);
  }, 180_000);
});
