/** summary.md of a batch: totals, every site worst first, failures with reasons, unusable and duplicate lines. */
import type { BatchSummary } from './batch-summary.ts';
import { markdownCell, markdownCode, markdownToken } from './markdown.ts';

const STATUS: Record<string, string> = {
  completed: 'completed',
  completed_limited: 'limited',
  failed: 'FAILED',
};

export function renderBatchSummaryMarkdown(summary: BatchSummary): string {
  const { totals } = summary;
  const lines: string[] = [];
  lines.push('# consentry batch summary', '');
  lines.push(
    `Generated ${summary.generatedAt} from ${markdownCode(summary.input.source)}${summary.status === 'interrupted' ? ' — **interrupted**: re-run with the same --out to finish' : ''}.`,
    '',
  );
  lines.push(
    '| Targets | Scanned | Completed | Limited | Failed | Pending | Sites with findings | High | Medium | Low | Info | Average score |',
  );
  lines.push('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  lines.push(
    `| ${[totals.targets, totals.scanned, totals.completed, totals.completedLimited, totals.failed, totals.pending, totals.sitesWithFindings, totals.findings.high, totals.findings.medium, totals.findings.low, totals.findings.info, totals.averageScore].map(markdownCell).join(' | ')} |`,
  );
  lines.push('', '## Sites, worst first', '');
  if (summary.sites.length === 0) lines.push('No site scanned yet.');
  else {
    lines.push(
      '| # | Site | Score | Risk | High | Medium | Low | Info | Trackers before consent | Cookies before consent | Status |',
    );
    lines.push('|---:|---|---:|---|---:|---:|---:|---:|---:|---:|---|');
    summary.sites.forEach((site, index) => {
      lines.push(
        `| ${[
          markdownCell(index + 1),
          markdownCell(site.url),
          markdownCell(site.score),
          markdownToken(site.riskLevel),
          ...[
            site.findings.high,
            site.findings.medium,
            site.findings.low,
            site.findings.info,
            site.preConsent?.trackerCount,
            site.preConsent?.cookieCount,
          ].map(markdownCell),
          markdownToken(STATUS[site.status] ?? site.status),
        ].join(' | ')} |`,
      );
    });
  }
  if (summary.failures.length) {
    lines.push(
      '',
      '## Failures',
      '',
      'A failed scan is incomplete evidence, not a clean result.',
      '',
    );
    lines.push('| Site | Line | Reason | Code |', '|---|---:|---|---|');
    for (const failure of summary.failures)
      lines.push(
        `| ${[failure.url, failure.line, failure.summary].map(markdownCell).join(' | ')} | ${markdownToken(failure.code)} |`,
      );
  }
  if (summary.unusableLines.length) {
    lines.push(
      '',
      '## Unusable lines of the list',
      '',
      '| Line | Text | Reason |',
      '|---:|---|---|',
    );
    for (const bad of summary.unusableLines)
      lines.push(`| ${[bad.line, bad.text, bad.reason].map(markdownCell).join(' | ')} |`);
  }
  if (summary.duplicateLines.length) {
    lines.push(
      '',
      '## Duplicate lines (scanned once)',
      '',
      '| Line | Page | Same as line |',
      '|---:|---|---:|',
    );
    for (const duplicate of summary.duplicateLines)
      lines.push(
        `| ${[duplicate.line, duplicate.url, duplicate.firstLine].map(markdownCell).join(' | ')} |`,
      );
  }
  if (summary.pendingUrls.length) {
    lines.push('', `## Not scanned yet (${summary.pendingUrls.length})`, '');
    for (const url of summary.pendingUrls) lines.push(`- ${markdownCell(url)}`);
  }
  lines.push('', `> ${summary.disclaimer}`, '');
  return lines.join('\n');
}
