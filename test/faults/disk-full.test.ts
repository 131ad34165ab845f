/**
 * Fault: the disk of a batch's output folder fills up while the batch runs. The batch stops with a
 * clear error naming the folder and the cause; the files hold only whole records (nothing
 * half-written); run again once there is room, it resumes: every site exactly once, nothing lost.
 *
 * The full disk is real: a tmpfs of a few dozen KB mounted for the test (root only). Without root
 * the test says so and does not run; when mounting fails as root, the test fails saying why.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBatchList } from '../../src/pipeline/batch-input.ts';
import { BatchOutputError } from '../../src/pipeline/batch-output.ts';
import { runBatch } from '../../src/pipeline/batch.ts';
import { validate } from '../../src/projection/validate.ts';
import { fakeScanner, noBrowserPool } from '../pipeline/batch-helpers.ts';

const isRoot = process.getuid?.() === 0;
const SITES = Array.from({ length: 40 }, (_, i) => `https://site-${i}.example/`);

function mount(dir: string, size: string, remount = false): void {
  try {
    execFileSync(
      'mount',
      remount
        ? ['-o', `remount,size=${size}`, dir]
        : ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir],
      { stdio: 'pipe' },
    );
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(
      `the disk-full fault needs a small tmpfs and mounting one failed as root (${stderr || (error as Error).message}); this machine cannot run the fault`,
    );
  }
}

/** Every line of a JSONL file is one whole record that validates (nothing half-written). */
function wholeRecords(path: string, schema: 'scan' | 'pre-consent-table'): { url?: string }[] {
  const text = readFileSync(path, 'utf8');
  if (text && !text.endsWith('\n')) throw new Error(`${path} ends in a partial line`);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const value = JSON.parse(line) as { url?: string };
      expect(validate(schema, value)).toEqual({ ok: true });
      return value;
    });
}

describe('the output disk fills up during a batch', () => {
  if (!isRoot) {
    it.skip('needs root to mount a small tmpfs (not root here: the disk-full fault is not run)', () =>
      undefined);
    console.warn(
      'test/faults/disk-full.test.ts: not root — the disk-full fault needs root to mount a tmpfs and is not run on this machine',
    );
    return;
  }

  it('stops with a clear error and whole records; once there is room it resumes, every site once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'consentry-full-'));
    mount(dir, '48k');
    try {
      const list = parseBatchList(SITES.join('\n'), 'sites.txt');
      const options = {
        list,
        source: 'sites.txt',
        outDir: join(dir, 'out'),
        concurrency: 4,
        pool: noBrowserPool,
        scanner: fakeScanner(2),
      };
      const failure = await runBatch(options).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(BatchOutputError);
      expect((failure as Error).message).toMatch(
        new RegExp(`^cannot write to ${join(dir, 'out').replaceAll('/', '\\/')}: .*ENOSPC`),
      );
      const written = wholeRecords(join(dir, 'out', 'scans.jsonl'), 'scan');
      expect(written.length).toBeGreaterThan(0);
      expect(written.length).toBeLessThan(SITES.length);

      mount(dir, '8m', true);
      const resumed = await runBatch(options);
      expect(resumed.summary.status).toBe('complete');
      const scans = wholeRecords(join(dir, 'out', 'scans.jsonl'), 'scan');
      expect(scans.map((scan) => scan.url).sort()).toEqual([...SITES].sort());
      wholeRecords(join(dir, 'out', 'pre-consent.jsonl'), 'pre-consent-table');
      // The records written before the disk filled were kept, not scanned again.
      expect(scans.slice(0, written.length).map((scan) => scan.url)).toEqual(
        written.map((scan) => scan.url),
      );
    } finally {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
