// Browser tier: Chromium's processes exit when the Node process that launched them is SIGKILLed
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(new URL('./pool-child.ts', import.meta.url));

function stateOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

/** A process still running (a zombie waiting to be reaped has ended). */
const running = (pid: number) =>
  existsSync(`/proc/${pid}`) && !['Z', 'X', null].includes(stateOf(pid));

/** `root` and all its descendants, from /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // ended while reading
    }
  }
  const tree: number[] = [];
  const stack = [root];
  while (stack.length && tree.length < 1_000) {
    const pid = stack.pop()!;
    tree.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

describe('Chromium and its parent', () => {
  it('every Chromium process ends within 10 s when the Node process that launched it is SIGKILLed', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const chromiumPid = await new Promise<number>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(
        () => reject(new Error(`the child printed no Chromium pid within 60 s: ${stderr}`)),
        60_000,
      );
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /chromium (\d+)/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code) => reject(new Error(`the child exited (${code}): ${stderr}`)));
    });
    const tree = processTree(chromiumPid);
    expect(tree.length).toBeGreaterThanOrEqual(3); // browser, zygote(s), the page's renderer
    expect(tree.every(running)).toBe(true);

    child.kill('SIGKILL');
    await exited;
    const deadline = Date.now() + 10_000;
    while (tree.some(running) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const survivors = tree.filter(running);
    for (const pid of survivors) process.kill(pid, 'SIGKILL'); // leave no orphans behind a failing run
    expect(survivors).toEqual([]);
  }, 90_000);
});
