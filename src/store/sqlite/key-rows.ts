/** API key records. Only the HMAC of a key is stored (see src/store/api-keys.ts). */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { ApiScope } from '../../model/index.ts';
import type { ApiKeyRecord } from '../port.ts';

interface KeyRow {
  id: string;
  name: string;
  hmac: string;
  prefix: string;
  scopes_json: string;
  profile: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  owner: string | null;
}

export class KeyRows {
  private readonly insertKey: StatementSync;
  private readonly selectByHmac: StatementSync;
  private readonly selectAll: StatementSync;
  private readonly markRevoked: StatementSync;

  constructor(db: DatabaseSync) {
    this.insertKey = db.prepare(`INSERT INTO api_keys (id, name, hmac, prefix, scopes_json, profile, created_at, expires_at, revoked_at, owner)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.selectByHmac = db.prepare('SELECT * FROM api_keys WHERE hmac = ?');
    this.selectAll = db.prepare('SELECT * FROM api_keys ORDER BY created_at, id');
    // A second revoke keeps the first revocation time.
    this.markRevoked = db.prepare('UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?');
  }

  create(key: ApiKeyRecord): void {
    this.insertKey.run(key.id, key.name, key.hmac, key.prefix, JSON.stringify(key.scopes), key.profile, key.createdAt, key.expiresAt, key.revokedAt, key.owner);
  }

  findByHmac(hmac: string): ApiKeyRecord | null {
    const row = this.selectByHmac.get(hmac) as KeyRow | undefined;
    return row ? toRecord(row) : null;
  }

  list(): ApiKeyRecord[] {
    return (this.selectAll.all() as unknown as KeyRow[]).map(toRecord);
  }

  revoke(id: string, now: Date): boolean {
    return this.markRevoked.run(now.toISOString(), id).changes > 0;
  }
}

function toRecord(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    hmac: row.hmac,
    prefix: row.prefix,
    scopes: JSON.parse(row.scopes_json) as ApiScope[],
    profile: row.profile,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    owner: row.owner,
  };
}
