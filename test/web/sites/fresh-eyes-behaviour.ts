import { send, sendNoContent } from '../../../src/cli/demo-web/http/respond.ts';
import type { Route } from '../../../src/cli/demo-web/http/router.ts';
import {
  googleFontsLink,
  gtagSnippet,
  hotjarSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { siteScriptRoute, vanillaCookieconsentRoutes } from './consent-kit.ts';
import { hubSpotFormAction } from './realistic/snippets.ts';
import { FURNITURE, LISTINGS, NEWS_ARTICLES, RECIPES } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';
import { staticFile } from '../static-files.ts';

/**
 * Behaviour detectors on realistic sites (a fresh-eyes round): session replay that only surveys next to
 * replay through a first-party proxy, a pharmacy whose search box speaks of symptoms next to an
 * appointment form that sends health data to a marketing platform, and a first-party search
 * autocomplete next to a chat widget that takes the email typed into the page. Each site's expected
 * findings are in its comment and in test/e2e/fresh-eyes-behaviour.test.ts.
 */

const CMP_HEAD = '<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">';
const cmpEnd = (
  config: string,
) => `<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/js/${config}"></script>`;
const cmpRoutes = (config: string): Route[] => [
  ...vanillaCookieconsentRoutes,
  siteScriptRoute(`/assets/js/${config}`, config),
];

/**
 * Saltbridge Books, an independent bookshop on vanilla-cookieconsent v3. Google Analytics is gated
 * (analytics); Hotjar is pasted into the template ungated, because the shop uses it only for its
 * reader survey: in the shop's Hotjar settings recording is off (site id 4120733), so the bootstrap
 * sets its cookies, reports the visit to in.hotjar.com and loads its modules, and nothing goes to the
 * recording endpoint.
 *
 * Expected: no `session_recording` in any arm (Hotjar is on the page, records nothing). Hotjar is an
 * analytics tracker loaded before any choice: `pre_consent_tracking` (Hotjar) and
 * `pre_consent_nonessential_cookies` (`_hjSessionUser_4120733`, `_hjSession_4120733`); it loads again
 * after "Reject all": `tracking_after_refusal` (Hotjar). "Reject all" on the first layer, confirmed
 * through cc_cookie; Accept confirmed, Google Analytics after it.
 */
export const saltbridgeBooks = realisticSite({
  identity: {
    name: 'Saltbridge Books',
    hostname: 'saltbridge-books.example',
    accent: '#7c2d12',
    tagline: 'New and second-hand books by the harbour since 1988.',
  },
  catalogue: {
    path: '/reading',
    navLabel: 'Reading',
    heading: 'Staff picks',
    items: NEWS_ARTICLES,
    cta: 'See the staff picks',
  },
  head: () => `${CMP_HEAD}
${googleFontsLink('Lora:wght@400;700')}
${gtagSnippet('G-SALTBR01', { category: 'analytics' })}
${hotjarSnippet(4120733)}`,
  end: () => cmpEnd('saltbridge-cookieconsent-config.js'),
  home: {
    heading: 'Books worth the trip',
    text: 'Twenty thousand titles on three floors, and a café on the top one.',
    extra:
      '<aside class="card"><strong>Two minutes for us?</strong><p>Tell us what you would like us to stock next — our reader survey opens in the corner.</p></aside>',
  },
  about: ['Saltbridge Books is run by four booksellers and a cat.'],
  contact: { intro: 'Looking for a particular edition? Ask us.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics. Our reader survey is run by Hotjar (session recording is switched off). Your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  routes: cmpRoutes('saltbridge-cookieconsent-config.js'),
});

/**
 * Quayside Lettings, a letting agency on vanilla-cookieconsent v3 that records visits with Microsoft
 * Clarity through a first-party proxy (Clarity's tag, recorder and upload rewritten under /clarity/ on
 * its own host, as reverse-proxy set-ups do), gated behind the analytics category. No other tag.
 *
 * Expected: no finding. Nothing before a choice and nothing after "Reject all" (confirmed through
 * cc_cookie). After "Accept all" the recorder starts and uploads Clarity envelopes to
 * https://quayside-lettings.example/clarity/collect: the Accept arm's session-replay signal names
 * Microsoft Clarity at the site's own host (found by the payload's shape), phase `after_accept`.
 * (Written first as a `session_recording` finding from the Accept arm: wrong — recording the visitor
 * accepted is no finding; activity after an acceptance never projects one, see findings/arm-items.ts.)
 */
export const quaysideLettings = realisticSite({
  identity: {
    name: 'Quayside Lettings',
    hostname: 'quayside-lettings.example',
    accent: '#0e7490',
    tagline: 'Flats and houses to let along the river.',
  },
  catalogue: {
    path: '/to-let',
    navLabel: 'To let',
    heading: 'Available now',
    items: LISTINGS,
    cta: 'Browse the listings',
  },
  head: () => `${CMP_HEAD}
<!-- Microsoft Clarity (through our proxy) -->
<script type="text/plain" data-category="analytics">(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="/clarity/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window, document, "clarity", "script", "q4yslt7r2p");</script>`,
  end: () => cmpEnd('quayside-cookieconsent-config.js'),
  home: {
    heading: 'Find your next home',
    text: 'Every listing viewed in person by our team before it goes online.',
  },
  about: ['Quayside Lettings has let homes along the river since 2004.'],
  contact: { intro: 'Book a viewing or ask about a listing.', action: '/contact' },
  privacy: [
    'With your consent we use Microsoft Clarity to record how visitors use our listings; it is served through our own domain. Your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  routes: [
    ...cmpRoutes('quayside-cookieconsent-config.js'),
    {
      method: 'GET',
      path: /^\/clarity\/tag\/[a-z0-9]+$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'clarity-tag.js')),
    },
    {
      method: 'GET',
      path: '/clarity/s/0.8.9/clarity.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'clarity.js')),
    },
    { method: 'POST', path: '/clarity/collect', handle: (_req, res) => sendNoContent(res) },
  ],
});

/**
 * Meadowbrook Pharmacy, a high-street pharmacy on vanilla-cookieconsent v3 (Google Analytics gated
 * as analytics, the Meta pixel as marketing). Its home page leads with a search box "Search medicines,
 * symptoms and conditions" (GET /search, first party). Its /appointments page books a flu jab or a
 * consultation with a plain HTML form that posts to HubSpot (forms.hubspot.com/uploads/form/v2/…):
 * name, email, phone, date of birth (autocomplete bday), the service (select) and "Health conditions
 * or medicines we should know about" (a textarea).
 *
 * Expected (scan with a crawl that reaches /appointments): `sensitive_form_fields` (date of birth,
 * health) for the appointment form only, and `third_party_form_destination` (forms.hubspot.com). The
 * search box asks nothing about the visitor: it is not a health field, and no form of the home page is
 * sensitive. Nothing tracks before a choice; "Reject all" confirmed; Accept confirmed.
 */
export const meadowbrookPharmacy = realisticSite({
  identity: {
    name: 'Meadowbrook Pharmacy',
    hostname: 'meadowbrook-pharmacy.example',
    accent: '#15803d',
    tagline: 'Your local pharmacy: prescriptions, advice and vaccinations.',
  },
  catalogue: {
    path: '/health-advice',
    navLabel: 'Health advice',
    heading: 'Healthy eating with our pharmacists',
    items: RECIPES,
    cta: 'Read our advice',
  },
  head: () => `${CMP_HEAD}
${gtagSnippet('G-MEADOW01', { category: 'analytics' })}
${metaPixelSnippet('4700000000000002', { category: 'marketing' })}`,
  end: () => cmpEnd('meadowbrook-cookieconsent-config.js'),
  home: {
    heading: 'Advice without an appointment',
    text: 'Walk in, or book a consultation with one of our pharmacists.',
    extra: `<section class="card"><h2>Find a medicine or condition</h2>
<form class="stack" role="search" action="/search"><input type="search" name="q" placeholder="Search medicines, symptoms and conditions" aria-label="Search medicines, symptoms and conditions"> <button class="button" type="submit">Search</button></form>
<p><a class="button" href="/appointments">Book an appointment</a></p></section>`,
  },
  about: ['Meadowbrook Pharmacy has served the village for three generations.'],
  contact: { intro: 'Questions about a prescription? Ask us.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics and the Meta pixel. Appointment requests are delivered to us through HubSpot.',
  ],
  pages: [
    {
      path: '/appointments',
      title: 'Book an appointment',
      navLabel: 'Appointments',
      main: `<section class="article"><h1>Book an appointment</h1><p>Flu jabs, travel vaccinations and private consultations. We confirm by phone within a day.</p>
<form class="stack" id="hsForm_appointment" action="${hubSpotFormAction(6021145, '8f3a2c71-5b1e-4d0a-9c6e-2a7f1d4b9e03')}" method="post">
  <label>Full name <input type="text" name="firstname" autocomplete="name" required></label>
  <label>Email <input type="email" name="email" autocomplete="email" required></label>
  <label>Phone <input type="tel" name="phone" autocomplete="tel" required></label>
  <label>Date of birth <input type="date" name="date_of_birth" autocomplete="bday" required></label>
  <label>Service <select name="service"><option>Flu vaccination</option><option>Travel vaccinations</option><option>Private consultation</option></select></label>
  <label>Health conditions or medicines we should know about <textarea name="notes" rows="4"></textarea></label>
  <button class="button" type="submit">Request appointment</button>
</form></section>`,
    },
  ],
  routes: cmpRoutes('meadowbrook-cookieconsent-config.js'),
});

const PARLEY_SITE = 'hlt-83f1';

/**
 * Harbourlight Tickets, a concert venue on vanilla-cookieconsent v3 (Google Analytics gated). The
 * header search suggests events as the visitor types, from the venue's own API (GET /api/suggest?q=…).
 * The home page has a "Ticket alerts" box (email). The venue runs Parley Chat (fictional,
 * widget.parleychat.example, loaded ungated as a support tool), whose loader reads email addresses
 * typed into the page's forms on change and sends them, through its frame, to api.parleychat.example
 * before anything is submitted.
 *
 * Expected: `key_logging` — the email typed into the alert box, in plain text in a POST body, to
 * api.parleychat.example (from the chat frame); not the search box (its suggestions come from the site
 * itself). Parley is unclassified, so no tracking finding. "Reject all" confirmed; Accept confirmed.
 */
export const harbourlightTickets = realisticSite({
  identity: {
    name: 'Harbourlight Tickets',
    hostname: 'harbourlight-tickets.example',
    accent: '#6d28d9',
    tagline: 'Concerts and comedy at the Harbourlight Hall.',
  },
  catalogue: {
    path: '/events',
    navLabel: 'Events',
    heading: 'On stage soon',
    items: FURNITURE,
    cta: 'See what is on',
  },
  head: () => `${CMP_HEAD}
${gtagSnippet('G-HARBLT01', { category: 'analytics' })}`,
  end: () => `<script src="/assets/js/harbourlight-search.js"></script>
<script async src="https://widget.parleychat.example/loader.js" data-site="${PARLEY_SITE}"></script>
${cmpEnd('harbourlight-cookieconsent-config.js')}`,
  home: {
    heading: 'Live at the Harbourlight',
    text: 'Two hundred shows a year in a hall built for sound.',
    extra: `<section class="card"><h2>Ticket alerts</h2><p>Be the first to hear when new shows go on sale.</p>
<form class="stack" action="/alerts" method="post"><label>Email <input type="email" name="email" autocomplete="email" required></label> <button class="button" type="submit">Sign up</button></form></section>`,
  },
  about: ['The Harbourlight Hall opened in 1931 as a ferry terminal.'],
  contact: { intro: 'Questions about a booking? Ask us or chat with us.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics. Our live chat is provided by Parley Chat, which receives the email address you give us so that our team knows who they are talking to.',
  ],
  routes: [
    ...cmpRoutes('harbourlight-cookieconsent-config.js'),
    siteScriptRoute('/assets/js/harbourlight-search.js', 'harbourlight-search.js'),
    {
      method: 'GET',
      path: '/api/suggest',
      handle: (_req, res) =>
        send(
          res,
          200,
          'json',
          JSON.stringify({ suggestions: ['The Harbour Quartet', 'Harbourlight Comedy Night'] }),
        ),
    },
  ],
});

/** Parley Chat (fictional live-chat vendor): loader, launcher frame and API. */
export const parleyChat: FixtureHost = {
  name: 'Parley Chat',
  kind: 'vendor',
  hostnames: ['widget.parleychat.example', 'api.parleychat.example'],
  handle: async (req, res) => {
    if (req.host === 'widget.parleychat.example' && req.path === '/loader.js')
      return sendFile(res, 'js', staticFile('sites', 'parley-chat-loader.js'));
    if (req.host === 'widget.parleychat.example' && req.path === '/frame.js')
      return sendFile(res, 'js', staticFile('sites', 'parley-chat-frame.js'));
    if (req.host === 'widget.parleychat.example' && req.path === '/frame.html')
      return send(
        res,
        200,
        'html',
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Parley Chat</title><style>body{margin:0}#launcher{width:64px;height:64px;border-radius:50%;border:0;background:#6d28d9;color:#fff;font:600 14px sans-serif}</style></head><body><button id="launcher" type="button" aria-label="Open chat">Chat</button><script src="/frame.js"></script></body></html>',
      );
    if (req.host === 'api.parleychat.example' && req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Origin', 'https://widget.parleychat.example');
      res.setHeader('Access-Control-Allow-Headers', 'content-type');
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      return sendNoContent(res);
    }
    if (req.host === 'api.parleychat.example' && req.method === 'POST') {
      res.setHeader('Access-Control-Allow-Origin', 'https://widget.parleychat.example');
      return send(res, 200, 'json', '{"ok":true}');
    }
    return send(res, 404, 'text', 'not found');
  },
};

export const FRESH_EYES_BEHAVIOUR_SITES: readonly FixtureHost[] = [
  saltbridgeBooks,
  quaysideLettings,
  meadowbrookPharmacy,
  harbourlightTickets,
  parleyChat,
];
