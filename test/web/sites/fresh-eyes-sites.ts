import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import {
  gtagSnippet,
  googleFontsLink,
  linkedInInsightSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { packageFileRoute, siteScriptRoute, vanillaCookieconsentRoutes } from './consent-kit.ts';
import { packageAsset } from './cmp-tarteaucitron.ts';
import {
  RECIPES,
  STUDIO_PROJECTS,
  OUTDOOR_PRODUCTS,
  YOGA_CLASSES,
} from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';
import { bingUetSnippet, liveChatSnippet, youtubeEmbed } from './realistic/snippets.ts';

/**
 * Real CMP libraries from npm in configurations no other fixture site had (a fresh-eyes round): a
 * single-page app whose route changes are its page views, a banner the site shows itself after 5 s,
 * a Klaro modal with no decline in Polish, tarteaucitron as a centred Spanish modal, Orejime opening
 * its Dutch preferences modal at once, and Osano cookieconsent opt-in in German. Each site's expected
 * findings are in its comment and in test/e2e/fresh-eyes-sites.test.ts.
 */

const TUNEYARD = {
  name: 'Tuneyard Records',
  hostname: 'tuneyard-records.example',
  accent: '#7e22ce',
};
const TUNEYARD_ROUTES = ['/', '/shop', '/events', '/about', '/privacy'];
const tuneyardShell = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tuneyard Records</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
<style>:root { --accent: ${TUNEYARD.accent}; }</style>
<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
${googleFontsLink('Space+Grotesk:wght@400;700')}
</head>
<body>
<div id="app"><p class="loading">Loading…</p></div>
<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/js/app.js"></script>
${liveChatSnippet(14_500_001)}
</body>
</html>`;

/**
 * Tuneyard Records, a record shop built as a single-page app without a framework
 * (static/sites/tuneyard-records-app.js): links change the route with history.pushState. vanilla-
 * cookieconsent v3, opt-in, "Reject all" on the first layer; Google Analytics only after "analytics"
 * is accepted (with a GA4 virtual page view per route change). The route hook sends a Meta pixel
 * PageView on every client-side route change without asking the CMP; a document load never does.
 * LiveChat on every page.
 *
 * Expected: the starting page before a choice shows no tracker (no `pre_consent_tracking` from it).
 * After "Reject all" (first layer, confirmed through cc_cookie), the visitor's next page view is a
 * route change, and it sends the Meta pixel: `tracking_after_refusal` (Meta). After "Accept all":
 * Google Analytics, and Meta on the route change.
 */
export const tuneyardRecords: FixtureHost = {
  name: TUNEYARD.name,
  kind: 'site',
  hostnames: [TUNEYARD.hostname],
  handle: router(
    [
      ...sharedAssetRoutes(TUNEYARD.accent),
      ...TUNEYARD_ROUTES.map((path) => ({
        method: 'GET' as const,
        path,
        handle: (_req: FixtureRequest, res: ServerResponse) =>
          send(res, 200, 'html', tuneyardShell),
      })),
      siteScriptRoute('/assets/js/app.js', 'tuneyard-records-app.js'),
      ...vanillaCookieconsentRoutes,
    ],
    notFoundPage(TUNEYARD.name, TUNEYARD.accent),
  ),
};

/**
 * Quill & Ink, a stationery shop with vanilla-cookieconsent v3 and autoShow: false
 * (static/sites/quill-ink-cookieconsent-config.js): the site shows the consent modal itself 5 s after
 * load. Google Analytics and the Meta pixel are gated; LinkedIn Insight is pasted ungated.
 *
 * Expected: the banner is found although it appears 5 s after load; "Reject all" on the first layer
 * (no `no_first_layer_reject`). `pre_consent_tracking` (LinkedIn only) with
 * `pre_consent_nonessential_cookies` if its tag sets a cookie. Reject arm: confirmed through cc_cookie;
 * LinkedIn on the next page view: `tracking_after_refusal` (LinkedIn), no `refusal_not_registered`.
 * Accept arm: confirmed; Google Analytics, Meta and LinkedIn.
 */
export const quillInk = realisticSite({
  identity: {
    name: 'Quill & Ink',
    hostname: 'quill-ink.example',
    accent: '#1e3a8a',
    tagline: 'Fountain pens, paper and ink since 1998.',
  },
  catalogue: {
    path: '/pens',
    navLabel: 'Pens',
    heading: 'Pens we love',
    items: STUDIO_PROJECTS,
    cta: 'Browse pens',
  },
  head: () => `<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
${googleFontsLink('Libre+Baskerville:wght@400;700')}
${gtagSnippet('G-QUILLI01', { category: 'analytics' })}
${metaPixelSnippet('4500000000000002', { category: 'marketing' })}
${linkedInInsightSnippet('4500002')}`,
  end: () => `<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/js/cookieconsent-config.js"></script>`,
  home: {
    heading: 'Write something worth keeping',
    text: 'Nibs tuned in the shop, 140 inks to try, and paper that takes them.',
  },
  about: ['Quill & Ink started as a pen repair bench in 1998.'],
  contact: { intro: 'Questions about a pen? Ask our nib specialist.', action: '/contact' },
  privacy: [
    'With your consent we use Google Analytics and the Meta pixel. LinkedIn Insight measures our job adverts. Your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  routes: [
    ...vanillaCookieconsentRoutes,
    siteScriptRoute('/assets/js/cookieconsent-config.js', 'quill-ink-cookieconsent-config.js'),
  ],
});

/** A tag snippet gated the way Klaro expects (data-name of its service). */
const forKlaro = (snippet: string) =>
  snippet.replace(/data-category="([\w-]+)"/g, 'data-type="text/javascript" data-name="$1"');

/**
 * Piekarnia pod Lipą, a bakery in Kraków with Klaro in Polish (static/sites/piekarnia-klaro-config.js):
 * mustConsent (the consent modal at once, no notice), acceptAll, hideDeclineAll. The modal offers
 * "Zaakceptuj wszystkie" and "Zaakceptuj wybrane"; Google Analytics and the Meta pixel are off until
 * switched on.
 *
 * Expected: nothing before a choice (no `pre_consent_*`). `no_first_layer_reject`: no control on the
 * first layer is a refusal by name — refusing means "accept selected" with nothing selected. Reject arm:
 * the services left off and the selection saved: a refusal stored in the "klaro" cookie, confirmed; no
 * tracker on the next page view. Accept arm: confirmed, Google Analytics and Meta.
 */
export const piekarniaLipowa = realisticSite({
  identity: {
    name: 'Piekarnia pod Lipą',
    hostname: 'piekarnia-lipowa.example',
    accent: '#92400e',
    tagline: 'Chleb na zakwasie i drożdżówki od 1987 roku.',
    lang: 'pl',
  },
  catalogue: {
    path: '/wypieki',
    navLabel: 'Wypieki',
    heading: 'Nasze wypieki',
    items: RECIPES,
    cta: 'Zobacz wypieki',
  },
  head: () => `<link rel="stylesheet" href="/vendor/klaro/klaro.min.css">
${forKlaro(gtagSnippet('G-PIEKAR01', { category: 'google-analytics' }))}
${forKlaro(metaPixelSnippet('4500000000000003', { category: 'meta-pixel' }))}`,
  end: () => `<script src="/assets/js/klaro-config.js"></script>
<script defer src="/vendor/klaro/klaro-no-css.js"></script>`,
  home: {
    heading: 'Świeży chleb codziennie od 6 rano',
    text: 'Zamów bochenek na sobotę albo wpadnij na kawę i drożdżówkę.',
  },
  about: ['Piekarnia pod Lipą piecze na Kazimierzu od 1987 roku.'],
  contact: { intro: 'Zamówienia na torty: napisz do nas.', action: '/contact' },
  privacy: [
    'Za Twoją zgodą używamy Google Analytics i piksela Meta. Twój wybór zapisujemy w pliku cookie <code>klaro</code>.',
  ],
  routes: [
    siteScriptRoute('/assets/js/klaro-config.js', 'piekarnia-klaro-config.js'),
    packageFileRoute('/vendor/klaro/klaro-no-css.js', 'klaro', 'dist/klaro-no-css.js'),
    packageFileRoute('/vendor/klaro/klaro.min.css', 'klaro', 'dist/klaro.min.css'),
  ],
});

/**
 * Taller Olivo, a ceramics studio in Seville with tarteaucitron.js in Spanish
 * (static/sites/taller-olivo-tarteaucitron-config.js): a centred modal (orientation 'middle'),
 * services grouped in the panel, Google Consent Mode on. Google Analytics and the Facebook pixel are
 * tarteaucitron services. A YouTube video of the studio in a plain iframe on the home page.
 *
 * Expected: googleConsentMode makes tarteaucitron load gtag.js before any choice with Consent Mode
 * defaults "denied" (the "advanced" set-up): Google Analytics' cookieless pings reach Google before a
 * choice and on the next page view after "Denegar todas". So `pre_consent_tracking` and
 * `tracking_after_refusal` (Google Analytics), each saying that the requests declared Consent Mode
 * denied; no cookies. (Written first as "no finding": the fixture's author had missed what
 * googleConsentMode does.) The YouTube embed is the privacy-enhanced one and sets no cookie. First layer
 * "Denegar todas las cookies": no `no_first_layer_reject`. Reject arm: confirmed through the
 * tarteaucitron cookie; no Meta. Accept arm: confirmed; Google Analytics and Meta.
 */
export const tallerOlivo = realisticSite({
  identity: {
    name: 'Taller Olivo',
    hostname: 'taller-olivo.example',
    accent: '#4d7c0f',
    tagline: 'Cerámica hecha a mano en Triana.',
    lang: 'es',
  },
  catalogue: {
    path: '/cursos',
    navLabel: 'Cursos',
    heading: 'Cursos de cerámica',
    items: YOGA_CLASSES,
    cta: 'Ver cursos',
  },
  head: () => `${googleFontsLink('Cormorant:wght@400;700')}
<script>var tarteaucitronForceLanguage = 'es';</script>
<script src="/tarteaucitron/tarteaucitron.js"></script>
<script src="/assets/js/tarteaucitron-config.js"></script>`,
  end: () => '',
  home: {
    heading: 'Aprende a tornear en Triana',
    text: 'Cursos de torno y esmaltado para todos los niveles, en grupos de seis.',
    extra: `<section class="band"><div><h3>El taller por dentro</h3>${youtubeEmbed('Ol1v0Tr1ana', 'Taller Olivo')}</div></section>`,
  },
  about: ['Tres ceramistas y un horno de leña desde 2012.'],
  contact: { intro: 'Reserva tu plaza o pregúntanos.', action: '/contact' },
  privacy: [
    'Con tu consentimiento usamos Google Analytics y el píxel de Facebook. Tu elección se guarda en la cookie <code>tarteaucitron</code>.',
  ],
  routes: [
    { method: 'GET', path: /^\/tarteaucitron\//, handle: packageAsset },
    siteScriptRoute('/assets/js/tarteaucitron-config.js', 'taller-olivo-tarteaucitron-config.js'),
  ],
});

/** A vendor snippet gated the way Orejime 3 expects: inside a template naming its purpose. */
const forOrejime = (purpose: string, snippet: string) =>
  `<template data-purpose="${purpose}">${snippet}</template>`;

/**
 * De Fietsmaker, a bike repair shop in Utrecht with Orejime 3 in Dutch
 * (static/sites/fietsmaker-orejime-config.js, orejime-standard-nl.js): forceModal — the preferences
 * modal opens at once, with "Alles accepteren" / "Alles weigeren" over the purpose switches and
 * "Opslaan" under them. Google Analytics and the Meta pixel wait in templates.
 *
 * Expected: nothing before a choice. "Alles weigeren" is on the first (and only) layer: no
 * `no_first_layer_reject`. Reject arm: refusal confirmed through the eu-consent cookie; no tracker on
 * the next page view. Accept arm: confirmed; Google Analytics and Meta.
 */
export const fietsmaker = realisticSite({
  identity: {
    name: 'De Fietsmaker',
    hostname: 'fietsmaker.example',
    accent: '#c2410c',
    tagline: 'Reparatie en onderhoud, klaar terwijl je wacht.',
    lang: 'nl',
  },
  catalogue: {
    path: '/fietsen',
    navLabel: 'Fietsen',
    heading: 'Tweedehands fietsen',
    items: OUTDOOR_PRODUCTS,
    cta: 'Bekijk fietsen',
  },
  head: () => `<link rel="stylesheet" href="/vendor/orejime/orejime-standard.css">
${googleFontsLink('Work+Sans:wght@400;600')}
${forOrejime('audience', gtagSnippet('G-FIETSM01'))}
${forOrejime('advertising', metaPixelSnippet('4500000000000005'))}`,
  end: () => `<script src="/assets/js/orejime-config.js"></script>
<script src="/vendor/orejime/orejime-standard-nl.js"></script>`,
  home: {
    heading: 'Lekke band? Binnen het uur gemaakt.',
    text: 'Onderhoud, reparatie en tweedehands fietsen met drie maanden garantie.',
  },
  about: ['De Fietsmaker zit sinds 2004 aan de Oudegracht.'],
  contact: { intro: 'Maak een afspraak voor onderhoud.', action: '/contact' },
  privacy: [
    'Met jouw toestemming gebruiken we Google Analytics en de Meta-pixel. Je keuze bewaren we in de cookie <code>eu-consent</code>.',
  ],
  routes: [
    siteScriptRoute('/assets/js/orejime-config.js', 'fietsmaker-orejime-config.js'),
    packageFileRoute(
      '/vendor/orejime/orejime-standard-nl.js',
      'orejime',
      'dist/orejime-standard-nl.js',
    ),
    packageFileRoute(
      '/vendor/orejime/orejime-standard.css',
      'orejime',
      'dist/orejime-standard.css',
    ),
  ],
});

/**
 * Backstube Kern, a bakery chain in Freiburg with Osano cookieconsent v3 in German
 * (static/sites/backstube-cookieconsent-config.js): type 'opt-in' ("Ablehnen" / "Cookies erlauben"),
 * a static bar at the top. Google Analytics and the Meta pixel load only after "Cookies erlauben";
 * Microsoft UET is in the page template, ungated.
 *
 * Expected: `pre_consent_tracking` (Microsoft) and `pre_consent_nonessential_cookies` if UET sets its
 * cookies; no `no_first_layer_reject`. Reject arm: "Ablehnen", cookieconsent_status=deny, confirmed;
 * Microsoft on the next page view: `tracking_after_refusal` (Microsoft), no `refusal_not_registered`.
 * Accept arm: "Cookies erlauben", confirmed; Google Analytics, Meta, Microsoft.
 */
export const backstubeKern = realisticSite({
  identity: {
    name: 'Backstube Kern',
    hostname: 'backstube-kern.example',
    accent: '#78350f',
    tagline: 'Brot, Brezeln und Kuchen aus dem Holzofen.',
    lang: 'de',
  },
  catalogue: {
    path: '/sortiment',
    navLabel: 'Sortiment',
    heading: 'Unser Sortiment',
    items: RECIPES,
    cta: 'Zum Sortiment',
  },
  head: () => `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/cookieconsent@3/build/cookieconsent.min.css">
${googleFontsLink('Bitter:wght@400;700')}
${bingUetSnippet('187000045')}`,
  end: () => `<script src="https://cdn.jsdelivr.net/npm/cookieconsent@3/build/cookieconsent.min.js"></script>
<script src="/assets/js/cookieconsent-config.js"></script>`,
  home: {
    heading: 'Frisch aus dem Holzofen',
    text: 'Zwölf Filialen in Freiburg und im Breisgau, jeden Morgen ab sechs Uhr.',
  },
  about: ['Die Backstube Kern backt seit 1952 in der Wiehre.'],
  contact: { intro: 'Fragen zu Torten und Bestellungen? Schreiben Sie uns.', action: '/contact' },
  privacy: [
    'Mit Ihrer Einwilligung nutzen wir Google Analytics und das Meta-Pixel. Microsoft Advertising misst unsere Anzeigen. Ihre Wahl speichern wir im Cookie <code>cookieconsent_status</code>.',
  ],
  routes: [
    siteScriptRoute('/assets/js/cookieconsent-config.js', 'backstube-cookieconsent-config.js'),
  ],
});

export const FRESH_EYES_SITES = [
  tuneyardRecords,
  quillInk,
  piekarniaLipowa,
  tallerOlivo,
  fietsmaker,
  backstubeKern,
] as const;
