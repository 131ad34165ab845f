import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface ProcStat {
  ppid: number;
  /** utime + stime of the process itself, plus cutime + cstime of the children it has reaped. */
  ticks: number;
}

function readStats(): Map<number, ProcStat> {
  const stats = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields[0] is state; utime, stime, cutime, cstime are fields 14–17 of stat(5), here 11–14.
      const ticks =
        Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks });
    } catch {
      // process ended while reading
    }
  }
  return stats;
}

/**
 * CPU seconds used by a process and all its descendants (Node + Chromium's browser, zygote,
 * renderer, network and GPU processes), from /proc (Linux). Descendants that already exited
 * count through their parent's cutime/cstime once reaped, so renderers of closed contexts are not
 * lost. Subtrees rooted at `exclude` (the fixture web: the "internet") are left out.
 */
export function treeCpuSeconds(rootPid: number, exclude: ReadonlySet<number> = new Set()): number {
  const stats = readStats();
  const children = new Map<number, number[]>();
  for (const [pid, stat] of stats) {
    const list = children.get(stat.ppid) ?? [];
    list.push(pid);
    children.set(stat.ppid, list);
  }
  let ticks = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    if (exclude.has(pid)) continue;
    ticks += stats.get(pid)?.ticks ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return ticks / TICKS_PER_SECOND;
}

/**
 * CPU seconds of the scanner's process tree between start and stop(). Excluded subtrees' reaped
 * children would also count towards this process's cutime, so excluded processes must outlive stop().
 */
export function treeCpuMeter(
  rootPid: number,
  exclude: ReadonlySet<number> = new Set(),
): { stop(): number } {
  const start = treeCpuSeconds(rootPid, exclude);
  return { stop: () => treeCpuSeconds(rootPid, exclude) - start };
}
