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

/** A file of the directory: `path` to read, `shown` as the user named it (for messages). */
interface DirFile {
  path: string;
  shown: string;
}

async function requireFile(dir: string, path: string, name: string): Promise<DirFile> {
  const file = { path: join(path, name), shown: join(dir, name) };
  try {
    if ((await stat(file.path)).isFile()) return file;
  } catch {
    // reported below
  }
  throw new BatchDirError(
    `${dir} is not a consentry batch output directory: ${name} is missing (write one with consentry batch --out DIR)`,
  );
}

/** Parses and validates every line; tolerates (and reports) an unparseable last line only. */
async function readJsonl<N extends SchemaName>(
  { path, shown: file }: DirFile,
  schema: N,
  warnings: string[],
): Promise<SchemaTypeMap[N][]> {
  const out: SchemaTypeMap[N][] = [];
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
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

/**
 * Reads the scans and pre-consent tables of one batch output directory; a relative `dir` is read from
 * `cwd` and named in messages as given.
 */
export async function readBatchDir(dir: string, cwd = process.cwd()): Promise<BatchDirData> {
  const path = resolve(cwd, dir);
  let isDir = false;
  try {
    isDir = (await stat(path)).isDirectory();
  } catch {
    throw new BatchDirError(`${dir}: no such directory`);
  }
  if (!isDir) throw new BatchDirError(`${dir} is not a directory`);
  const scansFile = await requireFile(dir, path, SCANS_FILE);
  const tablesFile = await requireFile(dir, path, PRE_CONSENT_FILE);
  const warnings: string[] = [];
  const scans: Scan[] = await readJsonl(scansFile, 'scan', warnings);
  const preConsentTables: PreConsentTable[] = await readJsonl(
    tablesFile,
    'pre-consent-table',
    warnings,
  );
  return { label: dir, scans, preConsentTables, warnings };
}

/** The diff of two batch output directories (old first; relative ones read from `cwd`). */
export async function diffBatches(
  oldDir: string,
  newDir: string,
  cwd = process.cwd(),
): Promise<BatchDiff> {
  const [before, after] = await Promise.all([readBatchDir(oldDir, cwd), readBatchDir(newDir, cwd)]);
  const diff = diffScans(before, after);
  diff.warnings.push(...before.warnings, ...after.warnings);
  return diff;
}
