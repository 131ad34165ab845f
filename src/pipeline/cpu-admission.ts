/**
 * Admission of scans at the default concurrency: a scan beyond the first starts only while the machine
 * has CPU to spare. A scan is CPU-bound, and its arms observe the page within time budgets: on a machine
 * slower than the default assumes (or busy with other work), every scan added past saturation stretches
 * the others' page loads until arms run out of budget and evidence is lost (limited scans, slow
 * responses). An explicit --concurrency is taken as given.
 */
import { cpus } from 'node:os';

/** Idle share of the machine's CPU time (0–1) since the previous call. */
export type CpuIdleMeter = () => number;

export function machineIdleMeter(): CpuIdleMeter {
  const read = () => {
    let idle = 0;
    let total = 0;
    for (const { times } of cpus()) {
      idle += times.idle;
      total += times.user + times.nice + times.sys + times.idle + times.irq;
    }
    return { idle, total };
  };
  let last = read();
  return () => {
    const now = read();
    const total = now.total - last.total;
    const share = total > 0 ? (now.idle - last.idle) / total : 1;
    last = now;
    return share;
  };
}

export interface CpuAdmissionOptions {
  /** Idle share the machine must have had over a window to take one more scan. */
  minIdle?: number;
  /** Length of that window; also the least time between two admissions, so a new scan's load shows first. */
  windowMs?: number;
  meter?: CpuIdleMeter;
  sleep?: (ms: number) => Promise<void>;
}

export const ADMISSION_MIN_IDLE = 0.15;
export const ADMISSION_WINDOW_MS = 2_000;

/**
 * Resolves when one more scan may start beside `inFlight` running ones (or when `stopped()` says the
 * caller is stopping).
 */
export type ScanAdmission = (inFlight: number, stopped: () => boolean) => Promise<void>;

/**
 * Returns `admit(inFlight, stopped)`: resolves at once when nothing is in flight; otherwise, one caller
 * at a time, once a window with at least `minIdle` idle CPU has passed (or `stopped()` says the batch is
 * stopping).
 */
export function cpuAdmission(options: CpuAdmissionOptions = {}): ScanAdmission {
  const minIdle = options.minIdle ?? ADMISSION_MIN_IDLE;
  const windowMs = options.windowMs ?? ADMISSION_WINDOW_MS;
  const meter = options.meter ?? machineIdleMeter();
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let queue: Promise<void> = Promise.resolve();
  return (inFlight, stopped) => {
    if (inFlight === 0) return Promise.resolve();
    const turn = queue.then(async () => {
      meter(); // the window starts now
      for (;;) {
        await sleep(windowMs);
        if (stopped() || meter() >= minIdle) return;
      }
    });
    queue = turn;
    return turn;
  };
}
