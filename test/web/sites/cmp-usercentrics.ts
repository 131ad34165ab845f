import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { USERCENTRICS_SETTINGS } from '../vendors/usercentrics.ts';

/** The tags the Usercentrics sites load (GA4 measurement id, Meta pixel id). */
export const USERCENTRICS_TAGS = { ga4: 'G-UC4T7Q2M9K', metaPixel: '418822610034517' } as const;

/**
 * A tag gated the way Usercentrics documents it: `type="text/plain"` and `data-usercentrics="<service
 * name>"` on each script of the vendor's snippet (the `src` stays; a text/plain script is not fetched).
 */
function gatedByUsercentrics(snippet: string, service: string): string {
  return snippet.replace(
    /<script(?=[\s>])/g,
    `<script type="text/plain" data-usercentrics="${service}"`,
  );
}

/** The embed code from the Usercentrics admin interface (v2 browser UI). */
function usercentricsEmbed(settingsId: string): string {
  return `<link rel="preconnect" href="//app.usercentrics.eu">
<link rel="preconnect" href="//api.usercentrics.eu">
<link rel="preload" href="//app.usercentrics.eu/browser-ui/latest/loader.js" as="script">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="${settingsId}" async></script>`;
}

const STORED_IN =
  'Usercentrics keeps your choice in this browser\u2019s local storage (<code>uc_settings</code>, <code>uc_user_interaction</code>).';

interface UsercentricsSite {
  name: string;
  hostname: string;
  accent: string;
  settingsId: string;
  /** GA4 runs before any choice (hard-coded in the page) instead of waiting for its service. */
  hardCodedAnalytics?: boolean;
  main: string;
}

/**
 * A site with Usercentrics and its tags in the head of every page (the home page and the privacy
 * policy), as sites paste the embed code into their template.
 */
function usercentricsSite(site: UsercentricsSite): FixtureHost {
  const ga4 = gtagSnippet(USERCENTRICS_TAGS.ga4);
  const head = `${usercentricsEmbed(site.settingsId)}
${site.hardCodedAnalytics ? ga4 : gatedByUsercentrics(ga4, 'Google Analytics')}
${gatedByUsercentrics(metaPixelSnippet(USERCENTRICS_TAGS.metaPixel), 'Facebook Pixel')}`;
  const page = (title: string, main: string): string =>
    htmlPage({ siteName: site.name, accent: site.accent, title, head, main });
  const home = page('Home', site.main);
  const privacy = page(
    'Privacy policy',
    `<section class="hero"><h1>Privacy policy</h1><p>${STORED_IN}</p><p>You can change your choice at any time with the privacy button at the bottom left.</p></section>`,
  );
  return {
    name: site.name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(
      [
        ...sharedAssetRoutes(site.accent),
        { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home) },
        { method: 'GET', path: '/privacy', handle: (_req, res) => send(res, 200, 'html', privacy) },
      ],
      notFoundPage(site.name, site.accent),
    ),
  };
}

/**
 * A German-engineering tools shop with Usercentrics' v2 bottom banner: "Accept All", "Deny" and
 * "More Information" on the first layer, service switches and "Save Settings" on the second. GA4 and
 * the Meta pixel are gated (data-usercentrics) and run only after consent.
 */
export const usercentricsBanner = usercentricsSite({
  name: 'Hartwerk Tools',
  hostname: 'usercentrics-banner.example',
  accent: '#0045a5',
  settingsId: USERCENTRICS_SETTINGS.banner,
  main: `<section class="hero"><h1>Precision hand tools since 1962</h1><p>Torque wrenches, calipers and chisels, forged in Solingen.</p><p><a class="button" href="/privacy">Shop the catalogue</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Torque wrenches</h3><p>Calibrated to ±2 %, certificate included.</p></article>
<article class="card"><div class="swatch"></div><h3>Digital calipers</h3><p>0.01 mm resolution, IP67.</p></article>
<article class="card"><div class="swatch"></div><h3>Wood chisels</h3><p>Chrome-vanadium, ash handles.</p></article>
</section>`,
});

/**
 * A travel agency whose Usercentrics banner hides the deny button on the first layer ("Accept All" and
 * "Settings"); "Deny All" is only in the second layer. GA4 and the Meta pixel are gated.
 */
export const usercentricsNoDeny = usercentricsSite({
  name: 'Fjordline Journeys',
  hostname: 'usercentrics-no-deny.example',
  accent: '#00796b',
  settingsId: USERCENTRICS_SETTINGS.noDeny,
  main: `<section class="hero"><h1>Small-group trips to the Norwegian fjords</h1><p>Eight days, twelve travellers, one guide who grew up there.</p><p><a class="button" href="/privacy">See departures</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Geirangerfjord</h3><p>Kayak under the Seven Sisters falls.</p></article>
<article class="card"><div class="swatch"></div><h3>Lofoten</h3><p>Fishing villages and midnight sun.</p></article>
<article class="card"><div class="swatch"></div><h3>Trolltunga</h3><p>A long hike to a famous ledge.</p></article>
</section>`,
});

/**
 * A news magazine with Usercentrics' centred privacy wall (the page is blocked behind it) offering
 * "Accept All" and "Deny" — but GA4 is hard-coded in the page, so it measures before any choice and
 * after Deny. The Meta pixel is gated.
 */
export const usercentricsWall = usercentricsSite({
  name: 'Rheinblick Magazin',
  hostname: 'usercentrics-wall.example',
  accent: '#b71c1c',
  settingsId: USERCENTRICS_SETTINGS.wall,
  hardCodedAnalytics: true,
  main: `<section class="hero"><h1>City council approves new Rhine footbridge</h1><p>Construction is to start next spring; cyclists get a separate lane.</p></section>
<section class="grid">
<article class="card"><h3>Culture</h3><p>The cathedral choir's autumn programme.</p></article>
<article class="card"><h3>Sport</h3><p>Rowing club wins the regional regatta.</p></article>
<article class="card"><h3>Economy</h3><p>Harbour traffic up four per cent.</p></article>
</section>`,
});
