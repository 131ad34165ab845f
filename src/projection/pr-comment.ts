/**
 * The pull-request comment of the GitHub Action (pure Markdown; also the job summary): score and
 * risk with the change against the baseline, what is new before consent first, what was resolved,
 * every finding by criticality, the pages, and the scans that failed or were limited — never shown
 * as clean. A hidden marker lets the Action find and update its one comment. The text stays under
 * GitHub's 65,536-character limit: past it the body is cut at a line with a note.
 */
import {
  DISCLAIMER,
  type Criticality,
  type Finding,
  type PreConsentRow,
  type PreConsentTable,
  type RiskLevel,
  type Scan,
} from '../model/index.ts';
import { siteKey, type BatchDiff, type SiteDiff } from './batch-diff.ts';
import { plural } from '../shared/text.ts';
import { markdownText } from './markdown.ts';
import { outcomeOf } from './batch-report-rows.ts';
import { runTotals, worstRisk } from './run-totals.ts';

/** Hidden in the rendered comment; the Action updates the comment that holds it. */
export const PR_COMMENT_MARKER = '<!-- consentry-action:pr-comment -->';
/** GitHub rejects comment bodies longer than this. */
export const PR_COMMENT_MAX_CHARS = 65_536;
/** Rows per table before "… and N more". */
const ROW_CAP = 100;

export interface PrCommentInput {
  scans: readonly Scan[];
  preConsentTables: readonly PreConsentTable[];
  /** The diff of the baseline run against this one; null without a usable baseline. */
  diff: BatchDiff | null;
  /** Why a baseline that was given could not be used (shown instead of the comparison). */
  baselineProblem?: string | null;
  /** Link to the workflow run (its artifacts hold every output). */
  runUrl: string | null;
}

const CRITICALITY_RANK: Record<Criticality, number> = { high: 0, medium: 1, low: 2, info: 3 };
/**
 * Site-controlled text as inert Markdown: escaped like every Markdown file of ours, and the places
 * where GitHub would autolink broken by a backslash escape (rendered as the character itself): the
 * `:` of any `scheme://`, the `.` of `www.`, the first `.` after an e-mail's `@` — so a page cannot
 * turn its text into a link in the comment.
 */
const md = (text: string) =>
  markdownText(text)
    .replace(/:(?=\/\/)/g, '\\:')
    .replace(/\b(www)\./gi, '$1\\.')
    .replace(/(&#64;[^\s.]*)\./g, '$1\\.');
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');
const code = (value: string) =>
  /[`\r\n|]/.test(value) || value.length === 0 ? md(value) : `\`${value}\``;
/** A sentence without its final period (a period follows in the comment). */
const clause = (text: string) => md(text.trim().replace(/\.+$/, ''));
const risk = (level: string | null | undefined) =>
  level ? level.replaceAll('_', ' ') : 'not assessed';

function table(header: string[], rows: string[][]): string[] {
  const shown = rows.slice(0, ROW_CAP);
  const out = [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...shown.map((row) => `| ${row.join(' | ')} |`),
  ];
  if (rows.length > shown.length)
    out.push('', `… and ${rows.length - shown.length} more rows in the run's artifacts.`);
  return out;
}

function headline(input: PrCommentInput): string[] {
  const totals = runTotals(input.scans);
  const parts: string[] = [];
  const baseline = input.diff ? baselineHeadline(input.diff, input.scans) : null;
  const riskWas =
    baseline && baseline.riskLevel !== totals.riskLevel ? ` (was ${risk(baseline.riskLevel)})` : '';
  parts.push(`**Risk: ${risk(totals.riskLevel)}**${riskWas}`);
  if (totals.score !== null) {
    const delta =
      baseline && baseline.score !== null
        ? ` (${signed(totals.score - baseline.score)} against the baseline)`
        : '';
    parts.push(`**${totals.pages > 1 ? 'lowest page score' : 'score'} ${totals.score}**${delta}`);
  } else parts.push('**no score** (no page was observed)');
  const counts = `${plural(totals.pages, 'page')} scanned: ${totals.completed} completed, ${totals.limited} limited, ${totals.failed} failed`;
  parts.push(
    totals.failed
      ? `${counts} — **${plural(totals.failed, 'failed scan')}: not a clean result**`
      : counts,
  );
  const f = totals.findings;
  const lines = [
    parts.join(' · '),
    '',
    `Findings: ${f.high} high · ${f.medium} medium · ${f.low} low · ${f.info} info`,
  ];
  if (input.baselineProblem)
    lines.push('', `> **Baseline not used:** ${md(input.baselineProblem)}`);
  else if (!input.diff)
    lines.push(
      '',
      '_No baseline was given: nothing is compared; the tables show what this run saw._',
    );
  for (const warning of input.diff?.warnings ?? []) lines.push('', `> Warning: ${md(warning)}`);
  return lines;
}

/** Lowest score and worst risk of the baseline's scans of the pages this run scanned; null when none was compared. */
function baselineHeadline(
  diff: BatchDiff,
  scans: readonly Scan[],
): { score: number | null; riskLevel: RiskLevel | null } | null {
  const keys = new Set(scans.map(siteKey));
  const old = diff.sites.filter((site) => keys.has(site.key)).map((site) => site.old);
  if (!old.length) return null;
  const scores = old.map((state) => state.score).filter((score): score is number => score !== null);
  return {
    score: scores.length ? Math.min(...scores) : null,
    riskLevel: worstRisk(old.map((state) => state.riskLevel)),
  };
}

function itemRow(
  domain: string,
  row: Pick<PreConsentRow, 'kind' | 'vendor' | 'host' | 'purpose' | 'priority'> & { name?: string },
  note: string,
): string[] {
  const what =
    row.kind === 'cookie' && row.name ? `${code(row.name)} on ${md(row.host)}` : md(row.host);
  return [
    md(domain),
    row.kind,
    md(row.vendor ?? (row.kind === 'cookie' ? 'unknown' : 'unnamed')),
    what,
    md(row.purpose),
    md(row.priority),
    note,
  ];
}

const ITEM_HEADER = ['Page', 'Kind', 'Vendor', 'Host / cookie', 'Purpose', 'Priority', 'Note'];

function newBeforeConsent(
  input: PrCommentInput,
  changed: SiteDiff[],
  addedKeys: Set<string>,
  tables: Map<string, PreConsentTable>,
): string[] {
  if (!input.diff) {
    const rows = input.scans.flatMap((scan) =>
      (tables.get(scan.scanId)?.rows ?? []).map((row) => itemRow(scan.domain, row, '')),
    );
    const out = ['#### Before consent (no baseline to compare with)', ''];
    return rows.length
      ? [...out, ...table(ITEM_HEADER, rows)]
      : [...out, 'No tracker or cookie before consent on the pages observed.'];
  }
  const vendors: string[] = [];
  const rows: string[][] = [];
  for (const site of changed) {
    if (site.preConsent.newVendors.length)
      vendors.push(`${site.preConsent.newVendors.map(md).join(', ')} on ${md(site.domain)}`);
    for (const item of site.preConsent.newTrackers)
      rows.push(itemRow(site.domain, { kind: 'tracker', ...item }, 'new'));
    for (const item of site.preConsent.newCookies)
      rows.push(itemRow(site.domain, { kind: 'cookie', ...item }, 'new'));
  }
  for (const scan of input.scans) {
    if (!addedKeys.has(siteKey(scan))) continue;
    const pageRows = tables.get(scan.scanId)?.rows ?? [];
    const pageVendors = [
      ...new Set(pageRows.map((row) => row.vendor).filter((v): v is string => !!v)),
    ].sort();
    if (pageVendors.length)
      vendors.push(
        `${pageVendors.map(md).join(', ')} on ${md(scan.domain)} (page not in the baseline)`,
      );
    for (const row of pageRows) rows.push(itemRow(scan.domain, row, 'page not in the baseline'));
  }
  const out = ['#### New before consent in this PR', ''];
  if (!rows.length)
    return [...out, 'No vendor, tracker or cookie is new before consent against the baseline.'];
  if (vendors.length) out.push(`**New vendors before consent:** ${vendors.join('; ')}`, '');
  return [...out, ...table(ITEM_HEADER, rows)];
}

function resolved(changed: SiteDiff[]): string[] {
  const rows: string[][] = [];
  for (const site of changed) {
    const note = site.removalsUnconfirmed ? 'unconfirmed: limited coverage' : '';
    for (const item of site.findings.resolved)
      rows.push([
        md(site.domain),
        `finding ${md(item.label)} (${code(item.id)})`,
        md(item.criticality),
        note,
      ]);
    for (const item of site.preConsent.removedTrackers)
      rows.push([
        md(site.domain),
        `tracker ${md(item.host)} (${md(item.vendor ?? 'unnamed')})`,
        md(item.priority),
        note,
      ]);
    for (const item of site.preConsent.removedCookies)
      rows.push([
        md(site.domain),
        `cookie ${code(item.name)} on ${md(item.host)} (${md(item.vendor ?? 'unknown')})`,
        md(item.priority),
        note,
      ]);
  }
  if (!rows.length) return [];
  return [
    '#### Resolved or no longer seen before consent',
    '',
    ...table(['Page', 'Item', 'Criticality / priority', 'Note'], rows),
  ];
}

function findingsTable(input: PrCommentInput, newIds: Map<string, Set<string>>): string[] {
  const all: { scan: Scan; finding: Finding }[] = input.scans.flatMap((scan) =>
    (scan.findings ?? []).map((finding) => ({ scan, finding })),
  );
  all.sort(
    (a, b) =>
      CRITICALITY_RANK[a.finding.criticality] - CRITICALITY_RANK[b.finding.criticality] ||
      a.finding.id.localeCompare(b.finding.id) ||
      a.scan.domain.localeCompare(b.scan.domain),
  );
  const out = ['#### Findings by criticality', ''];
  if (!all.length)
    return [
      ...out,
      'No finding on the pages observed (failed pages are listed below and are not clean).',
    ];
  const rows = all.map(({ scan, finding }) => {
    const isNew = newIds.get(siteKey(scan))?.has(finding.id) ? ' **new**' : '';
    // The page is the site and, where the evidence names them, the paths it was seen on.
    const paths = (finding.evidence.pages ?? []).slice(0, 3).map(code).join(', ');
    const page = paths
      ? `${md(scan.domain)} ${paths}${(finding.evidence.pages?.length ?? 0) > 3 ? ', …' : ''}`
      : md(scan.domain);
    return [
      md(finding.criticality),
      `${md(finding.label)} (${code(finding.id)})${isNew}`,
      page,
      md(finding.confidence),
      md(finding.evidence.summary),
    ];
  });
  return [...out, ...table(['Criticality', 'Finding', 'Page', 'Confidence', 'Evidence'], rows)];
}

function pagesTable(input: PrCommentInput, sites: Map<string, SiteDiff>): string[] {
  const rows = input.scans.map((scan) => {
    const site = sites.get(siteKey(scan));
    const counts = { high: 0, medium: 0, low: 0, info: 0 };
    for (const finding of scan.findings ?? []) counts[finding.criticality]++;
    const outcome = outcomeOf(scan);
    const status =
      outcome === 'failed'
        ? `**failed**`
        : outcome === 'limited'
          ? 'limited coverage'
          : md(scan.status);
    let score = typeof scan.score === 'number' ? `${scan.score}` : '–';
    if (site?.scoreDelta != null) score += ` (${signed(site.scoreDelta)})`;
    const riskText = site?.riskChange
      ? `${risk(site.riskChange.from)} → ${risk(site.riskChange.to)}`
      : risk(scan.riskLevel);
    const scored = outcome === 'completed' || outcome === 'limited';
    const n = (value: number) => (scored ? `${value}` : '–');
    return [
      `${md(scan.domain)} ${code(scan.url)}`,
      status,
      score,
      riskText,
      n(counts.high),
      n(counts.medium),
      n(counts.low),
      n(counts.info),
    ];
  });
  return [
    '#### Pages',
    '',
    ...table(['Page', 'Status', 'Score', 'Risk', 'High', 'Medium', 'Low', 'Info'], rows),
  ];
}

function notClean(input: PrCommentInput, sites: Map<string, SiteDiff>): string[] {
  const lines: string[] = [];
  for (const scan of input.scans) {
    const outcome = outcomeOf(scan);
    const caveats = (sites.get(siteKey(scan))?.caveats ?? []).map(md).join(' ');
    if (outcome === 'failed' || outcome === 'other') {
      // The diff's caveat of a failed page repeats the failure: not shown.
      const why = scan.failure
        ? `${code(scan.failure.code)}: ${clause(scan.failure.summary)}`
        : `status ${md(scan.status)}`;
      lines.push(
        `- **${md(scan.domain)}** ${code(scan.url)}: **scan failed** — ${why}. Nothing is concluded about this page.`,
      );
    } else if (outcome === 'limited') {
      lines.push(
        `- **${md(scan.domain)}** ${code(scan.url)}: limited coverage — ${clause(scan.coverage?.summary ?? 'some arms could not be observed')}. Findings may be missing.${caveats ? ` ${caveats}` : ''}`,
      );
    } else if (caveats) lines.push(`- **${md(scan.domain)}**: ${caveats}`);
  }
  if (!lines.length) return [];
  return [
    '#### Failed or limited scans — not a clean result',
    '',
    ...lines.slice(0, ROW_CAP),
    ...(lines.length > ROW_CAP
      ? [`- … and ${lines.length - ROW_CAP} more in the run's artifacts.`]
      : []),
  ];
}

export function renderPrComment(
  input: PrCommentInput,
  maxChars: number = PR_COMMENT_MAX_CHARS,
): string {
  const tables = new Map(input.preConsentTables.map((t) => [t.scanId, t]));
  const sites = new Map((input.diff?.sites ?? []).map((site) => [site.key, site]));
  const scannedKeys = new Set(input.scans.map(siteKey));
  const changed = (input.diff?.sites ?? []).filter(
    (site) => site.kind === 'changed' && scannedKeys.has(site.key),
  );
  const addedKeys = new Set((input.diff?.added ?? []).map((site) => site.key));
  const newIds = new Map<string, Set<string>>(
    changed.map((site) => [site.key, new Set(site.findings.new.map((f) => f.id))]),
  );
  for (const scan of input.scans)
    if (addedKeys.has(siteKey(scan)))
      newIds.set(siteKey(scan), new Set((scan.findings ?? []).map((f) => f.id)));

  const head = [PR_COMMENT_MARKER, '### consentry · privacy-consent scan', '', ...headline(input)];
  const sections = [
    newBeforeConsent(input, changed, addedKeys, tables),
    resolved(changed),
    findingsTable(input, newIds),
    pagesTable(input, sites),
    notClean(input, sites),
  ];
  const body = sections.filter((lines) => lines.length).flatMap((lines) => ['', ...lines]);
  const footer = [
    '',
    ...(input.runUrl
      ? [
          `[Every output of this run (JSON, CSV, HTML report, SARIF) is in the run's artifacts](${input.runUrl})`,
          '',
        ]
      : []),
    `<sub>${md(DISCLAIMER)}</sub>`,
    '',
  ];
  return fit(head, body, footer, maxChars);
}

/** Head + as much of the body as fits + footer, cut at a line boundary with a note. */
function fit(head: string[], body: string[], footer: string[], maxChars: number): string {
  const join = (lines: string[]) => lines.join('\n');
  const whole = join([...head, ...body, ...footer]);
  if (whole.length <= maxChars) return whole;
  const note = (n: number) => [
    '',
    `> **Truncated:** ${plural(n, 'more line')} did not fit in GitHub's ${PR_COMMENT_MAX_CHARS.toLocaleString('en')}-character comment limit; the job summary and the run's artifacts have everything.`,
  ];
  let size = join([...head, ...note(body.length), ...footer]).length;
  let kept = 0;
  while (kept < body.length && size + body[kept]!.length + 1 <= maxChars)
    size += body[kept++]!.length + 1;
  return join([...head, ...body.slice(0, kept), ...note(body.length - kept), ...footer]);
}
