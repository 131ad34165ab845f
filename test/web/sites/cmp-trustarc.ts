import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { cmpLibrarySite } from './consent-kit.ts';

/**
 * TrustArc's install code as its console hands it out, in our words: the notice script for the domain
 * (async, from consent.trustarc.com), the bottom bar's container #consent_blackbar; the "Cookie
 * Preferences" link's container #teconsent goes in the footer (see `TECONSENT`).
 */
function trustArcSnippet(domain: string): string {
  return `<!-- TrustArc consent notice -->
<script async="async" src="https://consent.trustarc.com/notice?domain=${domain}&c=teconsent&js=nj&noticeType=bb&gtm=1&text=true&pcookie" crossorigin=""></script>`;
}

const TECONSENT = '<p class="cookie-settings"><span id="teconsent"></span></p>';
const BLACKBAR = '<div id="consent_blackbar"></div>';

/**
 * The site's tag gating, as TrustArc documents it for Google Tag Manager: once the PrivacyManagerAPI
 * exists, ask it over postMessage; on each answer (and on each later announcement after a choice),
 * read getGDPRConsentDecision and fire "GDPR Pref Allows <bucket>" once per consented bucket. Here the
 * site's own small tag loader plays GTM's part: the event runs the scripts held back as
 * `type="text/plain" data-category="<bucket>"` (1 = functional, 2 = advertising).
 */
const GATING = `<script>
(function () {
  var dispatched = {};
  function run(bucket) {
    var held = document.querySelectorAll('script[type="text/plain"][data-category="' + bucket + '"]');
    for (var i = 0; i < held.length; i++) {
      var old = held[i];
      var script = document.createElement('script');
      if (old.getAttribute('data-src')) script.src = old.getAttribute('data-src');
      else script.text = old.text;
      old.parentNode.replaceChild(script, old);
    }
  }
  var poll = self.postMessage && setInterval(function () {
    if (self.PrivacyManagerAPI && poll) {
      var request = { PrivacyManagerAPI: { action: 'getConsentDecision', timestamp: new Date().getTime(), self: self.location.host } };
      self.top.postMessage(JSON.stringify(request), '*');
      poll = clearInterval(poll);
    }
  }, 50);
  self.addEventListener('message', function (e) {
    try {
      var d = e.data && JSON.parse(e.data);
      d = d && d.PrivacyManagerAPI;
      if (!d || !d.capabilities || d.action !== 'getConsentDecision') return;
      var decision = self.PrivacyManagerAPI.callApi('getGDPRConsentDecision', self.location.host).consentDecision;
      (decision || []).forEach(function (bucket) {
        if (dispatched[bucket]) return;
        dispatched[bucket] = 1;
        (self.dataLayer = self.dataLayer || []).push({ event: 'GDPR Pref Allows ' + bucket });
        run(bucket);
      });
    } catch (xx) {}
  });
})();
</script>`;

interface TrustArcSite {
  name: string;
  hostname: string;
  accent: string;
  tags: { ga4: string; metaPixel: string };
  main: string;
}

function trustArcSite(site: TrustArcSite): FixtureHost {
  const home = htmlPage({
    siteName: site.name,
    accent: site.accent,
    title: 'Home',
    head: `${trustArcSnippet(site.hostname)}
${GATING}
${gtagSnippet(site.tags.ga4, { category: '1' })}
${metaPixelSnippet(site.tags.metaPixel, { category: '2' })}`,
    main: `${site.main}\n${TECONSENT}`,
    end: BLACKBAR,
  });
  return cmpLibrarySite({
    name: site.name,
    hostname: site.hostname,
    accent: site.accent,
    home,
    routes: [],
    storedIn:
      'TrustArc keeps your choice in the <code>notice_preferences</code>, <code>notice_gdpr_prefs</code> and <code>cmapi_cookie_privacy</code> cookies.',
  });
}

export const TRUSTARC_BANNER_TAGS = { ga4: 'G-TABANNER01', metaPixel: '5772156649015328' } as const;
export const TRUSTARC_PREFS_IFRAME_TAGS = {
  ga4: 'G-TAPREFS001',
  metaPixel: '6931471805599453',
} as const;
export const TRUSTARC_IMPLIED_TAGS = { ga4: 'G-TAIMPLD01', metaPixel: '1414213562373095' } as const;

/**
 * An electronics maker with TrustArc's bottom bar (#truste-consent-track): "Accept All Cookies",
 * "Decline All" (#truste-consent-required) and "Cookie Preferences" (#truste-show-consent, the
 * preference manager in a consent-pref.trustarc.com iframe). Expressed consent: GA4 runs once the
 * functional bucket is allowed, the Meta pixel once advertising is.
 */
export const trustArcBanner = trustArcSite({
  name: 'Kestrel Audio',
  hostname: 'trustarc-banner.example',
  accent: '#1d3c6e',
  tags: TRUSTARC_BANNER_TAGS,
  main: `<section class="hero"><h1>Headphones tuned by ear</h1><p>Studio sound, all-day comfort, two-year warranty.</p><p><a class="button" href="/privacy">Shop now</a></p></section>
<section class="grid">
<article class="card"><h3>K-40 Studio</h3><p class="price">€189</p></article>
<article class="card"><h3>K-20 Wireless</h3><p class="price">€149</p></article>
<article class="card"><h3>Ear cushions</h3><p class="price">€24</p></article>
</section>`,
});

/**
 * A software company whose TrustArc bar offers only "Accept" and "More information": refusing takes
 * the preference manager (an overlay with the cross-origin consent-pref.trustarc.com iframe), whose
 * "Decline All" or the switches and "Submit Preferences" store it. Tags gated as on trustarc-banner.
 */
export const trustArcPrefsIframe = trustArcSite({
  name: 'Lattice Cloud Systems',
  hostname: 'trustarc-prefs-iframe.example',
  accent: '#5b2a86',
  tags: TRUSTARC_PREFS_IFRAME_TAGS,
  main: `<section class="hero"><h1>Observability for the rest of us</h1><p>Logs, metrics and traces in one bill.</p></section>
<section class="grid">
<article class="card"><h3>Logs</h3><p>30 days hot, a year cold.</p></article>
<article class="card"><h3>Traces</h3><p>OpenTelemetry in, flame graphs out.</p></article>
</section>`,
});

/**
 * A travel magazine on TrustArc's implied consent: before any choice the notice writes
 * notice_behavior=implied,eu and notice_gdpr_prefs=0::implied,eu, and the PrivacyManagerAPI answers
 * every bucket as consented (source "implied"), so GA4 and the Meta pixel run on arrival. The bar
 * ("Agree and Proceed", "Decline All", "Cookie Preferences") lets the visitor decline.
 */
export const trustArcImplied = trustArcSite({
  name: 'Wayfarer Journal',
  hostname: 'trustarc-implied.example',
  accent: '#0f6b5c',
  tags: TRUSTARC_IMPLIED_TAGS,
  main: `<section class="hero"><h1>Slow trains across the Alps</h1><p>Six routes, no flights, one rail pass.</p></section>
<section class="grid">
<article class="card"><h3>Bernina Express</h3><p>Chur to Tirano in four hours.</p></article>
<article class="card"><h3>Glacier Express</h3><p>Zermatt to St. Moritz, slowly.</p></article>
</section>`,
});

/** The TrustArc sites (their notice configurations are in vendors/trustarc.ts). */
export const TRUSTARC_SITES: readonly FixtureHost[] = [
  trustArcBanner,
  trustArcPrefsIframe,
  trustArcImplied,
];
