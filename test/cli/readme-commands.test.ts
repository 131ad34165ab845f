// Browser tier: the README's scan, batch and serve commands scan the fixture web in Chromium
/**
 * README.md as a newcomer follows it: every shell block runs, command by command and in order, in a
 * copy of the checkout (its files as they are in the working tree, nothing git ignores), against the
 * fixture web.
 * Blocks marked `<!-- readme-test: background … -->` run "in another terminal" until the end;
 * blocks marked `skip (reason)` are not run. Each command must exit as its "# exits N" comment says
 * (0 otherwise), and what it writes with `--json > FILE` must be JSON.
 * `npm ci` is the one command not run: the copy gets this checkout's node_modules instead (no
 * internet in tests), linked, so an `npm ci` there would empty this checkout's.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { validate } from '../../src/index.ts';
import { expectedExit, jsonOutputs, readmeBlocks, shellCommands } from './readme-blocks.ts';
import { BackgroundCommand, ShellSession, tail } from './shell-session.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const COMMAND_TIMEOUT_MS = 300_000;
const PREPARED = new Set(['npm ci']);

/** The checkout's files as they are now (tracked, and new ones git does not ignore), with its node_modules linked. */
function copyOfCheckout(): string {
  const copy = mkdtempSync(join(tmpdir(), 'consentry-readme-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(copy, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  execFileSync('git', ['init', '-q'], { cwd: copy });
  return copy;
}

/** Removes the copy; the node_modules link first, so nothing of this checkout's is followed. */
function removeCopy(copy: string): void {
  unlinkSync(join(copy, 'node_modules'));
  rmSync(copy, { recursive: true, force: true });
}

const json = (copy: string, file: string): unknown =>
  JSON.parse(readFileSync(join(copy, file), 'utf8'));

describe('README.md', () => {
  const blocks = readmeBlocks(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  const background: BackgroundCommand[] = [];
  let session: ShellSession | undefined;
  let copy: string | undefined;

  afterAll(async () => {
    session?.close();
    await Promise.all(background.map((command) => command.stop()));
    if (copy) removeCopy(copy);
  });

  it('marks few blocks as not runnable, each with its reason', () => {
    const skipped = blocks.filter((block) => block.mode.kind === 'skip');
    expect(skipped.length).toBeLessThanOrEqual(3);
    expect(blocks.filter((block) => block.mode.kind !== 'skip').length).toBeGreaterThanOrEqual(5);
  });

  it('every shell block runs from a copy of the checkout and exits as documented', async () => {
    copy = copyOfCheckout();
    const checkout = copy;
    session = new ShellSession(checkout, join(checkout, '.git'));
    const ran: string[] = [];
    for (const block of blocks) {
      if (block.mode.kind === 'skip') continue;
      for (const command of shellCommands(block.text)) {
        const where = `README.md block at line ${block.line}: ${command}`;
        if (PREPARED.has(command.replace(/#.*$/, '').trim())) continue;
        if (block.mode.kind === 'background') {
          const started = new BackgroundCommand(command, checkout);
          background.push(started);
          await started.ready(block.mode.ready, COMMAND_TIMEOUT_MS);
          ran.push(command);
          continue;
        }
        const result = await session.run(command, COMMAND_TIMEOUT_MS);
        const expected = expectedExit(command);
        if (result.code !== expected) {
          throw new Error(
            `${where}\nexited ${result.code}, documented ${expected}\nstdout:\n${tail(result.stdout)}\nstderr:\n${tail(result.stderr)}`,
          );
        }
        for (const file of jsonOutputs(command)) {
          expect(() => json(checkout, file), `${where}: ${file} is JSON`).not.toThrow();
        }
        ran.push(command);
      }
    }
    for (const command of background)
      expect(
        command.running,
        `${command.command} still runs at the end:\n${tail(command.output)}`,
      ).toBe(true);

    // What the tour promises, read from the files its commands wrote.
    expect(ran.some((command) => command.startsWith('npm run demo'))).toBe(true);
    expect(readFileSync(join(checkout, 'consentry-out/report.html'), 'utf8')).toMatch(
      /^<!doctype html>/i,
    );
    expect(validate('scan', json(checkout, 'scan.json'))).toEqual({ ok: true });
    expect(json(checkout, 'scan.json')).toMatchObject({
      url: 'https://tracker-blog.example/',
      status: 'completed',
    });
    const findings = json(checkout, 'findings.json') as {
      type: string;
      findings: { id: string }[];
    };
    expect(findings.type).toBe('consentry_finding_list');
    expect(findings.findings.map((finding) => finding.id)).toContain('pre_consent_tracking');
    expect(readFileSync(join(checkout, 'report.html'), 'utf8')).toMatch(/tracker-blog\.example/);
    expect(
      (json(checkout, 'evidence-1.json') as { entries: unknown[] }).entries.length,
    ).toBeGreaterThan(0);
    // The server's data dir, inside the checkout, is ignored by git.
    expect(existsSync(join(checkout, 'consentry-data/consentry.db'))).toBe(true);
    expect(
      execFileSync('git', ['check-ignore', 'consentry-data/consentry.db'], {
        cwd: checkout,
        encoding: 'utf8',
      }).trim(),
    ).toBe('consentry-data/consentry.db');
  }, 1_800_000);
});
