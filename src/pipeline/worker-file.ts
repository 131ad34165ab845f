/**
 * The worker file of a process that scans (an API server's data dir, a distributed batch's output
 * directory): its worker id and pid. The next process on the same directory releases the jobs of the
 * previous one at once when that process no longer runs — a killed server or batch — instead of
 * leaving them to their leases; when it still runs (another process on the directory), its jobs are
 * left alone.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Store } from '../store/port.ts';
import { PRIVATE_FILE_MODE } from '../store/private-files.ts';

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Releases the jobs of the previous process of `path` when it is gone; records this one. Returns how many were released. */
export async function takeOverWorkerFile(
  path: string,
  store: Store,
  workerId: string,
): Promise<number> {
  let released = 0;
  if (existsSync(path)) {
    try {
      const previous = JSON.parse(readFileSync(path, 'utf8')) as {
        workerId?: unknown;
        pid?: unknown;
      };
      if (
        typeof previous.workerId === 'string' &&
        typeof previous.pid === 'number' &&
        previous.pid !== process.pid &&
        !processRuns(previous.pid)
      ) {
        released = await store.releaseJobs(previous.workerId, new Date());
      }
    } catch {
      // An unreadable file only means no early release: the leases still expire.
    }
  }
  writeFileSync(
    path,
    `${JSON.stringify({ workerId, pid: process.pid, startedAt: new Date().toISOString() })}\n`,
    { mode: PRIVATE_FILE_MODE },
  );
  return released;
}

/** A process that stopped cleanly (its jobs are released already) removes its file. */
export function removeWorkerFile(path: string): void {
  rmSync(path, { force: true });
}
