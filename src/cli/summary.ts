import {
  plural,
  preConsentHostsText,
  type Finding,
  type PreConsentTable,
  type Scan,
} from '../internal.ts';

const ORDER = { high: 0, medium: 1, low: 2, info: 3 } as const;

function vendorsOf(finding: Finding): string[] {
  const vendors = new Set<string>();
  for (const example of finding.evidence.examples) if (example.vendor) vendors.add(example.vendor);
  return [...vendors];
}

/** The human-readable summary `consentry scan` prints by default. */
export function renderScanSummary(
  scan: Scan,
  findings: readonly Finding[],
  table: PreConsentTable | null,
): string {
  const lines: string[] = [];
  lines.push(`consentry scan of ${scan.url}`);
  lines.push(`  scan ${scan.scanId} · from ${scan.scanFrom ?? 'eu_ie'}`);
  if (scan.status === 'failed') {
    lines.push(`  Status: FAILED — ${scan.failure?.summary ?? 'the page could not be observed'}`);
    lines.push(
      '  A failed scan is incomplete evidence, not a clean result: nothing is concluded about this site.',
    );
  } else {
    lines.push(
      `  Status: ${scan.status} · Score ${scan.score ?? '–'}/100 · Risk: ${scan.riskLevel ?? '–'}`,
    );
    if (scan.coverage) lines.push(`  Coverage: ${scan.coverage.status} — ${scan.coverage.summary}`);
    if (scan.crawl) lines.push(`  Pages: ${scan.crawl.summary}`);
    const sorted = [...findings].sort((a, b) => ORDER[a.criticality] - ORDER[b.criticality]);
    lines.push('', sorted.length ? `Findings (${sorted.length}):` : 'Findings: none.');
    for (const finding of sorted) {
      const vendors = vendorsOf(finding);
      lines.push(
        `  ${finding.criticality.toUpperCase().padEnd(6)} ${finding.id} — ${finding.label} (${finding.confidence} confidence)`,
      );
      lines.push(
        `         ${finding.evidence.summary}${vendors.length ? ` [${vendors.slice(0, 5).join(', ')}${vendors.length > 5 ? ', …' : ''}]` : ''}`,
      );
      const pages = finding.evidence.pages;
      if (pages?.length)
        lines.push(
          `         on ${pages.length === 1 ? 'page' : 'pages'} ${pages.slice(0, 5).join(', ')}${pages.length > 5 ? ', …' : ''}`,
        );
    }
    if (table) lines.push('', preConsentLine(table));
  }
  lines.push('', scan.disclaimer);
  return `${lines.join('\n')}\n`;
}

/** The pre-consent table in one line; its hosts counted as the findings count trackers (preConsentHostsText). */
export function preConsentLine(table: PreConsentTable): string {
  const thirdPartyCookies = table.rows.filter(
    (row) => row.kind === 'cookie' && row.party === 'third_party',
  ).length;
  const cookies = `${plural(table.summary.cookieCount, 'cookie')} (${thirdPartyCookies} third-party)`;
  return `Before consent: ${preConsentHostsText(table)}, ${cookies}.`;
}
