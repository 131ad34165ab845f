// Browser tier: InMobi Choice (imitation at cmp.inmobi.com, IAB TCF CMP 10) on three news sites with Google Publisher Tag and a Prebid auction, and Osano (imitation at cmp.osano.com) on two EU sites and one scanned from California, end to end: autoconsent's quantcast / osano rules, the TC string through __tcfapi, Osano's blocking, its Do Not Sell drawer, __uspapi and GPC (cmp-inmobi-choice.ts, cmp-osano.ts)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../src/index.ts';
import {
  armOf,
  hostsRequested,
  ScanHarness,
  sortedFindingIds,
  findingVendors as vendors,
} from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const arm = armOf;
const ids = sortedFindingIds;
const ADS = /doubleclick\.net|adnxs\.com|google-analytics\.com|googlesyndication\.com/;
const PIXELS = /facebook\.(com|net)|tiktok\.com|licdn\.com|linkedin\.com|google-analytics\.com/;
const INMOBI = {
  name: 'quantcast',
  detectedBy: 'autoconsent',
  tcfCmpId: 10,
  platform: { id: 'inmobi-choice', name: 'InMobi Choice' },
};
const OSANO_PLATFORM = { id: 'osano', name: 'Osano' };
const OSANO_TCF = {
  name: 'osano',
  detectedBy: 'autoconsent',
  tcfCmpId: 279,
  platform: OSANO_PLATFORM,
};
const BY_TC_STRING = { registration: 'confirmed', verifiedBy: ['tc_string'] };

function expectAccepted(outcome: ScanOutcome, cmp: object, label: string): void {
  const accept = arm(outcome, 'after_accept');
  expect(accept.consent.cmp).toEqual(cmp);
  expect(accept.consent.action).toMatchObject({ kind: 'accept', label, layer: 'first' });
  expect(accept.consent.decision).toMatchObject({ kind: 'acceptance', ...BY_TC_STRING });
}

describe('InMobi Choice news sites', () => {
  it('AGREE / DISAGREE / MORE OPTIONS with the ad stack gated on the TC data (kestrel-gazette): no finding; DISAGREE is a confirmed refusal and no ad call follows', async () => {
    const outcome = await harness.scan('https://kestrel-gazette.example/');
    expect(ids(outcome)).toEqual([]);
    const before = arm(outcome, 'before_consent');
    expect(before.consent.cmp).toEqual(INMOBI);
    expect(before.consent.popupShown).toBe(true);
    expect(hostsRequested(outcome, 'before_consent', 'before_consent', ADS)).toEqual([]);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      kind: 'reject',
      method: 'autoconsent',
      label: 'DISAGREE',
      layer: 'first',
    });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', ...BY_TC_STRING });
    expect(hostsRequested(outcome, 'after_reject', 'after_reject', ADS)).toEqual([]);
    expectAccepted(outcome, INMOBI, 'AGREE');
    expect(hostsRequested(outcome, 'after_accept', 'after_accept', ADS)).toEqual(
      expect.arrayContaining([
        'ib.adnxs.com',
        'region1.google-analytics.com',
        'securepubads.g.doubleclick.net',
      ]),
    );
  });

  it('AGREE / MORE OPTIONS with every purpose switch pre-ticked (fenwick-post): no first-layer refusal and pre-ticked purposes; the switches turned off and SAVE & EXIT register one', async () => {
    const outcome = await harness.scan('https://fenwick-post.example/');
    expect(ids(outcome)).toEqual(['no_first_layer_reject', 'preticked_consent_options']);
    const preticked = arm(outcome, 'before_consent').consent.pretickedPurposes;
    expect(preticked).toHaveLength(13);
    expect(preticked).toEqual(
      expect.arrayContaining([
        'Store and/or access information on a device',
        'Create profiles for personalised advertising',
        'Use precise geolocation data',
      ]),
    );
    // Legitimate-interest switches (their own screen) are objections, never pre-ticked consent.
    expect(preticked?.some((label) => /legitimate interest/i.test(label))).toBe(false);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      kind: 'necessary_only',
      method: 'autoconsent',
      label: 'SAVE & EXIT',
      layer: 'second',
    });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', ...BY_TC_STRING });
    expect(hostsRequested(outcome, 'after_reject', 'after_reject', ADS)).toEqual([]);
    expectAccepted(outcome, INMOBI, 'AGREE');
  });

  it('GPT and Prebid pasted unblocked (marlow-echo): Google Ads and Xandr before a choice and after DISAGREE, which the CMP still registers', async () => {
    const outcome = await harness.scan('https://marlow-echo.example/');
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    for (const id of ids(outcome))
      expect(vendors(outcome, id)).toEqual(['Google Ads', 'Xandr (AppNexus)']);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({ label: 'DISAGREE', layer: 'first' });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', ...BY_TC_STRING });
    expect(hostsRequested(outcome, 'after_reject', 'after_reject', ADS)).toEqual([
      'ib.adnxs.com',
      'securepubads.g.doubleclick.net',
      'tpc.googlesyndication.com',
    ]);
    expectAccepted(outcome, INMOBI, 'AGREE');
  });
});

describe('Osano sites', () => {
  it('production mode with Deny and the IAB module (ashgrove-home): no finding; Deny is a refusal confirmed by the TC string of CMP 279 and the pixels stay blocked', async () => {
    const outcome = await harness.scan('https://ashgrove-home.example/');
    expect(ids(outcome)).toEqual([]);
    const before = arm(outcome, 'before_consent');
    expect(before.consent.cmp).toEqual(OSANO_TCF);
    expect(before.consent.popupShown).toBe(true);
    expect(hostsRequested(outcome, 'before_consent', 'before_consent', PIXELS)).toEqual([]);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      kind: 'reject',
      method: 'autoconsent',
      label: 'Deny',
      layer: 'first',
    });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', ...BY_TC_STRING });
    expect(hostsRequested(outcome, 'after_reject', 'after_reject', PIXELS)).toEqual([]);
    expectAccepted(outcome, OSANO_TCF, 'Accept All');
    expect(hostsRequested(outcome, 'after_accept', 'after_accept', PIXELS)).toEqual(
      expect.arrayContaining([
        'analytics.tiktok.com',
        'connect.facebook.net',
        'region1.google-analytics.com',
        'www.facebook.com',
      ]),
    );
  });

  it('left in listener mode (quillstack): tracking before a choice and after Deny; the encrypted record leaves the refusal unconfirmed, not "not registered"; no GPC finding from Osano\'s 1--- __uspapi', async () => {
    const outcome = await harness.scan('https://quillstack.example/');
    // Before the fix in gpc-choice.ts: gpc_opt_out_not_observed (Meta, LinkedIn) as well.
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    expect(vendors(outcome, 'tracking_after_refusal')).toEqual([
      'Google Analytics',
      'LinkedIn',
      'Meta',
    ]);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.cmp).toEqual({
      name: 'osano',
      detectedBy: 'autoconsent',
      platform: OSANO_PLATFORM,
    });
    expect(reject.consent.action).toMatchObject({ kind: 'reject', label: 'Deny', layer: 'first' });
    expect(reject.consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'unconfirmed',
      unconfirmedBecause: 'stored_state_unread',
    });
    expect(reject.consent.usp).toMatchObject({ present: true, optOut: null });
  });

  it("a California visit (poppyfield-goods): opt-out, no dialog; the Do Not Sell drawer's switch and Confirm are a refusal confirmed by __uspapi, GPC is honoured, Meta and TikTok stop", async () => {
    const outcome = await harness.scan('https://poppyfield-goods.example/', 'california');
    expect(ids(outcome)).toEqual(['pre_consent_nonessential_cookies', 'pre_consent_tracking']);
    expect(vendors(outcome, 'pre_consent_tracking')).toEqual([
      'Google Analytics',
      'Meta',
      'TikTok',
    ]);
    expect(arm(outcome, 'before_consent').consent.popupShown).toBe(false);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      kind: 'opt_out_control',
      label: 'Confirm',
      clickStatus: 'clicked',
    });
    expect(reject.consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['usp_string'],
    });
    expect(hostsRequested(outcome, 'after_reject', 'after_reject', /facebook|tiktok/)).toEqual([]);
    const gpc = arm(outcome, 'gpc_on');
    expect(gpc.gpc.registration).toEqual({ state: 'opted_out', source: 'usp' });
    expect(hostsRequested(outcome, 'gpc_on', 'gpc_on', /facebook|tiktok/)).toEqual([]);
    expect(outcome.bundle.scan.gpcResponse).toMatchObject({ status: 'reduced_activity_with_gpc' });
  });
});
