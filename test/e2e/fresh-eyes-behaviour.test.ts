// Browser tier: what scripts do on the page — a recorder uploading through the site's own proxy only after Accept, a survey-only Hotjar that records nothing, a chat frame sending the email typed into the page, form fields read from labels — scanned end to end (fresh-eyes-behaviour.ts)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { armOf, findingOf, ScanHarness, sortedFindingIds } from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const arm = armOf;
const ids = sortedFindingIds;
const finding = findingOf;

describe('fresh-eyes behaviour: behaviour detectors on realistic sites', () => {
  it('Hotjar for surveys only (saltbridge-books): on the page before consent, never recording', async () => {
    const outcome = await harness.scan('https://saltbridge-books.example/');
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    expect(finding(outcome, 'pre_consent_tracking').evidence.examples.map((e) => e.vendor)).toEqual(
      expect.arrayContaining(['Hotjar']),
    );
    for (const name of ['before_consent', 'after_reject', 'after_accept'])
      expect(arm(outcome, name).behaviour.sessionReplay.filter((s) => s.recordingDataSent)).toEqual(
        [],
      );
    expect(arm(outcome, 'after_reject').consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
    });
    expect(arm(outcome, 'after_accept').consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
  });

  it('Clarity through a first-party proxy, gated (quayside-lettings): recording only after Accept, which is no finding', async () => {
    const outcome = await harness.scan('https://quayside-lettings.example/');
    expect(outcome.bundle.findings).toEqual([]);
    expect(arm(outcome, 'before_consent').behaviour.sessionReplay).toEqual([]);
    expect(arm(outcome, 'after_reject').behaviour.sessionReplay).toEqual([]);
    expect(arm(outcome, 'after_reject').consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
    });
    const recorded = arm(outcome, 'after_accept').behaviour.sessionReplay;
    expect(recorded[0]).toMatchObject({
      vendor: 'Microsoft Clarity',
      host: 'quayside-lettings.example',
      phase: 'after_accept',
      recordingDataSent: true,
    });
  });

  it('a pharmacy (meadowbrook-pharmacy): the appointment form posting health data to HubSpot is sensitive, the symptoms search box is not', async () => {
    const outcome = await harness.scan('https://meadowbrook-pharmacy.example/', 'eu_ie', {
      pages: 3,
    });
    expect(ids(outcome)).toEqual(['sensitive_form_fields', 'third_party_form_destination']);
    const sensitive = finding(outcome, 'sensitive_form_fields').evidence.examples;
    expect(sensitive.map((e) => [e.urlHost, e.name, e.page])).toEqual([
      ['forms.hubspot.com', 'date_of_birth, health', '/appointments'],
    ]);
    expect(
      finding(outcome, 'third_party_form_destination').evidence.examples.map((e) => e.urlHost),
    ).toEqual(['forms.hubspot.com']);
    const search = arm(outcome, 'before_consent').forms.find((f) => f.actionPath === '/search');
    expect(search?.fields.map((f) => f.kind)).toEqual(['other']);
    expect(arm(outcome, 'after_reject').consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
    });
  });

  it('first-party search suggestions next to a chat widget reading the email field (harbourlight-tickets): only the chat is key logging', async () => {
    const outcome = await harness.scan('https://harbourlight-tickets.example/');
    expect(ids(outcome)).toEqual(['key_logging']);
    const hits = arm(outcome, 'before_consent').behaviour.keyLogging;
    expect(hits.map((h) => [h.destinationHost, h.fieldKind, h.encoding, h.carrier])).toEqual([
      ['api.parleychat.example', 'email', 'plain', 'body'],
    ]);
    expect(arm(outcome, 'before_consent').requests.some((r) => r.path === '/api/suggest')).toBe(
      true,
    );
    expect(arm(outcome, 'after_accept').consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
  });
});
