/**
 * The end-of-run files of a batch directory: summary.json, summary.md and report.html, each written
 * atomically (temporary file, then rename), so an interrupted write never leaves half a summary.
 */
import { join } from 'node:path';
import { renderBatchReport } from '../projection/batch-report-html.ts';
import { assertValid } from '../projection/validate.ts';
import type { BatchSummary } from '../projection/batch-summary.ts';
import { BATCH_FILES, readBatchEntries, writeFileAtomic } from './batch-output.ts';
import { renderBatchSummaryMarkdown } from '../projection/batch-summary-md.ts';

export async function writeBatchSummaryFiles(
  dir: string,
  summary: BatchSummary,
): Promise<string[]> {
  assertValid('batch-summary', summary, BATCH_FILES.summaryJson);
  await writeFileAtomic(
    join(dir, BATCH_FILES.summaryJson),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  await writeFileAtomic(join(dir, BATCH_FILES.summaryMd), renderBatchSummaryMarkdown(summary));
  // The report is one page over every scan: it reads the committed files back (memory grows with the batch here only).
  const entries = await readBatchEntries(dir);
  await writeFileAtomic(join(dir, BATCH_FILES.report), renderBatchReport(entries, summary));
  return [
    BATCH_FILES.scans,
    BATCH_FILES.preConsent,
    BATCH_FILES.findingsCsv,
    BATCH_FILES.preConsentCsv,
    BATCH_FILES.summaryJson,
    BATCH_FILES.summaryMd,
    BATCH_FILES.report,
  ];
}
