/** API key records. Only the HMAC of a key is stored (see src/store/api-keys.ts). */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { ApiKeyRecord } from '../port.ts';
import { keyRecordOf, type KeyRow } from '../records.ts';

export class KeyRows {
  private readonly insertKey: StatementSync;
  private readonly selectByHmac: StatementSync;
  private readonly selectAll: StatementSync;
  private readonly markRevoked: StatementSync;
  private readonly insertWithinCap: StatementSync;

  constructor(db: DatabaseSync) {
    this.insertKey =
      db.prepare(`INSERT INTO api_keys (id, name, hmac, prefix, scopes_json, profile, created_at, expires_at, revoked_at, owner)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.selectByHmac = db.prepare('SELECT * FROM api_keys WHERE hmac = ?');
    this.selectAll = db.prepare('SELECT * FROM api_keys ORDER BY created_at, id');
    // A second revoke keeps the first revocation time.
    this.markRevoked = db.prepare(
      'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?',
    );
    // One statement: the owner's usable keys are counted and the key inserted only below the cap (ISO times compare as text).
    this.insertWithinCap =
      db.prepare(`INSERT INTO api_keys (id, name, hmac, prefix, scopes_json, profile, created_at, expires_at, revoked_at, owner)
      SELECT :id, :name, :hmac, :prefix, :scopes, :profile, :created, :expires, :revoked, :owner
      WHERE (SELECT COUNT(*) FROM api_keys WHERE owner = :owner AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > :now)) < :cap`);
  }

  create(key: ApiKeyRecord): void {
    this.insertKey.run(
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
    );
  }

  createWithinCap(key: ApiKeyRecord, cap: number, now: Date): boolean {
    const result = this.insertWithinCap.run({
      id: key.id,
      name: key.name,
      hmac: key.hmac,
      prefix: key.prefix,
      scopes: JSON.stringify(key.scopes),
      profile: key.profile,
      created: key.createdAt,
      expires: key.expiresAt,
      revoked: key.revokedAt,
      owner: key.owner,
      now: now.toISOString(),
      cap,
    });
    return result.changes > 0;
  }

  findByHmac(hmac: string): ApiKeyRecord | null {
    const row = this.selectByHmac.get(hmac) as KeyRow | undefined;
    return row ? keyRecordOf(row) : null;
  }

  list(): ApiKeyRecord[] {
    return (this.selectAll.all() as unknown as KeyRow[]).map(keyRecordOf);
  }

  revoke(id: string, now: Date): boolean {
    return this.markRevoked.run(now.toISOString(), id).changes > 0;
  }
}
