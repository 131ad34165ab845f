/**
 * Scans and their artifacts. A stored scan is written once (first completion wins) and never
 * changed, so `getScan` can read the big parts (findings, observations …) only when a caller
 * touches them: GET /scans/{id} parses the scan resource alone.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { ScanFrom } from '../../model/index.ts';
import type { StoredArtifact, StoredScan, StoredScanResources } from '../port.ts';
import { SCAN_INSERT_COLUMNS, scanRowValues } from '../records.ts';

const META_COLUMNS =
  'scan_id, normalized_url, domain, scan_from, status, created_at, completed_at, scan_json, artifact_names_json';
const LAZY_COLUMNS = [
  'findings_json',
  'pre_consent_json',
  'pulse_json',
  'pulse_evidence_json',
  'observations_json',
] as const;
type LazyColumn = (typeof LAZY_COLUMNS)[number];

interface ScanRow {
  scan_id: string;
  normalized_url: string;
  domain: string;
  scan_from: ScanFrom;
  status: StoredScan['status'];
  created_at: string;
  completed_at: string;
  scan_json: string;
  artifact_names_json: string;
}

export class ScanRows {
  private readonly insertScan: StatementSync;
  private readonly insertArtifact: StatementSync;
  private readonly selectScan: StatementSync;
  private readonly selectArtifact: StatementSync;
  private readonly selectReusable: StatementSync;
  private readonly selectLatestForDomain: StatementSync;
  private readonly selectColumn: Record<LazyColumn, StatementSync>;

  constructor(db: DatabaseSync) {
    this.insertScan = db.prepare(`INSERT INTO scans (${SCAN_INSERT_COLUMNS})
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (scan_id) DO NOTHING`);
    this.insertArtifact = db.prepare(
      'INSERT INTO artifacts (scan_id, name, content_type, bytes) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    );
    this.selectScan = db.prepare(`SELECT ${META_COLUMNS} FROM scans WHERE scan_id = ?`);
    this.selectArtifact = db.prepare(
      'SELECT name, content_type, bytes FROM artifacts WHERE scan_id = ? AND name = ?',
    );
    this.selectReusable = db.prepare(`SELECT ${META_COLUMNS} FROM scans
      WHERE normalized_url = ? AND scan_from = ? AND status IN ('completed', 'completed_limited') AND completed_ms >= ?
      ORDER BY completed_ms DESC LIMIT 1`);
    this.selectLatestForDomain = db.prepare(`SELECT ${META_COLUMNS} FROM scans
      WHERE domain = ? AND scan_from = ? AND status IN ('completed', 'completed_limited')
      ORDER BY completed_ms DESC LIMIT 1`);
    this.selectColumn = Object.fromEntries(
      LAZY_COLUMNS.map((column) => [
        column,
        db.prepare(`SELECT ${column} AS value FROM scans WHERE scan_id = ?`),
      ]),
    ) as Record<LazyColumn, StatementSync>;
  }

  /** Inserts the scan and its artifacts unless the scan id exists; returns whether it was new. */
  insert(scan: StoredScan, artifacts: readonly StoredArtifact[]): boolean {
    const inserted = this.insertScan.run(...scanRowValues(scan));
    if (inserted.changes === 0) return false;
    for (const artifact of artifacts)
      this.insertArtifact.run(scan.scanId, artifact.name, artifact.contentType, artifact.bytes);
    return true;
  }

  get(scanId: string): StoredScan | null {
    return this.toStoredScan(this.selectScan.get(scanId) as ScanRow | undefined);
  }

  getArtifact(scanId: string, name: string): StoredArtifact | null {
    const row = this.selectArtifact.get(scanId, name) as
      { name: string; content_type: string; bytes: Uint8Array } | undefined;
    return row ? { name: row.name, contentType: row.content_type, bytes: row.bytes } : null;
  }

  findReusable(normalizedUrl: string, scanFrom: ScanFrom, sinceMs: number): StoredScan | null {
    return this.toStoredScan(
      this.selectReusable.get(normalizedUrl, scanFrom, sinceMs) as ScanRow | undefined,
    );
  }

  latestForDomain(domain: string, scanFrom: ScanFrom): StoredScan | null {
    return this.toStoredScan(
      this.selectLatestForDomain.get(domain, scanFrom) as ScanRow | undefined,
    );
  }

  private toStoredScan(row: ScanRow | undefined): StoredScan | null {
    if (!row) return null;
    const load = (column: LazyColumn) => () =>
      JSON.parse(
        (this.selectColumn[column].get(row.scan_id) as { value: string }).value,
      ) as unknown;
    const resources = { scan: JSON.parse(row.scan_json) } as StoredScanResources;
    defineLazy(resources, 'findings', load('findings_json'));
    defineLazy(resources, 'preConsentTable', load('pre_consent_json'));
    defineLazy(resources, 'pulse', load('pulse_json'));
    defineLazy(resources, 'pulseEvidence', load('pulse_evidence_json'));
    const stored = {
      scanId: row.scan_id,
      normalizedUrl: row.normalized_url,
      domain: row.domain,
      scanFrom: row.scan_from,
      status: row.status,
      createdAt: row.created_at,
      completedAt: row.completed_at,
      resources,
      artifactNames: JSON.parse(row.artifact_names_json) as string[],
    } as StoredScan;
    defineLazy(stored, 'observations', load('observations_json'));
    return stored;
  }
}

/** An enumerable property read from the database on first access, then kept (and writable). */
function defineLazy(target: object, key: string, load: () => unknown): void {
  const settle = (value: unknown) =>
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = load();
      settle(value);
      return value;
    },
    set: settle,
  });
}
