/**
 * Leak test at the projection boundary. An Observation cannot hold values (the schema forbids them),
 * but objects at runtime can carry anything: here secrets are planted in undeclared fields of every
 * part of the observations (request query/url/body/headers, cookie values, form values, typed
 * sentinels, pixel payload values, TC strings, raw DOM). The classify stage spreads requests and
 * cookies, so the secrets do reach the findings stage; no projected output may contain any of them.
 */
import { describe, expect, it } from 'vitest';
import type { Observation } from '../../src/model/index.ts';
import { assertValid } from '../../src/projection/validate.ts';
import { everythingWrong } from '../findings/fixtures.ts';
import { buildObservations } from '../findings/observation-builder.ts';
import { judgeObservations } from './helpers.ts';

const SECRETS = ['leak@secret.example', 'SECRET_TOKEN_1234', 'SECRET_COOKIE_VALUE', 'SECRET_FORM_VALUE', 'SECRET_SENTINEL', 'SECRET_BODY', 'SECRET_TC_STRING', 'SECRET_DOM'];

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
    for (const cookie of observation.cookies as unknown as Loose[]) cookie.value = 'SECRET_COOKIE_VALUE';
    for (const form of observation.forms) {
      (form as unknown as Loose).actionQuery = 'token=SECRET_TOKEN_1234';
      for (const field of form.fields as unknown as Loose[]) field.value = 'SECRET_FORM_VALUE';
    }
    for (const hit of observation.behaviour.keyLogging as unknown as Loose[]) hit.sentinel = 'SECRET_SENTINEL';
    for (const event of observation.behaviour.pixelEvents as unknown as Loose[]) event.values = { em: 'leak@secret.example' };
    for (const signal of observation.behaviour.sessionReplay as unknown as Loose[]) signal.payload = 'SECRET_BODY';
    (observation.consent.tcf as unknown as Loose).tcString = 'SECRET_TC_STRING';
    (observation.consent.action as unknown as Loose).selector = '#SECRET_DOM';
    (observation.gpc as unknown as Loose).header = 'SECRET_TOKEN_1234';
    (observation.termination as unknown as Loose).detail = 'SECRET_BODY';
  }
  return observations;
}

describe('projection leak test', () => {
  it('no planted secret reaches any projected resource or CSV row', () => {
    const { classified, assessment, bundle } = judgeObservations(plant(buildObservations(everythingWrong())));
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
    expect(bundle.findings.length).toBe(13);
    for (const secret of SECRETS) expect(serialized).not.toContain(secret);
    expect(serialized).not.toMatch(/[?&](email|token)=/);
  });

  it('the planted observations are exactly what the schema rejects (defence in depth)', () => {
    const [observation] = plant(buildObservations(everythingWrong()));
    expect(() => assertValid('observation', observation)).toThrow(/additional properties/);
  });
});
