import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeObservations, type Observation } from '../../src/index.ts';

/**
 * Observations saved from real scans of fixture sites (`consentry scan --save-observations`), judged
 * again without a browser: classification, findings, score and projection must give these results.
 * Re-record with: npm run web, then npm run consentry -- scan https://<site>/ --map-hosts … --save-observations test/golden/<site>.observations.json
 */
const GOLDEN: Record<
  string,
  { ids: string[]; score: number; riskLevel: string; refusal: string; gpc: string }
> = {
  // No consent mechanism at all: GPC is the visitor's only choice, so the GPC finding stays.
  'tracker-blog': {
    ids: [
      'tracking_without_consent_mechanism',
      'pre_consent_tracking',
      'pre_consent_nonessential_cookies',
      'gpc_opt_out_not_observed',
    ],
    score: 38,
    riskLevel: 'high',
    refusal: 'not_attempted',
    gpc: 'no_reduction_observed',
  },
  'cmp-vanilla': {
    ids: [],
    score: 100,
    riskLevel: 'low',
    refusal: 'confirmed_clean',
    gpc: 'indeterminate',
  },
  // HubSpot's embed loader shows its cookie banner before consent (a loader, not tracking); "Decline"
  // stores __hs_opt_out=yes, an opt-out cookie where "yes" is the refusal: confirmed, nothing tracks.
  'cmp-hubspot': {
    ids: [],
    score: 100,
    riskLevel: 'low',
    refusal: 'confirmed_clean',
    gpc: 'indeterminate',
  },
  // Recorded with the banner's text (consent.notice of before_consent): German fallback-heuristic banner.
  'banner-de': {
    ids: [],
    score: 100,
    riskLevel: 'low',
    refusal: 'confirmed_clean',
    gpc: 'indeterminate',
  },
  // An EU opt-in banner (Complianz) whose GPC arm sends exactly what pre_consent_tracking reports: no
  // GPC finding restating it; the comparison stays in gpcResponse.
  'ignores-choice': {
    ids: ['pre_consent_tracking', 'tracking_after_refusal', 'pre_consent_nonessential_cookies'],
    score: 38,
    riskLevel: 'high',
    refusal: 'confirmed_observation',
    gpc: 'no_reduction_observed',
  },
  // No banner, no tracker: nothing to click (the action arms were not needed), nothing to report.
  'clean-shop': {
    ids: [],
    score: 100,
    riskLevel: 'low',
    refusal: 'not_attempted',
    gpc: 'indeterminate',
  },
  // The two releases `consentry diff` compares (test/golden/record-diff-runs.ts): a clean release, then one
  // that hard-codes trackers without any consent mechanism.
  'changing-site-a': {
    ids: [],
    score: 100,
    riskLevel: 'low',
    refusal: 'not_attempted',
    gpc: 'indeterminate',
  },
  'changing-site-b': {
    ids: [
      'tracking_without_consent_mechanism',
      'pre_consent_tracking',
      'pre_consent_nonessential_cookies',
      'gpc_opt_out_not_observed',
    ],
    score: 38,
    riskLevel: 'high',
    refusal: 'not_attempted',
    gpc: 'no_reduction_observed',
  },
  'reject-noop': {
    ids: ['refusal_not_registered'],
    score: 94,
    riskLevel: 'review_recommended',
    refusal: 'unconfirmed',
    gpc: 'indeterminate',
  },
};

describe('golden observations judged without a browser', () => {
  it.each(Object.entries(GOLDEN))('%s', (site, expected) => {
    const saved = JSON.parse(
      readFileSync(new URL(`./${site}.observations.json`, import.meta.url), 'utf8'),
    ) as { scanId: string; observations: Observation[] };
    const bundle = judgeObservations(saved.observations, { scanId: saved.scanId });
    expect(bundle.findings.map((f) => f.id).sort()).toEqual([...expected.ids].sort());
    expect(bundle.scan.score).toBe(expected.score);
    expect(bundle.scan.riskLevel).toBe(expected.riskLevel);
    expect(bundle.scan.postRefusalObservation?.status ?? 'not_attempted').toBe(expected.refusal);
    expect(bundle.scan.gpcResponse?.status).toBe(expected.gpc);
    // Judging is deterministic: the same observations give the same resources.
    expect(judgeObservations(saved.observations, { scanId: saved.scanId }).findings).toEqual(
      bundle.findings,
    );
  });
});
