import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { cmpLibrarySite } from './consent-kit.ts';

/** The tags the iubenda sites load (GA4 measurement id, Meta pixel id). */
export const CMP_IUBENDA_TAGS = { ga4: 'G-IUB7C5S2KD', metaPixel: '902716345518204' } as const;

/** iubenda's purposes: 4 measurement, 5 marketing (targeting & advertising). */
const MEASUREMENT = '4';
const MARKETING = '5';

/**
 * A vendor snippet blocked the way iubenda's prior blocking documents it: `type="text/plain"
 * class="_iub_cs_activate"` with its purposes in `data-iub-purposes`, an external script's address in
 * `data-suppressedsrc`; the Cookie Solution runs it once those purposes have consent.
 */
const forIubenda = (snippet: string) =>
  snippet
    .replace(
      /type="text\/plain" data-category="(\d)"/g,
      'type="text/plain" class="_iub_cs_activate" data-iub-purposes="$1"',
    )
    .replace(/ data-src=/g, ' data-suppressedsrc=');

const TAGS = `${forIubenda(gtagSnippet(CMP_IUBENDA_TAGS.ga4, { category: MEASUREMENT }))}
${forIubenda(metaPixelSnippet(CMP_IUBENDA_TAGS.metaPixel, { category: MARKETING }))}`;

/** The embed code iubenda's dashboard hands out: the configuration, then the Cookie Solution. */
function iubendaEmbed(configuration: Record<string, unknown>): string {
  return `<script type="text/javascript">
var _iub = _iub || [];
_iub.csConfiguration = ${JSON.stringify(configuration)};
</script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>`;
}

interface IubendaSite {
  name: string;
  hostname: string;
  accent: string;
  lang: 'en' | 'it';
  siteId: number;
  cookiePolicyId: number;
  banner: Record<string, unknown>;
  main: string;
}

function iubendaSite(site: IubendaSite): FixtureHost {
  const configuration = {
    askConsentAtCookiePolicyUpdate: true,
    enableFadp: true,
    floatingPreferencesButtonDisplay: 'bottom-right',
    lang: site.lang,
    perPurposeConsent: true,
    siteId: site.siteId,
    cookiePolicyId: site.cookiePolicyId,
    banner: site.banner,
    callback: {},
  };
  const embed = iubendaEmbed(configuration).replace(
    '"callback":{}',
    `"callback":{"onConsentGiven":function(){window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:"iubenda_consent_given"});},"onConsentRejected":function(){window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:"iubenda_consent_rejected"});}}`,
  );
  return cmpLibrarySite({
    name: site.name,
    hostname: site.hostname,
    accent: site.accent,
    home: htmlPage({
      siteName: site.name,
      accent: site.accent,
      title: 'Home',
      lang: site.lang,
      head: `${embed}\n${TAGS}`,
      main: site.main,
    }),
    routes: [],
    storedIn:
      'iubenda keeps your choice in the <code>_iub_cs-' +
      String(site.cookiePolicyId) +
      '</code> cookie and localStorage entry.',
  });
}

/**
 * A design shop with iubenda's bottom banner as the dashboard's GDPR preset makes it: "Learn more and
 * customize", "Reject", "Accept" (per-purpose consent, the floating preferences button after a choice).
 * GA4 waits for purpose 4 (measurement), the Meta pixel for purpose 5 (marketing).
 */
export const iubendaBanner = iubendaSite({
  name: 'Linden & Loom Interiors',
  hostname: 'iubenda-banner.example',
  accent: '#3d6b5a',
  lang: 'en',
  siteId: 3187420,
  cookiePolicyId: 84105527,
  banner: {
    acceptButtonDisplay: true,
    closeButtonDisplay: false,
    customizeButtonDisplay: true,
    explicitWithdrawal: true,
    listPurposes: true,
    position: 'bottom',
    rejectButtonDisplay: true,
    showTitle: false,
  },
  main: `<section class="hero"><h1>Linen, wool and oak</h1><p>Cushions, throws and side tables made in small batches.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Linen cushion</h3><p class="price">€ 39</p></article>
<article class="card"><div class="swatch"></div><h3>Wool throw</h3><p class="price">€ 119</p></article>
<article class="card"><div class="swatch"></div><h3>Oak side table</h3><p class="price">€ 245</p></article>
</section>`,
});

/**
 * An Italian wine shop with the set-up the Garante's 2021 cookie guidelines led Italian sites to: no
 * "Rifiuta" button; the banner's close "×" (.iubenda-cs-close-btn, "Continua senza accettare") refuses
 * (closeButtonRejects), next to "Scopri di più e personalizza" and "Accetta". Same gated tags.
 */
export const iubendaCloseX = iubendaSite({
  name: 'Enoteca Colle Alto',
  hostname: 'iubenda-close-x.example',
  accent: '#7b1e3a',
  lang: 'it',
  siteId: 2290815,
  cookiePolicyId: 61378804,
  banner: {
    acceptButtonDisplay: true,
    closeButtonDisplay: true,
    closeButtonRejects: true,
    customizeButtonDisplay: true,
    explicitWithdrawal: true,
    listPurposes: true,
    position: 'bottom',
    rejectButtonDisplay: false,
  },
  main: `<section class="hero"><h1>Vini dei colli, spediti in 48 ore</h1><p>Selezione di piccoli produttori delle Langhe e del Roero.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Barbera d'Alba 2021</h3><p class="price">€ 14,50</p></article>
<article class="card"><div class="swatch"></div><h3>Nebbiolo 2020</h3><p class="price">€ 19,00</p></article>
<article class="card"><div class="swatch"></div><h3>Roero Arneis 2023</h3><p class="price">€ 12,80</p></article>
</section>`,
});

/**
 * A software company whose iubenda banner has only "Learn more and customize" and "Accept": refusing
 * takes the preferences panel (#iubenda-iframe) → "Reject all" → "Save and continue". Same gated tags.
 */
export const iubendaPrefs = iubendaSite({
  name: 'Brightwater Analytics',
  hostname: 'iubenda-prefs.example',
  accent: '#1f5fa8',
  lang: 'en',
  siteId: 3391026,
  cookiePolicyId: 70842219,
  banner: {
    acceptButtonDisplay: true,
    closeButtonDisplay: false,
    customizeButtonDisplay: true,
    explicitWithdrawal: true,
    position: 'bottom',
    rejectButtonDisplay: false,
  },
  main: `<section class="hero"><h1>Dashboards your finance team trusts</h1><p>Connect your ledger, get month-end in minutes.</p></section>
<section class="grid">
<article class="card"><h3>Close faster</h3><p>Reconciliation suggestions from last month's matches.</p></article>
<article class="card"><h3>Audit trail</h3><p>Every adjustment, who made it and why.</p></article>
</section>`,
});
