/** API key records in PostgreSQL. Only the HMAC of a key is stored (see src/store/api-keys.ts). */
import type { ApiKeyRecord } from '../port.ts';
import { keyRecordOf, type KeyRow } from '../records.ts';
import { firstRow, inTransaction, rows, type Db } from './sql.ts';

export class KeyRows {
  constructor(private readonly schema: string) {}

  async create(db: Db, key: ApiKeyRecord): Promise<void> {
    await db.executeSql(
      `INSERT INTO ${this.schema}.api_keys (id, name, hmac, prefix, scopes_json, profile, created_at, expires_at, revoked_at, owner)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        key.id,
        key.name,
        key.hmac,
        key.prefix,
        JSON.stringify(key.scopes),
        key.profile,
        key.createdAt,
        key.expiresAt,
        key.revokedAt,
        key.owner,
      ],
    );
  }

  /** Counts the owner's usable keys and inserts below the cap, one owner at a time (an advisory lock per owner). */
  async createWithinCap(db: Db, key: ApiKeyRecord, cap: number, now: Date): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      await tx.executeSql(
        "SELECT pg_advisory_xact_lock(hashtextextended('consentry key owner ' || $1 || ' ' || $2, 0))",
        [this.schema, key.owner],
      );
      const row = await firstRow(
        tx,
        `INSERT INTO ${this.schema}.api_keys (id, name, hmac, prefix, scopes_json, profile, created_at, expires_at, revoked_at, owner)
          SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10
          WHERE (SELECT COUNT(*) FROM ${this.schema}.api_keys WHERE owner = $10 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $11)) < $12
          RETURNING id`,
        [
          key.id,
          key.name,
          key.hmac,
          key.prefix,
          JSON.stringify(key.scopes),
          key.profile,
          key.createdAt,
          key.expiresAt,
          key.revokedAt,
          key.owner,
          now.toISOString(),
          cap,
        ],
      );
      return row !== null;
    });
  }

  async findByHmac(db: Db, hmac: string): Promise<ApiKeyRecord | null> {
    const row = await firstRow<KeyRow>(
      db,
      `SELECT * FROM ${this.schema}.api_keys WHERE hmac = $1`,
      [hmac],
    );
    return row ? keyRecordOf(row) : null;
  }

  async list(db: Db): Promise<ApiKeyRecord[]> {
    return (
      await rows<KeyRow>(
        db,
        `SELECT * FROM ${this.schema}.api_keys ORDER BY created_at COLLATE "C", id COLLATE "C"`,
      )
    ).map(keyRecordOf);
  }

  /** A second revoke keeps the first revocation time; false when no such key. */
  async revoke(db: Db, id: string, now: Date): Promise<boolean> {
    return (
      (await firstRow(
        db,
        `UPDATE ${this.schema}.api_keys SET revoked_at = COALESCE(revoked_at, $1) WHERE id = $2 RETURNING id`,
        [now.toISOString(), id],
      )) !== null
    );
  }
}
