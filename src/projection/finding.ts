/** Finding and FindingList resources (spec 2.3, 2.4) from the findings stage's drafts. */
import { findingMeta, type FactValue, type FindingDraft } from '../findings/index.ts';
import { DISCLAIMER, type Finding, type FindingList } from '../model/index.ts';
import { resourceUrls } from './links.ts';
import { EXAMPLE_CAP, projectEvidence } from './sanitize.ts';
import { clip } from '../shared/text.ts';

export interface ProjectionContext {
  /** Stable scan id (UUID) created by the pipeline. */
  scanId: string;
  /** Base URL of the API; default OFFLINE_BASE_URL (see links.ts). */
  baseUrl?: string;
}

/** Fills `{name}` placeholders; an unknown placeholder becomes empty text (never the raw brace). */
export function renderTemplate(
  template: string,
  facts: Readonly<Record<string, FactValue>>,
): string {
  return template
    .replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, key: string) => {
      const value = facts[key];
      return value === undefined ? '' : String(value);
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function projectFinding(draft: FindingDraft, context: ProjectionContext): Finding {
  const meta = findingMeta(draft.id);
  if (!meta) throw new Error(`Unknown finding id "${draft.id}"`);
  const urls = resourceUrls(context.scanId, context.baseUrl);
  return {
    type: 'consentry_finding',
    id: meta.id,
    scanId: context.scanId,
    label: meta.label,
    criticality: meta.criticality,
    confidence: draft.confidence,
    plainEnglish: clip(renderTemplate(meta.plainEnglish, draft.facts), 2000),
    reviewLenses: [...meta.reviewLenses],
    evidence: projectEvidence(draft.evidence, EXAMPLE_CAP),
    nextStep: meta.nextStep,
    scoreEffect: meta.scoreEffect,
    links: { self: urls.finding(meta.id), scan: urls.scan },
    disclaimer: DISCLAIMER,
  };
}

export function projectFindings(
  drafts: readonly FindingDraft[],
  context: ProjectionContext,
): Finding[] {
  return drafts.map((draft) => projectFinding(draft, context));
}

export function projectFindingList(
  drafts: readonly FindingDraft[],
  context: ProjectionContext,
): FindingList {
  const urls = resourceUrls(context.scanId, context.baseUrl);
  return {
    type: 'consentry_finding_list',
    scanId: context.scanId,
    findings: projectFindings(drafts, context).slice(0, 200),
    links: { self: urls.findings, scan: urls.scan },
    disclaimer: DISCLAIMER,
  };
}
