import { cmpLibrarySite } from './consent-kit.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';

const NAME = 'Keelhaul Logistics Software';
const HOSTNAME = 'cmp-hubspot.example';
const ACCENT = '#ff7a59';
/** The HubSpot portal the site's tracking code names. */
export const CMP_HUBSPOT_PORTAL = '4512893';

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Home',
  main: `<section class="hero"><h1>Freight planning for mid-size carriers</h1><p>Route, load and invoice from one screen.</p><p><a class="button" href="/privacy">Book a demo</a></p></section>
<section class="grid">
<article class="card"><h3>Dispatch board</h3><p>Drag loads onto drivers; ETAs update as they drive.</p></article>
<article class="card"><h3>Carrier invoicing</h3><p>Proof of delivery in, invoice out the same day.</p></article>
<article class="card"><h3>Fuel and tolls</h3><p>Per-lane costs before you quote.</p></article>
</section>`,
  end: `<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="https://js.hs-scripts.com/${CMP_HUBSPOT_PORTAL}.js"></script>
<!-- End of HubSpot Embed Code -->`,
});

/**
 * A B2B software site with HubSpot's tracking code and HubSpot's own cookie banner ("Accept" /
 * "Decline", vendors/hubspot-tracking.ts). Decline stores `__hs_opt_out=yes` — an opt-out cookie, where
 * "yes" is the refusal — and every category off in `__hs_cookie_cat_pref`; HubSpot analytics runs only
 * after Accept.
 */
export const cmpHubspot = cmpLibrarySite({
  name: NAME,
  hostname: HOSTNAME,
  accent: ACCENT,
  home,
  routes: [],
  storedIn:
    'HubSpot keeps your choice in the <code>__hs_opt_out</code> and <code>__hs_cookie_cat_pref</code> cookies.',
});
