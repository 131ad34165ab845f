import { readdirSync, readFileSync } from 'node:fs';

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

/** Samples the tree's RSS every `intervalMs` and keeps the peak until stopped. */
export function peakRssSampler(
  rootPid: number,
  exclude: ReadonlySet<number> = new Set(),
  intervalMs = 200,
): { stop(): number } {
  let peak = treeRssBytes(rootPid, exclude);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssBytes(rootPid, exclude));
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRssBytes(rootPid, exclude));
    },
  };
}
