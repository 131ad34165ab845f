/**
 * The realistic tier of the fixture web: sites that weigh what real sites weigh (a real CMP library,
 * 6–12 third-party scripts of tens to hundreds of KB that run, timers, beacons at 5 s and 15 s,
 * long-polls, a few hundred DOM nodes, inner pages with the same tags). Each is served at
 * https://<name>.example/; sites/<name>.ts says in full what it does. The benchmark's default set.
 */
export interface RealisticTierSite {
  /** Host label: the site is https://<name>.example/. */
  readonly name: string;
  /** CMP, and what the page does before and after a choice. */
  readonly description: string;
}

export const REALISTIC_TIER = [
  {
    name: 'alpenglow-outfitters',
    description:
      'Klaro + Google Consent Mode, gates correctly: before a choice and after "I decline" only GTM, LiveChat, a YouTube embed and fonts; after "Accept all" GA4, Google Ads, Meta, TikTok, Microsoft UET and PostHog session replay on every page view.',
  },
  {
    name: 'brightside-dental',
    description:
      'vanilla-cookieconsent that gates nothing: GTM (GA4, Google Ads, LinkedIn, UET) and the Meta pixel before any choice and after "Reject all"; /appointment recorded by PostHog with typed values sent, /contact posts to HubSpot, robots.txt disallows the patient portal, /logout link.',
  },
  {
    name: 'harbourview-hotels',
    description:
      'tarteaucitron.js gates GA4 and the Facebook pixel, but the TikTok pixel, Microsoft UET and a GTM Hotjar tag load before any choice and after "Deny all"; LiveChat, Vimeo embed with its vuid cookie.',
  },
  {
    name: 'copperleaf-kitchen',
    description:
      'Osano cookieconsent (opt-in, from jsDelivr) with GA4 and the Meta pixel hard-coded as plain <script> tags: they fire before any choice and on every page view after "Decline".',
  },
  {
    name: 'northgate-tribune',
    description:
      'IAB TCF v2.2 CMP (@iabtechlabtcf/cmpapi + core, 8-vendor GVL): first layer "Accept all" / "Settings", "Reject all" on the second layer registers a TC string without consents; GTM and Google Publisher Tag wait for consent; live-update long-poll.',
  },
  {
    name: 'golden-state-grocers',
    description:
      'US opt-out, no banner: GTM (GA4, Google Ads, Meta, TikTok) runs until the visitor opts out on /privacy-choices (switch + "Confirm my choices"), which registers (__uspapi 1YYN, GPP usnat SaleOptOut 1); GPC honoured, /.well-known/gpc.json.',
  },
  {
    name: 'bayline-furniture',
    description:
      'US opt-out like golden-state-grocers, but "Confirm my choices" stores nothing: __uspapi stays 1YNN, GPP SaleOptOut 2, Meta and UET keep firing on the next page view.',
  },
  {
    name: 'redwood-realty',
    description:
      'US opt-out like golden-state-grocers, but the confirm control on /privacy-choices is an unlabelled check-mark icon (it registers when clicked).',
  },
  {
    name: 'quietpine-studio',
    description:
      'No banner and no trackers, but consent-named scripts (cookie-consent-mode.js, gdpr-cookie-notice.js, vanilla-cookieconsent loaded and never run); jsDelivr, Plausible, Vimeo (dnt) and YouTube embeds.',
  },
  {
    name: 'fernhill-yoga',
    description:
      'vanilla-cookieconsent loaded 6 s after the load event by a consent loader, gates correctly (GTM with Consent Mode: GA4, Hotjar, Meta only after consent); LiveChat, Vimeo (dnt).',
  },
] as const satisfies readonly RealisticTierSite[];

/** The realistic tier's site names, in the order above. */
export const REALISTIC_TIER_SITES: readonly string[] = REALISTIC_TIER.map((site) => site.name);
