/** Workers that report themselves while they run (health: workers seen recently). */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { WorkerPresence, WorkerRecord } from '../port.ts';
import { FORGET_WORKERS_AFTER_MS, workerRecordOf, type WorkerRow } from '../records.ts';

export class WorkerRows {
  private readonly upsert: StatementSync;
  private readonly deleteOne: StatementSync;
  private readonly deleteStale: StatementSync;
  private readonly selectSeen: StatementSync;

  constructor(db: DatabaseSync) {
    this.upsert =
      db.prepare(`INSERT INTO workers (worker_id, host, pid, role, concurrency, running, started_ms, seen_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (worker_id) DO UPDATE SET host = excluded.host, pid = excluded.pid, role = excluded.role, concurrency = excluded.concurrency,
        running = excluded.running, seen_ms = excluded.seen_ms`);
    this.deleteOne = db.prepare('DELETE FROM workers WHERE worker_id = ?');
    this.deleteStale = db.prepare('DELETE FROM workers WHERE seen_ms < ?');
    this.selectSeen = db.prepare(
      'SELECT * FROM workers WHERE seen_ms >= ? ORDER BY seen_ms DESC, worker_id',
    );
  }

  record(presence: WorkerPresence, now: Date): void {
    const at = now.getTime();
    this.upsert.run(
      presence.workerId,
      presence.host,
      presence.pid,
      presence.role,
      presence.concurrency,
      presence.running,
      at,
      at,
    );
    this.deleteStale.run(at - FORGET_WORKERS_AFTER_MS);
  }

  forget(workerId: string): void {
    this.deleteOne.run(workerId);
  }

  list(since: Date): WorkerRecord[] {
    return (this.selectSeen.all(since.getTime()) as unknown as WorkerRow[]).map(workerRecordOf);
  }
}
