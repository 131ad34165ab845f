import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import {
  ONETRUST_BANNER_DOMAIN,
  ONETRUST_NO_REJECT_DOMAIN,
  ONETRUST_PRETICKED_DOMAIN,
  type OneTrustDomain,
} from '../vendors/onetrust.ts';
import { cmpLibrarySite } from './consent-kit.ts';

/**
 * A vendor snippet gated the way OneTrust documents it: `type="text/plain"` plus the class
 * `optanon-category-<group>`, the real `src` kept (OneTrust re-inserts the tag as text/javascript once
 * the group is active). C0002 = performance, C0004 = targeting.
 */
const forOneTrust = (snippet: string) =>
  snippet
    .replace(/data-category="([\w-]+)"/g, 'class="optanon-category-$1"')
    .replace(/ data-src="/g, ' src="');

/** The OneTrust install snippet from the console, first thing in <head>. */
function oneTrustSnippet(domain: OneTrustDomain, host: string): string {
  return `<!-- OneTrust Cookies Consent Notice start for ${host} -->
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="${domain.id}"></script>
<script type="text/javascript">
function OptanonWrapper() { }
</script>
<!-- OneTrust Cookies Consent Notice end for ${host} -->`;
}

/** The footer link OneTrust tells sites to add, reopening the preference center. */
const SETTINGS_LINK =
  '<p class="cookie-settings"><button id="ot-sdk-btn" class="ot-sdk-show-settings">Cookie Settings</button></p>';

interface OneTrustSite {
  name: string;
  hostname: string;
  accent: string;
  domain: OneTrustDomain;
  tags: { ga4: string; metaPixel: string };
  main: string;
}

function oneTrustSite(site: OneTrustSite): FixtureHost {
  const home = htmlPage({
    siteName: site.name,
    accent: site.accent,
    title: 'Home',
    head: `${oneTrustSnippet(site.domain, site.hostname)}
${forOneTrust(gtagSnippet(site.tags.ga4, { category: 'C0002' }))}
${forOneTrust(metaPixelSnippet(site.tags.metaPixel, { category: 'C0004' }))}`,
    main: `${site.main}\n${SETTINGS_LINK}`,
  });
  return cmpLibrarySite({
    name: site.name,
    hostname: site.hostname,
    accent: site.accent,
    home,
    routes: [],
    storedIn:
      'OneTrust keeps your choice in the <code>OptanonConsent</code> and <code>OptanonAlertBoxClosed</code> cookies.',
  });
}

export const ONETRUST_BANNER_TAGS = { ga4: 'G-OTBANNER01', metaPixel: '3141592653589793' } as const;
export const ONETRUST_NO_REJECT_TAGS = {
  ga4: 'G-OTNOREJ01',
  metaPixel: '2718281828459045',
} as const;
export const ONETRUST_PRETICKED_TAGS = {
  ga4: 'G-OTPRETK01',
  metaPixel: '1618033988749894',
} as const;

/**
 * An insurance comparison site with OneTrust's standard GDPR banner: "Cookies Settings", "Reject All"
 * and "Accept All Cookies" on the banner, the preference center with opt-in switches (all off) and
 * "Confirm My Choices", and the floating settings button after a choice. GA4 runs under C0002
 * (performance), the Meta pixel under C0004 (targeting), both only once allowed.
 */
export const oneTrustBanner = oneTrustSite({
  name: 'Harbourline Insurance',
  hostname: 'onetrust-banner.example',
  accent: '#00558c',
  domain: ONETRUST_BANNER_DOMAIN,
  tags: ONETRUST_BANNER_TAGS,
  main: `<section class="hero"><h1>Home insurance without the small print</h1><p>Compare cover from twelve insurers in two minutes.</p><p><a class="button" href="/privacy">Get a quote</a></p></section>
<section class="grid">
<article class="card"><h3>Buildings cover</h3><p>Rebuild cost, not market value.</p></article>
<article class="card"><h3>Contents cover</h3><p>New for old on everything under five years.</p></article>
<article class="card"><h3>Claims line</h3><p>Open 24 hours, answered by people.</p></article>
</section>`,
});

/**
 * A hotel group on OneTrust's other common set-up: the banner offers only "Accept All Cookies" and
 * "Cookies Settings"; "Reject All" is in the preference center. Tags gated as on onetrust-banner.
 */
export const oneTrustNoReject = oneTrustSite({
  name: 'Saltmarsh Hotels',
  hostname: 'onetrust-no-reject.example',
  accent: '#7a4b2a',
  domain: ONETRUST_NO_REJECT_DOMAIN,
  tags: ONETRUST_NO_REJECT_TAGS,
  main: `<section class="hero"><h1>Sleep by the sea</h1><p>Seven coastal hotels, breakfast included.</p></section>
<section class="grid">
<article class="card"><h3>Whitstable</h3><p>From £119 a night.</p></article>
<article class="card"><h3>Aldeburgh</h3><p>From £134 a night.</p></article>
</section>`,
});

/**
 * A retailer whose OneTrust categories are set to implied consent: performance "active" (GA4 runs
 * before any choice) and targeting "inactive landing page"; the preference center shows both switches
 * ticked. Reject All on the banner turns everything off.
 */
export const oneTrustPreticked = oneTrustSite({
  name: 'Copperleaf Home',
  hostname: 'onetrust-preticked.example',
  accent: '#b5651d',
  domain: ONETRUST_PRETICKED_DOMAIN,
  tags: ONETRUST_PRETICKED_TAGS,
  main: `<section class="hero"><h1>Lamps, rugs and everything between</h1><p>Free returns for 60 days.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Brass reading lamp</h3><p class="price">£89</p></article>
<article class="card"><div class="swatch"></div><h3>Wool runner</h3><p class="price">£145</p></article>
</section>`,
});

/** The OneTrust sites (their domain configurations are in vendors/onetrust.ts). */
export const ONETRUST_SITES: readonly FixtureHost[] = [
  oneTrustBanner,
  oneTrustNoReject,
  oneTrustPreticked,
];
