import { findingMeta, type Criticality } from '../internal.ts';

/** --fail-on: exit 1 when a finding at or above this criticality is found; `none` never fails. */
export type FailOn = Criticality | 'none';

export const CRITICALITIES = [
  'info',
  'low',
  'medium',
  'high',
] as const satisfies readonly Criticality[];

export interface GateFinding {
  id: string;
  criticality: Criticality;
}

/** A batch site as its summary records it: finding counts by criticality, and the finding ids. */
export interface GateSite {
  url: string;
  findings: Record<Criticality, number>;
  findingIds: readonly string[];
}

/** What the gate decided, and the line that says why when it fails (null when it passes). */
export interface GateResult {
  exitCode: 0 | 1;
  message: string | null;
}

const MAX_NAMED_SITES = 5;

function levelsAtOrAbove(failOn: FailOn): readonly Criticality[] {
  return failOn === 'none' ? [] : CRITICALITIES.slice(CRITICALITIES.indexOf(failOn));
}

/** One scan: exit 1 names every finding that tripped the gate. */
export function scanGate(findings: readonly GateFinding[], failOn: FailOn): GateResult {
  const levels = levelsAtOrAbove(failOn);
  const tripped = findings.filter((finding) => levels.includes(finding.criticality));
  if (tripped.length === 0) return { exitCode: 0, message: null };
  const named = tripped.map((finding) => `${finding.id} (${finding.criticality})`).join(', ');
  const what = tripped.length === 1 ? 'this finding' : `these ${tripped.length} findings`;
  return { exitCode: 1, message: `--fail-on ${failOn}: exit 1 for ${what}: ${named}` };
}

/** A batch: exit 1 names the sites whose findings tripped the gate, with those findings. */
export function batchGate(
  sites: readonly GateSite[],
  failOn: FailOn,
  summaryFile: string,
): GateResult {
  const levels = levelsAtOrAbove(failOn);
  const tripped = sites.filter((site) => levels.some((level) => site.findings[level] > 0));
  if (tripped.length === 0) return { exitCode: 0, message: null };
  const named = tripped
    .slice(0, MAX_NAMED_SITES)
    .map(
      (site) => `${site.url} (${site.findingIds.filter((id) => isAtLevel(id, levels)).join(', ')})`,
    );
  const more =
    tripped.length > MAX_NAMED_SITES
      ? `; ${tripped.length - MAX_NAMED_SITES} more in ${summaryFile}`
      : '';
  const sitesText = tripped.length === 1 ? '1 site has' : `${tripped.length} sites have`;
  return {
    exitCode: 1,
    message: `--fail-on ${failOn}: exit 1 because ${sitesText} findings at or above ${failOn}: ${named.join('; ')}${more}`,
  };
}

/** Whether a finding id is at one of the levels; an id this version does not know (an older batch) is named rather than hidden. */
function isAtLevel(id: string, levels: readonly Criticality[]): boolean {
  const criticality = findingMeta(id)?.criticality;
  return criticality === undefined || levels.includes(criticality);
}
