/**
 * bench:scan's memory sampler runs in a process of its own, so that reading /proc for the peak is not
 * charged to the scanner (bench/README.md, 2026-11-27). What it must still measure: the tree it was
 * pointed at, and what the sampling cost.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { peakRssSampler, treeRssBytes } from '../../bench/process-tree-rss.ts';

describe.runIf(process.platform === 'linux')('peakRssSampler', () => {
  it('counts a child of the tree it samples, reports what the sampling cost, and ends', async () => {
    const excluded = new Set<number>();
    const sampler = await peakRssSampler(process.pid, excluded, 50);
    excluded.add(sampler.pid);
    const before = treeRssBytes(process.pid, excluded);
    // A child that holds ~200 MiB until it is ended. stop() samples once more, so the child is seen even
    // when a busy machine starves the low-priority sampler between its timed samples.
    const child = spawn(
      process.execPath,
      [
        '-e',
        'const b = Buffer.alloc(200 * 2 ** 20, 1); console.log(b.length); setInterval(() => {}, 1e3);',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      const { peakBytes, cpuSeconds } = await sampler.stop();
      expect(peakBytes).toBeGreaterThan(before + 150 * 2 ** 20);
      expect(cpuSeconds).toBeGreaterThan(0);
      // Stopped: the process is gone.
      expect(() => process.kill(sampler.pid, 0)).toThrow();
    } finally {
      child.kill();
      await exited;
    }
  });
});
