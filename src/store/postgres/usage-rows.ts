/**
 * Rolling-window usage counters in PostgreSQL (the decisions: src/store/usage-ledger.ts). A batch of
 * charge calls is decided in one transaction that first takes a transaction-level advisory lock per
 * window it charges, in one fixed order: charges of the same bucket from every server process are
 * decided one after another (two servers never both admit the 21st scan), other buckets in parallel.
 */
import type { UsageDecision } from '../port.ts';
import { UsageLedger, windowKey, windowsRead, type UsageCall } from '../usage-ledger.ts';
import { rows, type Db } from './sql.ts';

const SWEEP_EVERY_MS = 10_000;
const SWEEP_BATCH = 1000;

export class UsageRows {
  private lastSweepMs = 0;

  constructor(private readonly schema: string) {}

  /** Decides the calls in order and records the allowed ones; call inside a transaction. */
  async decide(tx: Db, calls: readonly UsageCall[]): Promise<UsageDecision[]> {
    const windows = windowsRead(calls);
    const keys = windows.map(windowKey);
    await tx.executeSql(
      `SELECT pg_advisory_xact_lock(lock_key) FROM (
        SELECT DISTINCT hashtextextended('consentry usage ' || $1 || ' ' || key, 0) AS lock_key FROM unnest($2::text[]) AS key ORDER BY 1
      ) AS ordered`,
      [this.schema, keys],
    );
    const stored = new Map<string, Map<number, number>>();
    const found = await rows<{ bucket: string; window_ms: string; slot: string; units: string }>(
      tx,
      `SELECT s.bucket, s.window_ms, s.slot, s.units FROM ${this.schema}.usage_slots s
        JOIN unnest($1::text[], $2::bigint[], $3::bigint[]) AS w (bucket, window_ms, from_slot)
          ON s.bucket = w.bucket AND s.window_ms = w.window_ms AND s.slot >= w.from_slot`,
      [
        windows.map((w) => w.bucket),
        windows.map((w) => w.windowMs),
        windows.map((w) => w.fromSlot),
      ],
    );
    for (const row of found) {
      const key = windowKey({ bucket: row.bucket, windowMs: Number(row.window_ms) });
      let slots = stored.get(key);
      if (!slots) stored.set(key, (slots = new Map()));
      slots.set(Number(row.slot), Number(row.units));
    }
    const ledger = new UsageLedger(stored);
    const decisions = calls.map((call) => ledger.charge(call.charges, call.now));
    const writes = ledger.writes();
    if (writes.length > 0) {
      await tx.executeSql(
        `INSERT INTO ${this.schema}.usage_slots (bucket, window_ms, slot, units, expires_ms)
          SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[])
          ON CONFLICT (bucket, window_ms, slot) DO UPDATE SET units = ${this.schema}.usage_slots.units + excluded.units`,
        [
          writes.map((w) => w.bucket),
          writes.map((w) => w.windowMs),
          writes.map((w) => w.slot),
          writes.map((w) => w.units),
          writes.map((w) => w.expiresMs),
        ],
      );
    }
    if (ledger.latestMs - this.lastSweepMs >= SWEEP_EVERY_MS) {
      this.lastSweepMs = ledger.latestMs;
      await tx.executeSql(
        `DELETE FROM ${this.schema}.usage_slots WHERE (bucket, window_ms, slot) IN
          (SELECT bucket, window_ms, slot FROM ${this.schema}.usage_slots WHERE expires_ms <= $1 LIMIT ${SWEEP_BATCH})`,
        [ledger.latestMs],
      );
    }
    return decisions;
  }
}
