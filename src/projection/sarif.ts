/**
 * SARIF 2.1.0 of a run (pure): one rule per finding id, one result per finding of a page. Code
 * scanning rejects web URLs as locations, so every result is anchored to the line of the file that
 * named the page (the urls file, the workflow that holds the inline list, …) and the page URL goes
 * into the message and the properties. Failed and limited scans become tool notifications: they are
 * not clean results, and `executionSuccessful` is false when any scan failed.
 */
import { DISCLAIMER, type Criticality, type Finding, type Scan } from '../model/index.ts';
import { FINDING_IDS, findingMeta } from '../findings/index.ts';
import { outcomeOf } from './batch-report-rows.ts';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

/** Where a page's results are shown: a file of the repository (forward slashes, relative) and a 1-based line. */
export interface SarifAnchor {
  uri: string;
  line: number;
}

export interface SarifInput {
  scans: readonly Scan[];
  /** Anchor of each page, by the page URL a Scan's `url` holds. */
  anchors: ReadonlyMap<string, SarifAnchor>;
  /** Anchor of a page missing from `anchors`. */
  fallback: SarifAnchor;
  toolVersion: string;
  informationUri?: string;
}

type Level = 'error' | 'warning' | 'note';
const LEVEL: Record<Criticality, Level> = {
  high: 'error',
  medium: 'warning',
  low: 'note',
  info: 'note',
};

interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string };
  defaultConfiguration: { level: Level };
  properties: { tags: string[]; criticality: Criticality };
}

const pascal = (id: string) =>
  id.replace(/(^|_)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());

function ruleOf(id: string, seen: Finding | undefined): SarifRule {
  const meta = findingMeta(id);
  const label = meta?.label ?? seen?.label ?? id;
  const criticality = meta?.criticality ?? seen?.criticality ?? 'info';
  const lenses = [...(meta?.reviewLenses ?? seen?.reviewLenses ?? [])];
  const nextStep = meta?.nextStep ?? seen?.nextStep ?? 'Review the evidence.';
  return {
    id,
    name: pascal(id),
    shortDescription: { text: label },
    fullDescription: {
      text: `${label} (consentry finding \`${id}\`, ${criticality} criticality): an automated observation of the page in a real browser, for human review.`,
    },
    help: { text: nextStep },
    defaultConfiguration: { level: LEVEL[criticality] },
    properties: { tags: [...new Set(['privacy', 'consent', ...lenses])], criticality },
  };
}

function location(anchor: SarifAnchor) {
  return {
    physicalLocation: {
      artifactLocation: { uri: anchor.uri },
      region: { startLine: Math.max(1, Math.floor(anchor.line)) },
    },
  };
}

export function projectSarif(input: SarifInput): Record<string, unknown> {
  const seen = new Map<string, Finding>();
  for (const scan of input.scans)
    for (const finding of scan.findings ?? [])
      if (!seen.has(finding.id)) seen.set(finding.id, finding);
  const ids = [
    ...FINDING_IDS,
    ...[...seen.keys()].filter((id) => !FINDING_IDS.includes(id)).sort(),
  ];
  const rules = ids.map((id) => ruleOf(id, seen.get(id)));
  const index = new Map(ids.map((id, i) => [id, i]));
  const anchorOf = (scan: Scan) => input.anchors.get(scan.url) ?? input.fallback;

  const results = input.scans.flatMap((scan) =>
    (scan.findings ?? []).map((finding) => {
      const vendors = [
        ...new Set(
          finding.evidence.examples
            .map((example) => example.vendor)
            .filter((v): v is string => !!v),
        ),
      ];
      return {
        ruleId: finding.id,
        ruleIndex: index.get(finding.id)!,
        level: LEVEL[finding.criticality],
        message: { text: `${finding.label} on ${scan.url}: ${finding.evidence.summary}` },
        locations: [location(anchorOf(scan))],
        partialFingerprints: { consentryPageFinding: `${finding.id} ${scan.url}` },
        properties: {
          url: scan.url,
          domain: scan.domain,
          scanId: scan.scanId,
          criticality: finding.criticality,
          confidence: finding.confidence,
          vendors,
        },
      };
    }),
  );

  const notifications = input.scans.flatMap((scan) => {
    const outcome = outcomeOf(scan);
    if (outcome === 'completed') return [];
    const failed = outcome !== 'limited';
    const why = failed
      ? scan.failure
        ? `${scan.failure.code}: ${scan.failure.summary}`
        : `status ${scan.status}`
      : (scan.coverage?.summary ?? 'limited coverage');
    const text = failed
      ? `The scan of ${scan.url} failed (${why}). Nothing is concluded about this page: it is not a clean result.`
      : `The scan of ${scan.url} had limited coverage (${why}). Findings may be missing.`;
    return [
      {
        level: failed ? ('error' as const) : ('warning' as const),
        message: { text },
        locations: [location(anchorOf(scan))],
        properties: { url: scan.url, status: scan.status },
      },
    ];
  });

  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'consentry',
            version: input.toolVersion,
            ...(input.informationUri ? { informationUri: input.informationUri } : {}),
            rules,
          },
        },
        invocations: [
          {
            executionSuccessful: !input.scans.some((scan) => {
              const o = outcomeOf(scan);
              return o === 'failed' || o === 'other';
            }),
            toolExecutionNotifications: notifications,
          },
        ],
        results,
        properties: { disclaimer: DISCLAIMER },
      },
    ],
  };
}
