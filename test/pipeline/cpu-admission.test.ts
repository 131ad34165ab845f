/** Admission at the default concurrency: one more scan only while the machine has CPU to spare. */
import { describe, expect, it } from 'vitest';
import { cpuAdmission, machineIdleMeter } from '../../src/pipeline/cpu-admission.ts';

/** A meter reading `idle` in turn (the last value repeats), and a sleep that only counts its calls. */
function fakeMachine(idle: number[]) {
  const windows: number[] = [];
  let reads = 0;
  return {
    windows,
    meter: () => idle[Math.min(reads++, idle.length - 1)]!,
    sleep: async (ms: number) => {
      windows.push(ms);
    },
  };
}

describe('cpuAdmission', () => {
  it('the first scan starts at once, whatever the machine is doing', async () => {
    const machine = fakeMachine([0]);
    const admit = cpuAdmission({ meter: machine.meter, sleep: machine.sleep });
    await admit(0, () => false);
    expect(machine.windows).toEqual([]);
  });

  it('a further scan waits for a window with at least 15% idle CPU', async () => {
    // The window start, then busy (2%, 9%), then 30% idle: three windows of 2 s.
    const machine = fakeMachine([0, 0.02, 0.09, 0.3]);
    const admit = cpuAdmission({ meter: machine.meter, sleep: machine.sleep });
    await admit(2, () => false);
    expect(machine.windows).toEqual([2_000, 2_000, 2_000]);
  });

  it('callers are admitted one at a time, each after a window of its own', async () => {
    const machine = fakeMachine([0.5]);
    const admit = cpuAdmission({ meter: machine.meter, sleep: machine.sleep, windowMs: 500 });
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => admit(1, () => false).then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
    expect(machine.windows).toEqual([500, 500, 500]);
  });

  it('a stopping batch is let through at the end of the window (the caller then starts nothing)', async () => {
    const machine = fakeMachine([0]);
    let stopping = false;
    const admit = cpuAdmission({
      meter: machine.meter,
      sleep: async (ms) => {
        machine.windows.push(ms);
        if (machine.windows.length === 3) stopping = true;
      },
    });
    await admit(4, () => stopping);
    expect(machine.windows).toHaveLength(3);
  });

  it("the machine's meter reads an idle share between 0 and 1", () => {
    const meter = machineIdleMeter();
    let spin = 0;
    for (let i = 0; i < 2e6; i++) spin += i;
    const share = meter();
    expect(spin).toBeGreaterThan(0);
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
  });
});
