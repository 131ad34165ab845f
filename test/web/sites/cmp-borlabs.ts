import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import {
  gtagSnippet,
  googleFontsLink,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { staticFile } from '../static-files.ts';
import { youtubeEmbed } from './realistic/snippets.ts';

/** The tags the Borlabs Cookie sites load (GA4 measurement ids, Meta pixel ids). */
export const BORLABS_TAGS = {
  essential: { ga4: 'G-BRLBS3ESS1', metaPixel: '608311927450118' },
  legacy: { ga4: 'G-BRLBS2LEG2', metaPixel: '608311927450119' },
  ignored: { ga4: 'G-BRLBS3IGN3', metaPixel: '608311927450120' },
} as const;

const SCRIPT_PATH = '/wp-content/plugins/borlabs-cookie/assets/javascript/borlabs-cookie.min.js';

const GROUP_TEXT = {
  essential:
    'Essenzielle Cookies ermöglichen grundlegende Funktionen und sind für die einwandfreie Funktion der Website erforderlich.',
  statistics:
    'Statistik Cookies erfassen Informationen anonym. Diese Informationen helfen uns zu verstehen, wie unsere Besucher unsere Website nutzen.',
  marketing:
    'Marketing-Cookies werden von Drittanbietern oder Publishern verwendet, um personalisierte Werbung anzuzeigen.',
  'external-media':
    'Inhalte von Videoplattformen und Social-Media-Plattformen werden standardmäßig blockiert.',
};

const TEXTS = {
  headline: 'Datenschutzeinstellungen',
  description:
    'Wir nutzen Cookies auf unserer Website. Einige von ihnen sind essenziell, während andere uns helfen, diese Website und Ihre Erfahrung zu verbessern.',
  acceptAll: 'Alle akzeptieren',
  acceptOnlyEssential: 'Nur essenzielle Cookies akzeptieren',
  refuse: 'Nur essenzielle Cookies akzeptieren',
  save: 'Speichern',
  individual: 'Individuelle Datenschutzeinstellungen',
  preferences: 'Individuelle Datenschutzeinstellungen',
  preferencesHeadline: 'Datenschutzeinstellungen',
  back: 'Zurück',
  privacy: 'Datenschutzerklärung',
  imprint: 'Impressum',
};

type GroupId = keyof typeof GROUP_TEXT;
const GROUP_NAMES: Record<GroupId, string> = {
  essential: 'Essenziell',
  statistics: 'Statistiken',
  marketing: 'Marketing',
  'external-media': 'Externe Medien',
};

/** The services (v3) / cookies (v2) the sites configure, by group. */
const SERVICES: Record<GroupId, { id: string; name: string }[]> = {
  essential: [{ id: 'borlabs-cookie', name: 'Borlabs Cookie' }],
  statistics: [{ id: 'google-analytics', name: 'Google Analytics' }],
  marketing: [{ id: 'facebook-pixel', name: 'Meta Pixel' }],
  'external-media': [{ id: 'youtube', name: 'YouTube' }],
};

/**
 * A tag as Borlabs Cookie 3's script blocker leaves it in the page: each script of the snippet becomes
 * `type="text/template" data-borlabs-cookie-script-blocker-id="<service>"`, an external `src` moved to
 * `data-borlabs-cookie-script-blocker-src`.
 */
function blockedByBorlabs(snippet: string, service: string): string {
  return snippet
    .replace(
      /<script src="([^"]+)" async><\/script>/g,
      `<script data-borlabs-cookie-script-blocker-src="$1"></script>`,
    )
    .replace(
      /<script(?=[\s>])/g,
      `<script type="text/template" data-borlabs-cookie-script-blocker-id="${service}"`,
    );
}

/** Borlabs Cookie 3's content blocker around an embed (its HTML kept base64 until YouTube is allowed). */
function youtubeBlocked(videoId: string, title: string): string {
  const content = Buffer.from(youtubeEmbed(videoId, title)).toString('base64');
  return `<div class="brlbs-cmpnt-content-blocker brlbs-youtube" data-borlabs-cookie-content-blocker-id="youtube-content-blocker" data-borlabs-cookie-service-id="youtube" data-borlabs-cookie-content="${content}">
<div class="brlbs-cmpnt-cb-preset-b"><p>Sie sehen gerade einen Platzhalterinhalt von YouTube. Um auf den eigentlichen Inhalt zuzugreifen, klicken Sie auf die Schaltfläche unten. Bitte beachten Sie, dass dabei Daten an Drittanbieter weitergegeben werden.</p>
<a class="brlbs-cmpnt-cb-btn" role="button" href="#" data-borlabs-cookie-unblock>Inhalt entsperren</a></div></div>`;
}

function groups(ids: readonly GroupId[]) {
  return ids.map((id) => ({
    id,
    name: GROUP_NAMES[id],
    description: GROUP_TEXT[id],
    services: SERVICES[id],
  }));
}

/** What Borlabs Cookie 3 prints before its script (wp_localize_script). */
function v3Config(groupIds: readonly GroupId[], showAcceptOnlyEssential: boolean): string {
  const config = {
    consentVersion: 1,
    cookieLifetimeDays: 60,
    showAcceptOnlyEssential,
    serviceGroups: groups(groupIds),
    texts: TEXTS,
  };
  return `<script id="borlabs-cookie-config-js-before">var borlabsCookieConfig = ${JSON.stringify(config)};</script>
<script src="${SCRIPT_PATH}?ver=3.2.12" id="borlabs-cookie-core-js"></script>`;
}

/** What Borlabs Cookie 2 prints before its script: the settings and each cookie's opt-in code. */
function v2Config(groupIds: readonly GroupId[], optInCode: Record<string, string>): string {
  const config = {
    cookieVersion: '1',
    cookieLifetime: 365,
    showRefuseLink: false,
    cookieGroups: groups(groupIds).map((group) => ({
      ...group,
      cookies: group.services.map((service) => service.id),
    })),
    texts: TEXTS,
  };
  const cookies = Object.fromEntries(
    Object.entries(optInCode).map(([id, html]) => [
      id,
      { optInJS: Buffer.from(html).toString('base64') },
    ]),
  );
  return `<script id="borlabs-cookie-js-extra">
var borlabsCookieConfig = ${JSON.stringify(config)};
var borlabsCookieCookies = ${JSON.stringify(cookies)};
</script>
<script src="${SCRIPT_PATH}?ver=2.2.67" id="borlabs-cookie-js"></script>`;
}

interface BorlabsSite {
  name: string;
  hostname: string;
  accent: string;
  /** Which imitation the site serves (static/sites/borlabs-cookie-<major>.js). */
  major: 2 | 3;
  head: string;
  home: string;
  /** A third page (path, title, main). */
  inner: { path: string; title: string; main: string };
}

const logRoutes: Route[] = [
  {
    method: 'POST',
    path: '/wp-json/borlabs-cookie/v1/consent/log',
    handle: (_req, res) => send(res, 200, 'json', '{"success":true}'),
  },
  {
    method: 'POST',
    path: '/wp-admin/admin-ajax.php',
    handle: (_req, res) => send(res, 200, 'json', '{"success":true}'),
  },
];

/** A German WordPress site with Borlabs Cookie: the plugin's script served by the site itself. */
function borlabsSite(site: BorlabsSite): FixtureHost {
  const nav = `<p class="subnav"><a href="${site.inner.path}">${site.inner.title}</a> · <a href="/impressum">Impressum</a></p>`;
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
      `<section class="hero"><h1>Datenschutzerklärung</h1><p>Borlabs Cookie speichert Ihre Auswahl im Cookie <code>borlabs-cookie</code> (Laufzeit ${site.major === 3 ? '60 Tage' : '1 Jahr'}). Sie können Ihre Einwilligung jederzeit über „Cookie-Einstellungen“ im Fußbereich ändern.</p></section>`,
    ),
    '/impressum': page(
      'Impressum',
      `<section class="hero"><h1>Impressum</h1><p>Angaben gemäß § 5 DDG. ${site.name}, Inhaber: siehe unten.</p></section>`,
    ),
  };
  return {
    name: site.name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(
      [
        ...sharedAssetRoutes(site.accent),
        ...Object.entries(pages).map(([path, html]): Route => ({
          method: 'GET',
          path,
          handle: (_req, res) => send(res, 200, 'html', html),
        })),
        {
          method: 'GET',
          path: SCRIPT_PATH,
          handle: (_req, res) =>
            sendFile(res, 'js', staticFile('sites', `borlabs-cookie-${site.major}.js`)),
        },
        ...logRoutes,
      ],
      notFoundPage(site.name, site.accent),
    ),
  };
}

/**
 * A winery in the Pfalz on Borlabs Cookie 3 with its default dialog: group checkboxes (Essenziell on
 * and disabled; Statistiken, Marketing, Externe Medien off), "Speichern", "Alle akzeptieren", "Nur
 * essenzielle Cookies akzeptieren" and the link "Individuelle Datenschutzeinstellungen". GA4
 * (google-analytics, statistics) and the Meta pixel (facebook-pixel, marketing) wait in the script
 * blocker, the YouTube video in a content blocker (external media); Google Fonts is loaded from Google
 * (no consent asked, as on many German sites).
 *
 * Right answer (written before scanning): no findings (Google Fonts is a font, not tracking). Reject is
 * autoconsent's `borlabs` rule clicking "Nur essenzielle Cookies akzeptieren" on the first layer (a
 * refusal, kind necessary_only), confirmed by the stored `borlabs-cookie` cookie (only `essential`) and
 * the rule's self-test; nothing tracks after it. Accept: "Alle akzeptieren" on the first layer, GA4,
 * the Meta pixel and the YouTube embed load; confirmed by the cookie (every group).
 */
export const borlabsEssential = borlabsSite({
  name: 'Weingut Kesselring',
  hostname: 'borlabs-essential.example',
  accent: '#7b2d3b',
  major: 3,
  head: `${googleFontsLink('Lora:wght@400;600')}
${v3Config(['essential', 'statistics', 'marketing', 'external-media'], true)}
${blockedByBorlabs(gtagSnippet(BORLABS_TAGS.essential.ga4), 'google-analytics')}
${blockedByBorlabs(metaPixelSnippet(BORLABS_TAGS.essential.metaPixel), 'facebook-pixel')}`,
  home: `<section class="hero"><h1>Riesling und Spätburgunder aus der Pfalz</h1><p>Seit vier Generationen bauen wir an den Hängen des Haardtrands Wein aus. Weinprobe jeden Samstag ab 14 Uhr.</p><p><a class="button" href="/weine">Zu unseren Weinen</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Riesling trocken 2023</h3><p class="price">9,80 €</p></article>
<article class="card"><div class="swatch"></div><h3>Spätburgunder Alte Reben</h3><p class="price">16,50 €</p></article>
<article class="card"><div class="swatch"></div><h3>Secco rosé</h3><p class="price">8,20 €</p></article>
</section>
<section class="hero"><h2>Ein Jahr im Weinberg</h2>${youtubeBlocked('Wg1nK3ss3lr', 'Ein Jahr im Weinberg')}</section>`,
  inner: {
    path: '/weine',
    title: 'Weine',
    main: `<section class="hero"><h1>Unsere Weine</h1><p>Versand ab 6 Flaschen, ab 12 Flaschen versandkostenfrei.</p></section>
<section class="grid"><article class="card"><h3>Grauburgunder</h3><p class="price">10,40 €</p></article><article class="card"><h3>Dornfelder halbtrocken</h3><p class="price">7,90 €</p></article></section>`,
  },
});

/**
 * A joinery's site on Borlabs Cookie 2.x (not updated since 2022) with the box layout and the refuse
 * link switched off in the plugin settings: the first layer offers "Alle akzeptieren" and the link
 * "Individuelle Datenschutzeinstellungen" only. The preference layer lists Essenziell (ticked,
 * disabled), Statistiken and Marketing (unticked) with "Speichern". GA4 and the Meta pixel are the
 * cookies' opt-in code (run by the plugin once their group is allowed).
 *
 * Right answer (written before scanning): `no_first_layer_reject` only. Reject is autoconsent's
 * `borlabs` rule opening "Individuelle Datenschutzeinstellungen" and clicking "Speichern" with nothing
 * ticked: the second layer, a refusal confirmed by the cookie (only `essential`) and the self-test;
 * nothing tracks. Accept: "Alle akzeptieren" on the first layer, GA4 and the pixel load, confirmed by
 * the cookie.
 */
export const borlabsLegacy = borlabsSite({
  name: 'Tischlerei Brandhuber',
  hostname: 'borlabs-legacy.example',
  accent: '#8a5a2b',
  major: 2,
  head: v2Config(['essential', 'statistics', 'marketing'], {
    'google-analytics': gtagSnippet(BORLABS_TAGS.legacy.ga4),
    'facebook-pixel': metaPixelSnippet(BORLABS_TAGS.legacy.metaPixel),
  }),
  home: `<section class="hero"><h1>Möbel nach Maß aus Niederbayern</h1><p>Küchen, Einbauschränke und Treppen aus heimischem Holz. Beratung in unserer Werkstatt in Deggendorf.</p><p><a class="button" href="/referenzen">Referenzen ansehen</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Küchen</h3><p>Eiche, Nuss oder lackiert.</p></article>
<article class="card"><div class="swatch"></div><h3>Treppen</h3><p>Wangen- und Faltwerktreppen.</p></article>
<article class="card"><div class="swatch"></div><h3>Innentüren</h3><p>Auch für Altbauten.</p></article>
</section>`,
  inner: {
    path: '/referenzen',
    title: 'Referenzen',
    main: `<section class="hero"><h1>Referenzen</h1><p>Eine Auswahl unserer Arbeiten der letzten Jahre.</p></section>`,
  },
});

/**
 * A driving school on Borlabs Cookie 3 (dialog with "Nur essenzielle Cookies akzeptieren") whose web
 * agency pasted the Meta pixel into the theme's header.php for a lead campaign, outside the script
 * blocker; GA4 is blocked correctly.
 *
 * Right answer (written before scanning): `pre_consent_tracking`, `pre_consent_nonessential_cookies`
 * (the pixel's `_fbp`) and `tracking_after_refusal`, each naming Meta only. Reject on the first layer
 * ("Nur essenzielle Cookies akzeptieren") is a refusal confirmed by the cookie and the self-test —
 * Borlabs registers it, the hard-coded pixel ignores it. Accept: "Alle akzeptieren", confirmed.
 */
export const borlabsIgnored = borlabsSite({
  name: 'Fahrschule Lindner',
  hostname: 'borlabs-ignored.example',
  accent: '#1f6f43',
  major: 3,
  head: `${v3Config(['essential', 'statistics', 'marketing'], true)}
${blockedByBorlabs(gtagSnippet(BORLABS_TAGS.ignored.ga4), 'google-analytics')}
${metaPixelSnippet(BORLABS_TAGS.ignored.metaPixel)}`,
  home: `<section class="hero"><h1>Führerschein in 6 Wochen</h1><p>Klasse B, BE und A2 in Kassel-Wilhelmshöhe. Theorie dienstags und donnerstags um 18 Uhr.</p><p><a class="button" href="/anmeldung">Jetzt anmelden</a></p></section>
<section class="grid">
<article class="card"><h3>Klasse B</h3><p class="price">ab 2.490 €</p></article>
<article class="card"><h3>Ferienkurs</h3><p>Theorie in einer Woche.</p></article>
</section>`,
  inner: {
    path: '/anmeldung',
    title: 'Anmeldung',
    main: `<section class="hero"><h1>Anmeldung</h1><p>Kommen Sie zu unseren Bürozeiten vorbei: Mo–Do 16–19 Uhr.</p></section>`,
  },
});

export const BORLABS_SITES: readonly FixtureHost[] = [
  borlabsEssential,
  borlabsLegacy,
  borlabsIgnored,
];
