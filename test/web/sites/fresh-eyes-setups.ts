import type { ServerResponse } from 'node:http';
import type { FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import {
  gtagSnippet,
  gtmSnippet,
  googleFontsLink,
  hotjarSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { packageFileRoute, siteScriptRoute } from './consent-kit.ts';
import { packageAsset } from './cmp-tarteaucitron.ts';
import {
  FURNITURE,
  GROCERIES,
  OUTDOOR_PRODUCTS,
  RECIPES,
  STUDIO_PROJECTS,
} from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';

/**
 * Set-ups small sites copy from CMP tutorials (a fresh-eyes round): the library from a public CDN
 * (jsDelivr's GitHub CDN, unpkg, cdnjs), GTM tags gated by the CMP's data-layer event, an Italian
 * banner in the library's own translation, a theme's hard-coded tags beside a CMP that gates only GA4,
 * and a banner the site shows only to visitors its own geo check places in the EU. Each site's
 * expected findings are in its comment and in test/e2e/fresh-eyes-setups.test.ts.
 */

/**
 * Ember Roastery, a coffee roaster, with vanilla-cookieconsent v3 exactly as its "getting started"
 * shows it: the library and its stylesheet from cdn.jsdelivr.net/gh/orestbida/cookieconsent@3.x/,
 * jQuery from cdnjs, a Google font. Google Analytics (analytics) and the Meta pixel (marketing) are
 * gated with type="text/plain" data-category.
 *
 * Expected: no finding. The CDNs (cdn.jsdelivr.net, cdnjs.cloudflare.com) are requested before a
 * choice and appear in the requests, classified as CDNs, in no finding. "Reject all" on the first
 * layer; the refusal confirmed through cc_cookie; no tracker on the next page view. "Accept all":
 * confirmed; Google Analytics and Meta.
 */
export const emberRoastery = realisticSite({
  identity: {
    name: 'Ember Roastery',
    hostname: 'ember-roastery.example',
    accent: '#9a3412',
    tagline: 'Small-batch coffee, roasted on Tuesdays.',
  },
  catalogue: {
    path: '/shop',
    navLabel: 'Shop',
    heading: 'Fresh roasts',
    items: GROCERIES,
    cta: 'Shop coffee',
  },
  head: () => `<link rel="stylesheet" href="https://cdn.jsdelivr.net/gh/orestbida/cookieconsent@3.1.0/dist/cookieconsent.css">
${googleFontsLink('DM+Serif+Display:wght@400')}
<script src="https://cdnjs.cloudflare.com/ajax/libs/jquery/3.7.1/jquery.min.js"></script>
${gtagSnippet('G-EMBERR01', { category: 'analytics' })}
${metaPixelSnippet('4600000000000001', { category: 'marketing' })}`,
  end: () => `<script src="https://cdn.jsdelivr.net/gh/orestbida/cookieconsent@3.1.0/dist/cookieconsent.umd.js"></script>
<script src="/assets/js/cookieconsent-config.js"></script>`,
  home: {
    heading: 'Roasted this week',
    text: 'Single origins and our house espresso, posted the day after roasting.',
  },
  about: ['Ember Roastery started with a 5 kg drum roaster in a garage in 2016.'],
  contact: { intro: 'Wholesale or subscriptions? Write to us.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics and the Meta pixel. Your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  routes: [
    siteScriptRoute('/assets/js/cookieconsent-config.js', 'ember-roastery-cookieconsent-config.js'),
  ],
});

/**
 * Brambleway Garden Centre with vanilla-cookieconsent v2 (first layer "Accept all" / "Reject all")
 * and Google Tag Manager wired the way "CMP + GTM custom event" tutorials show it
 * (static/sites/brambleway-cookieconsent-config.js): the CMP gates no script; its onAccept / onChange
 * callbacks push `cookie_consent_update` with `cookie_consent_analytics` / `cookie_consent_marketing`
 * ("granted" / "denied"), and the container GTM-BRMBLW1 (vendors/gtm-containers.ts) fires GA4 on that
 * event with analytics granted, but the Meta pixel on the event alone (the trigger's condition was
 * never added).
 *
 * Expected: before a choice only the GTM container loads (a tag manager, no tag fires): no
 * `pre_consent_*`. "Reject all" pushes the event with both categories denied: GA4 stays off, the Meta
 * pixel fires at once and again on the next page view (onAccept runs on each page view with a stored
 * choice): `tracking_after_refusal` (Meta). The refusal is stored (cc_cookie), confirmed, so no
 * `refusal_not_registered`. "Accept all": confirmed; Google Analytics and Meta.
 */
export const bramblewayGarden = realisticSite({
  identity: {
    name: 'Brambleway Garden Centre',
    hostname: 'brambleway-garden.example',
    accent: '#166534',
    tagline: 'Plants, tools and advice since 1979.',
  },
  catalogue: {
    path: '/shop',
    navLabel: 'Shop',
    heading: 'In season now',
    items: OUTDOOR_PRODUCTS,
    cta: 'Browse plants',
  },
  head: () => `${gtmSnippet('GTM-BRMBLW1')}
<link rel="stylesheet" href="/vendor/cookieconsent-v2/cookieconsent.css">
${googleFontsLink('Lora:wght@400;700')}`,
  end: () => `<script src="/vendor/cookieconsent-v2/cookieconsent.js"></script>
<script src="/assets/js/cookieconsent-init.js"></script>`,
  home: {
    heading: 'Spring bulbs are in',
    text: 'Tulips, alliums and dahlias, with planting advice from our team.',
  },
  about: ['Brambleway has grown plants on the same four acres since 1979.'],
  contact: { intro: 'Ask our plant doctor.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics and the Meta pixel, through Google Tag Manager. Your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  routes: [
    packageFileRoute(
      '/vendor/cookieconsent-v2/cookieconsent.js',
      'vanilla-cookieconsent-v2',
      'dist/cookieconsent.js',
    ),
    packageFileRoute(
      '/vendor/cookieconsent-v2/cookieconsent.css',
      'vanilla-cookieconsent-v2',
      'dist/cookieconsent.css',
    ),
    siteScriptRoute('/assets/js/cookieconsent-init.js', 'brambleway-cookieconsent-config.js'),
  ],
});

/**
 * Trattoria del Sole, a restaurant in Bologna, with tarteaucitron.js in Italian (the library's own
 * lang/tarteaucitron.it.js; static/sites/trattoria-sole-tarteaucitron-config.js): a bottom banner with
 * "Consenti tutti i cookie", "Rifiuta tutti i cookie" and "Personalizza" (the services panel). No
 * Google Consent Mode: Google Analytics and the Facebook pixel load only once allowed.
 *
 * Expected: no finding. Reject arm: "Rifiuta tutti i cookie" on the first layer, confirmed through the
 * tarteaucitron cookie; no tracker on the next page view. Accept arm: "Ok, accetta tutto" (the
 * translation's `acceptAll`, the banner's button; written first as "Consenti tutti i cookie", which is
 * the panel's `allowAll`), confirmed; Google Analytics and Meta.
 */
export const trattoriaSole = realisticSite({
  identity: {
    name: 'Trattoria del Sole',
    hostname: 'trattoria-sole.example',
    accent: '#b45309',
    tagline: 'Cucina bolognese dal 1962.',
    lang: 'it',
  },
  catalogue: {
    path: '/menu',
    navLabel: 'Menù',
    heading: 'Il nostro menù',
    items: RECIPES,
    cta: 'Vedi il menù',
  },
  head: () => `${googleFontsLink('Playfair+Display:wght@400;700')}
<script>var tarteaucitronForceLanguage = 'it';</script>
<script src="/tarteaucitron/tarteaucitron.js"></script>
<script src="/assets/js/tarteaucitron-config.js"></script>`,
  end: () => '',
  home: {
    heading: 'Tagliatelle fatte a mano ogni mattina',
    text: 'Prenota un tavolo per pranzo o cena, anche per gruppi.',
  },
  about: ['La famiglia Benassi cucina in via Santo Stefano dal 1962.'],
  contact: { intro: 'Prenotazioni e eventi privati: scrivici.', action: '/contact' },
  privacy: [
    'Con il tuo consenso usiamo Google Analytics e il pixel di Facebook. La tua scelta è salvata nel cookie <code>tarteaucitron</code>.',
  ],
  routes: [
    { method: 'GET', path: /^\/tarteaucitron\//, handle: packageAsset },
    siteScriptRoute('/assets/js/tarteaucitron-config.js', 'trattoria-sole-tarteaucitron-config.js'),
  ],
});

/**
 * Lumen Skin, a skincare shop whose theme pasted Hotjar (session recording) and the Meta pixel into
 * <head>; the owner later added vanilla-cookieconsent v3 from unpkg
 * (static/sites/lumen-skin-cookieconsent-config.js) with one optional category that gates Google
 * Analytics only. "Reject all" is on the first layer.
 *
 * Expected: `pre_consent_tracking` (Hotjar, Meta) with `pre_consent_nonessential_cookies` (_fbp,
 * _hjSessionUser_…), `session_recording` (Hotjar records before any choice), and after "Reject all"
 * (confirmed through cc_cookie, so no `refusal_not_registered`) Hotjar and Meta on the next page view:
 * `tracking_after_refusal` (Hotjar, Meta). No Google Analytics after the refusal. Accept arm:
 * confirmed; Google Analytics besides Hotjar and Meta.
 */
export const lumenSkin = realisticSite({
  identity: {
    name: 'Lumen Skin',
    hostname: 'lumen-skin.example',
    accent: '#be185d',
    tagline: 'Gentle skincare, refillable bottles.',
  },
  catalogue: {
    path: '/shop',
    navLabel: 'Shop',
    heading: 'Best sellers',
    items: STUDIO_PROJECTS,
    cta: 'Shop skincare',
  },
  head: () => `${hotjarSnippet(4600004)}
${metaPixelSnippet('4600000000000004')}
<link rel="stylesheet" href="https://unpkg.com/vanilla-cookieconsent@3.1.0/dist/cookieconsent.css">
${googleFontsLink('Nunito:wght@400;700')}
${gtagSnippet('G-LUMENS01', { category: 'analytics' })}`,
  end: () => `<script src="https://unpkg.com/vanilla-cookieconsent@3.1.0/dist/cookieconsent.umd.js"></script>
<script src="/assets/js/cookieconsent-config.js"></script>`,
  home: {
    heading: 'Less, but better',
    text: 'Five products, refillable bottles, and a routine that takes two minutes.',
  },
  about: ['Lumen Skin is made in small batches in Bristol.'],
  contact: {
    intro: 'Questions about your skin? Our team answers within a day.',
    action: '/contact',
  },
  privacy: [
    'With your consent we use Google Analytics. Your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  routes: [
    siteScriptRoute('/assets/js/cookieconsent-config.js', 'lumen-skin-cookieconsent-config.js'),
  ],
});

/** EU and EEA countries, for the geo check of alder-ash.example. */
const GDPR_COUNTRIES = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(
    ' ',
  ),
);

/**
 * The site's /geo endpoint: the visitor is "in the EU" when the time zone the page sends is a
 * European one or the Accept-Language header's first tag names an EU/EEA country.
 */
function geo(req: FixtureRequest, res: ServerResponse): void {
  const zone = req.url.searchParams.get('tz') ?? '';
  const first = String(req.headers['accept-language'] ?? '').split(',')[0] ?? '';
  const country = first.split('-')[1]?.toUpperCase() ?? '';
  const gdpr = zone.startsWith('Europe/') || GDPR_COUNTRIES.has(country);
  send(res, 200, 'json', JSON.stringify({ gdpr, country: country || null }));
}

/**
 * Alder & Ash, a furniture maker selling in Europe and the US, with a geo gate of its own
 * (static/sites/alder-ash-geo-consent.js): the page asks /geo (time zone and Accept-Language); in the
 * EU it loads Osano cookieconsent from cdnjs in opt-in mode ("Decline" / "Allow cookies") and Google
 * Analytics and the Meta pixel only after "Allow cookies"; elsewhere no banner, and both load at once.
 *
 * Expected, scanned from eu_ie (the default): no finding; "Decline" on the first layer, stored as
 * cookieconsent_status=deny, confirmed; no tracker after it. "Allow cookies": confirmed; Google
 * Analytics and Meta. Scanned from california: no banner at all, Google Analytics and Meta before
 * any choice: `tracking_without_consent_mechanism` (Google Analytics, Meta) — the scan cannot see
 * that EU visitors get a banner, and says what a Californian visitor gets — and, as GPC is then the
 * visitor's only choice and Meta still loads with it, `gpc_opt_out_not_observed` (Meta). Beside them
 * `pre_consent_tracking` and `pre_consent_nonessential_cookies` (_ga, _fbp), as on every site with
 * trackers and no banner (missed in the first written answer). The action arms still run there: the
 * script's path names "consent", evidence of a banner to come; they find none and claim nothing.
 */
export const alderAsh = realisticSite({
  identity: {
    name: 'Alder & Ash',
    hostname: 'alder-ash.example',
    accent: '#3f6212',
    tagline: 'Solid wood furniture, made to order.',
  },
  catalogue: {
    path: '/furniture',
    navLabel: 'Furniture',
    heading: 'Made to order',
    items: FURNITURE,
    cta: 'See the collection',
  },
  head: () => googleFontsLink('Fraunces:wght@400;700'),
  end: () => '<script src="/assets/js/geo-consent.js"></script>',
  home: {
    heading: 'Tables that outlive us',
    text: 'Oak and walnut, finished by hand, shipped to Europe and the US.',
  },
  about: ['Alder & Ash has built furniture in Porto and Portland since 2011.'],
  contact: { intro: 'Commissions and trade enquiries.', action: '/contact' },
  privacy: [
    'We use Google Analytics and the Meta pixel. Visitors in the EU are asked first; their choice is stored in the <code>cookieconsent_status</code> cookie.',
  ],
  routes: [
    { method: 'GET', path: '/geo', handle: geo },
    siteScriptRoute('/assets/js/geo-consent.js', 'alder-ash-geo-consent.js'),
  ],
});

export const FRESH_EYES_SETUPS = [
  emberRoastery,
  bramblewayGarden,
  trattoriaSole,
  lumenSkin,
  alderAsh,
] as const;
