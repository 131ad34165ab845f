/**
 * Rolling-window usage counters in SQLite (the decisions: src/store/usage-ledger.ts). Every charge
 * call that arrived in one event-loop turn is decided in order inside one write transaction, each
 * window's slots read once and the new units written once per slot at the end; the write lock is
 * shared with other processes on the same file.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { UsageDecision } from '../port.ts';
import { UsageLedger, windowKey, windowsRead, type UsageCall } from '../usage-ledger.ts';

/** Expired slots are deleted at most this often per store instance, a bounded batch at a time. */
const SWEEP_EVERY_MS = 10_000;
const SWEEP_BATCH = 1000;

export class UsageRows {
  private readonly slotsInWindow: StatementSync;
  private readonly addUnits: StatementSync;
  private readonly sweepExpired: StatementSync;
  private lastSweepMs = 0;

  constructor(db: DatabaseSync) {
    this.slotsInWindow = db.prepare(
      'SELECT slot, units FROM usage_slots WHERE bucket = ? AND window_ms = ? AND slot >= ?',
    );
    this.addUnits =
      db.prepare(`INSERT INTO usage_slots (bucket, window_ms, slot, units, expires_ms) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (bucket, window_ms, slot) DO UPDATE SET units = units + excluded.units`);
    this.sweepExpired = db.prepare(`DELETE FROM usage_slots WHERE (bucket, window_ms, slot) IN
      (SELECT bucket, window_ms, slot FROM usage_slots WHERE expires_ms <= ? LIMIT ${SWEEP_BATCH})`);
  }

  /** Decides the calls in order and records the allowed ones; call inside a write transaction. */
  decide(calls: readonly UsageCall[]): UsageDecision[] {
    const stored = new Map<string, Map<number, number>>();
    for (const window of windowsRead(calls)) {
      const rows = this.slotsInWindow.all(window.bucket, window.windowMs, window.fromSlot) as {
        slot: number;
        units: number;
      }[];
      stored.set(windowKey(window), new Map(rows.map((row) => [row.slot, row.units])));
    }
    const ledger = new UsageLedger(stored);
    const decisions = calls.map((call) => ledger.charge(call.charges, call.now));
    for (const write of ledger.writes())
      this.addUnits.run(write.bucket, write.windowMs, write.slot, write.units, write.expiresMs);
    if (ledger.latestMs - this.lastSweepMs >= SWEEP_EVERY_MS) {
      this.lastSweepMs = ledger.latestMs;
      this.sweepExpired.run(ledger.latestMs);
    }
    return decisions;
  }
}
