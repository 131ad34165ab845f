import { readFileSync } from 'node:fs';

interface CpuTimes {
  busy: number;
  total: number;
}

function read(): CpuTimes {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * Machine-wide CPU between start and stop(): stop() freezes the end and returns utilisation (0–1);
 * utilisation() and busySeconds() (the busy CPU time of all cores) read the same interval and can leave
 * out CPU seconds the measuring itself cost (the memory sampler's process).
 */
export function cpuMeter(): {
  stop(): number;
  utilisation(lessBusySeconds?: number): number;
  busySeconds(lessBusySeconds?: number): number;
} {
  const start = read();
  let end: CpuTimes | undefined;
  const meter = {
    stop() {
      end ??= read();
      return meter.utilisation();
    },
    utilisation(lessBusySeconds = 0) {
      end ??= read();
      const total = end.total - start.total;
      const busy = end.busy - start.busy - lessBusySeconds * TICKS_PER_SECOND;
      return total > 0 ? Math.max(0, busy) / total : 0;
    },
    busySeconds(lessBusySeconds = 0) {
      end ??= read();
      return (end.busy - start.busy) / TICKS_PER_SECOND - lessBusySeconds;
    },
  };
  return meter;
}
