/**
 * report.html of a batch (pure): one self-contained page — inline CSS and a small inline script, no
 * external asset, a CSP that allows nothing else — that a privacy engineer would rather read than
 * the CSV. A header with totals and the disclaimer; a table of every site, worst first, sortable by
 * clicking a column header (progressive enhancement: without JavaScript the table stays in its
 * worst-first order); per site an expandable detail with its findings and what was seen before
 * consent. A failed scan is shown as failed (no score, no counts: unknown is not zero); a limited
 * scan is marked as incomplete evidence. Every string from a scan is HTML-escaped.
 */
import { DISCLAIMER, type Finding, type PreConsentRow, type Scan } from '../model/index.ts';
import { plural } from '../shared/text.ts';
import { distinct } from '../shared/values.ts';
import { REPORT_CSP, REPORT_CSS, REPORT_SCRIPT } from './batch-report-assets.ts';
import {
  compareWorstFirst,
  siteRow,
  totalsOf,
  vendorPrevalence,
  type BatchReportEntry,
  type SiteRow,
} from './batch-report-rows.ts';
import type { BatchSummary } from './batch-summary.ts';
import { preConsentHostsText } from './pre-consent-hosts.ts';
import { rankFindings } from './pulse.ts';

export type { BatchReportEntry } from './batch-report-rows.ts';

/** What the report reads from the batch summary (the rest it derives from the scans themselves). */
export type BatchReportSummary = Pick<BatchSummary, 'generatedAt'> &
  Partial<Pick<BatchSummary, 'status' | 'input' | 'unusableLines' | 'pendingUrls'>>;

/** Rows shown per pre-consent table and per list before "… and N more" (the CSV has them all). */
const DETAIL_ROW_CAP = 200;
const VENDOR_PREVIEW = 3;
const PREVALENCE_CAP = 20;

/** Escapes text for element content and double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const esc = escapeHtml;

const RISK_LABEL = { high: 'High', review_recommended: 'Review recommended', low: 'Low' } as const;
const RISK_SEVERITY = { high: 3, review_recommended: 2, low: 1 } as const;
const OUTCOME_LABEL = {
  completed: 'completed',
  limited: 'limited coverage',
  failed: 'failed',
  other: 'not finished',
} as const;
const OUTCOME_SEVERITY = { failed: 0, other: 1, limited: 2, completed: 3 } as const;

/** A link only for http(s) URLs (a PageUrl always is; anything else is shown as text). */
function link(url: string, text: string = url): string {
  return /^https?:\/\//i.test(url)
    ? `<a href="${esc(url)}" rel="noopener noreferrer nofollow">${esc(text)}</a>`
    : esc(text);
}

function scoreClass(score: number): string {
  return score < 40 ? 'score-low' : score < 80 ? 'score-mid' : 'score-high';
}

function sortAttributes(row: SiteRow, rank: number): string {
  const attrs: [string, string | number | null][] = [
    ['rank', rank],
    ['site', row.domain],
    ['score', row.score],
    ['risk', row.riskLevel ? RISK_SEVERITY[row.riskLevel] : null],
    ['status', OUTCOME_SEVERITY[row.outcome]],
    ['high', row.counts?.high ?? null],
    ['medium', row.counts?.medium ?? null],
    ['vendors', row.vendorsBeforeConsent?.length ?? null],
  ];
  return attrs.map(([key, value]) => `data-${key}="${value === null ? '' : esc(value)}"`).join(' ');
}

function scoreCell(row: SiteRow): string {
  if (row.score === null)
    return `<td class="num"><span aria-hidden="true">—</span><span class="visually-hidden">no score</span></td>`;
  const limited =
    row.outcome === 'limited'
      ? ` <span class="badge status-limited" title="Incomplete evidence: coverage was limited">limited</span>`
      : '';
  return `<td class="num"><span class="score ${scoreClass(row.score)}">${row.score}</span>${limited}</td>`;
}

function riskCell(row: SiteRow): string {
  if (!row.riskLevel) return `<td><span class="badge risk-none">not assessed</span></td>`;
  return `<td><span class="badge risk-${row.riskLevel}">${RISK_LABEL[row.riskLevel]}</span></td>`;
}

function statusCell(row: SiteRow, scan: Scan): string {
  const reason =
    row.outcome === 'failed' && scan.failure
      ? `<br><span class="muted">${esc(scan.failure.code)}</span>`
      : '';
  return `<td><span class="badge status-${row.outcome}">${OUTCOME_LABEL[row.outcome]}</span>${reason}</td>`;
}

function countCell(value: number | null | undefined): string {
  if (value === null || value === undefined)
    return `<td class="num"><span aria-hidden="true">—</span><span class="visually-hidden">unknown</span></td>`;
  return `<td class="num">${value}</td>`;
}

function vendorsCell(row: SiteRow): string {
  const vendors = row.vendorsBeforeConsent;
  if (vendors === null)
    return `<td><span aria-hidden="true">—</span><span class="visually-hidden">unknown</span></td>`;
  if (vendors.length === 0) {
    const unnamed =
      (row.trackersBeforeConsent ?? 0) > 0
        ? ` <span class="muted">(${plural(row.trackersBeforeConsent ?? 0, 'unnamed tracker')})</span>`
        : '';
    return `<td>0${unnamed}</td>`;
  }
  const shown = vendors.slice(0, VENDOR_PREVIEW).map(esc).join(', ');
  const more = vendors.length > VENDOR_PREVIEW ? `, +${vendors.length - VENDOR_PREVIEW}` : '';
  return `<td><strong>${vendors.length}</strong>: ${shown}${more}</td>`;
}

function findingsSection(scan: Scan): string {
  const findings: Finding[] = rankFindings(scan.findings ?? []);
  if (findings.length === 0) {
    return `<h3>Findings</h3><p>No finding was projected. This is not a certification that the site is compliant.</p>`;
  }
  const rows = findings.map((finding) => {
    const examples = finding.evidence.examples;
    const vendors = distinct(examples.map((example) => example.vendor));
    const hosts = distinct(examples.map((example) => example.urlHost));
    const names = distinct(examples.map((example) => example.name));
    const neutral =
      finding.scoreEffect === 'none' ? ' <span class="muted">(score-neutral)</span>' : '';
    return `<tr><td><span class="badge crit-${esc(finding.criticality)}">${esc(finding.criticality)}</span></td>
<th scope="row">${esc(finding.label)}${neutral}<br><code class="muted">${esc(finding.id)}</code></th>
<td>${esc(finding.confidence)}</td>
<td>${esc(finding.evidence.summary)}${names.length ? `<br><span class="muted">Names: ${names.map(esc).join(', ')}</span>` : ''}${finding.evidence.pages?.length ? `<br><span class="muted">Seen on: ${finding.evidence.pages.map((path) => `<code>${esc(path)}</code>`).join(', ')}</span>` : ''}<br><span class="muted">Next step: ${esc(finding.nextStep)}</span></td>
<td>${vendors.length ? vendors.map(esc).join(', ') : '<span class="muted">—</span>'}</td>
<td>${hosts.length ? hosts.map(esc).join(', ') : '<span class="muted">—</span>'}</td></tr>`;
  });
  return `<h3>Findings (${findings.length})</h3>
<table><thead><tr><th scope="col">Criticality</th><th scope="col">Finding</th><th scope="col">Confidence</th><th scope="col">Evidence</th><th scope="col">Example vendors</th><th scope="col">Example hosts</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

function capped<T>(rows: readonly T[]): { shown: readonly T[]; more: string } {
  if (rows.length <= DETAIL_ROW_CAP) return { shown: rows, more: '' };
  return {
    shown: rows.slice(0, DETAIL_ROW_CAP),
    more: `<p class="muted">… and ${rows.length - DETAIL_ROW_CAP} more (see pre-consent.csv).</p>`,
  };
}

function trackerTable(rows: readonly PreConsentRow[]): string {
  if (rows.length === 0) return '<p>No tracker host was contacted before consent.</p>';
  const { shown, more } = capped(rows);
  const body = shown
    .map(
      (
        row,
      ) => `<tr><td>${row.vendor ? esc(row.vendor) : '<span class="muted">unnamed</span>'}</td><th scope="row">${esc(row.host)}</th><td>${esc(row.purpose)}</td>
<td><span class="badge prio-${esc(row.priority)}">${esc(row.priority)}</span></td><td class="num">${row.requestCount ?? ''}</td></tr>`,
    )
    .join('\n');
  return `<table><caption class="visually-hidden">Trackers before consent</caption><thead><tr><th scope="col">Vendor</th><th scope="col">Host</th><th scope="col">Purpose</th><th scope="col">Priority</th><th scope="col">Requests</th></tr></thead>
<tbody>${body}</tbody></table>${more}`;
}

function expiry(row: PreConsentRow): string {
  if (row.expiryDays === null) return 'session';
  if (row.expiryDays === undefined) return '';
  return `${Math.round(row.expiryDays)} d`;
}

function cookieTable(rows: readonly PreConsentRow[]): string {
  if (rows.length === 0) return '<p>No cookie was set before consent.</p>';
  const { shown, more } = capped(rows);
  const body = shown
    .map(
      (
        row,
      ) => `<tr><th scope="row"><code>${esc(row.name ?? '')}</code></th><td>${esc(row.host)}</td><td>${row.vendor ? esc(row.vendor) : '<span class="muted">unknown</span>'}</td>
<td>${esc(row.purpose)}</td><td><span class="badge prio-${esc(row.priority)}">${esc(row.priority)}</span></td><td>${esc(row.party.replace('_', '-'))}</td><td>${expiry(row)}</td></tr>`,
    )
    .join('\n');
  return `<table><caption class="visually-hidden">Cookies before consent</caption><thead><tr><th scope="col">Name</th><th scope="col">Domain</th><th scope="col">Vendor</th><th scope="col">Purpose</th><th scope="col">Priority</th><th scope="col">Party</th><th scope="col">Expiry</th></tr></thead>
<tbody>${body}</tbody></table>${more}`;
}

function preConsentSection(entry: BatchReportEntry): string {
  const table = entry.preConsentTable;
  if (!table)
    return `<h3>Before consent</h3><p>No pre-consent table: nothing was observed, so nothing is concluded.</p>`;
  const trackers = table.rows.filter((row) => row.kind === 'tracker');
  const cookies = table.rows.filter((row) => row.kind === 'cookie');
  return `<h3>Before consent</h3>
<p>${plural(table.summary.requestCount, 'request')} before any consent choice; ${preConsentHostsText(table)}, ${plural(cookies.length, 'cookie')}.</p>
<h4>Trackers</h4>${trackerTable(trackers)}
<h4>Cookies</h4>${cookieTable(cookies)}`;
}

function coverageNote(row: SiteRow, scan: Scan): string {
  if (row.outcome === 'failed') {
    const http = scan.failure?.httpStatus ? ` (HTTP ${scan.failure.httpStatus})` : '';
    return `<p class="note-failed"><strong>Scan failed</strong> — ${esc(scan.failure?.code ?? scan.status)}${http}: ${esc(scan.failure?.summary ?? 'the page could not be observed')}<br>
A failed scan is incomplete evidence, not a clean result: nothing is concluded about this site.</p>`;
  }
  if (row.outcome === 'other')
    return `<p class="note-failed"><strong>Scan not finished</strong> (status ${esc(scan.status)}): nothing is concluded about this site.</p>`;
  if (row.outcome === 'limited') {
    const limitations = (scan.coverage?.limitations ?? []).map(
      (limitation) =>
        `<li>${esc(limitation.summary)} <code class="muted">${esc(limitation.code)}</code></li>`,
    );
    return `<div class="note-limited"><p><strong>Limited coverage — incomplete evidence.</strong> ${esc(scan.coverage?.summary ?? '')}
Findings may be missing; the absence of a finding here says nothing.</p>${limitations.length ? `<ul>${limitations.join('')}</ul>` : ''}</div>`;
  }
  return scan.coverage
    ? `<p class="muted">Coverage: ${esc(scan.coverage.status)} — ${esc(scan.coverage.summary)}</p>`
    : '';
}

function detailSummary(row: SiteRow, scan: Scan): string {
  if (row.outcome === 'failed' || row.outcome === 'other')
    return `Details: why ${esc(row.domain)} was not observed`;
  const parts = [plural(scan.findings?.length ?? 0, 'finding')];
  if (row.trackersBeforeConsent !== null)
    parts.push(
      `${plural(row.trackersBeforeConsent, 'tracker')}, ${plural(row.cookiesBeforeConsent ?? 0, 'cookie')} before consent`,
    );
  return `Details for ${esc(row.domain)}: ${parts.join(' · ')}`;
}

function siteBody(entry: BatchReportEntry, row: SiteRow, rank: number): string {
  const { scan } = entry;
  const showUrl = scan.url !== `https://${scan.domain}/`;
  const when = scan.completedAt ?? scan.createdAt;
  const body = [
    `<p>${link(scan.url)} · scan <code>${esc(scan.scanId)}</code>${when ? ` · ${esc(when)}` : ''}${scan.scanFrom ? ` · from ${esc(scan.scanFrom)}` : ''}</p>`,
    coverageNote(row, scan),
  ];
  if (row.outcome === 'completed' || row.outcome === 'limited')
    body.push(findingsSection(scan), preConsentSection(entry));
  return `<tbody id="site-${rank}" ${sortAttributes(row, rank)}>
<tr><th scope="row">${esc(row.domain)}${showUrl ? `<br><span class="url">${esc(scan.url)}</span>` : ''}</th>${scoreCell(row)}${riskCell(row)}${statusCell(row, scan)}${countCell(row.counts?.high)}${countCell(row.counts?.medium)}${vendorsCell(row)}</tr>
<tr class="detail"><td colspan="7"><details><summary>${detailSummary(row, scan)}</summary><div class="detail-body">
${body.join('\n')}
</div></details></td></tr>
</tbody>`;
}

function totalsBlock(rows: readonly SiteRow[], summary: BatchReportSummary): string {
  const totals = totalsOf(rows);
  const items: [string, string | number][] = [
    ['Sites scanned', totals.sites],
    ['Completed', totals.completed],
    ['Limited coverage', totals.limited],
    ['Failed', totals.failed + totals.other],
    ['High risk', totals.highRisk],
    ['Review recommended', totals.reviewRecommended],
    ['Low risk', totals.lowRisk],
    ['High findings', totals.highFindings],
    ['Medium findings', totals.mediumFindings],
    ['Sites with trackers before consent', totals.sitesWithTrackersBeforeConsent],
    ['Median score', totals.medianScore ?? '—'],
  ];
  if (summary.pendingUrls?.length) items.push(['Not scanned yet', summary.pendingUrls.length]);
  return `<dl class="totals">${items.map(([label, value]) => `<div><dt>${esc(label)}</dt><dd>${esc(value)}</dd></div>`).join('')}</dl>`;
}

function failuresSection(entries: readonly BatchReportEntry[], rows: readonly SiteRow[]): string {
  const failed = rows
    .map((row, index) => ({ row, scan: entries[index]!.scan }))
    .filter(({ row }) => row.outcome === 'failed' || row.outcome === 'other');
  if (failed.length === 0) return '';
  const items = failed.map(
    ({ row, scan }) =>
      `<li><strong>${esc(row.domain)}</strong> — ${esc(scan.failure?.code ?? scan.status)}: ${esc(scan.failure?.summary ?? 'the page could not be observed')}</li>`,
  );
  return `<section aria-labelledby="failed-heading"><h2 id="failed-heading">Failed scans (${failed.length})</h2>
<p>These pages could not be observed. A failed scan is not a clean result: nothing is concluded about these sites.</p>
<ul>${items.join('\n')}</ul></section>`;
}

function inputSection(summary: BatchReportSummary): string {
  const parts: string[] = [];
  if (summary.status === 'interrupted') {
    parts.push(
      `<p class="note-limited"><strong>Interrupted batch:</strong> ${plural(summary.pendingUrls?.length ?? 0, 'target')} not scanned yet. Re-run with the same output directory to finish.</p>`,
    );
  }
  const unusable = summary.unusableLines ?? [];
  if (unusable.length) {
    const items = unusable
      .slice(0, DETAIL_ROW_CAP)
      .map(
        (line) =>
          `<li>line ${esc(line.line)}: <code>${esc(line.text)}</code> — ${esc(line.reason)}</li>`,
      );
    parts.push(
      `<details><summary>${plural(unusable.length, 'input line')} could not be used</summary><ul>${items.join('\n')}</ul></details>`,
    );
  }
  return parts.join('\n');
}

function prevalenceSection(entries: readonly BatchReportEntry[]): string {
  const prevalence = vendorPrevalence(entries);
  if (prevalence.length === 0) return '';
  const items = prevalence
    .slice(0, PREVALENCE_CAP)
    .map(
      ({ vendor, sites }) =>
        `<li><strong>${esc(vendor)}</strong> <span class="muted">${plural(sites, 'site')}</span></li>`,
    );
  const more =
    prevalence.length > PREVALENCE_CAP
      ? `<p class="muted">… and ${prevalence.length - PREVALENCE_CAP} more vendors.</p>`
      : '';
  return `<section aria-labelledby="vendors-heading"><h2 id="vendors-heading">Vendors seen before consent</h2>
<p class="hint">Vendors of trackers and of cookies that need review (strictly necessary, consent, security and functional cookies are not counted), by number of sites.</p>
<ul class="inline">${items.join('\n')}</ul>${more}</section>`;
}

const COLUMNS: {
  key: string;
  label: string;
  type: 'text' | 'number';
  first: 'ascending' | 'descending';
}[] = [
  { key: 'site', label: 'Site', type: 'text', first: 'ascending' },
  { key: 'score', label: 'Score', type: 'number', first: 'ascending' },
  { key: 'risk', label: 'Risk', type: 'number', first: 'descending' },
  { key: 'status', label: 'Status', type: 'number', first: 'ascending' },
  { key: 'high', label: 'High findings', type: 'number', first: 'descending' },
  { key: 'medium', label: 'Medium findings', type: 'number', first: 'descending' },
  { key: 'vendors', label: 'Vendors before consent', type: 'number', first: 'descending' },
];

export function renderBatchReport(
  entries: readonly BatchReportEntry[],
  summary: BatchReportSummary,
): string {
  const indexed = entries.map((entry) => ({ entry, row: siteRow(entry) }));
  indexed.sort((a, b) => compareWorstFirst(a.row, b.row));
  const sortedEntries = indexed.map(({ entry }) => entry);
  const rows = indexed.map(({ row }) => row);
  const head = COLUMNS.map(
    (column) =>
      `<th scope="col" data-key="${column.key}" data-type="${column.type}" data-first="${column.first}"${column.key === 'score' ? ' aria-sort="ascending"' : ''}>${column.label}</th>`,
  ).join('');
  const bodies = indexed.map(({ entry, row }, rank) => siteBody(entry, row, rank));
  const source = summary.input?.source ? ` · list <code>${esc(summary.input.source)}</code>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${esc(REPORT_CSP)}">
<meta name="referrer" content="no-referrer">
<title>consentry batch report — ${plural(entries.length, 'site')}</title>
<style>${REPORT_CSS}</style>
</head>
<body>
<header>
<h1>consentry batch report</h1>
<p class="meta">Generated ${esc(summary.generatedAt)} · ${plural(entries.length, 'site')} scanned${source}</p>
<p class="disclaimer" role="note"><strong>Not legal advice.</strong> ${esc(DISCLAIMER)}</p>
${totalsBlock(rows, summary)}
${inputSection(summary)}
</header>
<main>
${failuresSection(sortedEntries, rows)}
${prevalenceSection(entries)}
<section aria-labelledby="sites-heading">
<h2 id="sites-heading">Sites</h2>
<p class="hint">Worst first (lowest score first; failed scans, which have no score, last). Click a column header to sort; open a site's details for its findings and everything seen before consent. "Vendors before consent" counts the vendors that need review.</p>
<p id="sort-status" class="visually-hidden" aria-live="polite"></p>
<table id="sites">
<caption class="visually-hidden">Scanned sites with score, risk level, status, findings and vendors before consent</caption>
<thead><tr>${head}</tr></thead>
${bodies.join('\n')}
</table>
</section>
</main>
<footer><p class="muted">${esc(DISCLAIMER)}</p></footer>
<script>${REPORT_SCRIPT}</script>
</body>
</html>
`;
}
