// Browser tier: forms, typed-value leaks, replay, fingerprinting and pixel findings exist only once site scripts run
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/index.ts';
import { ScanHarness } from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

async function findings(site: string): Promise<Finding[]> {
  const { bundle } = await harness.scan(`https://${site}${site.includes('/') ? '' : '/'}`);
  expect(bundle.scan.status, `${site} should be observed`).not.toBe('failed');
  return bundle.findings;
}

async function finding(site: string, id: string): Promise<Finding> {
  const found = (await findings(site)).find((f) => f.id === id);
  expect(found, `${id} on ${site}`).toBeDefined();
  return found!;
}

async function ids(site: string): Promise<string[]> {
  return (await findings(site)).map((f) => f.id);
}

const hostsOf = (f: Finding) => f.evidence.examples.map((e) => e.urlHost);
const vendorsOf = (f: Finding) => f.evidence.examples.map((e) => e.vendor);

describe('findings from pre-consent activity (end to end on the fixture web)', () => {
  it('pre_consent_tracking: trackers contacted before consent, with vendors and hosts', async () => {
    const f = await finding('tracker-blog.example', 'pre_consent_tracking');
    expect(f.criticality).toBe('high');
    expect(f.evidence.phase).toBe('before_consent');
    expect(vendorsOf(f)).toEqual(expect.arrayContaining(['Google Analytics', 'Meta', 'LinkedIn']));
    expect(hostsOf(f)).toEqual(
      expect.arrayContaining(['connect.facebook.net', 'px.ads.linkedin.com']),
    );
    expect(f.evidence.exampleCount).toBeGreaterThanOrEqual(f.evidence.examplesShown);
    expect(f.evidence.examplesShown).toBeLessThanOrEqual(10);
  });

  it('pre_consent_nonessential_cookies: _ga, _fbp and the third-party IDE before consent', async () => {
    const f = await finding('tracker-blog.example', 'pre_consent_nonessential_cookies');
    expect(f.evidence.summary).toMatch(/_ga/);
    expect(f.evidence.examples.some((e) => e.type === 'cookie')).toBe(true);
  });

  it('tracking_without_consent_mechanism: trackers and no banner at all', async () => {
    const f = await finding('tracker-blog.example', 'tracking_without_consent_mechanism');
    expect(f.criticality).toBe('high');
  });

  it('the clean site (session cookie, Google Fonts, cookieless Plausible) has no tracking finding and a low risk', async () => {
    const { bundle } = await harness.scan('https://clean-shop.example/');
    expect(bundle.scan.status).toBe('completed');
    expect(bundle.findings.map((f) => f.id)).toEqual([]);
    expect(bundle.scan.score).toBe(100);
    expect(bundle.scan.riskLevel).toBe('low');
    const rows = bundle.preConsentTable?.rows ?? [];
    expect(rows.filter((r) => r.kind === 'tracker')).toEqual([]);
    expect(rows.find((r) => r.kind === 'cookie' && r.host === 'clean-shop.example')).toMatchObject({
      purpose: 'strictly_necessary',
      party: 'first_party',
    });
  });
});

describe('behaviour findings: positive and negative sites', () => {
  it('third_party_form_destination: a newsletter form posting to a marketing host', async () => {
    const f = await finding('newsletter-third-party.example', 'third_party_form_destination');
    expect(hostsOf(f)).toContain('acme.us21.list-manage.com');
    expect(await ids('contact-first-party.example')).not.toContain('third_party_form_destination');
  });

  it('sensitive_form_fields: health, government id and date of birth fields', async () => {
    const f = await finding('clinic-intake.example', 'sensitive_form_fields');
    expect(f.evidence.summary).toMatch(/health|government|birth/i);
    expect(await ids('contact-first-party.example')).not.toContain('sensitive_form_fields');
  });

  it('session_recording: replay vendors recording, not a survey-only Hotjar', async () => {
    const f = await finding('replay-recording.example', 'session_recording');
    expect(vendorsOf(f)).toEqual(expect.arrayContaining(['Microsoft Clarity', 'FullStory']));
    expect(await ids('survey-only-hotjar.example')).not.toContain('session_recording');
  });

  it('key_logging: typed values leave for a third party before submit; not on a quiet form', async () => {
    const f = await finding('keylogger-shop.example', 'key_logging');
    expect(hostsOf(f)).toContain('input-analytics.example');
    expect(await ids('quiet-inputs.example')).not.toContain('key_logging');
  });

  it('canvas_fingerprinting: a fingerprinting script, not a chart', async () => {
    const f = await finding('canvas-fingerprint.example', 'canvas_fingerprinting');
    expect(hostsOf(f)).toContain('openfpcdn.io');
    expect(await ids('canvas-chart.example')).not.toContain('canvas_fingerprinting');
  });

  it('audio_fingerprinting: FingerprintJS 3.4.2 renders an oscillator offline and reads it; not a web-audio practice page', async () => {
    const fp = await findings('fp-oss.example');
    expect(fp.map((f) => f.id)).toEqual(
      expect.arrayContaining(['canvas_fingerprinting', 'audio_fingerprinting']),
    );
    // FingerprintJS measures fonts with DOM spans, not on a canvas.
    expect(fp.map((f) => f.id)).not.toContain('font_fingerprinting');
    const audio = fp.find((f) => f.id === 'audio_fingerprinting')!;
    expect(audio.criticality).toBe('medium');
    // One example per arm phase (before consent, with GPC on), all from the site's own copy.
    expect(new Set(hostsOf(audio))).toEqual(new Set(['fp-oss.example']));
    expect(audio.evidence.examples[0]?.name).toBe('audio_getChannelData');
    expect(await ids('fp-synth.example')).not.toContain('audio_fingerprinting');
  });

  it('font_fingerprinting: a device-ID tag measuring 62 fonts on a canvas; not a sign designer fitting text', async () => {
    const f = await finding('fp-device-id.example', 'font_fingerprinting');
    expect(new Set(hostsOf(f))).toEqual(new Set(['js.tallyguard.example']));
    expect(f.evidence.summary).toMatch(/65 font families/);
    const fit = await ids('fp-text-fit.example');
    expect(fit).not.toContain('font_fingerprinting');
    expect(fit).not.toContain('canvas_fingerprinting');
  });

  it('sensitive_data_to_third_party: health events with advanced matching; not page views only', async () => {
    const f = await finding(
      'health-pixel.example/conditions/hiv-testing',
      'sensitive_data_to_third_party',
    );
    expect(hostsOf(f)).toEqual(expect.arrayContaining(['www.facebook.com']));
    expect(await ids('pageview-pixel.example')).not.toContain('sensitive_data_to_third_party');
  });

  it('gpc_opt_out_not_observed: ads keep running with GPC on; informational and score-neutral', async () => {
    const f = await finding('gpc-ignoring.example', 'gpc_opt_out_not_observed');
    expect(f.criticality).toBe('info');
    expect(vendorsOf(f)).toEqual(expect.arrayContaining(['Meta']));
    const { bundle } = await harness.scan('https://gpc-ignoring.example/');
    expect(bundle.scan.gpcResponse).toMatchObject({
      scoreEffect: 'none',
      legalInterpretation: 'not_assessed',
    });
    expect(await ids('gpc-honouring.example')).not.toContain('gpc_opt_out_not_observed');
  });
});

describe('scans that cannot judge the page', () => {
  it('a 500 page is a failed scan with no score and no findings', async () => {
    const { bundle } = await harness.scan('https://server-error.example/');
    expect(bundle.scan.status).toBe('failed');
    expect(bundle.scan.failure).toMatchObject({ code: 'http_error', httpStatus: 500 });
    expect(bundle.scan.score).toBeUndefined();
    expect(bundle.findings).toEqual([]);
  });

  it('a bot wall is never scored as a clean site', async () => {
    const { bundle } = await harness.scan('https://bot-wall.example/');
    expect(bundle.scan.status).toBe('failed');
    expect(bundle.scan.failure?.code).toBe('interstitial_only');
    expect(bundle.scan.riskLevel).not.toBe('low');
  });
});
