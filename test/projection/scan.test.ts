import { describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../src/model/index.ts';
import {
  projectDomainLatestScan,
  projectFailedScan,
  projectScan,
} from '../../src/projection/index.ts';
import { assertValid } from '../../src/projection/validate.ts';
import { everythingWrong } from '../findings/fixtures.ts';
import { request } from '../findings/observation-builder.ts';
import { BASE, project, SCAN_ID } from './helpers.ts';

const API = `${BASE}/api/v2/scans/${SCAN_ID}`;

describe('projectScan', () => {
  it('a clean completed scan: score 100, low risk, complete coverage, absolute links, disclaimer', () => {
    const { bundle } = project();
    const scan = bundle.scan;
    assertValid('scan', scan);
    expect(scan).toMatchObject({
      type: 'consentry_scan',
      scanId: SCAN_ID,
      domain: 'www.shop.example',
      url: 'https://www.shop.example/',
      status: 'completed',
      scanFrom: 'eu_ie',
      score: 100,
      riskLevel: 'low',
      findingCount: 0,
      createdAt: '2026-09-12T10:00:00Z',
      completedAt: '2026-09-12T10:00:09Z',
      disclaimer: DISCLAIMER,
    });
    expect(scan.coverage?.status).toBe('complete');
    expect(scan.links).toEqual({
      self: API,
      status: `${API}/status`,
      findings: `${API}/findings`,
      pulse: `${API}/pulse`,
      preConsentCookiesTrackers: `${API}/pre-consent-cookies-trackers`,
      reportEvidence: `${API}/report-evidence`,
      diagnostics: `${API}/diagnostics`,
      report: `${BASE}/reports/${SCAN_ID}`,
    });
    expect(scan.postRefusalObservation).toMatchObject({
      status: 'confirmed_clean',
      verdict: 'no_eligible_nonessential_activity_after_confirmed_refusal',
      productionProjectable: false,
    });
    expect(scan.postAcceptObservation).toMatchObject({
      status: 'confirmed_clean',
      productionProjectable: false,
    });
    expect(scan.gpcResponse).toMatchObject({
      status: 'indeterminate',
      scoreEffect: 'none',
      legalInterpretation: 'not_assessed',
      version: 3,
    });
  });

  it('a scan with everything wrong validates and carries every part', () => {
    const { bundle } = project(everythingWrong());
    const scan = bundle.scan;
    assertValid('scan', scan);
    expect(scan.status).toBe('completed');
    expect(scan.findingCount).toBe(15);
    expect(scan.score).toBe(0);
    expect(scan.riskLevel).toBe('high');
    expect(scan.gpcResponse).toEqual({
      type: 'consentry_gpc_response',
      version: 3,
      status: 'reduced_activity_with_gpc',
      scoreEffect: 'none',
      legalInterpretation: 'not_assessed',
      interpretation:
        'Fewer sale/sharing requests were observed with the GPC signal than without it. This does not establish that GPC was honoured.',
      observation: {
        version: 3,
        status: 'complete',
        registration: { state: 'not_opted_out', source: 'gpp' },
        delivery: { mainDocument: 'delivered', navigatorSignalExposed: true },
        acknowledgment: { wellKnown: 'not_found', coverage: 'complete' },
        requests: {
          classifiedRequestCount: 2,
          saleSharingRequestCount: 2,
          collectionCount: 1,
          blockedBeforeTransmissionCount: 1,
        },
      },
      activityComparison: {
        withoutGpc: {
          requestCount: 18,
          saleSharingRequestCount: 13,
          thirdPartyHostCount: 17,
          cookieCount: 5,
        },
        withGpc: {
          requestCount: 2,
          saleSharingRequestCount: 2,
          thirdPartyHostCount: 2,
          cookieCount: 0,
        },
      },
    });
    expect(scan.privacyAuditEvidence).toEqual({
      forms: { count: 1, thirdPartyDestinationCount: 1, sensitiveFieldKinds: ['health'] },
      sessionRecordingVendors: ['Microsoft Clarity'],
      keyLoggingDestinationHosts: ['in.hotjar.com'],
      canvasFingerprintingHosts: ['fp.example-tracker.com'],
      audioFingerprintingHosts: ['fp.example-tracker.com'],
      fontFingerprintingHosts: ['fp.example-tracker.com'],
      sensitiveDataCategories: ['health', 'form_content'],
    });
  });

  it('a limited scan has partial coverage and is never low risk', () => {
    const { bundle } = project({ gpc_on: null });
    assertValid('scan', bundle.scan);
    expect(bundle.scan).toMatchObject({
      status: 'completed_limited',
      score: 100,
      riskLevel: 'review_recommended',
    });
    expect(bundle.scan.coverage).toMatchObject({
      status: 'partial',
      summary: 'Incomplete evidence. The GPC arm did not run.',
    });
    expect(bundle.scan.gpcResponse).toMatchObject({
      status: 'not_attempted',
      coverageLimitations: [
        { code: 'arm_not_run', arm: 'gpc_on', summary: 'The GPC arm did not run.' },
      ],
    });
    expect(bundle.scan.gpcResponse?.observation).toBeUndefined();
  });

  it('a failed scan has failure and coverage, no score, no findings, no typed observations', () => {
    const http500 = { mainDocumentStatus: 500, requests: [request('www.google-analytics.com')] };
    const { bundle, classified, assessment } = project({
      before_consent: http500,
      after_reject: http500,
      after_accept: http500,
      gpc_on: http500,
    });
    const scan = bundle.scan;
    assertValid('scan', scan);
    expect(scan.status).toBe('failed');
    expect(scan.failure).toEqual({
      code: 'http_error',
      summary: 'The main document answered with HTTP 500.',
      httpStatus: 500,
    });
    for (const key of [
      'score',
      'riskLevel',
      'postAcceptObservation',
      'postRefusalObservation',
      'gpcResponse',
      'privacyAuditEvidence',
      'findingCount',
    ] as const) {
      expect(scan[key]).toBeUndefined();
    }
    // Every read of a failed scan answers (status and coverage, nothing concluded): every link is there.
    expect(Object.keys(scan.links).sort()).toEqual([
      'diagnostics',
      'findings',
      'preConsentCookiesTrackers',
      'pulse',
      'report',
      'reportEvidence',
      'self',
      'status',
    ]);
    expect(bundle.findingList.findings).toEqual([]);
    expect(bundle.preConsentTable).toBeNull();
    expect(() =>
      projectScan(classified, { ...assessment, status: 'completed' }, { scanId: SCAN_ID }),
    ).toThrow('needs a score');
  });

  it('a scan walled off in every arm projects as failed with interstitial_only', () => {
    const wall = {
      mainDocumentStatus: 503,
      coverageLimitations: [
        { code: 'captcha_detected' as const, summary: 'A captcha stood in for the page.' },
      ],
    };
    const { bundle } = project({
      before_consent: wall,
      after_reject: wall,
      after_accept: wall,
      gpc_on: wall,
    });
    assertValid('scan', bundle.scan);
    expect(bundle.scan).toMatchObject({
      status: 'failed',
      failure: { code: 'interstitial_only', httpStatus: 503 },
    });
    expect(bundle.scan.score).toBeUndefined();
  });

  it('projectFailedScan covers failures before any observation and strips the query string', () => {
    const scan = projectFailedScan({
      scanId: SCAN_ID,
      url: 'https://shop.example/landing?utm_source=x&email=a@b.example#top',
      failure: { code: 'browser_unavailable', summary: 'No browser could be started.' },
      scanFrom: 'california',
    });
    assertValid('scan', scan);
    expect(scan.url).toBe('https://shop.example/landing');
    expect(scan.links.self).toBe(`https://consentry.invalid/api/v2/scans/${SCAN_ID}`);
    expect(scan).toMatchObject({
      status: 'failed',
      domain: 'shop.example',
      scanFrom: 'california',
      coverage: { status: 'failed' },
    });
  });
});

describe('projectDomainLatestScan', () => {
  it('wraps a scan or null and validates', () => {
    const { bundle } = project();
    const latest = projectDomainLatestScan('www.shop.example', bundle.scan, {
      baseUrl: BASE,
      scanFrom: 'eu_ie',
    });
    assertValid('domain-latest-scan', latest);
    expect(latest.links).toEqual({
      self: `${BASE}/api/v2/domains/www.shop.example/latest`,
      docs: `${BASE}/api/v2/openapi.json`,
    });
    const none = projectDomainLatestScan('Shop.Example', null);
    assertValid('domain-latest-scan', none);
    expect(none).toMatchObject({ domain: 'shop.example', scan: null });
    expect(() => projectDomainLatestScan('shop.example/path?x=1', null)).toThrow('Invalid domain');
  });
});
