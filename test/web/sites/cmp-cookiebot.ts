import { cmpLibrarySite } from './consent-kit.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { COOKIEBOT_DOMAIN_GROUPS } from '../vendors/cookiebot.ts';

/** The tags the Cookiebot sites load (GA4 as statistics, the Meta pixel as marketing). */
export const CMP_COOKIEBOT_TAGS = {
  dialog: { ga4: 'G-CBDIALOG01', metaPixel: '7301928374650192' },
  swift: { ga4: 'G-CBSWIFT002' },
  ignored: { ga4: 'G-CBIGNORE03', metaPixel: '7301928374650193' },
} as const;

function cbidFor(template: 'dialog' | 'swift', index: number): string {
  const ids = Object.keys(COOKIEBOT_DOMAIN_GROUPS).filter(
    (id) => COOKIEBOT_DOMAIN_GROUPS[id] === template,
  );
  const id = ids[index];
  if (id === undefined) throw new Error(`no Cookiebot domain group #${index} with ${template}`);
  return id;
}

/**
 * A vendor snippet blocked the way Cookiebot's manual mode documents it: `type="text/plain"
 * data-cookieconsent="<category>"`, keeping `src` (a text/plain script is never fetched).
 */
const forCookiebot = (snippet: string) =>
  snippet.replace(/data-category="/g, 'data-cookieconsent="').replace(/ data-src="/g, ' src="');

/** The Cookiebot tag as its manager hands it out: first in <head>, synchronous. */
const cookiebotTag = (cbid: string) =>
  `<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="${cbid}" data-blockingmode="manual" type="text/javascript"></script>`;

const STORED_IN =
  'Cookiebot keeps your choice in the <code>CookieConsent</code> cookie. <a href="javascript:Cookiebot.renew()">Change your consent</a> · <a href="javascript:Cookiebot.withdraw()">Withdraw your consent</a>';

interface CookiebotSite {
  name: string;
  hostname: string;
  accent: string;
  cbid: string;
  /** Tags after the Cookiebot tag in <head>. */
  tags: string;
  main: string;
}

/** Every page carries the Cookiebot tag and the site's tags in <head>, as on real sites. */
function cookiebotSite(site: CookiebotSite): FixtureHost {
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: site.name,
      accent: site.accent,
      title,
      head: `${cookiebotTag(site.cbid)}\n${site.tags}`,
      main,
    });
  const privacy = page(
    'Privacy policy',
    `<section class="hero"><h1>Privacy policy</h1><p>${STORED_IN}</p></section>`,
  );
  return cmpLibrarySite({
    name: site.name,
    hostname: site.hostname,
    accent: site.accent,
    home: page('Home', site.main),
    routes: [
      { method: 'GET', path: '/privacy', handle: (_req, res) => send(res, 200, 'html', privacy) },
    ],
    storedIn: STORED_IN,
  });
}

/**
 * Cookiebot's classic dialog: "Deny", "Allow selection" and "Allow all", with the category
 * checkboxes (necessary disabled and ticked; preferences, statistics, marketing unticked) on the first
 * layer. GA4 is blocked as statistics, the Meta pixel as marketing (manual blocking mode).
 */
export const cookiebotDialog = cookiebotSite({
  name: 'Fjordline Ceramics',
  hostname: 'cookiebot-dialog.example',
  accent: '#3b6e8f',
  cbid: cbidFor('dialog', 0),
  tags: `${forCookiebot(gtagSnippet(CMP_COOKIEBOT_TAGS.dialog.ga4, { category: 'statistics' }))}
${forCookiebot(metaPixelSnippet(CMP_COOKIEBOT_TAGS.dialog.metaPixel, { category: 'marketing' }))}`,
  main: `<section class="hero"><h1>Stoneware for everyday tables</h1><p>Thrown and glazed in Bergen, shipped across Europe.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Dinner plate, ash glaze</h3><p class="price">€ 34</p></article>
<article class="card"><div class="swatch"></div><h3>Mug, tide blue</h3><p class="price">€ 22</p></article>
<article class="card"><div class="swatch"></div><h3>Serving bowl</h3><p class="price">€ 58</p></article>
</section>`,
});

/**
 * Cookiebot's newer "Swift" popup: tabs Consent / Details / About; the first layer has "Deny",
 * "Customize" and "Allow all", the category toggles only under Details (where "Customize" gives way to
 * "Allow selection"). GA4 is blocked as statistics.
 */
export const cookiebotSwift = cookiebotSite({
  name: 'Larchmont Dental Studio',
  hostname: 'cookiebot-swift.example',
  accent: '#2a9d8f',
  cbid: cbidFor('swift', 0),
  tags: forCookiebot(gtagSnippet(CMP_COOKIEBOT_TAGS.swift.ga4, { category: 'statistics' })),
  main: `<section class="hero"><h1>Gentle dentistry in Larchmont</h1><p>Check-ups, hygiene and whitening; evening appointments on Thursdays.</p></section>
<section class="grid">
<article class="card"><h3>Check-up and clean</h3><p>45 minutes with our hygienist.</p></article>
<article class="card"><h3>Invisible aligners</h3><p>Free first consultation.</p></article>
</section>`,
});

/**
 * Cookiebot's classic dialog on a site whose developer pasted GA4 unblocked: Google Analytics runs
 * before any choice and after "Deny" (Cookiebot still stores the refusal). The Meta pixel is blocked
 * as marketing, as it should be.
 */
export const cookiebotIgnored = cookiebotSite({
  name: 'Brackenridge Cycle Works',
  hostname: 'cookiebot-ignored.example',
  accent: '#c2410c',
  cbid: cbidFor('dialog', 1),
  tags: `${gtagSnippet(CMP_COOKIEBOT_TAGS.ignored.ga4)}
${forCookiebot(metaPixelSnippet(CMP_COOKIEBOT_TAGS.ignored.metaPixel, { category: 'marketing' }))}`,
  main: `<section class="hero"><h1>Hand-built steel bikes</h1><p>Frames brazed to measure; servicing for every make.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Audax frame</h3><p class="price">£ 1,450</p></article>
<article class="card"><div class="swatch"></div><h3>Winter service</h3><p class="price">£ 95</p></article>
</section>`,
});
