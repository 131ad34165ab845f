/**
 * Scans and their artifacts in PostgreSQL. A stored scan is written once (first completion wins) and
 * never changed; reads return it whole (a server keeps what it read in its scan cache).
 */
import type { ScanFrom } from '../../model/index.ts';
import type { StoredArtifact, StoredScan } from '../port.ts';
import { SCAN_INSERT_COLUMNS, scanRowValues } from '../records.ts';
import { firstRow, type Db } from './sql.ts';

interface ScanRow {
  scan_id: string;
  normalized_url: string;
  domain: string;
  scan_from: ScanFrom;
  status: StoredScan['status'];
  created_at: string;
  completed_at: string;
  scan_json: string;
  findings_json: string;
  pre_consent_json: string;
  pulse_json: string;
  pulse_evidence_json: string;
  observations_json: string;
  artifact_names_json: string;
}

const COLUMNS = `scan_id, normalized_url, domain, scan_from, status, created_at, completed_at, scan_json, findings_json, pre_consent_json,
  pulse_json, pulse_evidence_json, observations_json, artifact_names_json`;

export class ScanRows {
  constructor(private readonly schema: string) {}

  /** Inserts the scan and its artifacts unless the scan id exists; returns whether it was new. Call inside a transaction. */
  async insert(tx: Db, scan: StoredScan, artifacts: readonly StoredArtifact[]): Promise<boolean> {
    const inserted = await firstRow(
      tx,
      `INSERT INTO ${this.schema}.scans (${SCAN_INSERT_COLUMNS})
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ON CONFLICT (scan_id) DO NOTHING RETURNING scan_id`,
      scanRowValues(scan),
    );
    if (!inserted) return false;
    for (const artifact of artifacts) {
      await tx.executeSql(
        `INSERT INTO ${this.schema}.artifacts (scan_id, name, content_type, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [
          scan.scanId,
          artifact.name,
          artifact.contentType,
          Buffer.from(artifact.bytes.buffer, artifact.bytes.byteOffset, artifact.bytes.byteLength),
        ],
      );
    }
    return true;
  }

  async get(db: Db, scanId: string): Promise<StoredScan | null> {
    return toStoredScan(
      await firstRow<ScanRow>(
        db,
        `SELECT ${COLUMNS} FROM ${this.schema}.scans WHERE scan_id = $1`,
        [scanId],
      ),
    );
  }

  async getArtifact(db: Db, scanId: string, name: string): Promise<StoredArtifact | null> {
    const row = await firstRow<{ name: string; content_type: string; bytes: Buffer }>(
      db,
      `SELECT name, content_type, bytes FROM ${this.schema}.artifacts WHERE scan_id = $1 AND name = $2`,
      [scanId, name],
    );
    return row
      ? {
          name: row.name,
          contentType: row.content_type,
          bytes: new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
        }
      : null;
  }

  async findReusable(
    db: Db,
    normalizedUrl: string,
    scanFrom: ScanFrom,
    sinceMs: number,
  ): Promise<StoredScan | null> {
    return toStoredScan(
      await firstRow<ScanRow>(
        db,
        `SELECT ${COLUMNS} FROM ${this.schema}.scans
          WHERE normalized_url = $1 AND scan_from = $2 AND status IN ('completed', 'completed_limited') AND completed_ms >= $3
          ORDER BY completed_ms DESC LIMIT 1`,
        [normalizedUrl, scanFrom, sinceMs],
      ),
    );
  }

  async latestForDomain(db: Db, domain: string, scanFrom: ScanFrom): Promise<StoredScan | null> {
    return toStoredScan(
      await firstRow<ScanRow>(
        db,
        `SELECT ${COLUMNS} FROM ${this.schema}.scans
          WHERE domain = $1 AND scan_from = $2 AND status IN ('completed', 'completed_limited')
          ORDER BY completed_ms DESC LIMIT 1`,
        [domain, scanFrom],
      ),
    );
  }
}

function toStoredScan(row: ScanRow | null): StoredScan | null {
  if (!row) return null;
  return {
    scanId: row.scan_id,
    normalizedUrl: row.normalized_url,
    domain: row.domain,
    scanFrom: row.scan_from,
    status: row.status,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    resources: {
      scan: JSON.parse(row.scan_json),
      findings: JSON.parse(row.findings_json),
      preConsentTable: JSON.parse(row.pre_consent_json),
      pulse: JSON.parse(row.pulse_json),
      pulseEvidence: JSON.parse(row.pulse_evidence_json),
    },
    observations: JSON.parse(row.observations_json),
    artifactNames: JSON.parse(row.artifact_names_json),
  };
}
