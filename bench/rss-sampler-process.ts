import { setPriority } from 'node:os';
import { treeRssBytes } from './process-tree-rss.ts';

/**
 * The peak-memory sampler, run as a process of its own (peakRssSampler in process-tree-rss.ts starts it). Reading
 * /proc/<pid>/smaps_rollup of every Chromium process costs real CPU (the kernel walks
 * each process's mappings, charged to the reader) and blocks the reading thread: inside the scanner's
 * process it counted as the scanner's CPU and stalled its event loop.
 *
 * argv: rootPid intervalMs excludedPid… ; prints "peakBytes cpuSeconds" (CPU since it was ready) on stdin's end.
 */
// Lowest priority: on a busy machine the scans come first (a late sample only blurs the peak a little).
setPriority(19);
const [root, interval, ...excluded] = process.argv.slice(2).map(Number);
const exclude = new Set([...excluded, process.pid]);
let peak = treeRssBytes(root!, exclude);
const timer = setInterval(() => {
  peak = Math.max(peak, treeRssBytes(root!, exclude));
}, interval);
const readyCpu = process.cpuUsage();
process.stdout.write('ready\n');
process.stdin.resume();
process.stdin.on('end', () => {
  clearInterval(timer);
  peak = Math.max(peak, treeRssBytes(root!, exclude));
  const cpu = process.cpuUsage(readyCpu);
  process.stdout.write(`${peak} ${(cpu.user + cpu.system) / 1e6}\n`);
  process.exit(0);
});
