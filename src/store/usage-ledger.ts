/**
 * Rolling-window usage decisions, shared by both adapters. Each window is cut into SLOTS_PER_WINDOW
 * slots (10 s for 10 minutes, 24 min for 24 hours, 1 s for a minute): a unit charged at time t is
 * counted in the slot that contains t and leaves the window `windowMs` after that slot began — so a
 * window is between windowMs - slotMs and windowMs long.
 *
 * An adapter decides a batch of charge calls in one write transaction (a lock that every server
 * process shares): it reads the stored slots of every window the batch touches (`windowsRead`),
 * decides each call in order on a UsageLedger, then writes the ledger's new units (`writes`). The
 * decisions are exactly those of one transaction per call.
 */
import type { UsageCharge, UsageDecision, UsageState } from './port.ts';

export const SLOTS_PER_WINDOW = 60;

export function slotMsOf(windowMs: number): number {
  return Math.max(1, Math.ceil(windowMs / SLOTS_PER_WINDOW));
}

/** The oldest slot still inside a window ending now: slot start + windowMs > now. */
export function firstSlotOf(windowMs: number, nowMs: number): number {
  return Math.floor((nowMs - windowMs) / slotMsOf(windowMs)) + 1;
}

export function assertCharge(charge: UsageCharge): void {
  if (!Number.isSafeInteger(charge.units) || charge.units <= 0)
    throw new RangeError(`usage charge ${charge.bucket}: units must be a positive integer`);
  if (!Number.isSafeInteger(charge.limit) || charge.limit <= 0)
    throw new RangeError(`usage charge ${charge.bucket}: limit must be a positive integer`);
  if (!Number.isSafeInteger(charge.windowMs) || charge.windowMs <= 0)
    throw new RangeError(`usage charge ${charge.bucket}: windowMs must be a positive integer`);
}

export interface UsageWindow {
  bucket: string;
  windowMs: number;
}

export interface UsageCall {
  charges: readonly UsageCharge[];
  now: Date;
}

/** One slot's units to add (an upsert): `expiresMs` is when they leave the window. */
export interface SlotWrite extends UsageWindow {
  slot: number;
  units: number;
  expiresMs: number;
}

export function windowKey(window: UsageWindow): string {
  return `${window.windowMs} ${window.bucket}`;
}

/** Every window the calls charge, once, with the oldest slot any of them still counts. */
export function windowsRead(calls: readonly UsageCall[]): (UsageWindow & { fromSlot: number })[] {
  const windows = new Map<string, UsageWindow & { fromSlot: number }>();
  for (const call of calls) {
    for (const charge of call.charges) {
      const fromSlot = firstSlotOf(charge.windowMs, call.now.getTime());
      const known = windows.get(windowKey(charge));
      if (!known)
        windows.set(windowKey(charge), {
          bucket: charge.bucket,
          windowMs: charge.windowMs,
          fromSlot,
        });
      else known.fromSlot = Math.min(known.fromSlot, fromSlot);
    }
  }
  return [...windows.values()];
}

export class UsageLedger {
  /** Units per slot of each window: the stored ones (from windowsRead's slots on) plus this batch's. */
  private readonly slots = new Map<string, Map<number, number>>();
  private readonly pending = new Map<string, { window: UsageWindow; slots: Map<number, number> }>();
  private latest = 0;

  /** `stored`: the slots read for each window key (missing key: nothing stored). */
  constructor(stored: ReadonlyMap<string, ReadonlyMap<number, number>>) {
    for (const [key, slots] of stored) this.slots.set(key, new Map(slots));
  }

  /** The latest `now` of the calls decided (for sweeping expired slots). */
  get latestMs(): number {
    return this.latest;
  }

  charge(charges: readonly UsageCharge[], now: Date): UsageDecision {
    const nowMs = now.getTime();
    this.latest = Math.max(this.latest, nowMs);
    const states: UsageState[] = [];
    let refused: UsageState | null = null;
    // The same bucket named twice in one call counts the earlier charge too.
    const earlier = new Map<string, number>();
    for (const charge of charges) {
      const key = windowKey(charge);
      const firstSlot = firstSlotOf(charge.windowMs, nowMs);
      const used = this.usedFrom(key, firstSlot) + (earlier.get(key) ?? 0);
      earlier.set(key, (earlier.get(key) ?? 0) + charge.units);
      const fits = used + charge.units <= charge.limit;
      const state: UsageState = {
        bucket: charge.bucket,
        windowMs: charge.windowMs,
        limit: charge.limit,
        used,
        retryAfterMs: fits ? 0 : this.retryAfterMs(charge, key, used, firstSlot, nowMs),
      };
      states.push(state);
      if (!fits && (!refused || state.retryAfterMs > refused.retryAfterMs)) refused = state;
    }
    if (refused) return { allowed: false, states, refused };
    for (const [index, charge] of charges.entries()) {
      const key = windowKey(charge);
      const slot = Math.floor(nowMs / slotMsOf(charge.windowMs));
      let pending = this.pending.get(key);
      if (!pending)
        this.pending.set(
          key,
          (pending = {
            window: { bucket: charge.bucket, windowMs: charge.windowMs },
            slots: new Map(),
          }),
        );
      pending.slots.set(slot, (pending.slots.get(slot) ?? 0) + charge.units);
      let slots = this.slots.get(key);
      if (!slots) this.slots.set(key, (slots = new Map()));
      slots.set(slot, (slots.get(slot) ?? 0) + charge.units);
      states[index]!.used += charge.units;
    }
    return { allowed: true, states };
  }

  /** The units this batch charged, one write per window slot. */
  writes(): SlotWrite[] {
    const writes: SlotWrite[] = [];
    for (const { window, slots } of this.pending.values()) {
      const slotMs = slotMsOf(window.windowMs);
      for (const [slot, units] of slots)
        writes.push({ ...window, slot, units, expiresMs: slot * slotMs + window.windowMs });
    }
    return writes;
  }

  private usedFrom(key: string, firstSlot: number): number {
    let used = 0;
    for (const [slot, units] of this.slots.get(key) ?? []) if (slot >= firstSlot) used += units;
    return used;
  }

  /** Time until enough of the oldest units leave the window for this charge to fit. */
  private retryAfterMs(
    charge: UsageCharge,
    key: string,
    used: number,
    firstSlot: number,
    nowMs: number,
  ): number {
    if (charge.units > charge.limit) return charge.windowMs;
    const slotMs = slotMsOf(charge.windowMs);
    const inWindow = [...(this.slots.get(key) ?? [])]
      .filter(([slot]) => slot >= firstSlot)
      .sort(([a], [b]) => a - b);
    let remaining = used;
    for (const [slot, units] of inWindow) {
      remaining -= units;
      if (remaining + charge.units <= charge.limit) return slot * slotMs + charge.windowMs - nowMs;
    }
    return charge.windowMs;
  }
}
