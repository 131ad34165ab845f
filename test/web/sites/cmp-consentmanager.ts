import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import {
  gtagSnippet,
  googleFontsLink,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { CONSENTMANAGER_CODES, CONSENTMANAGER_DELIVERY_HOST } from '../vendors/consentmanager.ts';

/** The tags the consentmanager sites load (GA4 measurement ids, Meta pixel ids). */
export const CONSENTMANAGER_TAGS = {
  reject: { ga4: 'G-CMGRREJ001', metaPixel: '912044381762301' },
  settings: { ga4: 'G-CMGRSET002', metaPixel: '912044381762302' },
  ignored: { ga4: 'G-CMGRIGN003', metaPixel: '912044381762303' },
} as const;

function codeId(index: number): string {
  const id = Object.keys(CONSENTMANAGER_CODES)[index];
  if (id === undefined) throw new Error(`no consentmanager code #${index}`);
  return id;
}

/** The code consentmanager hands out, pasted first in <head>. */
const cmpCode = (cdid: string) =>
  `<script type="text/javascript" data-cmp-cdid="${cdid}" data-cmp-host="${CONSENTMANAGER_DELIVERY_HOST}" data-cmp-cdn="cdn.consentmanager.net" src="https://cdn.consentmanager.net/delivery/js/semiautomatic.min.js"></script>`;

/**
 * A tag blocked the way consentmanager documents it: every script of the snippet `type="text/plain"
 * class="cmplazyload" data-cmp-vendor="<vendor>"`, an external `src` moved to `data-cmp-src`.
 */
function lazyload(snippet: string, vendor: string): string {
  return snippet
    .replace(/<script src="([^"]+)" async><\/script>/g, '<script data-cmp-src="$1"></script>')
    .replace(
      /<script(?=[\s>])/g,
      `<script type="text/plain" class="cmplazyload" data-cmp-vendor="${vendor}"`,
    );
}

interface ConsentmanagerSite {
  name: string;
  hostname: string;
  accent: string;
  cdid: string;
  tags: string;
  home: string;
  inner: { path: string; title: string; main: string };
}

function consentmanagerSite(site: ConsentmanagerSite): FixtureHost {
  const nav = `<p class="subnav"><a href="${site.inner.path}">${site.inner.title}</a> · <a href="#" onclick="__cmp('showScreen'); return false;">Datenschutzeinstellungen</a></p>`;
  const head = `${cmpCode(site.cdid)}\n${googleFontsLink('Open Sans:wght@400;700')}\n${site.tags}`;
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: site.name,
      accent: site.accent,
      lang: 'de',
      title,
      head,
      main: main + nav,
    });
  const pages: Record<string, string> = {
    '/': page('Startseite', site.home),
    [site.inner.path]: page(site.inner.title, site.inner.main),
    '/privacy': page(
      'Datenschutzerklärung',
      `<section class="hero"><h1>Datenschutzerklärung</h1><p>Wir nutzen die Consent-Management-Plattform consentmanager.net (IAB TCF v2.2). Ihre Auswahl wird in den Cookies <code>__cmpconsentx…</code> und <code>__cmpcvcx…</code> gespeichert.</p></section>`,
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
      ],
      notFoundPage(site.name, site.accent),
    ),
  };
}

/**
 * A Baltic-coast travel agency with consentmanager's standard design: "Alle akzeptieren", "Alle
 * ablehnen" and "Einstellungen" on the first layer. GA4 (consentmanager vendor s26) and
 * the Meta pixel (s7) wait as `cmplazyload` scripts.
 *
 * Right answer (written before scanning): no findings. autoconsent's `consentmanager.net` rule refuses
 * through the JavaScript API (`__cmp('setConsent', 0)`, no click, so no label), on the first layer; the
 * refusal is confirmed by the TC string (`__tcfapi`, CMP id 31, no consents), the stored
 * `__cmpconsentx48211` and the rule's self-test; nothing tracks after it. Accept (`setConsent(1)`):
 * GA4 and the pixel run; confirmed by the TC string and the cookie.
 */
export const consentmanagerReject = consentmanagerSite({
  name: 'Ostseewind Reisen',
  hostname: 'consentmanager-reject.example',
  accent: '#0e5a8a',
  cdid: codeId(0),
  tags: `${lazyload(gtagSnippet(CONSENTMANAGER_TAGS.reject.ga4), 's26')}
${lazyload(metaPixelSnippet(CONSENTMANAGER_TAGS.reject.metaPixel), 's7')}`,
  home: `<section class="hero"><h1>Ferienhäuser an der Ostsee</h1><p>Über 300 Häuser zwischen Flensburg und Usedom, viele mit Hund erlaubt.</p><p><a class="button" href="/angebote">Angebote ansehen</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Reetdachhaus in Zingst</h3><p class="price">ab 119 € / Nacht</p></article>
<article class="card"><div class="swatch"></div><h3>Strandvilla Binz</h3><p class="price">ab 189 € / Nacht</p></article>
<article class="card"><div class="swatch"></div><h3>Kapitänshaus Wismar</h3><p class="price">ab 95 € / Nacht</p></article>
</section>`,
  inner: {
    path: '/angebote',
    title: 'Angebote',
    main: `<section class="hero"><h1>Angebote</h1><p>Frühbucher: 10 % auf alle Buchungen bis Ende Februar.</p></section>`,
  },
});

/**
 * An outdoor shop whose consentmanager design has no "Alle ablehnen" on the first layer: "Alle
 * akzeptieren" and "Einstellungen"; refusing means opening the settings and saving with
 * every switch off. GA4 (s26) and the Meta pixel (s7) are `cmplazyload` scripts.
 *
 * Right answer (written before scanning): `no_first_layer_reject` (a visitor cannot refuse on the
 * first layer). autoconsent refuses through the API all the same, which reaches what the settings
 * layer would; the refusal is confirmed by the TC string and the cookie, and nothing tracks after it.
 * Accept on the first layer, confirmed.
 */
export const consentmanagerSettings = consentmanagerSite({
  name: 'Gipfelwerk Bergsport',
  hostname: 'consentmanager-settings.example',
  accent: '#b5451b',
  cdid: codeId(1),
  tags: `${lazyload(gtagSnippet(CONSENTMANAGER_TAGS.settings.ga4), 's26')}
${lazyload(metaPixelSnippet(CONSENTMANAGER_TAGS.settings.metaPixel), 's7')}`,
  home: `<section class="hero"><h1>Ausrüstung für Berg und Fels</h1><p>Kletterschuhe, Seile und Hardshells; Leihausrüstung für Hochtouren in unserer Filiale in Garmisch.</p><p><a class="button" href="/sortiment">Zum Sortiment</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Hardshell-Jacke Karwendel</h3><p class="price">289,00 €</p></article>
<article class="card"><div class="swatch"></div><h3>Einfachseil 9,5 mm</h3><p class="price">149,00 €</p></article>
<article class="card"><div class="swatch"></div><h3>Klettersteigset</h3><p class="price">99,95 €</p></article>
</section>`,
  inner: {
    path: '/sortiment',
    title: 'Sortiment',
    main: `<section class="hero"><h1>Sortiment</h1><p>Bekleidung, Schuhe, Klettern, Hochtouren, Camping.</p></section>`,
  },
});

/**
 * A veterinary practice with consentmanager's standard design ("Alle ablehnen" on the first layer)
 * whose site builder pasted GA4 unblocked into the theme; the Meta pixel (s7) is a `cmplazyload` script.
 *
 * Right answer (written before scanning): `pre_consent_tracking`, `pre_consent_nonessential_cookies`
 * (`_ga`) and `tracking_after_refusal`, naming Google Analytics only. The refusal (API, first layer)
 * is confirmed by the TC string and the cookie — consentmanager registers it, the hard-coded GA4 ignores
 * it. Accept: confirmed; the pixel runs.
 */
export const consentmanagerIgnored = consentmanagerSite({
  name: 'Tierarztpraxis am Stadtpark',
  hostname: 'consentmanager-ignored.example',
  accent: '#2e7d6b',
  cdid: codeId(2),
  tags: `${gtagSnippet(CONSENTMANAGER_TAGS.ignored.ga4)}
${lazyload(metaPixelSnippet(CONSENTMANAGER_TAGS.ignored.metaPixel), 's7')}`,
  home: `<section class="hero"><h1>Ihre Tierarztpraxis in Bielefeld</h1><p>Sprechstunde Mo–Fr 8–12 und 15–18 Uhr, Notdienst nach Absprache.</p><p><a class="button" href="/leistungen">Unsere Leistungen</a></p></section>
<section class="grid">
<article class="card"><h3>Impfungen</h3><p>Hund, Katze, Kaninchen.</p></article>
<article class="card"><h3>Zahnbehandlung</h3><p>Mit digitalem Röntgen.</p></article>
</section>`,
  inner: {
    path: '/leistungen',
    title: 'Leistungen',
    main: `<section class="hero"><h1>Leistungen</h1><p>Vorsorge, Chirurgie, Labor und Ernährungsberatung.</p></section>`,
  },
});

export const CONSENTMANAGER_SITES: readonly FixtureHost[] = [
  consentmanagerReject,
  consentmanagerSettings,
  consentmanagerIgnored,
];
