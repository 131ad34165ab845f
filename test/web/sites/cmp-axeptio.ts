import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import {
  googleFontsLink,
  gtmSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { FURNITURE, GROCERIES, HOTEL_ROOMS } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';

/** The tags the Axeptio sites load (GA4 and the Meta pixel, the vendors of their Axeptio projects). */
export const CMP_AXEPTIO_TAGS = {
  fromagerie: { ga4: 'G-AXFROM001', metaPixel: '6101928374650001' },
  marel: { gtm: 'GTM-AXMAREL', ga4: 'G-AXMAREL02', metaPixel: '6101928374650002' },
  gites: { ga4: 'G-AXGITE003', metaPixel: '6101928374650003' },
} as const;

/** Axeptio's install snippet: the project's settings, then the async SDK loader. */
const axeptioTag = (clientId: string, cookiesVersion: string) => `<script>
window.axeptioSettings = { clientId: "${clientId}", cookiesVersion: "${cookiesVersion}" };
(function(d, s) {
  var t = d.getElementsByTagName(s)[0], e = d.createElement(s);
  e.async = true; e.src = "//static.axept.io/sdk.js";
  t.parentNode.insertBefore(e, t);
})(document, "script");
</script>`;

/**
 * Vendors started from Axeptio's `cookies:complete` callback, as its integration guide shows it
 * (`void 0 === window._axcb && (window._axcb = [])`): GA4 when `google_analytics` is accepted, the
 * Meta pixel when `facebook_pixel` is (omitted when `metaPixel` is null: the site hard-codes it).
 */
const axcbVendors = (ga4: string, metaPixel: string | null) => `<script>
void 0 === window._axcb && (window._axcb = []);
window._axcb.push(function(axeptio) {
  axeptio.on("cookies:complete", function(choices) {
    if (choices.google_analytics && !window.__gaLoaded) {
      window.__gaLoaded = true;
      var s = document.createElement("script"); s.async = true;
      s.src = "https://www.googletagmanager.com/gtag/js?id=${ga4}";
      document.head.appendChild(s);
      window.dataLayer = window.dataLayer || [];
      window.gtag = function(){ dataLayer.push(arguments); };
      gtag("js", new Date()); gtag("config", "${ga4}");
    }${
      metaPixel === null
        ? ''
        : `
    if (choices.facebook_pixel && !window.fbq) {
      !function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/fr_FR/fbevents.js');
      fbq("init", "${metaPixel}"); fbq("track", "PageView");
    }`
    }
  });
});
</script>`;

const PRIVACY_AXEPTIO =
  'Vos choix sont gérés par Axeptio et conservés dans les cookies <code>axeptio_cookies</code>, <code>axeptio_authorized_vendors</code> et <code>axeptio_all_vendors</code> (13 mois). <a href="javascript:openAxeptioCookies()">Gérer mes cookies</a>';

/**
 * Fromagerie Vasseur, a cheese shop in Lille, with Axeptio's widget in the page (an older project):
 * "Non merci" / "Je choisis" / "OK pour moi" on the first layer. GA4 and the Meta pixel start from the
 * `cookies:complete` callback only for the vendors accepted.
 *
 * Expected (written before scanning): no finding. Before a choice no tracker loads (Google Fonts
 * only); Axeptio already writes its cookies (`axeptio_cookies` with `$$completed:false`,
 * `axeptio_authorized_vendors` = `,,`), which are its own bookkeeping. autoconsent's `axeptio` rule
 * clicks "Non merci" (first layer): the refusal is stored (`$$completed:true`, both vendors false),
 * confirmed by the stored state; nothing tracks after it. "OK pour moi": acceptance confirmed; GA4
 * and the Meta pixel load.
 */
export const axeptioFromagerie: FixtureHost = realisticSite({
  identity: {
    name: 'Fromagerie Vasseur',
    hostname: 'fromagerie-vasseur.example',
    accent: '#a16207',
    tagline: 'Fromages affinés à Lille depuis 1962.',
    lang: 'fr',
  },
  catalogue: {
    path: '/boutique',
    navLabel: 'Boutique',
    heading: 'Notre sélection',
    items: GROCERIES,
    cta: 'Voir la boutique',
  },
  head: () => `${axeptioTag('64b2f1c9e4a07d3b2c18a5f1', 'fromagerie-vasseur-fr')}
${axcbVendors(CMP_AXEPTIO_TAGS.fromagerie.ga4, CMP_AXEPTIO_TAGS.fromagerie.metaPixel)}
${googleFontsLink('Playfair Display:wght@400;700')}`,
  end: () => '',
  home: {
    heading: 'Le plateau de la semaine',
    text: 'Maroilles, mimolette vieille et tomme de Flandre, affinés dans nos caves.',
  },
  about: ['Trois générations d’affineurs, rue de la Monnaie.'],
  contact: { intro: 'Une commande pour un buffet ? Écrivez-nous.', action: '/contact' },
  privacy: [
    `Avec votre accord nous utilisons Google Analytics et le pixel Meta. ${PRIVACY_AXEPTIO}`,
  ],
});

/**
 * Atelier Marel, a furniture workshop in Nantes, with the newer Axeptio SDK: the widget in the shadow
 * root of `.axeptio_mount > div.needsclick`. The site loads Google Tag Manager unconditionally; its
 * container GTM-AXMAREL (vendors/gtm-containers.ts) fires GA4 on `axeptio_activate_google_analytics`
 * and the Meta pixel on `axeptio_activate_facebook_pixel`, the events Axeptio's GTM integration
 * documents.
 *
 * Expected (written before scanning): no finding. Before a choice only the GTM container loads (a
 * tag manager, no tag fires). autoconsent's `axeptio` rule reaches "Non merci" through the shadow
 * root: refusal stored and confirmed, no activation event, nothing tracks. "OK pour moi": acceptance
 * confirmed; both events fire, GA4 and the Meta pixel load.
 */
export const axeptioMarel: FixtureHost = realisticSite({
  identity: {
    name: 'Atelier Marel',
    hostname: 'atelier-marel.example',
    accent: '#0f766e',
    tagline: 'Mobilier en chêne massif, fabriqué à Nantes.',
    lang: 'fr',
  },
  catalogue: {
    path: '/collections',
    navLabel: 'Collections',
    heading: 'Nos pièces',
    items: FURNITURE,
    cta: 'Découvrir',
  },
  head: () => `${gtmSnippet(CMP_AXEPTIO_TAGS.marel.gtm)}
${axeptioTag('65c7a0b3f18e2d49a7e3c602', 'atelier-marel-fr')}
${googleFontsLink('DM Sans:wght@400;500;700')}`,
  end: () => '',
  home: {
    heading: 'Tables, bancs et bibliothèques',
    text: 'Chaque pièce est dessinée et assemblée dans notre atelier de l’île de Nantes.',
  },
  about: ['Un atelier de six ébénistes, bois français certifié PEFC.'],
  contact: { intro: 'Un projet sur mesure ? Parlons-en.', action: '/contact' },
  privacy: [
    `Google Tag Manager déclenche Google Analytics et le pixel Meta selon vos choix. ${PRIVACY_AXEPTIO}`,
  ],
});

/**
 * Gîtes du Vercors, holiday cottages, with Axeptio's widget in the page: GA4 starts from the
 * `cookies:complete` callback, but the Meta pixel was pasted into the theme's <head> by an agency and
 * runs on every page view, whatever the visitor chose (the project still lists it as a vendor).
 *
 * Expected (written before scanning): `pre_consent_tracking` and `tracking_after_refusal` (Meta),
 * and `pre_consent_nonessential_cookies` if the pixel's `_fbp` cookie is seen before a choice. "Non
 * merci" on the first layer: refusal stored and confirmed (the site ignores it, Axeptio records it),
 * so no `refusal_not_registered`; GA4 stays off after it. "OK pour moi": acceptance confirmed, GA4
 * loads.
 */
export const axeptioGites: FixtureHost = realisticSite({
  identity: {
    name: 'Gîtes du Vercors',
    hostname: 'gites-vercors.example',
    accent: '#4d7c0f',
    tagline: 'Gîtes et chambres d’hôtes au cœur du Vercors.',
    lang: 'fr',
  },
  catalogue: {
    path: '/hebergements',
    navLabel: 'Hébergements',
    heading: 'Nos hébergements',
    items: HOTEL_ROOMS,
    cta: 'Réserver',
  },
  head: () => `${axeptioTag('63e1d84a2b9c5f07e6a4b713', 'gites-vercors-fr')}
${axcbVendors(CMP_AXEPTIO_TAGS.gites.ga4, null)}
${metaPixelSnippet(CMP_AXEPTIO_TAGS.gites.metaPixel)}
${googleFontsLink('Nunito:wght@400;700')}`,
  end: () => '',
  home: {
    heading: 'Au calme, face aux falaises',
    text: 'Cinq gîtes de 2 à 12 personnes à Villard-de-Lans, ouverts toute l’année.',
  },
  about: ['Une ferme rénovée par la famille Reynaud.'],
  contact: { intro: 'Une question sur les disponibilités ?', action: '/contact' },
  privacy: [`Avec votre accord nous mesurons l’audience avec Google Analytics. ${PRIVACY_AXEPTIO}`],
});

export const AXEPTIO_SITES: readonly FixtureHost[] = [
  axeptioFromagerie,
  axeptioMarel,
  axeptioGites,
];
