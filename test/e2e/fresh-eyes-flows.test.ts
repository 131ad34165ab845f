// Browser tier: multi-step consent flows (a reload after the choice, a choice stored by the server in an HttpOnly cookie, a refusal that is "Confirm my choices" with the switches off, tracking only on an inner page), scanned end to end (fresh-eyes-flows.ts)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../src/index.ts';
import { armOf, findingOf, hostsRequested, ScanHarness, sortedFindingIds } from './scan-harness.ts';

const harness = new ScanHarness();
beforeAll(() => harness.start(), 120_000);
afterAll(() => harness.stop());

const arm = armOf;
const ids = sortedFindingIds;
const finding = findingOf;
const examples = (outcome: ScanOutcome, id: string) =>
  [...new Set(finding(outcome, id).evidence.examples.map((e) => `${e.vendor} ${e.page}`))].sort();
const TRACKERS = /google-analytics|facebook|licdn|linkedin|googletagmanager/;
const trackerHosts = (outcome: ScanOutcome, name: 'after_reject' | 'after_accept') =>
  hostsRequested(outcome, name, name, TRACKERS);
const pageViews = (outcome: ScanOutcome, name: string) =>
  (arm(outcome, name).pageViews ?? []).map((v) => [v.path, v.role, v.status]);

describe('fresh-eyes flows: multi-step consent flows as real sites build them', () => {
  it('vanilla-cookieconsent reloading the page after the choice (larchmont-home): the reloaded document is the consent flow, and the ungated LinkedIn tag tracks there and after', async () => {
    const outcome = await harness.scan('https://larchmont-home.example/');
    expect(ids(outcome)).toEqual([
      'pre_consent_nonessential_cookies',
      'pre_consent_tracking',
      'tracking_after_refusal',
    ]);
    expect(examples(outcome, 'pre_consent_tracking')).toEqual(['LinkedIn /']);
    expect(
      finding(outcome, 'tracking_after_refusal').evidence.examples.map((e) => e.vendor),
    ).toEqual(expect.arrayContaining(['LinkedIn']));
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      kind: 'reject',
      label: 'Reject all',
      layer: 'first',
    });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(pageViews(outcome, 'after_reject')).toEqual([
      ['/', 'starting_page', 200],
      ['/', 'consent_flow_page', 200],
      ['/shop', 'next_page_view', 200],
    ]);
    expect(trackerHosts(outcome, 'after_reject')).toEqual([
      'px.ads.linkedin.com',
      'snap.licdn.com',
    ]);
    const accept = arm(outcome, 'after_accept');
    expect(accept.consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('a choice the server stores in an HttpOnly cookie and renders the tags from (emberline-grocers): the refusal is read from the cookie jar; the tags come on the next page the server renders', async () => {
    const outcome = await harness.scan('https://emberline-grocers.example/');
    expect(outcome.bundle.findings).toEqual([]);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      kind: 'reject',
      label: 'Reject all',
      layer: 'first',
    });
    expect(reject.consent.decision).toMatchObject({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['consent_cookie'],
    });
    expect(reject.cookies.find((c) => c.name === 'emberline_consent')).toMatchObject({
      httpOnly: true,
    });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    const accept = arm(outcome, 'after_accept');
    expect(accept.consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
    const acceptTrackerPages = new Set(
      accept.requests
        .filter((r) => r.phase === 'after_accept' && TRACKERS.test(r.host))
        .map((r) => accept.pageViews?.[r.pageView ?? 0]?.role),
    );
    expect([...acceptTrackerPages]).toEqual(['next_page_view']);
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('"Accept" / "Customise" whose modal has switches off and only "Confirm my choices" / "Accept all" (harrowgate-inn): no first-layer refusal; Confirm with everything off is a registered refusal', async () => {
    const outcome = await harness.scan('https://harrowgate-inn.example/');
    expect(ids(outcome)).toEqual(['no_first_layer_reject']);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.action).toMatchObject({
      kind: 'necessary_only',
      label: 'Confirm my choices',
      layer: 'second',
    });
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);
    const accept = arm(outcome, 'after_accept');
    expect(accept.consent.action).toMatchObject({
      kind: 'accept',
      label: 'Accept',
      layer: 'first',
    });
    expect(accept.consent.decision).toMatchObject({
      kind: 'acceptance',
      registration: 'confirmed',
    });
    expect(trackerHosts(outcome, 'after_accept')).toEqual(
      expect.arrayContaining(['region1.google-analytics.com', 'www.facebook.com']),
    );
  });

  it('the Meta pixel only on the blog (cairn-pine): the next page view after "Reject all" is the first navigation link (/shop), clean; the crawl finds the blog tracking before a choice', async () => {
    const outcome = await harness.scan('https://cairn-pine.example/');
    // A single next page view cannot see every template: the refusal's /blog tracking is not observed.
    expect(outcome.bundle.findings).toEqual([]);
    const reject = arm(outcome, 'after_reject');
    expect(reject.consent.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
    expect(pageViews(outcome, 'after_reject')).toEqual([
      ['/', 'starting_page', 200],
      ['/shop', 'next_page_view', 200],
    ]);
    expect(trackerHosts(outcome, 'after_reject')).toEqual([]);

    const crawled = await harness.scan('https://cairn-pine.example/', 'eu_ie', { pages: 4 });
    expect(ids(crawled)).toEqual(['pre_consent_nonessential_cookies', 'pre_consent_tracking']);
    expect(examples(crawled, 'pre_consent_tracking')).toEqual(['Meta /blog']);
    expect(pageViews(crawled, 'before_consent')).toContainEqual(['/blog', 'crawled_page', 200]);
  });
});
