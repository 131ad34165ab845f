/**
 * Leak test at the projection boundary. An Observation cannot hold values (the schema forbids them),
 * but objects at runtime can carry anything: here secrets are planted in undeclared fields of every
 * part of the observations (request query/url/body/headers, cookie values, form values, typed
 * sentinels, pixel payload values, TC strings, raw DOM, the consent notice's form values and link
 * queries). The classify stage spreads requests and cookies, so the secrets do reach the findings
 * stage; no projected output may contain any of them: not the bundle, not the report evidence (pages,
 * download document, CSV rows) and not the report page.
 */
import { describe, expect, it } from 'vitest';
import type { ConsentNotice, Observation } from '../../src/model/index.ts';
import { toEvidenceCsvRow } from '../../src/projection/evidence-csv.ts';
import { projectReportDocument } from '../../src/projection/report-evidence-page.ts';
import { projectReportEvidence } from '../../src/projection/report-evidence.ts';
import { renderScanReportPage } from '../../src/projection/report-page-html.ts';
import { assertValid } from '../../src/projection/validate.ts';
import { everythingWrong } from '../findings/fixtures.ts';
import { buildObservations } from '../findings/observation-builder.ts';
import { BASE, judgeObservations, SCAN_ID } from './helpers.ts';

const SECRETS = [
  'leak@secret.example',
  'SECRET_TOKEN_1234',
  'SECRET_COOKIE_VALUE',
  'SECRET_FORM_VALUE',
  'SECRET_SENTINEL',
  'SECRET_BODY',
  'SECRET_TC_STRING',
  'SECRET_DOM',
];

type Loose = Record<string, unknown>;

function plant(observations: Observation[]): Observation[] {
  for (const observation of observations) {
    const o = observation as unknown as Loose;
    o.rawDom = '<input value="SECRET_DOM">';
    for (const request of observation.requests as unknown as Loose[]) {
      request.query = 'email=leak@secret.example&token=SECRET_TOKEN_1234';
      request.url = `https://${request.host}${request.path}?email=leak@secret.example&token=SECRET_TOKEN_1234`;
      request.body = 'SECRET_BODY';
      request.headers = { cookie: 'SECRET_COOKIE_VALUE' };
    }
    for (const cookie of observation.cookies as unknown as Loose[])
      cookie.value = 'SECRET_COOKIE_VALUE';
    for (const form of observation.forms) {
      (form as unknown as Loose).actionQuery = 'token=SECRET_TOKEN_1234';
      for (const field of form.fields as unknown as Loose[]) field.value = 'SECRET_FORM_VALUE';
    }
    for (const hit of observation.behaviour.keyLogging as unknown as Loose[])
      hit.sentinel = 'SECRET_SENTINEL';
    for (const event of observation.behaviour.pixelEvents as unknown as Loose[])
      event.values = { em: 'leak@secret.example' };
    for (const signal of observation.behaviour.sessionReplay as unknown as Loose[])
      signal.payload = 'SECRET_BODY';
    (observation.consent.tcf as unknown as Loose).tcString = 'SECRET_TC_STRING';
    (observation.consent.action as unknown as Loose).selector = '#SECRET_DOM';
    (observation.gpc as unknown as Loose).header = 'SECRET_TOKEN_1234';
    (observation.termination as unknown as Loose).detail = 'SECRET_BODY';
    if (observation.arm === 'before_consent') {
      const notice: ConsentNotice = {
        source: 'autoconsent',
        frameHost: 'www.shop.example',
        inIframe: false,
        passages: [
          { role: 'heading', text: 'We use cookies', truncated: false },
          { role: 'body', text: 'Read our cookie policy.', truncated: false },
        ],
        policyLinks: [{ host: 'www.shop.example', path: '/cookie-policy', label: 'cookie policy' }],
        truncated: false,
      };
      (notice as unknown as Loose).html = '<input value="SECRET_DOM">';
      (notice.passages[1] as unknown as Loose).inputValue = 'SECRET_FORM_VALUE';
      (notice.policyLinks[0] as unknown as Loose).query =
        'email=leak@secret.example&token=SECRET_TOKEN_1234';
      (notice.policyLinks[0] as unknown as Loose).href =
        'https://www.shop.example/cookie-policy?token=SECRET_TOKEN_1234';
      observation.consent.notice = notice;
    }
  }
  return observations;
}

describe('projection leak test', () => {
  it('no planted secret reaches any projected resource or CSV row', () => {
    const { classified, assessment, bundle } = judgeObservations(
      plant(buildObservations(everythingWrong())),
    );
    // The secrets did travel through classification (the test is meaningful).
    const classifiedRequest = classified.arms.before_consent!.requests[1] as unknown as Loose;
    expect(classifiedRequest.query).toBe('email=leak@secret.example&token=SECRET_TOKEN_1234');
    expect(JSON.stringify(assessment.findings)).not.toContain('SECRET');

    assertValid('scan', bundle.scan);
    assertValid('finding-list', bundle.findingList);
    for (const finding of bundle.findings) assertValid('finding', finding, finding.id);
    assertValid('pre-consent-table', bundle.preConsentTable);
    assertValid('pulse', bundle.pulse);
    assertValid('pulse-evidence', bundle.pulseEvidence);

    const serialized = JSON.stringify(bundle);
    expect(bundle.findings.length).toBe(15);
    for (const secret of SECRETS) expect(serialized).not.toContain(secret);
    expect(serialized).not.toMatch(/[?&](email|token)=/);
  });

  it('no planted secret reaches the report evidence, its download, its CSV or the report page; the notice text does', () => {
    const observations = plant(buildObservations(everythingWrong()));
    const { bundle } = judgeObservations(observations);
    const scanUrl = `${BASE}/api/v2/scans/${SCAN_ID}`;
    const evidence = projectReportEvidence(
      { scanId: SCAN_ID, scan: bundle.scan, observations, artifactNames: [] },
      scanUrl,
    );
    const document = projectReportDocument({
      scanId: SCAN_ID,
      baseUrl: BASE,
      workpaper: 'tracking',
      scan: bundle.scan,
      findings: bundle.findings,
      preConsentTable: bundle.preConsentTable,
      evidence,
      generatedAt: '2026-09-12T10:00:09Z',
    });
    assertValid('report-document', document);
    const html = renderScanReportPage({
      scan: bundle.scan,
      findings: bundle.findings,
      preConsentTable: bundle.preConsentTable,
      images: [],
      noticePassages: evidence.noticePassages,
    });
    const outputs = [
      JSON.stringify(evidence),
      JSON.stringify(document),
      JSON.stringify(evidence.entries.map(toEvidenceCsvRow)),
      html,
    ];
    // The test is meaningful: the notice's declared text and policy link are there.
    expect(evidence.noticePassages.map((p) => p.text)).toEqual([
      'We use cookies',
      'Read our cookie policy.',
      'cookie policy',
    ]);
    expect(html).toContain('<code>www.shop.example/cookie-policy</code>');
    for (const output of outputs) {
      for (const secret of SECRETS) expect(output).not.toContain(secret);
      expect(output).not.toMatch(/[?&](email|token)=/);
    }
  });

  it('the planted observations are exactly what the schema rejects (defence in depth)', () => {
    const [observation] = plant(buildObservations(everythingWrong()));
    expect(() => assertValid('observation', observation)).toThrow(/additional properties/);
  });
});
