import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { staticFile } from '../static-files.ts';

/** The tags the Real Cookie Banner sites load (GA4 measurement ids, Meta pixel ids). */
export const RCB_TAGS = {
  praxis: { ga4: 'G-RCBPRAX01' },
  handwerk: { ga4: 'G-RCBHAND02', metaPixel: '731904215586301' },
  shop: { ga4: 'G-RCBSHOP03', metaPixel: '731904215586302' },
} as const;

const SCRIPT_PATH = '/wp-content/plugins/real-cookie-banner/public/dist/banner.lite.js';

const TEXTS = {
  headline: 'Privatsphäre-Einstellungen',
  description:
    'Wir verwenden Cookies und ähnliche Technologien auf unserer Website und verarbeiten personenbezogene Daten von dir (z.B. IP-Adresse), um Inhalte zu personalisieren, Medien von Drittanbietern einzubinden und Zugriffe auf unsere Website zu analysieren. Du kannst deine Auswahl jederzeit unter „Einstellungen“ widerrufen oder anpassen.',
  acceptAll: 'Alle akzeptieren',
  continueWithout: 'Weiter ohne Einwilligung',
  individual: 'Individuelle Privatsphäre-Einstellungen',
  individualHeadline: 'Individuelle Privatsphäre-Einstellungen',
  save: 'Individuelle Auswahl speichern',
  acceptEssentials: 'Nur essenzielle Cookies akzeptieren',
  privacy: 'Datenschutzerklärung',
  imprint: 'Impressum',
};

interface Service {
  id: number;
  name: string;
}
interface Group {
  id: number;
  name: string;
  description: string;
  isEssential?: boolean;
  services: Service[];
}

const ESSENTIAL: Group = {
  id: 10,
  name: 'Essenziell',
  description:
    'Essenzielle Services sind für die grundlegende Funktionalität der Website erforderlich.',
  isEssential: true,
  services: [{ id: 11, name: 'Real Cookie Banner' }],
};
const STATISTICS: Group = {
  id: 20,
  name: 'Statistik',
  description:
    'Statistik-Services werden benötigt, um pseudonymisierte Daten über die Besucher zu sammeln.',
  services: [{ id: 21, name: 'Google Analytics' }],
};
const MARKETING: Group = {
  id: 30,
  name: 'Marketing',
  description:
    'Marketing-Services werden von uns und Dritten genutzt, um personalisierte Werbung anzuzeigen.',
  services: [{ id: 31, name: 'Facebook Pixel' }],
};
const EXTERNAL: Group = {
  id: 40,
  name: 'Externe Medien',
  description: 'Inhalte von Videoplattformen werden erst nach Ihrer Einwilligung geladen.',
  services: [{ id: 41, name: 'YouTube' }],
};

/** What the plugin prints before its script: the groups, texts and options of the banner. */
function rcbConfig(pathHash: string, groups: Group[], showContinueWithout: boolean): string {
  const config = {
    pathHash,
    revisionHash: '9c1e4b2f0a7d3e6c8b5a2f1d4e7c0b93',
    showContinueWithout,
    groups,
    texts: TEXTS,
  };
  return `<script id="real-cookie-banner-banner-js-extra">var realCookieBanner = ${JSON.stringify(config)};</script>
<script src="${SCRIPT_PATH}?ver=5.1.6" id="real-cookie-banner-banner-js"></script>`;
}

/** A tag as Real Cookie Banner's content blocker leaves it: `type="application/consent"`, the src moved. */
function blockedByRcb(snippet: string, serviceId: number): string {
  return snippet
    .replace(
      /<script src="([^"]+)" async><\/script>/g,
      `<script consent-original-src-_="$1"></script>`,
    )
    .replace(
      /<script(?=[\s>])/g,
      `<script type="application/consent" consent-required="${serviceId}" consent-by="services" consent-id="${serviceId}"`,
    );
}

/** A YouTube iframe behind the content blocker, with its visual placeholder. */
function youtubeBlocked(videoId: string, title: string): string {
  return `<div class="rcb-content-blocker"><p><strong>Wir benötigen deine Einwilligung, um den YouTube-Service zu laden!</strong></p><p>Wir verwenden YouTube, um Inhalte einzubetten, die Daten über deine Aktivität sammeln können.</p><a role="button" href="#" onclick="consentApi.showBanner();return false;">Einwilligen und fortfahren</a></div>
<iframe hidden width="560" height="315" title="${title}" src="about:blank" consent-original-src-_="https://www.youtube-nocookie.com/embed/${videoId}" consent-required="41" consent-by="services" consent-id="41" allowfullscreen></iframe>`;
}

interface RcbSite {
  name: string;
  hostname: string;
  accent: string;
  head: string;
  home: string;
  inner: { path: string; title: string; main: string };
}

function rcbSite(site: RcbSite): FixtureHost {
  const nav = `<p class="subnav"><a href="${site.inner.path}">${site.inner.title}</a> · <a href="/privacy">Datenschutz</a> · <a href="/impressum">Impressum</a></p>`;
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: site.name,
      accent: site.accent,
      lang: 'de',
      title,
      head: site.head,
      main: main + nav,
    });
  const pages: Record<string, string> = {
    '/': page('Startseite', site.home),
    [site.inner.path]: page(site.inner.title, site.inner.main),
    '/privacy': page(
      'Datenschutzerklärung',
      `<section class="hero"><h1>Datenschutzerklärung</h1><p>Wir nutzen Real Cookie Banner, um deine Einwilligung einzuholen. Deine Auswahl wird in einem Cookie <code>real_cookie_banner-…</code> für 12 Monate gespeichert und mit einer zufälligen Kennung protokolliert.</p></section>`,
    ),
    '/impressum': page(
      'Impressum',
      `<section class="hero"><h1>Impressum</h1><p>Angaben gemäß § 5 DDG: ${site.name}.</p></section>`,
    ),
  };
  const routes: Route[] = [
    ...sharedAssetRoutes(site.accent),
    ...Object.entries(pages).map(([path, html]): Route => ({
      method: 'GET',
      path,
      handle: (_req, res) => send(res, 200, 'html', html),
    })),
    {
      method: 'GET',
      path: SCRIPT_PATH,
      handle: (_req, res) => sendFile(res, 'js', staticFile('sites', 'real-cookie-banner.js')),
    },
    {
      method: 'POST',
      path: '/wp-json/real-cookie-banner/v1/consent',
      handle: (_req, res) => send(res, 200, 'json', '{"uuid":"ok"}'),
    },
  ];
  return {
    name: site.name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(routes, notFoundPage(site.name, site.accent)),
  };
}

/**
 * A dental practice in Freiburg on Real Cookie Banner with its default banner: "Alle akzeptieren",
 * "Weiter ohne Einwilligung" and "Individuelle Privatsphäre-Einstellungen". GA4 (Statistik) waits in
 * the content blocker, the practice video (YouTube, Externe Medien) behind its visual placeholder.
 *
 * Right answer (written before scanning): no findings. Reject is autoconsent's `real-cookie-banner`
 * rule clicking "Weiter ohne Einwilligung" on the first layer, a refusal confirmed by the stored
 * `real_cookie_banner-v:3_blog:1_path:7a3f9c2` cookie (only the essential group); nothing tracks.
 * Accept: "Alle akzeptieren" on the first layer, GA4 and the YouTube frame load, confirmed by the cookie.
 */
export const rcbPraxis = rcbSite({
  name: 'Zahnarztpraxis Dr. Aydın',
  hostname: 'rcb-praxis.example',
  accent: '#15779b',
  head: `${rcbConfig('7a3f9c2', [ESSENTIAL, STATISTICS, EXTERNAL], true)}
${blockedByRcb(gtagSnippet(RCB_TAGS.praxis.ga4), 21)}`,
  home: `<section class="hero"><h1>Ihre Zahnarztpraxis in Freiburg-Wiehre</h1><p>Prophylaxe, Implantologie und Kinderzahnheilkunde. Termine auch am Samstagvormittag.</p><p><a class="button" href="/leistungen">Unsere Leistungen</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Professionelle Zahnreinigung</h3><p>ab 95 €</p></article>
<article class="card"><div class="swatch"></div><h3>Angstpatienten</h3><p>Behandlung in Ruhe und mit Zeit.</p></article>
<article class="card"><div class="swatch"></div><h3>Notdienst</h3><p>Mo–Fr bis 19 Uhr erreichbar.</p></article>
</section>
<section class="hero"><h2>Ein Rundgang durch die Praxis</h2>${youtubeBlocked('Rcb7Prx9ayd', 'Praxisrundgang')}</section>`,
  inner: {
    path: '/leistungen',
    title: 'Leistungen',
    main: `<section class="hero"><h1>Leistungen</h1><p>Füllungen, Kronen, Bleaching und Parodontitis-Behandlung.</p></section>`,
  },
});

/**
 * An electrician's site in the Allgäu whose owner switched "Weiter ohne Einwilligung" off in the
 * plugin: the first layer offers "Alle akzeptieren" and "Individuelle Privatsphäre-Einstellungen"
 * only; the second layer has "Individuelle Auswahl speichern", "Nur essenzielle Cookies akzeptieren"
 * and "Alle akzeptieren". GA4 and the Meta pixel are blocked correctly.
 *
 * Right answer (written before scanning): `no_first_layer_reject` only. autoconsent's rule finds no
 * "ohne"/"Ablehnen" button and fails; the fallback heuristic opens the individual settings and clicks
 * "Nur essenzielle Cookies akzeptieren" on the second layer, a refusal confirmed by the cookie; nothing
 * tracks after it. Accept: "Alle akzeptieren" on the first layer, GA4 and the pixel load.
 */
export const rcbHandwerk = rcbSite({
  name: 'Elektro Maier Kempten',
  hostname: 'rcb-handwerk.example',
  accent: '#d4a017',
  head: `${rcbConfig('b41d0e8', [ESSENTIAL, STATISTICS, MARKETING], false)}
${blockedByRcb(gtagSnippet(RCB_TAGS.handwerk.ga4), 21)}
${blockedByRcb(metaPixelSnippet(RCB_TAGS.handwerk.metaPixel), 31)}`,
  home: `<section class="hero"><h1>Elektroinstallation, Photovoltaik, Wallboxen</h1><p>Ihr Meisterbetrieb im Allgäu seit 1987. Kostenlose Vor-Ort-Beratung im Umkreis von 30 km.</p><p><a class="button" href="/photovoltaik">Photovoltaik</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>E-Check</h3><p>Prüfung nach DGUV V3.</p></article>
<article class="card"><div class="swatch"></div><h3>Wallbox</h3><p>Installation ab 1.290 €.</p></article>
<article class="card"><div class="swatch"></div><h3>Smart Home</h3><p>KNX und Loxone.</p></article>
</section>`,
  inner: {
    path: '/photovoltaik',
    title: 'Photovoltaik',
    main: `<section class="hero"><h1>Photovoltaik mit Speicher</h1><p>Planung, Montage und Anmeldung beim Netzbetreiber aus einer Hand.</p></section>`,
  },
});

/**
 * A farm shop's WooCommerce shop on Real Cookie Banner (default banner with "Weiter ohne
 * Einwilligung"): GA4 is blocked correctly, but the Meta pixel was pasted into the theme's header by a
 * marketing plugin, outside the content blocker.
 *
 * Right answer (written before scanning): `pre_consent_tracking`, `pre_consent_nonessential_cookies`
 * (`_fbp`) and `tracking_after_refusal`, each naming Meta only. Reject on the first layer ("Weiter
 * ohne Einwilligung") is a refusal confirmed by the cookie: the plugin registers it, the hard-coded
 * pixel ignores it. Accept: "Alle akzeptieren", confirmed.
 */
export const rcbShop = rcbSite({
  name: 'Hofladen Sonnenwiese',
  hostname: 'rcb-shop.example',
  accent: '#4c7a34',
  head: `${rcbConfig('e92c5f1', [ESSENTIAL, STATISTICS, MARKETING], true)}
${blockedByRcb(gtagSnippet(RCB_TAGS.shop.ga4), 21)}
${metaPixelSnippet(RCB_TAGS.shop.metaPixel)}`,
  home: `<section class="hero"><h1>Frisch vom Hof in die Kiste</h1><p>Gemüse, Eier und Käse aus dem Wendland. Lieferung dienstags und freitags, ab 40 € versandkostenfrei.</p><p><a class="button" href="/shop">Zum Shop</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Gemüsekiste klein</h3><p class="price">24,90 €</p></article>
<article class="card"><div class="swatch"></div><h3>10 Freilandeier</h3><p class="price">4,20 €</p></article>
<article class="card"><div class="swatch"></div><h3>Heumilchkäse</h3><p class="price">6,80 €</p></article>
</section>`,
  inner: {
    path: '/shop',
    title: 'Shop',
    main: `<section class="hero"><h1>Shop</h1><p>Alle Preise inkl. MwSt., zzgl. Versand.</p></section>
<section class="grid"><article class="card"><h3>Kartoffeln, 5 kg</h3><p class="price">7,50 €</p></article><article class="card"><h3>Apfelsaft naturtrüb</h3><p class="price">3,40 €</p></article></section>`,
  },
});

export const RCB_SITES: readonly FixtureHost[] = [rcbPraxis, rcbHandwerk, rcbShop];
