/**
 * Two batch output directories for the `consentry diff` and report.html tests, written without a
 * browser: the saved observations of real fixture-web scans (test/golden/*.observations.json; re-record
 * with `npx tsx test/golden/record-diff-runs.ts`) judged again, and appended by the batch's own writer.
 * Between the runs, changing-site.example added the Meta pixel (and its _fbp cookie) and dropped a
 * theme cookie; server-error.example answers 500 in both (a failed scan, http_error: what a batch
 * writes for a page that answers with an error); tracker-blog.example is new in the second run.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BatchOutput,
  judgeObservations,
  scanWithFindings,
  type ArmName,
  type BatchReportEntry,
  type Observation,
} from '../../src/internal.ts';

/** Saved observation sets (test/golden/<name>.observations.json), in the order each run scanned them. */
const OLD_RUN = ['changing-site-a', 'clean-shop', 'server-error'];
const NEW_RUN = ['changing-site-b', 'clean-shop', 'server-error', 'tracker-blog'];

interface SavedObservations {
  url: string;
  savedAt: string;
  expectedArms: ArmName[];
  observations: Observation[];
}

/** One scan of a run: the saved observations judged as the scan judged them, under a scan id of its own. */
function judged(name: string): BatchReportEntry {
  const saved = JSON.parse(
    readFileSync(new URL(`../golden/${name}.observations.json`, import.meta.url), 'utf8'),
  ) as SavedObservations;
  const startedAt = saved.observations.map((o) => o.startedAt).sort()[0];
  const bundle = judgeObservations(saved.observations, {
    scanId: randomUUID(),
    expectedArms: saved.expectedArms,
    createdAt: startedAt,
    completedAt: saved.savedAt,
  });
  return { scan: scanWithFindings(bundle), preConsentTable: bundle.preConsentTable };
}

/** Writes scans.jsonl, pre-consent.jsonl and the CSVs of `dir` the way a batch commits each scan. */
async function writeRun(dir: string, names: readonly string[]): Promise<BatchReportEntry[]> {
  const entries = names.map(judged);
  const { output } = await BatchOutput.open(dir);
  try {
    for (const entry of entries) await output.append(entry);
  } finally {
    await output.close();
  }
  return entries;
}

export interface DiffRuns {
  /** A fresh temporary directory holding `old` and `new`. */
  root: string;
  oldDir: string;
  newDir: string;
  /** What the second run wrote, in scan order (changing-site, clean-shop, server-error, tracker-blog). */
  newEntries: BatchReportEntry[];
}

export async function writeDiffRuns(): Promise<DiffRuns> {
  const root = mkdtempSync(join(tmpdir(), 'consentry-diff-'));
  const oldDir = join(root, 'old');
  const newDir = join(root, 'new');
  await writeRun(oldDir, OLD_RUN);
  const newEntries = await writeRun(newDir, NEW_RUN);
  return { root, oldDir, newDir, newEntries };
}
