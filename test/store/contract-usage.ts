import { expect, it } from 'vitest';
import type { UsageCharge } from '../../src/index.ts';
import { at, HOUR, MINUTE, SECOND } from './clock.ts';
import type { StoreContext } from './contract.ts';

const TEN_MINUTES = 10 * MINUTE;
const DAY = 24 * HOUR;
const charge = (
  bucket: string,
  units: number,
  limit: number,
  windowMs = TEN_MINUTES,
): UsageCharge => ({ bucket, units, limit, windowMs });

/**
 * Rolling windows are counted in 60 slots per window (10 s slots for 10 minutes, 24 min for 24 h):
 * units charged at t leave the window `windowMs` after the start of t's slot.
 */
export function usageContract(context: StoreContext): void {
  it('counts units up to the limit, then refuses with the usage before the charge', async () => {
    const { store } = context;
    for (let i = 1; i <= 5; i++) {
      const decision = await store.chargeUsage([charge('read:caller:k1', 1, 5)], at(i * SECOND));
      expect(decision).toEqual({
        allowed: true,
        states: [
          { bucket: 'read:caller:k1', windowMs: TEN_MINUTES, limit: 5, used: i, retryAfterMs: 0 },
        ],
      });
    }
    const refused = await store.chargeUsage([charge('read:caller:k1', 1, 5)], at(6 * SECOND));
    expect(refused.allowed).toBe(false);
    if (refused.allowed) return;
    expect(refused.refused).toEqual({
      bucket: 'read:caller:k1',
      windowMs: TEN_MINUTES,
      limit: 5,
      used: 5,
      retryAfterMs: TEN_MINUTES - 6 * SECOND,
    });
    // A refused charge is not recorded.
    expect(
      (await store.chargeUsage([charge('read:caller:k1', 1, 6)], at(7 * SECOND))).states[0]?.used,
    ).toBe(6);
  });

  it('charges all buckets of a call or none', async () => {
    const { store } = context;
    expect(
      (
        await store.chargeUsage(
          [charge('resource:s1', 4, 100), charge('caller+resource:k1:s1', 4, 8)],
          at(0),
        )
      ).allowed,
    ).toBe(true);
    expect(
      (
        await store.chargeUsage(
          [charge('resource:s1', 4, 100), charge('caller+resource:k1:s1', 4, 8)],
          at(SECOND),
        )
      ).allowed,
    ).toBe(true);
    const refused = await store.chargeUsage(
      [charge('resource:s1', 4, 100), charge('caller+resource:k1:s1', 4, 8)],
      at(2 * SECOND),
    );
    expect(refused).toMatchObject({
      allowed: false,
      states: [
        { bucket: 'resource:s1', used: 8, retryAfterMs: 0 },
        { bucket: 'caller+resource:k1:s1', used: 8, retryAfterMs: TEN_MINUTES - 2 * SECOND },
      ],
      refused: { bucket: 'caller+resource:k1:s1', used: 8, limit: 8 },
    });
    // resource:s1 was not charged by the refused call: 8 + 1 = 9.
    expect(
      (await store.chargeUsage([charge('resource:s1', 1, 100)], at(3 * SECOND))).states[0]?.used,
    ).toBe(9);
  });

  it('weighted units leave a rolling window as their slot ages out, not at a fixed reset', async () => {
    const { store } = context;
    expect((await store.chargeUsage([charge('c', 4, 10)], at(0))).allowed).toBe(true);
    expect((await store.chargeUsage([charge('c', 4, 10)], at(MINUTE))).allowed).toBe(true);
    expect((await store.chargeUsage([charge('c', 2, 10)], at(2 * MINUTE))).states[0]?.used).toBe(
      10,
    );
    const refused = await store.chargeUsage([charge('c', 5, 10)], at(3 * MINUTE));
    // 4 units must leave (at 10 min) and 4 more (at 11 min) before 5 fit: 11 - 3 = 8 minutes.
    expect(!refused.allowed && refused.refused.retryAfterMs).toBe(8 * MINUTE);
    const stillRefused = await store.chargeUsage([charge('c', 5, 10)], at(11 * MINUTE - 1));
    expect(stillRefused.allowed).toBe(false);
    const allowed = await store.chargeUsage([charge('c', 5, 10)], at(11 * MINUTE));
    expect(allowed).toMatchObject({ allowed: true, states: [{ used: 7 }] });
  });

  it('a unit stays counted until windowMs after the start of its slot', async () => {
    const { store } = context;
    // Charged 9.5 s into the first 10 s slot: counted until exactly 10 min after the slot began.
    await store.chargeUsage([charge('slot', 1, 1)], at(9_500));
    const before = await store.chargeUsage([charge('slot', 1, 1)], at(TEN_MINUTES - 1));
    expect(!before.allowed && before.refused.retryAfterMs).toBe(1);
    expect((await store.chargeUsage([charge('slot', 1, 1)], at(TEN_MINUTES))).allowed).toBe(true);
  });

  it('24-hour windows count in 24-minute slots; the same bucket name with another window is separate', async () => {
    const { store } = context;
    await store.chargeUsage(
      [charge('k:s', 100, 120, DAY), charge('k:s', 100, 120, TEN_MINUTES)],
      at(0),
    );
    const refused = await store.chargeUsage([charge('k:s', 30, 120, DAY)], at(HOUR));
    expect(!refused.allowed && refused.refused).toEqual({
      bucket: 'k:s',
      windowMs: DAY,
      limit: 120,
      used: 100,
      retryAfterMs: DAY - HOUR,
    });
    expect(
      (await store.chargeUsage([charge('k:s', 30, 120, TEN_MINUTES)], at(HOUR))).states[0]?.used,
    ).toBe(30);
    expect((await store.chargeUsage([charge('k:s', 30, 120, DAY)], at(DAY))).states[0]?.used).toBe(
      30,
    );
  });

  it('a charge larger than its limit is refused with the whole window as delay', async () => {
    const { store } = context;
    const decision = await store.chargeUsage([charge('big', 5, 4)], at(0));
    expect(!decision.allowed && decision.refused).toEqual({
      bucket: 'big',
      windowMs: TEN_MINUTES,
      limit: 4,
      used: 0,
      retryAfterMs: TEN_MINUTES,
    });
  });

  it('the same bucket twice in one call counts both charges', async () => {
    const { store } = context;
    const decision = await store.chargeUsage([charge('twice', 3, 5), charge('twice', 3, 5)], at(0));
    expect(decision).toMatchObject({ allowed: false, refused: { used: 3 } });
    expect((await store.chargeUsage([charge('twice', 5, 5)], at(SECOND))).allowed).toBe(true);
  });

  it('the refused charge reported is the one that frees up last', async () => {
    const { store } = context;
    await store.chargeUsage([charge('short', 1, 1, MINUTE)], at(0));
    await store.chargeUsage([charge('long', 1, 1, HOUR)], at(0));
    const decision = await store.chargeUsage(
      [charge('short', 1, 1, MINUTE), charge('long', 1, 1, HOUR)],
      at(SECOND),
    );
    expect(!decision.allowed && decision.refused).toMatchObject({
      bucket: 'long',
      retryAfterMs: HOUR - SECOND,
    });
    expect(decision.states.map((state) => state.retryAfterMs)).toEqual([
      MINUTE - SECOND,
      HOUR - SECOND,
    ]);
  });

  it('concurrent calls are decided as if one after another: exactly the limit is admitted', async () => {
    const { store } = context;
    const calls = Array.from({ length: 25 }, (_, i) =>
      store.chargeUsage(
        [charge('anon:198.51.100.7', 1, 20, DAY), charge(`resource:${i % 2}`, 1, 1000)],
        at(i),
      ),
    );
    const decisions = await Promise.all(calls);
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(20);
    const usedAfter = decisions
      .filter((decision) => decision.allowed)
      .map((decision) => decision.states[0]!.used)
      .sort((a, b) => a - b);
    expect(usedAfter).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    decisions.forEach((decision, i) => {
      // All 20 units sit in the 24-minute slot that began at T0; call i was made at T0 + i ms.
      if (!decision.allowed)
        expect(decision).toMatchObject({
          refused: { bucket: 'anon:198.51.100.7', used: 20, retryAfterMs: DAY - i },
        });
    });
    expect(decisions.filter((decision) => !decision.allowed)).toHaveLength(5);
    const resources = await store.chargeUsage(
      [charge('resource:0', 1, 1000), charge('resource:1', 1, 1000)],
      at(SECOND),
    );
    expect(resources.states.map((state) => state.used)).toEqual([11, 11]);
  });

  it('concurrent calls across a slot boundary count each unit in its own slot', async () => {
    const { store } = context;
    await store.chargeUsage([charge('edge', 3, 10)], at(0));
    const [late, later] = await Promise.all([
      store.chargeUsage([charge('edge', 4, 10)], at(TEN_MINUTES - 1)),
      store.chargeUsage([charge('edge', 4, 10)], at(TEN_MINUTES)),
    ]);
    expect(late).toMatchObject({ allowed: true, states: [{ used: 7 }] });
    // At exactly 10 minutes the 3 units of the first slot have left: 4 + 4.
    expect(later).toMatchObject({ allowed: true, states: [{ used: 8 }] });
  });

  it('rejects malformed charges', async () => {
    const { store } = context;
    await expect(store.chargeUsage([charge('x', 0, 5)], at(0))).rejects.toThrow(RangeError);
    await expect(store.chargeUsage([charge('x', 1.5, 5)], at(0))).rejects.toThrow(RangeError);
    await expect(store.chargeUsage([charge('x', 1, 5, 0)], at(0))).rejects.toThrow(RangeError);
    await expect(store.chargeUsage([charge('x', 1, -1)], at(0))).rejects.toThrow(RangeError);
  });
}
