/**
 * Processes of a fault test, from /proc: a process tree, the Chromium processes in it (by role), and
 * waiting until given processes are gone — so a test can say "no Chromium process was left behind" of
 * the browsers it started, whatever else runs on the machine.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface ProcessInfo {
  pid: number;
  ppid: number;
  state: string;
  cmdline: string;
}

function processes(): ProcessInfo[] {
  const out: ProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        state: fields[0]!,
        cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '),
      });
    } catch {
      // ended while reading
    }
  }
  return out;
}

/** `root` and every descendant that runs (zombies have ended). */
export function processTree(root: number): ProcessInfo[] {
  const all = processes();
  const byParent = new Map<number, ProcessInfo[]>();
  for (const info of all) byParent.set(info.ppid, [...(byParent.get(info.ppid) ?? []), info]);
  const self = all.find((info) => info.pid === root);
  const tree: ProcessInfo[] = self ? [self] : [];
  for (let i = 0; i < tree.length; i++) tree.push(...(byParent.get(tree[i]!.pid) ?? []));
  return tree.filter((info) => info.state !== 'Z' && info.state !== 'X');
}

/** Chromium processes (browser, renderers, utilities) under `root`; `type` narrows to one role, e.g. `renderer`. */
export function chromiumUnder(root: number, type?: string): number[] {
  return processTree(root)
    .filter(
      (info) =>
        /chrom/i.test(info.cmdline) &&
        info.pid !== root &&
        (!type || info.cmdline.includes(`--type=${type}`)),
    )
    .map((info) => info.pid);
}

export function alive(pids: readonly number[]): number[] {
  const running = new Set(
    processes()
      .filter((info) => info.state !== 'Z' && info.state !== 'X')
      .map((info) => info.pid),
  );
  return pids.filter((pid) => running.has(pid));
}

/** Waits up to `ms` for every pid to end; returns those still running. */
export async function waitGone(pids: readonly number[], ms = 10_000): Promise<number[]> {
  const deadline = Date.now() + ms;
  let left = alive(pids);
  while (left.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = alive(pids);
  }
  return left;
}
