/**
 * The human-readable report page of one scan (`links.report`), pure: a self-contained HTML document
 * (inline CSS, images as data: URIs, no script, no external asset) readable on a phone. Score, risk,
 * coverage, findings with their evidence, the pre-consent table, what the consent notice said, the
 * typed observations in plain words, screenshots and the disclaimer. Every string from a scan is
 * HTML-escaped.
 */
import {
  DISCLAIMER,
  type Finding,
  type GpcResponse,
  type NoticePassageEntry,
  type PreConsentRow,
  type PreConsentTable,
  type Scan,
} from '../model/index.ts';
import { escapeHtml as esc } from './batch-report-html.ts';
import { SCAN_REPORT_CSP, SCAN_REPORT_CSS } from './report-page-assets.ts';
import { preConsentHostsText } from './pre-consent-hosts.ts';
import { rankFindings } from './pulse.ts';

export interface ReportImage {
  subject: 'banner' | 'form_crop' | 'page';
  /** Arm or context the image belongs to, for the caption. */
  caption: string;
  contentType: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

export interface ReportPageInput {
  scan: Scan;
  findings: readonly Finding[];
  preConsentTable: PreConsentTable | null;
  images: readonly ReportImage[];
  /** The starting page's notice passages (report evidence); absent or empty: none retained. */
  noticePassages?: readonly NoticePassageEntry[];
}

const TABLE_ROW_CAP = 300;
const RISK_LABEL = { high: 'High', review_recommended: 'Review recommended', low: 'Low' } as const;
const SUBJECT_LABEL = {
  banner: 'Consent banner',
  form_crop: 'Form (inputs masked)',
  page: 'Page',
} as const;
const words = (value: string) => value.replaceAll('_', ' ');

const TYPED_STATUS: Record<string, string> = {
  confirmed_observation:
    'The choice was confirmed as registered by the site, and eligible non-essential activity was observed after it.',
  confirmed_clean:
    'The choice was confirmed as registered by the site, and no eligible non-essential activity was observed after it.',
  unconfirmed:
    'The click ran, but the site’s stored consent state did not confirm that the choice was registered.',
  not_attempted:
    'This choice was not attempted (no banner or control was found, or the browser step did not run).',
};

const GPC_STATUS: Record<GpcResponse['status'], string> = {
  reduced_activity_with_gpc:
    'With the Global Privacy Control signal the page made less sale/sharing-related activity than without it.',
  no_reduction_observed:
    'With the Global Privacy Control signal no reduction of sale/sharing-related activity was observed.',
  indeterminate:
    'The comparison with and without the Global Privacy Control signal was inconclusive.',
  not_attempted: 'The Global Privacy Control comparison was not run.',
};

function findingSection(finding: Finding): string {
  const e = finding.evidence;
  const examples = e.examples.length
    ? `<div class="scroll"><table><thead><tr><th scope="col">Host</th><th scope="col">Vendor</th><th scope="col">Kind</th><th scope="col">When</th><th scope="col">Page</th></tr></thead><tbody>${e.examples
        .map(
          (x) =>
            `<tr><td>${esc(x.urlHost)}</td><td>${esc(x.vendor ?? 'unclassified')}</td><td>${esc(words(x.type))}${x.name ? ` <code>${esc(x.name)}</code>` : ''}</td><td>${esc(words(x.phase))}</td><td>${x.page ? `<code>${esc(x.page)}</code>${x.pageView && x.pageView !== 'starting_page' ? ` <span class="muted">(${esc(words(x.pageView))})</span>` : ''}` : '<span class="muted">—</span>'}</td></tr>`,
        )
        .join('')}</tbody></table></div>`
    : '';
  const more =
    e.exampleCount > e.examplesShown
      ? `<p class="muted">${e.examplesShown} of ${e.exampleCount} examples shown.</p>`
      : '';
  return `<article class="finding" id="finding-${esc(finding.id)}">
<h3>${esc(finding.label)} <span class="badge crit-${esc(finding.criticality)}">${esc(finding.criticality)}</span></h3>
<p>${esc(finding.plainEnglish)}</p>
<p><strong>Evidence:</strong> ${esc(e.summary)} <span class="muted">(${esc(words(e.phase))}; confidence ${esc(finding.confidence)})</span></p>
${e.pages?.length ? `<p><strong>Seen on:</strong> ${e.pages.map((path) => `<code>${esc(path)}</code>`).join(', ')}</p>` : ''}
${examples}${more}
<p><strong>Next step:</strong> ${esc(finding.nextStep)}</p>
</article>`;
}

function rowsTable(rows: readonly PreConsentRow[], kind: 'tracker' | 'cookie'): string {
  const shown = rows.slice(0, TABLE_ROW_CAP);
  const more =
    rows.length > shown.length
      ? `<p class="muted">… and ${rows.length - shown.length} more rows (the API table has them all).</p>`
      : '';
  const head =
    kind === 'tracker'
      ? '<th scope="col">Host</th><th scope="col">Vendor</th><th scope="col">Purpose</th><th scope="col">Requests</th>'
      : '<th scope="col">Cookie</th><th scope="col">Domain</th><th scope="col">Vendor</th><th scope="col">Purpose</th>';
  const body = shown
    .map((row) =>
      kind === 'tracker'
        ? `<tr><td>${esc(row.host)}</td><td>${esc(row.vendor ?? 'unclassified')}</td><td><span class="badge prio-${esc(row.priority)}">${esc(words(row.purpose))}</span></td><td>${esc(row.requestCount ?? '')}</td></tr>`
        : `<tr><td><code>${esc(row.name ?? '')}</code></td><td>${esc(row.host)}</td><td>${esc(row.vendor ?? 'unclassified')}</td><td><span class="badge prio-${esc(row.priority)}">${esc(words(row.purpose))}</span></td></tr>`,
    )
    .join('');
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>${more}`;
}

function preConsentSection(table: PreConsentTable | null): string {
  if (!table)
    return '<p class="muted">No pre-consent table: the page could not be observed before consent. Missing evidence is not absence.</p>';
  const trackers = table.rows.filter((row) => row.kind === 'tracker');
  const cookies = table.rows.filter((row) => row.kind === 'cookie');
  return `<p>${table.summary.requestCount} requests before any consent choice; ${preConsentHostsText(table)} and ${cookies.length} cookies.</p>
<h3>Trackers contacted before consent</h3>${trackers.length ? rowsTable(trackers, 'tracker') : '<p class="muted">None observed.</p>'}
<h3>Cookies present before consent</h3>${cookies.length ? rowsTable(cookies, 'cookie') : '<p class="muted">None observed.</p>'}`;
}

function typedObservationsSection(scan: Scan): string {
  const parts: string[] = [];
  const typed = [
    ['After refusing', scan.postRefusalObservation],
    ['After accepting (score-neutral baseline)', scan.postAcceptObservation],
  ] as const;
  for (const [title, observation] of typed) {
    if (!observation) continue;
    const limits = observation.coverageLimitations?.length
      ? `<p class="muted">Not measured: ${observation.coverageLimitations.map((l) => esc(l.summary)).join(' ')}</p>`
      : '';
    parts.push(
      `<h3>${title}</h3><p>${esc(TYPED_STATUS[observation.status] ?? observation.status)}</p><p>${esc(observation.interpretation)}</p>${limits}`,
    );
  }
  const gpc = scan.gpcResponse;
  if (gpc)
    parts.push(
      `<h3>Global Privacy Control</h3><p>${esc(GPC_STATUS[gpc.status])}</p>${gpc.interpretation ? `<p>${esc(gpc.interpretation)}</p>` : ''}<p class="muted">No effect on the score; not a legal assessment.</p>`,
    );
  return parts.length
    ? parts.join('\n')
    : '<p class="muted">No typed observations were retained for this scan.</p>';
}

function noticeSection(passages: readonly NoticePassageEntry[]): string {
  if (!passages.length) {
    return '<p class="muted">No notice text was retained: no consent banner was seen before any choice, or its text could not be read. Missing evidence is not absence.</p>';
  }
  const first = passages[0]!;
  const where = first.frameHost ? ` shown by ${esc(first.frameHost)}` : '';
  const cmp = first.cmp ? ` (${esc(first.cmp)})` : '';
  const text = passages
    .filter((p) => p.role !== 'control' && p.role !== 'policy_link')
    .map((p) =>
      p.role === 'heading' ? `<p><strong>${esc(p.text)}</strong></p>` : `<p>${esc(p.text)}</p>`,
    )
    .join('');
  const controls = passages
    .filter((p) => p.role === 'control')
    .map((p) => `<span class="badge crit-info">${esc(p.text)}</span>`);
  const links = passages
    .filter((p) => p.role === 'policy_link' && p.linkHost && p.linkPath)
    .map((p) => `<li>${esc(p.text)}: <code>${esc(p.linkHost)}${esc(p.linkPath)}</code></li>`);
  const cut = passages.some((p) => p.truncated)
    ? '<p class="muted">Some passages were cut to the capture limits (they end in …).</p>'
    : '';
  const what =
    first.source === 'information_notice'
      ? 'The cookie notice (an information notice: it offered no choice, so it is no consent banner)'
      : 'The consent banner';
  return `<p class="muted">${what}${where}${cmp} on the starting page, before any choice, as the site published it.</p>
${text ? `<blockquote class="notice">${text}</blockquote>` : ''}${controls.length ? `<p>Buttons: ${controls.join(' ')}</p>` : ''}${links.length ? `<p>Policy links:</p><ul>${links.join('')}</ul>` : ''}${cut}`;
}

function imagesSection(images: readonly ReportImage[]): string {
  if (!images.length) return '<p class="muted">No screenshots were kept for this scan.</p>';
  return images
    .map((image) => {
      const src = `data:${image.contentType};base64,${Buffer.from(image.bytes).toString('base64')}`;
      const label = `${SUBJECT_LABEL[image.subject]} — ${image.caption}`;
      return `<figure><img src="${src}" alt="${esc(label)}" loading="lazy"><figcaption>${esc(label)}</figcaption></figure>`;
    })
    .join('\n');
}

function headline(scan: Scan): string {
  const facts: string[] = [];
  if (scan.score !== undefined)
    facts.push(
      `<div><dt>Score</dt><dd>${esc(scan.score)}<span class="muted"> / 100</span></dd></div>`,
    );
  if (scan.riskLevel)
    facts.push(
      `<div><dt>Risk</dt><dd><span class="badge risk-${esc(scan.riskLevel)}">${esc(RISK_LABEL[scan.riskLevel])}</span></dd></div>`,
    );
  facts.push(`<div><dt>Status</dt><dd>${esc(words(scan.status))}</dd></div>`);
  if (scan.coverage)
    facts.push(`<div><dt>Coverage</dt><dd>${esc(scan.coverage.status)}</dd></div>`);
  if (scan.findingCount !== undefined)
    facts.push(`<div><dt>Findings</dt><dd>${esc(scan.findingCount)}</dd></div>`);
  return `<dl class="facts">${facts.join('')}</dl>`;
}

function coverageNote(scan: Scan): string {
  if (scan.status === 'failed')
    return `<p class="note">The scan failed: ${esc(scan.failure?.summary ?? 'the page could not be observed')}. A failed scan is incomplete evidence; no finding can be inferred from it.</p>`;
  if (!scan.coverage || scan.coverage.status === 'complete') return '';
  const limits = (scan.coverage.limitations ?? [])
    .map((l) => `<li>${esc(l.summary)}</li>`)
    .join('');
  return `<div class="note"><p>Limited coverage: ${esc(scan.coverage.summary)} This is incomplete evidence.</p>${limits ? `<ul>${limits}</ul>` : ''}</div>`;
}

export function renderScanReportPage(input: ReportPageInput): string {
  const { scan } = input;
  const findings = rankFindings(input.findings);
  const when = scan.completedAt ?? scan.createdAt;
  const title = `consentry report: ${scan.domain}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${esc(SCAN_REPORT_CSP)}">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<style>${SCAN_REPORT_CSS}</style>
</head>
<body>
<header>
<h1>${esc(scan.domain)}</h1>
<p class="url">${esc(scan.url)}${when ? ` · scanned ${esc(when)}` : ''}${scan.scanFrom ? ` · from ${esc(scan.scanFrom)}` : ''}</p>
<p class="disclaimer">${esc(DISCLAIMER)}</p>
${headline(scan)}
${coverageNote(scan)}
</header>
<main>
<section aria-labelledby="h-findings"><h2 id="h-findings">Findings</h2>
${findings.length ? findings.map(findingSection).join('\n') : `<p class="muted">${scan.status === 'failed' ? 'No findings: the scan failed.' : 'No findings. Automated observation can miss behaviour; this is not a clean bill of health.'}</p>`}
</section>
<section aria-labelledby="h-table"><h2 id="h-table">Before any consent choice</h2>
${preConsentSection(input.preConsentTable)}
</section>
<section aria-labelledby="h-notice"><h2 id="h-notice">What the notice said</h2>
${noticeSection(input.noticePassages ?? [])}
</section>
<section aria-labelledby="h-typed"><h2 id="h-typed">What happened after a choice</h2>
${typedObservationsSection(scan)}
</section>
<section aria-labelledby="h-shots"><h2 id="h-shots">Screenshots</h2>
${imagesSection(input.images)}
</section>
</main>
<footer><p class="disclaimer">${esc(DISCLAIMER)}</p><p class="muted">Scan ${esc(scan.scanId)}</p></footer>
</body>
</html>
`;
}
