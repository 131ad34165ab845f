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

/** Machine-wide CPU utilisation (0–1) between start() and stop(); busySeconds() is the busy CPU time of all cores. */
export function cpuMeter(): { stop(): number; busySeconds(): number } {
  const start = read();
  let end: CpuTimes | undefined;
  return {
    stop() {
      end = read();
      const total = end.total - start.total;
      return total > 0 ? (end.busy - start.busy) / total : 0;
    },
    busySeconds() {
      end ??= read();
      return (end.busy - start.busy) / TICKS_PER_SECOND;
    },
  };
}
