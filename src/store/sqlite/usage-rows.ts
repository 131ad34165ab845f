/**
 * Rolling-window usage counters. Each window is cut into SLOTS_PER_WINDOW slots (10 s for 10
 * minutes, 24 min for 24 hours, 1 s for a minute): a unit charged at time t is counted in the slot
 * that contains t and leaves the window `windowMs` after that slot began — so a window is between
 * windowMs - slotMs and windowMs long.
 *
 * Charges are decided in batches (UsageBatch): every charge call that arrived in one event-loop turn
 * is decided in order inside one write transaction, each bucket's window summed once and the new
 * units written once per slot at the end. The decisions are exactly those of one transaction per
 * call (and shared with other processes through the write lock); a hot bucket just costs one sum and
 * one upsert per batch instead of per request.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { UsageCharge, UsageDecision, UsageState } from '../port.ts';

export const SLOTS_PER_WINDOW = 60;
/** Expired slots are deleted at most this often per store instance, a bounded batch at a time. */
const SWEEP_EVERY_MS = 10_000;
const SWEEP_BATCH = 1000;

export function slotMsOf(windowMs: number): number {
  return Math.max(1, Math.ceil(windowMs / SLOTS_PER_WINDOW));
}

export function assertCharge(charge: UsageCharge): void {
  if (!Number.isSafeInteger(charge.units) || charge.units <= 0) throw new RangeError(`usage charge ${charge.bucket}: units must be a positive integer`);
  if (!Number.isSafeInteger(charge.limit) || charge.limit <= 0) throw new RangeError(`usage charge ${charge.bucket}: limit must be a positive integer`);
  if (!Number.isSafeInteger(charge.windowMs) || charge.windowMs <= 0) throw new RangeError(`usage charge ${charge.bucket}: windowMs must be a positive integer`);
}

export class UsageRows {
  readonly sumWindow: StatementSync;
  readonly slotsInWindow: StatementSync;
  readonly addUnits: StatementSync;
  private readonly sweepExpired: StatementSync;
  private lastSweepMs = 0;

  constructor(db: DatabaseSync) {
    this.sumWindow = db.prepare('SELECT COALESCE(SUM(units), 0) AS used FROM usage_slots WHERE bucket = ? AND window_ms = ? AND slot >= ?');
    this.slotsInWindow = db.prepare('SELECT slot, units FROM usage_slots WHERE bucket = ? AND window_ms = ? AND slot >= ? ORDER BY slot');
    this.addUnits = db.prepare(`INSERT INTO usage_slots (bucket, window_ms, slot, units, expires_ms) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (bucket, window_ms, slot) DO UPDATE SET units = units + excluded.units`);
    this.sweepExpired = db.prepare(`DELETE FROM usage_slots WHERE (bucket, window_ms, slot) IN
      (SELECT bucket, window_ms, slot FROM usage_slots WHERE expires_ms <= ? LIMIT ${SWEEP_BATCH})`);
  }

  /** A batch of charge calls; call inside a write transaction, then `finish` before committing. */
  batch(): UsageBatch {
    return new UsageBatch(this);
  }

  sweep(nowMs: number): void {
    if (nowMs - this.lastSweepMs < SWEEP_EVERY_MS) return;
    this.lastSweepMs = nowMs;
    this.sweepExpired.run(nowMs);
  }
}

interface WindowKey {
  bucket: string;
  windowMs: number;
}

export class UsageBatch {
  /** Units used per bucket window as of its first slot, including this batch's earlier charges. */
  private readonly used = new Map<string, { firstSlot: number; used: number }>();
  /** Units charged in this batch, not yet written: key → slot → units. */
  private readonly pending = new Map<string, { window: WindowKey; slots: Map<number, number> }>();
  private latestMs = 0;

  constructor(private readonly rows: UsageRows) {}

  charge(charges: readonly UsageCharge[], now: Date): UsageDecision {
    const nowMs = now.getTime();
    this.latestMs = Math.max(this.latestMs, nowMs);
    const states: UsageState[] = [];
    let refused: UsageState | null = null;
    // The same bucket named twice in one call counts the earlier charge too.
    const earlier = new Map<string, number>();
    for (const charge of charges) {
      const key = keyOf(charge);
      const firstSlot = firstSlotOf(charge.windowMs, nowMs);
      const used = this.usedIn(charge, key, firstSlot) + (earlier.get(key) ?? 0);
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
      const key = keyOf(charge);
      const slot = Math.floor(nowMs / slotMsOf(charge.windowMs));
      let pending = this.pending.get(key);
      if (!pending) this.pending.set(key, (pending = { window: { bucket: charge.bucket, windowMs: charge.windowMs }, slots: new Map() }));
      pending.slots.set(slot, (pending.slots.get(slot) ?? 0) + charge.units);
      this.used.get(key)!.used += charge.units;
      states[index]!.used += charge.units;
    }
    return { allowed: true, states };
  }

  /** Writes the batch's units (one upsert per bucket slot) and sweeps expired slots now and then. */
  finish(): void {
    for (const { window, slots } of this.pending.values()) {
      const slotMs = slotMsOf(window.windowMs);
      for (const [slot, units] of slots) this.rows.addUnits.run(window.bucket, window.windowMs, slot, units, slot * slotMs + window.windowMs);
    }
    if (this.latestMs > 0) this.rows.sweep(this.latestMs);
  }

  private usedIn(window: WindowKey, key: string, firstSlot: number): number {
    const cached = this.used.get(key);
    if (cached?.firstSlot === firstSlot) return cached.used;
    let used = (this.rows.sumWindow.get(window.bucket, window.windowMs, firstSlot) as { used: number }).used;
    for (const [slot, units] of this.pending.get(key)?.slots ?? []) if (slot >= firstSlot) used += units;
    this.used.set(key, { firstSlot, used });
    return used;
  }

  /** Time until enough of the oldest units leave the window for this charge to fit. */
  private retryAfterMs(charge: UsageCharge, key: string, used: number, firstSlot: number, nowMs: number): number {
    if (charge.units > charge.limit) return charge.windowMs;
    const slots = new Map<number, number>();
    for (const row of this.rows.slotsInWindow.all(charge.bucket, charge.windowMs, firstSlot) as { slot: number; units: number }[]) slots.set(row.slot, row.units);
    for (const [slot, units] of this.pending.get(key)?.slots ?? []) if (slot >= firstSlot) slots.set(slot, (slots.get(slot) ?? 0) + units);
    const slotMs = slotMsOf(charge.windowMs);
    let remaining = used;
    for (const slot of [...slots.keys()].sort((a, b) => a - b)) {
      remaining -= slots.get(slot)!;
      if (remaining + charge.units <= charge.limit) return slot * slotMs + charge.windowMs - nowMs;
    }
    return charge.windowMs;
  }
}

function keyOf(window: WindowKey): string {
  return `${window.windowMs} ${window.bucket}`;
}

/** The oldest slot still inside a window ending now: slot start + windowMs > now. */
function firstSlotOf(windowMs: number, nowMs: number): number {
  return Math.floor((nowMs - windowMs) / slotMsOf(windowMs)) + 1;
}
