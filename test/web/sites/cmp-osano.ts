import {
  googleFontsLink,
  gtagSnippet,
  linkedInInsightSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { osanoSnippet } from '../vendors/osano.ts';
import { tiktokPixelSnippet } from './behaviour-snippets.ts';
import { FURNITURE, GROCERIES, STUDIO_PROJECTS } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';

/**
 * Osano (imitated at cmp.osano.com, vendors/osano.ts) on three realistic sites. Osano blocks by itself:
 * its script comes first in <head>, the site's tags follow as their vendors hand them out, and Osano
 * holds back the scripts whose host the customer classified in a category without consent. Each site's
 * expected findings are in its comment and in test/e2e/inmobi-osano-sites.test.ts.
 */
export const CMP_OSANO_TAGS = {
  ashgrove: { ga4: 'G-OSASHGR01', meta: '8120450011112222', tiktok: 'C8ASHGROVETIKTOK1' },
  quillstack: { ga4: 'G-OSQUILL02', meta: '8120450033334444', linkedIn: '5120442' },
  poppyfield: { ga4: 'G-OSPOPPY03', meta: '8120450055556666', tiktok: 'C8POPPYFIELDTIKTK3' },
} as const;

const ASHGROVE = CMP_OSANO_TAGS.ashgrove;

/**
 * Ashgrove Home, a homeware shop in Dublin. Osano in production mode with the "Deny" button and its
 * IAB TCF module on (CMP 279: the shop advertises on Google's and Meta's networks); GA4 classified
 * Analytics, the Meta and TikTok pixels Marketing. Google Fonts.
 *
 * Written answer (before scanning, eu_ie): no findings. Before a choice: Google Fonts and Osano only —
 * GA4, Meta and TikTok are held back. (The scan shows gtag.js fetched from www.googletagmanager.com
 * all the same: Chromium's preload scanner requests a `<script src>` before the parser builds it, and
 * Osano can only stop it running — no hit reaches Google Analytics. A tag manager's file is no finding.) Reject: autoconsent's `osano` rule clicks "Deny" (first layer);
 * the TC string of CMP 279 without consents is read through __tcfapi — a confirmed refusal
 * (tc_string; the osano_consentmanager record itself is encrypted and unread); nothing tracks on the
 * next page view. Accept: "Accept All", confirmed the same way; GA4, Meta and TikTok then load.
 */
export const osanoAshgrove = realisticSite({
  identity: {
    name: 'Ashgrove Home',
    hostname: 'ashgrove-home.example',
    accent: '#7c5c3b',
    tagline: 'Furniture and homeware from Irish workshops.',
    promo: 'Free delivery in Ireland over €150',
  },
  catalogue: {
    path: '/shop',
    navLabel: 'Shop',
    heading: 'New in the showroom',
    items: FURNITURE,
    cta: 'Shop the range',
  },
  head: () => `${osanoSnippet('ashgrove-home.example')}
${googleFontsLink('Cormorant Garamond:wght@500;700')}
${gtagSnippet(ASHGROVE.ga4)}
${metaPixelSnippet(ASHGROVE.meta)}
${tiktokPixelSnippet(ASHGROVE.tiktok)}`,
  end: () => '',
  home: {
    heading: 'Made slowly, built to last',
    text: 'Oak tables from Kilkenny, linen from Belfast, ceramics from West Cork.',
  },
  about: ['Ashgrove Home has sold furniture from Irish workshops since 2011.'],
  contact: { intro: 'Questions about delivery, care or a commission.', action: '/contact' },
  privacy: [
    'We use Osano to ask for your consent. Analytics (Google Analytics) and marketing (Meta, TikTok) only run once you accept them; you can change your choice with the Cookie Preferences button at any time.',
  ],
  legalLinks:
    '<a href="#" onclick="Osano.cm.showDrawer(\'osano-cm-dom-info-dialog-open\'); return false;">Cookie Preferences</a>',
});

const QUILLSTACK = CMP_OSANO_TAGS.quillstack;

/**
 * Quillstack, a project-planning SaaS in Amsterdam whose Osano configuration was left in listener mode
 * (Osano's discovery mode for set-up): the dialog shows with "Deny" and records the choice, but
 * nothing is blocked. GA4, the Meta pixel and LinkedIn Insight load on every page view.
 *
 * Written answer (before scanning, eu_ie): `pre_consent_tracking` and `tracking_after_refusal`
 * (Google Analytics, Meta, LinkedIn), `pre_consent_nonessential_cookies` (_ga…, _fbp). Reject:
 * "Deny" (first layer); Osano stores only its encrypted record (no IAB module, no readable state), so
 * the refusal stays unconfirmed — `stored_state_unread` — never "not registered". Accept: "Accept All",
 * likewise unconfirmed. (The first scan also reported `gpc_opt_out_not_observed` for Meta and
 * LinkedIn: consentry took Osano's __uspapi, which answers `1---` — US Privacy not applicable — outside
 * the US, for a US opt-out regime, so the GPC arm's pre-consent tracking was restated; fixed in
 * src/findings/gpc-choice.ts.)
 */
export const osanoQuillstack = realisticSite({
  identity: {
    name: 'Quillstack',
    hostname: 'quillstack.example',
    accent: '#4338ca',
    tagline: 'Plans, roadmaps and timelines your whole team can edit.',
  },
  catalogue: {
    path: '/templates',
    navLabel: 'Templates',
    heading: 'Start from a template',
    items: STUDIO_PROJECTS,
    cta: 'Browse templates',
  },
  head: () => `${osanoSnippet('quillstack.example')}
${googleFontsLink('Inter:wght@400;600')}
${gtagSnippet(QUILLSTACK.ga4)}
${metaPixelSnippet(QUILLSTACK.meta)}
${linkedInInsightSnippet(QUILLSTACK.linkedIn)}`,
  end: () => '',
  home: {
    heading: 'Plan the quarter in an afternoon',
    text: 'Roadmaps, dependencies and workload in one shared timeline.',
  },
  about: ['Quillstack is built by a team of fourteen in Amsterdam.'],
  contact: { intro: 'Talk to sales or get help with your workspace.', action: '/contact' },
  privacy: [
    'We use Osano to manage cookie consent. Analytics and marketing cookies are only set with your consent.',
  ],
  legalLinks:
    '<a href="#" onclick="Osano.cm.showDrawer(\'osano-cm-dom-info-dialog-open\'); return false;">Cookie Preferences</a>',
});

const POPPYFIELD = CMP_OSANO_TAGS.poppyfield;

/**
 * Poppyfield Goods, a gift and pantry shop in Sacramento, on Osano in production mode. In US states
 * Osano is opt-out: no dialog, every category on, and a "Do Not Sell or Share My Personal
 * Information" drawer the footer links to (an opt-out switch and "Confirm"); Global Privacy Control is
 * honoured as that opt-out. The Meta and TikTok pixels are classified Marketing (held back once
 * opted out), GA4 Analytics (kept). __uspapi says 1YNN, then 1YYN.
 *
 * Written answer (before scanning, california): `pre_consent_tracking` and
 * `pre_consent_nonessential_cookies` (opt-out: everything runs until the visitor opts out). Reject arm:
 * the footer link, the switch turned on, "Confirm": a refusal confirmed by the US Privacy string
 * (1YYN); the next page view has no Meta or TikTok: no `tracking_after_refusal`. GPC arm: Osano opts
 * out at once (1YYN), no Meta or TikTok: no `gpc_opt_out_not_observed`.
 */
export const osanoPoppyfield = realisticSite({
  identity: {
    name: 'Poppyfield Goods',
    hostname: 'poppyfield-goods.example',
    accent: '#c2410c',
    tagline: 'California pantry goods and gifts, packed in Sacramento.',
    promo: 'Free shipping on orders over $60',
  },
  catalogue: {
    path: '/pantry',
    navLabel: 'Pantry',
    heading: 'From the pantry',
    items: GROCERIES,
    cta: 'Shop the pantry',
  },
  head: () => `${osanoSnippet('poppyfield-goods.example')}
${googleFontsLink('Fraunces:wght@400;700')}
${gtagSnippet(POPPYFIELD.ga4)}
${metaPixelSnippet(POPPYFIELD.meta)}
${tiktokPixelSnippet(POPPYFIELD.tiktok)}`,
  end: () => '',
  home: {
    heading: 'A taste of the valley',
    text: 'Olive oil from Winters, almonds from Chico, jam from the farmers market.',
  },
  about: ['Poppyfield Goods has packed gift boxes in Sacramento since 2016.'],
  contact: { intro: 'Orders, corporate gifts and wholesale.', action: '/contact' },
  privacy: [
    'We share information with advertising partners (Meta, TikTok), which may be a “sale” or “sharing” under California law. Opt out with “Do Not Sell or Share My Personal Information” at the foot of every page; we honour Global Privacy Control as the same opt-out.',
  ],
  legalLinks:
    '<a href="#" onclick="Osano.cm.showDoNotSell(); return false;">Do Not Sell or Share My Personal Information</a>',
});

export const OSANO_SITES = [osanoAshgrove, osanoQuillstack, osanoPoppyfield] as const;
