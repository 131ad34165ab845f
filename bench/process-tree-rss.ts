import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Memory (bytes) of a process and all its descendants, from /proc (Linux): the sum of proportional
 * set sizes (PSS), so pages Chromium's processes share are counted once, not once per process.
 */
export function treeRssBytes(rootPid: number, exclude: ReadonlySet<number> = new Set()): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  const pageSize = 4096;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * pageSize);
      const list = children.get(ppid) ?? [];
      list.push(pid);
      children.set(ppid, list);
    } catch {
      // process ended while reading
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    if (exclude.has(pid)) continue;
    total += pssBytes(pid) ?? rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function pssBytes(pid: number): number | null {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Samples the tree's PSS every `intervalMs` in a process of its own (rss-sampler-process.ts) and keeps
 * the peak until stopped. `pid` is the sampler's: leave it out of the scanner's CPU (add it to the
 * exclude set a treeCpuMeter reads, and stop that meter first); `stop()` also returns the CPU seconds the
 * sampling cost, to take out of machine-wide busy time.
 */
export async function peakRssSampler(
  rootPid: number,
  exclude: ReadonlySet<number> = new Set(),
  intervalMs = 1_000,
): Promise<{ pid: number; stop(): Promise<{ peakBytes: number; cpuSeconds: number }> }> {
  const script = fileURLToPath(new URL('./rss-sampler-process.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, String(rootPid), String(intervalMs), ...[...exclude].map(String)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  const ended = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`the memory sampler exited with ${code}`)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    const ready = () => (output.includes('ready\n') ? resolve() : undefined);
    child.stdout.on('data', ready);
    ended.catch(reject);
  });
  return {
    pid: child.pid!,
    async stop() {
      child.stdin.end();
      const [peak, cpu] = (await ended).trim().split('\n').at(-1)!.split(' ').map(Number);
      return { peakBytes: peak!, cpuSeconds: cpu! };
    },
  };
}
