import { claritySnippet, tiktokPixelSnippet } from '../sites/behaviour-snippets.ts';
import { bingUetSnippet, postHogSnippet } from '../sites/realistic/snippets.ts';
import {
  hotjarSnippet,
  linkedInInsightSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';

/**
 * The Google Tag Manager containers of the realistic tier's sites, as their owners configured them
 * in GTM: which tags fire on every page and which consent (Google Consent Mode) each tag requires.
 * `null` = "no additional consent required": the tag fires whatever the visitor chose.
 * The fake GTM serves these ids with static/vendors/gtm-container.js; any other GTM-… id gets the
 * small default container (static/vendors/gtm.js).
 */
export type ConsentRequirement = 'analytics' | 'marketing' | null;

/**
 * A custom-event trigger: the tag fires on a data-layer push of `event` (a CMP's callback pushing
 * `{ event: 'cookie_consent_update', … }`), if `when` is given only while that data-layer variable
 * has that value. A tag without a trigger fires on "All pages".
 */
export interface CustomEventTrigger {
  event: string;
  when?: { variable: string; equals: string };
}

export type GtmTag = (
  | { kind: 'ga4' | 'google_ads'; id: string; consent: ConsentRequirement }
  | { kind: 'html'; name: string; html: string; consent: ConsentRequirement }
) & { trigger?: CustomEventTrigger };

export interface GtmContainer {
  id: string;
  tags: readonly GtmTag[];
  /** Timer triggers (ms after the container loads): GA4 engagement events. */
  timersMs: readonly number[];
}

const ENGAGEMENT_TIMERS = [5_000, 15_000] as const;

/** Tag ids of the realistic sites' vendors, for sites and tests. */
export const REALISTIC_TAGS = {
  alpenglow: {
    gtm: 'GTM-ALPGLW1',
    ga4: 'G-ALPGLW01',
    ads: 'AW-310000001',
    metaPixel: '3100000000000001',
    tiktok: 'CALPGLW0TT01',
    bing: '31000001',
    posthog: 'phc_alpenglowOutfitters01',
  },
  brightside: {
    gtm: 'GTM-BRTSD01',
    ga4: 'G-BRTSD001',
    ads: 'AW-320000002',
    linkedIn: '3200002',
    bing: '32000002',
    metaPixel: '3200000000000002',
    posthog: 'phc_brightsideDental02',
  },
  harbourview: {
    gtm: 'GTM-HRBVW01',
    ga4: 'G-HRBVW001',
    metaPixel: '3300000000000003',
    tiktok: 'CHRBVW0TT03',
    bing: '33000003',
    hotjar: 3300003,
  },
  copperleaf: { ga4: 'G-CPRLF001', metaPixel: '3400000000000004' },
  northgate: { gtm: 'GTM-NRTGT01', ga4: 'G-NRTGT001', ads: 'AW-350000005', clarity: 'nrtgt5clar1' },
  goldenState: {
    gtm: 'GTM-GLDST01',
    ga4: 'G-GLDST001',
    ads: 'AW-360000006',
    metaPixel: '3600000000000006',
    tiktok: 'CGLDST0TT06',
  },
  bayline: {
    gtm: 'GTM-BAYLN01',
    ga4: 'G-BAYLN001',
    metaPixel: '3700000000000007',
    bing: '37000007',
  },
  redwood: {
    gtm: 'GTM-RDWD001',
    ga4: 'G-RDWD0001',
    ads: 'AW-380000008',
    metaPixel: '3800000000000008',
    linkedIn: '3800008',
  },
  fernhill: {
    gtm: 'GTM-FRNHL01',
    ga4: 'G-FRNHL001',
    metaPixel: '3900000000000009',
    hotjar: 3900009,
  },
  /** kestrel-fitness (sites/cmp-library-sites.ts), not in the realistic tier. */
  kestrel: {
    gtm: 'GTM-KSTRL01',
    ga4: 'G-KSTRL001',
    metaPixel: '4400000000000007',
    linkedIn: '4400007',
  },
} as const;

const T = REALISTIC_TAGS;

const html = (name: string, markup: string, consent: ConsentRequirement): GtmTag => ({
  kind: 'html',
  name,
  html: markup,
  consent,
});

const CONTAINERS: readonly GtmContainer[] = [
  {
    // Consent-aware: every tag waits for its Consent Mode signal (the site's Klaro config sends it).
    id: T.alpenglow.gtm,
    timersMs: ENGAGEMENT_TIMERS,
    tags: [
      { kind: 'ga4', id: T.alpenglow.ga4, consent: 'analytics' },
      { kind: 'google_ads', id: T.alpenglow.ads, consent: 'marketing' },
      html('Meta Pixel', metaPixelSnippet(T.alpenglow.metaPixel), 'marketing'),
      html('TikTok Pixel', tiktokPixelSnippet(T.alpenglow.tiktok), 'marketing'),
      html('Microsoft UET', bingUetSnippet(T.alpenglow.bing), 'marketing'),
      html('PostHog', postHogSnippet(T.alpenglow.posthog), 'analytics'),
    ],
  },
  {
    // Set up by an agency without any consent requirement: everything fires on every page view.
    id: T.brightside.gtm,
    timersMs: ENGAGEMENT_TIMERS,
    tags: [
      { kind: 'ga4', id: T.brightside.ga4, consent: null },
      { kind: 'google_ads', id: T.brightside.ads, consent: null },
      html('LinkedIn Insight', linkedInInsightSnippet(T.brightside.linkedIn), null),
      html('Microsoft UET', bingUetSnippet(T.brightside.bing), null),
    ],
  },
  {
    // Hotjar "requires analytics consent", but the site never configures Consent Mode: it fires at once.
    id: T.harbourview.gtm,
    timersMs: ENGAGEMENT_TIMERS,
    tags: [html('Hotjar', hotjarSnippet(T.harbourview.hotjar), 'analytics')],
  },
  {
    // Consent Mode signals come from the site's TCF CMP (purpose 1 + Google's vendor consent).
    id: T.northgate.gtm,
    timersMs: ENGAGEMENT_TIMERS,
    tags: [
      { kind: 'ga4', id: T.northgate.ga4, consent: 'analytics' },
      { kind: 'google_ads', id: T.northgate.ads, consent: 'marketing' },
      html('Microsoft Clarity', claritySnippet(T.northgate.clarity), 'analytics'),
    ],
  },
  {
    // US sites: advertising tags wait for ad_storage, which the site denies once the visitor opts out.
    id: T.goldenState.gtm,
    timersMs: ENGAGEMENT_TIMERS,
    tags: [
      { kind: 'ga4', id: T.goldenState.ga4, consent: 'analytics' },
      { kind: 'google_ads', id: T.goldenState.ads, consent: 'marketing' },
      html('Meta Pixel', metaPixelSnippet(T.goldenState.metaPixel), 'marketing'),
      html('TikTok Pixel', tiktokPixelSnippet(T.goldenState.tiktok), 'marketing'),
    ],
  },
  {
    id: T.bayline.gtm,
    timersMs: ENGAGEMENT_TIMERS,
    tags: [
      { kind: 'ga4', id: T.bayline.ga4, consent: 'analytics' },
      html('Meta Pixel', metaPixelSnippet(T.bayline.metaPixel), 'marketing'),
      html('Microsoft UET', bingUetSnippet(T.bayline.bing), 'marketing'),
    ],
  },
  {
    id: T.redwood.gtm,
    timersMs: ENGAGEMENT_TIMERS,
    tags: [
      { kind: 'ga4', id: T.redwood.ga4, consent: 'analytics' },
      { kind: 'google_ads', id: T.redwood.ads, consent: 'marketing' },
      html('Meta Pixel', metaPixelSnippet(T.redwood.metaPixel), 'marketing'),
      html('LinkedIn Insight', linkedInInsightSnippet(T.redwood.linkedIn), 'marketing'),
    ],
  },
  {
    // Consent-aware; the late vanilla-cookieconsent banner sends the Consent Mode update.
    id: T.fernhill.gtm,
    timersMs: ENGAGEMENT_TIMERS,
    tags: [
      { kind: 'ga4', id: T.fernhill.ga4, consent: 'analytics' },
      html('Meta Pixel', metaPixelSnippet(T.fernhill.metaPixel), 'marketing'),
      html('Hotjar', hotjarSnippet(T.fernhill.hotjar), 'analytics'),
    ],
  },
  {
    // The consent banner itself is a Custom HTML tag (vanilla-cookieconsent, loaded by the site's
    // loader script); GA4 and the Meta pixel wait for its Consent Mode update, LinkedIn Insight was
    // added later without a consent requirement.
    id: T.kestrel.gtm,
    timersMs: ENGAGEMENT_TIMERS,
    tags: [
      html(
        'Cookie banner',
        '<script src="https://kestrel-fitness.example/assets/js/consent-banner.js"></script>',
        null,
      ),
      { kind: 'ga4', id: T.kestrel.ga4, consent: 'analytics' },
      html('Meta Pixel', metaPixelSnippet(T.kestrel.metaPixel), 'marketing'),
      html('LinkedIn Insight', linkedInInsightSnippet(T.kestrel.linkedIn), null),
    ],
  },
  {
    // brambleway-garden.example: no Consent Mode; the CMP's callbacks push `cookie_consent_update`
    // with one data-layer variable per category, and custom-event triggers fire the tags. The GA4
    // trigger checks its variable; the Meta pixel's trigger was set up on the event alone (so it
    // fires whatever the visitor chose).
    id: 'GTM-BRMBLW1',
    timersMs: ENGAGEMENT_TIMERS,
    tags: [
      {
        kind: 'ga4',
        id: 'G-BRMBLW01',
        consent: null,
        trigger: {
          event: 'cookie_consent_update',
          when: { variable: 'cookie_consent_analytics', equals: 'granted' },
        },
      },
      {
        ...html('Meta Pixel', metaPixelSnippet('4600000000000002'), null),
        trigger: { event: 'cookie_consent_update' },
      },
    ],
  },
  {
    // atelier-marel.example: Axeptio's GTM integration. No Consent Mode; Axeptio pushes
    // `axeptio_activate_<vendor>` for each vendor the visitor accepted, and each tag fires on its event.
    id: 'GTM-AXMAREL',
    timersMs: ENGAGEMENT_TIMERS,
    tags: [
      {
        kind: 'ga4',
        id: 'G-AXMAREL02',
        consent: null,
        trigger: { event: 'axeptio_activate_google_analytics' },
      },
      {
        ...html('Meta Pixel', metaPixelSnippet('6101928374650002'), null),
        trigger: { event: 'axeptio_activate_facebook_pixel' },
      },
    ],
  },
  {
    // marlow-street-bakery.example: CookieScript's Google Consent Mode integration sends the signals.
    // GA4 waits for analytics_storage; the agency added the Meta pixel without a consent requirement.
    id: 'GTM-CSMARLW',
    timersMs: ENGAGEMENT_TIMERS,
    tags: [
      { kind: 'ga4', id: 'G-CSMRLW03', consent: 'analytics' },
      html('Meta Pixel', metaPixelSnippet('7301928374650003'), null),
    ],
  },
  {
    // nordurljos-guesthouse.example: CookieHub's Google Consent Mode integration sends the signals.
    id: 'GTM-CHNORDR',
    timersMs: ENGAGEMENT_TIMERS,
    tags: [
      { kind: 'ga4', id: 'G-CHNRDR01', consent: 'analytics' },
      html('Meta Pixel', metaPixelSnippet('7401928374650001'), 'marketing'),
    ],
  },
];

export const GTM_CONTAINERS: ReadonlyMap<string, GtmContainer> = new Map(
  CONTAINERS.map((container) => [container.id, container]),
);
