/** Workers that report themselves while they run (health: workers seen recently), in PostgreSQL. */
import type { WorkerPresence, WorkerRecord } from '../port.ts';
import { FORGET_WORKERS_AFTER_MS, workerRecordOf, type WorkerRow } from '../records.ts';
import { rows, type Db } from './sql.ts';

export class WorkerRows {
  constructor(private readonly schema: string) {}

  async record(db: Db, presence: WorkerPresence, now: Date): Promise<void> {
    const at = now.getTime();
    await db.executeSql(
      `WITH stale AS (DELETE FROM ${this.schema}.workers WHERE seen_ms < $9)
      INSERT INTO ${this.schema}.workers (worker_id, host, pid, role, concurrency, running, started_ms, seen_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
      ON CONFLICT (worker_id) DO UPDATE SET host = excluded.host, pid = excluded.pid, role = excluded.role, concurrency = excluded.concurrency,
        running = excluded.running, seen_ms = excluded.seen_ms`,
      [
        presence.workerId,
        presence.host,
        presence.pid,
        presence.role,
        presence.concurrency,
        presence.running,
        at,
        at,
        at - FORGET_WORKERS_AFTER_MS,
      ],
    );
  }

  async forget(db: Db, workerId: string): Promise<void> {
    await db.executeSql(`DELETE FROM ${this.schema}.workers WHERE worker_id = $1`, [workerId]);
  }

  async list(db: Db, since: Date): Promise<WorkerRecord[]> {
    return (
      await rows<WorkerRow>(
        db,
        `SELECT * FROM ${this.schema}.workers WHERE seen_ms >= $1 ORDER BY seen_ms DESC, worker_id COLLATE "C"`,
        [since.getTime()],
      )
    ).map(workerRecordOf);
  }
}
