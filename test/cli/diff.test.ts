/**
 * `consentry diff` end to end without a browser: two batch output directories written from saved
 * observations of real fixture-web scans (diff-runs.ts) — between the runs, changing-site.example adds
 * the Meta pixel (and its _fbp cookie) and drops a theme cookie — then the diff through the library
 * and the command: in this process (its own io), and twice as a user runs it (bin/consentry.js in a
 * child process) for the wiring: the exit code, stdout, and `consentry: <message>` without a stack.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffCommand } from '../../src/cli/diff-command.ts';
import { diffBatches, type BatchDiff, type Scan } from '../../src/internal.ts';
import { writeDiffRuns } from './diff-runs.ts';
import { runInProcess, type CommandResult } from './in-process-command.ts';

const BIN = fileURLToPath(new URL('../../bin/consentry.js', import.meta.url));

let root = '';
let OLD = '';
let NEW = '';

/** `consentry diff …` in this process (see runInProcess); a usage error's message is in `usage`. */
const runDiff = (args: string[], cwd = root): Promise<CommandResult> =>
  runInProcess(diffCommand, args, {}, cwd);

/** `consentry …` as a user runs it: bin/consentry.js in a child process. */
function run(args: string[]): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  ({ root, oldDir: OLD, newDir: NEW } = await writeDiffRuns());
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('diffBatches on two runs judged from real observations', () => {
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

  it('reads relative directories from its working directory and names them as given', async () => {
    const [oldName, newName] = [relative(root, OLD), relative(root, NEW)];
    expect(oldName).not.toMatch(/^(\.\.|\/)/);
    const result = await runDiff([oldName, newName], root);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`consentry diff: ${oldName} → ${newName}`);
    expect(result.stdout).toMatch(/\+ before consent: cookie _fbp on changing-site\.example/);
  });

  it('as a user runs it, a directory that is not there exits 2 with one line and no stack', async () => {
    const result = await run(['diff', join(root, 'nope'), NEW]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^consentry: .*nope: no such directory\n$/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('prints Markdown with --markdown and JSON with --json', async () => {
    const markdown = await runDiff([OLD, NEW, '--markdown']);
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).toMatch(/^### consentry diff\n/);
    expect(markdown.stdout).toMatch(
      /\| changing-site\.example \| cookie \| [^|]+ \| `_fbp` on changing-site\.example \| advertising \| high \|/,
    );
    expect(markdown.stdout.indexOf('#### New before consent')).toBeLessThan(
      markdown.stdout.indexOf('#### Resolved or no longer seen before consent'),
    );
    const json = await runDiff([OLD, NEW, '--json']);
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
    const result = await runDiff([OLD, cut]);
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
    const result = await runDiff([...args()]);
    expect(result.code).toBe(2);
    expect(result.usage).toMatch(message);
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
    const result = await runDiff([OLD, bad]);
    expect(result.code).toBe(2);
    expect(result.usage).toMatch(
      /Invalid scan \(.*bad\/scans\.jsonl:2\): \/status must be equal to one of the allowed values/,
    );
  });
});
