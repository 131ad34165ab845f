import { describe, expect, it } from 'vitest';
import { assessScan } from '../../src/findings/index.ts';
import type { ObservationPatch } from './observation-builder.ts';
import { buildScan, cookie, judge, request } from './observation-builder.ts';

const GA = request('www.google-analytics.com', { path: '/g/collect', resourceType: 'ping' });

const http500: ObservationPatch = {
  mainDocumentStatus: 500,
  requests: [GA],
  cookies: [cookie('_ga')],
};
const dnsFailure: ObservationPatch = {
  finalUrl: null,
  mainDocumentStatus: null,
  requests: [],
  termination: { kind: 'navigation_failed', intentional: false },
  errors: [
    {
      stage: 'navigation',
      code: 'dns_failure',
      message: 'page.goto: net::ERR_NAME_NOT_RESOLVED at https://www.shop.example/',
    },
  ],
};

describe('coverage and scan outcome', () => {
  it('a scan whose arms all did their job is completed with complete coverage', () => {
    const { assessment } = judge();
    expect(assessment.status).toBe('completed');
    expect(assessment.coverage).toEqual({
      status: 'complete',
      summary:
        'Every planned arm observed the page: before consent, after Reject, after Accept and with GPC.',
      limitations: [],
    });
    expect(assessment.failure).toBeNull();
  });

  it('an HTTP 500 page fails: no findings and no score, even with trackers on the error page', () => {
    const { assessment } = judge({
      before_consent: http500,
      after_reject: http500,
      after_accept: http500,
      gpc_on: http500,
    });
    expect(assessment.status).toBe('failed');
    expect(assessment.failure).toEqual({
      code: 'http_error',
      summary: 'The main document answered with HTTP 500.',
      httpStatus: 500,
    });
    expect(assessment.findings).toEqual([]);
    expect(assessment.score).toBeNull();
    expect(assessment.coverage.status).toBe('failed');
  });

  it('a DNS failure fails with dns_error', () => {
    const { assessment } = judge({
      before_consent: dnsFailure,
      after_reject: dnsFailure,
      after_accept: dnsFailure,
      gpc_on: dnsFailure,
    });
    expect(assessment.failure?.code).toBe('dns_error');
    expect(assessment.score).toBeNull();
  });

  it("maps the observer's navigation error codes to failure codes", () => {
    const withCode = (code: string): ObservationPatch => ({
      ...dnsFailure,
      errors: [{ stage: 'navigation', code, message: 'Navigation failed.' }],
    });
    const failureFor = (code: string) =>
      judge({
        before_consent: withCode(code),
        after_reject: null,
        after_accept: null,
        gpc_on: null,
      }).assessment.failure?.code;
    expect(failureFor('tls_error')).toBe('tls_error');
    expect(failureFor('navigation_timeout')).toBe('timeout');
    expect(failureFor('connection_failed')).toBe('connection_failed');
    expect(failureFor('egress_denied')).toBe('target_not_allowed');
    expect(failureFor('browser_crashed')).toBe('internal_error');
  });

  it('a bot wall in every arm means the site was never observed: failed, no score', () => {
    const wall: ObservationPatch = {
      mainDocumentStatus: 403,
      requests: [GA],
      cookies: [cookie('__cf_bm', 'shop.example')],
      coverageLimitations: [
        { code: 'bot_wall_detected', summary: 'A bot wall stood in for the page.' },
      ],
    };
    const { assessment } = judge({
      before_consent: wall,
      after_reject: wall,
      after_accept: wall,
      gpc_on: wall,
    });
    expect(assessment.status).toBe('failed');
    expect(assessment.failure).toEqual({
      code: 'interstitial_only',
      summary:
        'A bot wall or captcha interstitial stood in for the page in every arm; the site itself was not observed.',
      httpStatus: 403,
    });
    expect(assessment.score).toBeNull();
    expect(assessment.findings).toEqual([]);
  });

  it('a failed Reject click limits the scan: coverage partial, riskLevel never low', () => {
    const { assessment } = judge({
      after_reject: {
        consent: { action: { kind: 'reject', clickStatus: 'click_failed', label: 'Reject' } },
      },
    });
    expect(assessment.status).toBe('completed_limited');
    expect(assessment.coverage.status).toBe('partial');
    expect(assessment.coverage.limitations).toEqual([
      {
        code: 'consent_click_failed',
        arm: 'after_reject',
        summary: 'The after-Reject arm found the consent control but the click failed.',
      },
    ]);
    expect(assessment.findings).toEqual([]);
    expect(assessment.score).toEqual({ score: 100, riskLevel: 'review_recommended' });
  });

  it('a refusal stored in a format no reader decodes: no refusal_not_registered, a limitation saying registration was not verified', () => {
    const declined = (unconfirmedBecause: 'stored_state_unread' | 'nothing_stored') =>
      judge({
        after_reject: {
          consent: {
            action: { kind: 'reject', clickStatus: 'clicked', label: 'Decline', layer: 'first' },
            decision: {
              kind: 'refusal',
              registration: 'unconfirmed',
              verifiedBy: [],
              unconfirmedBecause,
            },
          },
        },
      }).assessment;
    const unread = declined('stored_state_unread');
    expect(unread.status).toBe('completed_limited');
    expect(unread.coverage.limitations).toEqual([
      {
        code: 'other',
        arm: 'after_reject',
        summary:
          'In the after-Reject arm the site stored its consent state after the click in a format consentry does not decode; whether the refusal was registered was not verified.',
      },
    ]);
    expect(unread.findings.map((f) => f.id)).not.toContain('refusal_not_registered');
    // Nothing stored at all: the finding, and no such limitation.
    const nothing = declined('nothing_stored');
    expect(nothing.coverage.limitations).toEqual([]);
    expect(nothing.findings.map((f) => f.id)).toContain('refusal_not_registered');
  });

  it('a missing arm is a limitation, not a clean result', () => {
    const { assessment } = judge({ gpc_on: null });
    expect(assessment.status).toBe('completed_limited');
    expect(assessment.coverage.limitations?.[0]).toEqual({
      code: 'arm_not_run',
      arm: 'gpc_on',
      summary: 'The GPC arm did not run.',
    });
    expect(assessment.coverage.summary).toBe('Incomplete evidence. The GPC arm did not run.');
  });

  it('a bot wall limits the scan and its cookies/trackers are not blamed on the site', () => {
    const botWall = {
      code: 'bot_wall_detected' as const,
      arm: 'before_consent' as const,
      summary: 'A bot-wall interstitial replaced the page.',
    };
    const { assessment } = judge({
      before_consent: { requests: [GA], cookies: [cookie('_ga')], coverageLimitations: [botWall] },
    });
    expect(assessment.status).toBe('completed_limited');
    expect(assessment.findings.map((finding) => finding.id)).toEqual([]);
    expect(assessment.score?.riskLevel).toBe('review_recommended');
  });

  it('a budget-bounded arm keeps its positive evidence but limits the scan', () => {
    const { assessment } = judge({
      before_consent: {
        requests: [GA],
        termination: { kind: 'budget_exhausted', intentional: false },
      },
    });
    expect(assessment.status).toBe('completed_limited');
    expect(assessment.coverage.limitations?.map((limitation) => limitation.code)).toEqual([
      'budget_exhausted_before_quiet',
    ]);
    expect(assessment.findings.map((finding) => finding.id)).toEqual(['pre_consent_tracking']);
  });

  it('informational limitations are listed without limiting the scan', () => {
    const screenshot = {
      code: 'screenshot_unavailable' as const,
      summary: 'The banner screenshot could not be captured.',
    };
    const assessment = assessScan(
      buildScan({ before_consent: { coverageLimitations: [screenshot] } }),
    );
    expect(assessment.status).toBe('completed');
    expect(assessment.coverage.limitations).toEqual([{ ...screenshot, arm: 'before_consent' }]);
  });

  it('one arm failing to navigate while others loaded is limited, not failed', () => {
    const { assessment } = judge({ gpc_on: dnsFailure });
    expect(assessment.status).toBe('completed_limited');
    expect(
      assessment.coverage.limitations?.map((limitation) => `${limitation.code}/${limitation.arm}`),
    ).toEqual(['navigation_failed/gpc_on']);
  });
});
