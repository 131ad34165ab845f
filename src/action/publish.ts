/**
 * What the Action leaves on the run: step outputs, annotations for high findings (capped, anchored
 * like the SARIF results) and for failed scans, and the fail-on gate.
 */
import { outcomeOf, type Criticality, type SarifAnchor } from '../internal.ts';
import type { FailOn } from './inputs.ts';
import type { RunReport } from './report.ts';
import type { ScanTargets } from './targets.ts';

export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
}

/** The part of @actions/core the Action uses (tests pass their own). */
export interface ActionCore {
  getInput(name: string): string;
  setOutput(name: string, value: string): void;
  info(message: string): void;
  notice(message: string, properties?: AnnotationProperties): void;
  warning(message: string, properties?: AnnotationProperties): void;
  error(message: string, properties?: AnnotationProperties): void;
  setFailed(message: string): void;
  summary: { addRaw(text: string, addEOL?: boolean): unknown; write(): Promise<unknown> };
}

/** High-finding annotations shown at most (GitHub shows 10 error annotations per step). */
export const ANNOTATION_CAP = 10;

const RANK: Record<Criticality, number> = { info: 0, low: 1, medium: 2, high: 3 };

const where = (anchor: SarifAnchor): AnnotationProperties => ({
  file: anchor.uri,
  startLine: anchor.line,
});

export function annotate(core: ActionCore, report: RunReport, targets: ScanTargets): void {
  const anchorOf = (url: string) => targets.anchors.get(url) ?? targets.fallback;
  const high = report.scans.flatMap((scan) =>
    (scan.findings ?? [])
      .filter((f) => f.criticality === 'high')
      .map((finding) => ({ scan, finding })),
  );
  for (const { scan, finding } of high.slice(0, ANNOTATION_CAP)) {
    core.error(`${finding.label} on ${scan.url}: ${finding.evidence.summary}`, {
      title: `consentry: ${finding.id}`,
      ...where(anchorOf(scan.url)),
    });
  }
  if (high.length > ANNOTATION_CAP)
    core.notice(
      `consentry: ${high.length - ANNOTATION_CAP} more high findings are in the job summary and the SARIF file.`,
    );
  for (const scan of report.scans) {
    const outcome = outcomeOf(scan);
    if (outcome === 'failed' || outcome === 'other') {
      core.warning(
        `The scan of ${scan.url} failed (${scan.failure ? `${scan.failure.code}: ${scan.failure.summary}` : scan.status}). Not a clean result: nothing is concluded about this page.`,
        { title: 'consentry: scan failed', ...where(anchorOf(scan.url)) },
      );
    }
  }
  for (const bad of targets.unusable)
    core.warning(`Not scanned: "${bad.text}" — ${bad.reason}`, {
      title: 'consentry: unusable line',
      ...where(bad.anchor),
    });
}

export interface OutputValues {
  reportDir: string;
  sarifFile: string;
  commentUrl: string | null;
}

export function setOutputs(core: ActionCore, report: RunReport, values: OutputValues): void {
  const totals = report.totals;
  core.setOutput('score', totals.score === null ? '' : String(totals.score));
  core.setOutput('risk-level', totals.riskLevel ?? '');
  core.setOutput('findings-count', String(totals.findings.total));
  core.setOutput('high-count', String(totals.findings.high));
  core.setOutput('failed-count', String(totals.failed));
  core.setOutput('new-findings-count', String(report.newFindings));
  core.setOutput('new-before-consent-count', String(report.newBeforeConsent));
  core.setOutput('report-dir', values.reportDir);
  core.setOutput('sarif-file', values.sarifFile);
  core.setOutput('comment-url', values.commentUrl ?? '');
}

/**
 * Why the gate fails, or null: a finding at or above `failOn`, or — with any gate set — a scan that
 * failed (its page was not observed, so the gate cannot say it is clean).
 */
export function gateFailure(report: RunReport, failOn: FailOn): string | null {
  if (failOn === 'none') return null;
  const reached = report.scans.flatMap((scan) =>
    (scan.findings ?? [])
      .filter((f) => RANK[f.criticality] >= RANK[failOn])
      .map((f) => `${f.id} on ${scan.url}`),
  );
  const failed = report.scans
    .filter((scan) => ['failed', 'other'].includes(outcomeOf(scan)))
    .map((scan) => scan.url);
  const reasons: string[] = [];
  if (reached.length)
    reasons.push(
      `${reached.length} finding(s) at or above ${failOn}: ${reached.slice(0, 5).join(', ')}${reached.length > 5 ? ', …' : ''}`,
    );
  if (failed.length)
    reasons.push(
      `${failed.length} scan(s) failed, so they cannot pass the gate: ${failed.slice(0, 5).join(', ')}${failed.length > 5 ? ', …' : ''}`,
    );
  return reasons.length ? `consentry (fail-on: ${failOn}): ${reasons.join('; ')}` : null;
}
