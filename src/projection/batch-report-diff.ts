/**
 * Renderings of a BatchDiff (pure): plain text for a terminal and Markdown for a pull-request comment.
 * New pre-consent items come first, then new findings, score and status changes, failures, and only
 * then what was resolved. A failed or limited scan is never shown as clean: a failed side gets a
 * "nothing is concluded" line instead of item changes, and removals seen through limited coverage are
 * marked unconfirmed.
 */
import type {
  BatchDiff,
  CookieItem,
  FindingItem,
  SiteDiff,
  SiteRef,
  SiteState,
  TrackerItem,
} from './batch-diff.ts';
import { plural } from '../shared/text.ts';
import { markdownCode, markdownText } from './markdown.ts';

/** Rows per Markdown table before "… and N more" (a PR comment holds at most 65,536 characters). */
const MARKDOWN_ROW_CAP = 100;

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const riskText = (risk: string | null) => risk ?? 'not assessed';

function scoreText(site: SiteDiff): string {
  const from = site.old.score ?? '–';
  const to = site.new.score ?? '–';
  if (site.scoreDelta === null) return from === to ? `${to}` : `${from} → ${to}`;
  return site.scoreDelta === 0 ? `${to} (±0)` : `${from} → ${to} (${signed(site.scoreDelta)})`;
}

function statusText(state: SiteState): string {
  if (state.outcome === 'failed')
    return `FAILED (${state.failure ? `${state.failure.code}: ${state.failure.summary}` : state.status})`;
  if (state.outcome === 'limited') return `${state.status} (limited coverage)`;
  return state.status;
}

const trackerText = (item: TrackerItem) =>
  `tracker ${item.host} (${item.vendor ?? 'unnamed vendor'}, ${item.purpose}, ${item.priority} priority)`;
const cookieText = (item: CookieItem) =>
  `cookie ${item.name} on ${item.host} (${item.vendor ?? 'unknown vendor'}, ${item.purpose}, ${item.party.replace('_', '-')}, ${item.priority} priority)`;
const findingText = (item: FindingItem) =>
  `${item.criticality.toUpperCase()} ${item.id} — ${item.label} (${item.confidence} confidence)`;

function refText(site: SiteRef): string {
  const { state } = site;
  if (state.outcome === 'failed')
    return `${site.domain}  ${statusText(state)} — not a clean result`;
  const limited = state.outcome === 'limited' ? ' · limited coverage' : '';
  return `${site.domain}  score ${state.score ?? '–'} · risk ${riskText(state.riskLevel)}${limited}`;
}

function siteLines(site: SiteDiff): string[] {
  const lines = [`${site.domain}  ${site.url}`];
  const head = [`score ${scoreText(site)}`];
  if (site.riskChange)
    head.push(`risk ${riskText(site.riskChange.from)} → ${riskText(site.riskChange.to)}`);
  else head.push(`risk ${riskText(site.new.riskLevel)}`);
  head.push(
    site.statusChange
      ? `status ${statusText(site.old)} → ${statusText(site.new)}`
      : statusText(site.new),
  );
  lines.push(`  ${head.join(' · ')}`);
  const pre = site.preConsent;
  if (pre.newVendors.length)
    lines.push(`  + new vendors before consent: ${pre.newVendors.join(', ')}`);
  for (const item of pre.newTrackers) lines.push(`  + before consent: ${trackerText(item)}`);
  for (const item of pre.newCookies) lines.push(`  + before consent: ${cookieText(item)}`);
  for (const item of site.findings.new)
    lines.push(`  + new finding ${findingText(item)}`, `      ${item.summary}`);
  const unconfirmed = site.removalsUnconfirmed ? ' (unconfirmed: limited coverage)' : '';
  if (pre.removedVendors.length)
    lines.push(
      `  - vendors no longer before consent${unconfirmed}: ${pre.removedVendors.join(', ')}`,
    );
  for (const item of pre.removedTrackers)
    lines.push(`  - no longer before consent${unconfirmed}: ${trackerText(item)}`);
  for (const item of pre.removedCookies)
    lines.push(`  - no longer before consent${unconfirmed}: ${cookieText(item)}`);
  for (const item of site.findings.resolved)
    lines.push(`  - resolved finding${unconfirmed}: ${findingText(item)}`);
  for (const caveat of site.caveats) lines.push(`  ! ${caveat}`);
  return lines;
}

function totalsLine(diff: BatchDiff): string[] {
  const t = diff.totals;
  return [
    `Compared ${plural(t.compared, 'site')}: ${t.changed} changed, ${t.unchanged} unchanged, ${t.notComparable} not comparable · ${t.added} added · ${t.removed} removed`,
    `New before consent on ${plural(t.sitesWithNewBeforeConsent, 'site')} · ${plural(t.newFindings, 'new finding')} · ${t.resolvedFindings} resolved · ${plural(t.nowFailing, 'site')} now failing`,
  ];
}

/** The diff for a terminal. */
export function renderDiffText(diff: BatchDiff): string {
  const lines = [
    `consentry diff: ${diff.old.label ?? 'old run'} → ${diff.new.label ?? 'new run'}`,
    ...totalsLine(diff),
  ];
  for (const warning of diff.warnings) lines.push(`warning: ${warning}`);
  const changed = diff.sites.filter((site) => site.kind === 'changed');
  for (const site of changed) lines.push('', ...siteLines(site));
  const notComparable = diff.sites.filter((site) => site.kind === 'not_comparable');
  if (notComparable.length) {
    lines.push(
      '',
      `Not comparable (${notComparable.length}) — nothing is concluded about these sites:`,
    );
    for (const site of notComparable)
      lines.push(`  ${site.domain}  old ${statusText(site.old)} · new ${statusText(site.new)}`);
  }
  if (diff.added.length) {
    lines.push('', `Added to the list (${diff.added.length}):`);
    for (const site of diff.added) lines.push(`  + ${refText(site)}`);
  }
  if (diff.removed.length) {
    lines.push('', `Removed from the list (${diff.removed.length}):`);
    for (const site of diff.removed) lines.push(`  - ${site.domain}  ${site.url}`);
  }
  if (
    changed.length === 0 &&
    notComparable.length === 0 &&
    !diff.added.length &&
    !diff.removed.length
  )
    lines.push('', 'No change between the two runs.');
  else if (diff.totals.unchanged)
    lines.push('', `${plural(diff.totals.unchanged, 'site')} unchanged.`);
  lines.push('', diff.disclaimer);
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------- Markdown

const md = markdownText;
const code = markdownCode;

function table(header: string[], rows: string[][]): string[] {
  const shown = rows.slice(0, MARKDOWN_ROW_CAP);
  const out = [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...shown.map((row) => `| ${row.join(' | ')} |`),
  ];
  if (rows.length > shown.length)
    out.push('', `… and ${rows.length - shown.length} more (see \`consentry diff --json\`).`);
  return out;
}

function statusMd(state: SiteState): string {
  if (state.outcome === 'failed') return `**failed** (${md(state.failure?.code ?? state.status)})`;
  if (state.outcome === 'limited') return `${md(state.status)} (limited coverage)`;
  return md(state.status);
}

/** The diff as Markdown (PR comments, job summaries). */
export function renderDiffMarkdown(diff: BatchDiff): string {
  const t = diff.totals;
  const out: string[] = ['### consentry diff', ''];
  out.push(
    `**${t.changed} of ${plural(t.compared, 'site')} changed** · ${t.added} added · ${t.removed} removed · ` +
      `new before consent on ${plural(t.sitesWithNewBeforeConsent, 'site')} · ${plural(t.newFindings, 'new finding')} · ${t.resolvedFindings} resolved` +
      (t.nowFailing ? ` · **${plural(t.nowFailing, 'site')} now failing**` : ''),
  );
  for (const warning of diff.warnings) out.push('', `> Warning: ${md(warning)}`);
  const changed = diff.sites.filter((site) => site.kind === 'changed');

  const newItems: string[][] = [];
  for (const site of changed) {
    for (const item of site.preConsent.newTrackers)
      newItems.push([
        md(site.domain),
        'tracker',
        md(item.vendor ?? 'unnamed'),
        md(item.host),
        md(item.purpose),
        md(item.priority),
      ]);
    for (const item of site.preConsent.newCookies)
      newItems.push([
        md(site.domain),
        'cookie',
        md(item.vendor ?? 'unknown'),
        `${code(item.name)} on ${md(item.host)}`,
        md(item.purpose),
        md(item.priority),
      ]);
  }
  if (newItems.length)
    out.push(
      '',
      '#### New before consent',
      '',
      ...table(['Site', 'Kind', 'Vendor', 'Host / cookie', 'Purpose', 'Priority'], newItems),
    );

  const newFindings = changed.flatMap((site) =>
    site.findings.new.map((item) => [
      md(site.domain),
      `${md(item.label)} (${code(item.id)})`,
      md(item.criticality),
      md(item.confidence),
      md(item.summary),
    ]),
  );
  if (newFindings.length)
    out.push(
      '',
      '#### New findings',
      '',
      ...table(['Site', 'Finding', 'Criticality', 'Confidence', 'Evidence'], newFindings),
    );

  const moves = changed
    .filter(
      (site) =>
        site.statusChange || (site.scoreDelta !== null && site.scoreDelta !== 0) || site.riskChange,
    )
    .map((site) => [
      md(site.domain),
      site.statusChange ? `${statusMd(site.old)} → ${statusMd(site.new)}` : statusMd(site.new),
      md(scoreText(site)),
      site.riskChange
        ? `${md(riskText(site.riskChange.from))} → ${md(riskText(site.riskChange.to))}`
        : md(riskText(site.new.riskLevel)),
    ]);
  if (moves.length)
    out.push('', '#### Score and status', '', ...table(['Site', 'Status', 'Score', 'Risk'], moves));

  const caveated = diff.sites.filter((site) => site.caveats.length && site.kind !== 'unchanged');
  if (caveated.length) {
    out.push('', '#### Failed or incomplete — not a clean result', '');
    for (const site of caveated.slice(0, MARKDOWN_ROW_CAP))
      out.push(`- **${md(site.domain)}**: ${site.caveats.map(md).join(' ')}`);
  }

  const resolved: string[][] = [];
  for (const site of changed) {
    const note = site.removalsUnconfirmed ? 'unconfirmed: limited coverage' : '';
    for (const item of site.findings.resolved)
      resolved.push([
        md(site.domain),
        `finding ${md(item.label)} (${code(item.id)})`,
        md(item.criticality),
        note,
      ]);
    for (const item of site.preConsent.removedTrackers)
      resolved.push([
        md(site.domain),
        `tracker ${md(item.host)} (${md(item.vendor ?? 'unnamed')})`,
        md(item.priority),
        note,
      ]);
    for (const item of site.preConsent.removedCookies)
      resolved.push([
        md(site.domain),
        `cookie ${code(item.name)} on ${md(item.host)} (${md(item.vendor ?? 'unknown')})`,
        md(item.priority),
        note,
      ]);
  }
  if (resolved.length)
    out.push(
      '',
      '#### Resolved or no longer seen before consent',
      '',
      ...table(['Site', 'Item', 'Criticality / priority', 'Note'], resolved),
    );

  if (diff.added.length || diff.removed.length) {
    out.push('', '#### Sites added or removed', '');
    for (const site of diff.added.slice(0, MARKDOWN_ROW_CAP)) {
      const state =
        site.state.outcome === 'failed'
          ? `${statusMd(site.state)} — not a clean result`
          : `score ${site.state.score ?? '–'} · risk ${md(riskText(site.state.riskLevel))}${site.state.outcome === 'limited' ? ' (limited coverage)' : ''}`;
      out.push(`- added **${md(site.domain)}** — ${state}`);
    }
    for (const site of diff.removed.slice(0, MARKDOWN_ROW_CAP))
      out.push(`- removed **${md(site.domain)}**`);
  }
  if (!changed.length && !caveated.length && !diff.added.length && !diff.removed.length)
    out.push('', 'No change between the two runs.');
  out.push('', `<sub>${md(diff.disclaimer)}</sub>`, '');
  return out.join('\n');
}
