/**
 * Reads two batch output directories (scans.jsonl and pre-consent.jsonl) and diffs them with the pure
 * `diffScans`. Every line is validated against its schema; a truncated last line (a batch killed while
 * writing) is skipped with a warning; anything else unreadable is a BatchDirError naming the file and line.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { PreConsentTable, Scan } from '../model/index.ts';
import { diffScans, type BatchDiff, type DirData } from '../projection/batch-diff.ts';
import type { SchemaName, SchemaTypeMap } from '../projection/validate.ts';
import { assertValid } from '../projection/validate.ts';

export const SCANS_FILE = 'scans.jsonl';
export const PRE_CONSENT_FILE = 'pre-consent.jsonl';

/** A batch directory that cannot be read: missing, not a batch output, or holding an invalid line. */
export class BatchDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BatchDirError';
  }
}

export interface BatchDirData extends DirData {
  label: string;
  warnings: string[];
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function requireFile(dir: string, name: string): Promise<string> {
  const file = join(dir, name);
  try {
    if ((await stat(file)).isFile()) return file;
  } catch {
    // reported below
  }
  throw new BatchDirError(
    `${dir} is not a consentry batch output directory: ${name} is missing (write one with consentry batch --out DIR)`,
  );
}

/** Parses and validates every line; tolerates (and reports) an unparseable last line only. */
async function readJsonl<N extends SchemaName>(
  file: string,
  schema: N,
  warnings: string[],
): Promise<SchemaTypeMap[N][]> {
  const out: SchemaTypeMap[N][] = [];
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let pending: { line: number; error: string } | null = null;
  let number = 0;
  try {
    for await (const text of lines) {
      number += 1;
      if (text.trim() === '') continue;
      if (pending)
        throw new BatchDirError(`${file}:${pending.line}: not valid JSON (${pending.error})`);
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        pending = { line: number, error: errorText(error) };
        continue;
      }
      try {
        assertValid(schema, value, `${file}:${number}`);
      } catch (error) {
        throw new BatchDirError(errorText(error));
      }
      out.push(value);
    }
  } catch (error) {
    if (error instanceof BatchDirError) throw error;
    throw new BatchDirError(`cannot read ${file}: ${errorText(error)}`);
  } finally {
    lines.close();
  }
  if (pending)
    warnings.push(
      `${file}:${pending.line}: skipped a truncated last line (the batch was interrupted while writing it)`,
    );
  return out;
}

/** Reads the scans and pre-consent tables of one batch output directory. */
export async function readBatchDir(dir: string): Promise<BatchDirData> {
  const path = resolve(dir);
  let isDir = false;
  try {
    isDir = (await stat(path)).isDirectory();
  } catch {
    throw new BatchDirError(`${dir}: no such directory`);
  }
  if (!isDir) throw new BatchDirError(`${dir} is not a directory`);
  const scansFile = await requireFile(dir, SCANS_FILE);
  const tablesFile = await requireFile(dir, PRE_CONSENT_FILE);
  const warnings: string[] = [];
  const scans: Scan[] = await readJsonl(scansFile, 'scan', warnings);
  const preConsentTables: PreConsentTable[] = await readJsonl(
    tablesFile,
    'pre-consent-table',
    warnings,
  );
  return { label: dir, scans, preConsentTables, warnings };
}

/** The diff of two batch output directories (old first). */
export async function diffBatches(oldDir: string, newDir: string): Promise<BatchDiff> {
  const [before, after] = await Promise.all([readBatchDir(oldDir), readBatchDir(newDir)]);
  const diff = diffScans(before, after);
  diff.warnings.push(...before.warnings, ...after.warnings);
  return diff;
}
