import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';
import {
  googleFontsLink,
  gtagSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { FUNDING_CHOICES_PUBLISHERS } from '../vendors/funding-choices.ts';
import { CONSENT_KIT_SCRIPT, cmpLibrarySite, consentKitRoute } from './consent-kit.ts';

/** The tags the Funding Choices sites load (GA4 and the Meta pixel). */
export const CMP_FUNDING_CHOICES_TAGS = {
  courier: { ga4: 'G-FCCOURIER1', metaPixel: '6610284759301841' },
  kitchen: { ga4: 'G-FCKITCHEN2', metaPixel: '6610284759301842' },
  travel: { ga4: 'G-FCTRAVEL03', metaPixel: '6610284759301843' },
} as const;

function publisherOf(hostname: string): string {
  const pub = Object.entries(FUNDING_CHOICES_PUBLISHERS).find(([, p]) => p.sites[hostname]);
  if (!pub) throw new Error(`no Funding Choices message for ${hostname}`);
  return pub[0];
}

/**
 * The tag Privacy & messaging hands out (AdSense → Privacy & messaging → "Get tag"): the async loader
 * with the publisher id, then the inline signal that Funding Choices is present (the googlefcPresent frame).
 */
function fundingChoicesTag(hostname: string): string {
  return `<script async src="https://fundingchoicesmessages.google.com/i/${publisherOf(hostname)}?ers=1"></script>
<script>(function() {function signalGooglefcPresent() {if (!window.frames['googlefcPresent']) {if (document.body) {const iframe = document.createElement('iframe'); iframe.style = 'width: 0; height: 0; border: none; z-index: -1000; left: -1000px; top: -1000px;'; iframe.style.display = 'none'; iframe.name = 'googlefcPresent'; document.body.appendChild(iframe);} else {setTimeout(signalGooglefcPresent, 0);}}}signalGooglefcPresent();})();</script>`;
}

/**
 * The publisher's own gating, as Google's documentation shows it: googlefc.callbackQueue's
 * CONSENT_DATA_READY, then the TC data: Google's tag needs purpose 1 and Google (GVL 755); the Meta
 * pixel (not on the IAB list) purposes 1, 3 and 4.
 */
const GATING = `${CONSENT_KIT_SCRIPT}
<script>
window.googlefc = window.googlefc || {};
window.googlefc.callbackQueue = window.googlefc.callbackQueue || [];
googlefc.callbackQueue.push({
  CONSENT_DATA_READY: function () {
    __tcfapi('getTCData', 2, function (data, success) {
      if (!success) return;
      var p = data.purpose.consents;
      if (p[1] && data.vendor.consents[755]) ConsentKit.activate(['google']);
      if (p[1] && p[3] && p[4]) ConsentKit.activate(['meta']);
    });
  }
});
</script>`;

const STORED_IN =
  'Our consent message is provided by Google (Privacy &amp; messaging). Your choice is kept in the <code>FCCDCF</code> cookie and shared with our partners through the IAB TCF API. <a href="#" onclick="googlefc.showRevocationMessage(); return false;">Privacy and cookie settings</a>';

interface InnerPage {
  path: string;
  title: string;
  body: string;
}

interface FundingChoicesSite {
  name: string;
  hostname: string;
  accent: string;
  font: string;
  /** The site's tags after the Funding Choices tag and the gating. */
  tags: string;
  main: string;
  pages: InnerPage[];
}

function fundingChoicesSite(site: FundingChoicesSite): FixtureHost {
  const nav = `<p class="site-nav">${site.pages.map((p) => `<a href="${p.path}">${p.title}</a>`).join(' · ')}</p>`;
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: site.name,
      accent: site.accent,
      title,
      head: `${googleFontsLink(site.font)}\n${fundingChoicesTag(site.hostname)}\n${GATING}\n${site.tags}`,
      main: `${nav}\n${main}`,
      end: `<p class="legal"><a href="#" onclick="googlefc.showRevocationMessage(); return false;">Privacy and cookie settings</a></p>`,
    });
  return cmpLibrarySite({
    name: site.name,
    hostname: site.hostname,
    accent: site.accent,
    home: page('Home', site.main),
    routes: [
      consentKitRoute,
      // The privacy policy is a page of the site like any other, with the same tags (before the kit's plain one).
      ...[
        ...site.pages,
        { path: '/privacy', title: 'Privacy policy', body: article('Privacy policy', STORED_IN) },
      ].map((p) => ({
        method: 'GET',
        path: p.path,
        handle: (_req: unknown, res: Parameters<typeof send>[0]) =>
          send(res, 200, 'html', page(p.title, p.body)),
      })),
    ],
    storedIn: STORED_IN,
  });
}

const article = (title: string, text: string) =>
  `<article class="hero"><h1>${title}</h1><p>${text}</p></article>`;

/**
 * A regional news site with Google's message as publishers set it up since "Do not consent" became
 * available: "Consent", "Do not consent", "Manage options". GA4 and the Meta pixel wait for
 * CONSENT_DATA_READY and the TC data (Google on purpose 1 + vendor 755, Meta on purposes 1, 3, 4).
 *
 * Written answer (before scanning): no findings. Before a choice: Google Fonts and Funding Choices
 * only. Reject: autoconsent's `funding-choices` rule clicks "Do not consent" (first layer); a TC string
 * of CMP 300 without consents (legitimate interests kept) is read through __tcfapi and stored in FCCDCF
 * — a confirmed refusal (tc_string; with the platform entry also cmp_stored_state); nothing tracks on
 * the next page view. Accept: "Consent" (first layer), confirmed the same way; GA4 and Meta then send.
 * The first scan also reported `preticked_consent_options` for the six Legitimate interest switches of
 * "Manage options": consentry was wrong (they are objection switches, not consent); fixed in preticked.ts.
 */
export const fundingChoicesCourier = fundingChoicesSite({
  name: 'Brookfield Courier',
  hostname: 'brookfield-courier.example',
  accent: '#0b3d91',
  font: 'Source Serif 4:wght@400;700',
  tags: `${gtagSnippet(CMP_FUNDING_CHOICES_TAGS.courier.ga4, { category: 'google' })}
${metaPixelSnippet(CMP_FUNDING_CHOICES_TAGS.courier.metaPixel, { category: 'meta' })}`,
  main: `${article('Flood defences finished a year early', 'The river wall along Mill Lane is complete; the temporary barriers come down next week.')}
<section class="grid">
<article class="card"><h3><a href="/news/market-hall-reopens">Market hall reopens</a></h3><p>Twenty-two stalls return after the refit.</p></article>
<article class="card"><h3><a href="/news/bus-timetable-changes">Bus timetable changes</a></h3><p>The 14 and 14A run every 12 minutes from May.</p></article>
<article class="card"><h3><a href="/sport/brookfield-town-promoted">Brookfield Town promoted</a></h3><p>A 2–1 win at home seals the title.</p></article>
</section>`,
  pages: [
    {
      path: '/news/market-hall-reopens',
      title: 'Market hall reopens',
      body: article(
        'Market hall reopens',
        'Twenty-two stalls return after an eighteen-month refit.',
      ),
    },
    {
      path: '/news/bus-timetable-changes',
      title: 'Bus timetable changes',
      body: article('Bus timetable changes', 'The 14 and 14A run every 12 minutes from May.'),
    },
    {
      path: '/sport/brookfield-town-promoted',
      title: 'Brookfield Town promoted',
      body: article('Brookfield Town promoted', 'A 2–1 win at home seals the title.'),
    },
    {
      path: '/about',
      title: 'About us',
      body: article('About the Courier', 'Independent local news for Brookfield since 1921.'),
    },
  ],
});

/**
 * A recipe blog with Google's message in its default set-up: "Consent" and "Manage options" only, so
 * refusing takes the purposes page: every Consent switch is off, each Legitimate interest switch
 * (purposes 2, 7–11) is on until objected to, then "Confirm choices". Same gated tags.
 *
 * Written answer (before scanning): `no_first_layer_reject`. Reject: autoconsent's rule clicks
 * "Manage options", unticks the legitimate-interest switches and clicks "Confirm choices" (second
 * layer); a TC string without consents or legitimate interests — a confirmed refusal; nothing tracks.
 * Accept: "Consent" (first layer), confirmed; GA4 and Meta send.
 */
export const fundingChoicesKitchen = fundingChoicesSite({
  name: 'Lowmoor Kitchen',
  hostname: 'lowmoor-kitchen.example',
  accent: '#8a4b2a',
  font: 'Lora:wght@400;700',
  tags: `${gtagSnippet(CMP_FUNDING_CHOICES_TAGS.kitchen.ga4, { category: 'google' })}
${metaPixelSnippet(CMP_FUNDING_CHOICES_TAGS.kitchen.metaPixel, { category: 'meta' })}`,
  main: `${article('Slow-roast tomato soup', 'Four ingredients, one tray, forty minutes in the oven.')}
<section class="grid">
<article class="card"><h3><a href="/recipes/brown-butter-shortbread">Brown butter shortbread</a></h3><p>45 minutes</p></article>
<article class="card"><h3><a href="/recipes/leek-and-potato-pie">Leek and potato pie</a></h3><p>1 hour 20</p></article>
<article class="card"><h3><a href="/recipes/rhubarb-fool">Rhubarb fool</a></h3><p>25 minutes</p></article>
</section>`,
  pages: [
    {
      path: '/recipes/brown-butter-shortbread',
      title: 'Brown butter shortbread',
      body: article(
        'Brown butter shortbread',
        'Brown the butter first; chill the dough for an hour.',
      ),
    },
    {
      path: '/recipes/leek-and-potato-pie',
      title: 'Leek and potato pie',
      body: article('Leek and potato pie', 'Sweat the leeks slowly; a rough puff lid.'),
    },
    {
      path: '/recipes/rhubarb-fool',
      title: 'Rhubarb fool',
      body: article('Rhubarb fool', 'Roast the rhubarb with orange zest, fold into cream.'),
    },
  ],
});

/**
 * A travel blog with Google's message ("Consent", "Do not consent", "Manage options") whose owner
 * pasted the GA4 tag into the theme unblocked: it runs before any choice and after "Do not consent".
 * The Meta pixel is gated like on the other sites.
 *
 * Written answer (before scanning): `pre_consent_nonessential_cookies` (GA's _ga cookies),
 * `pre_consent_tracking` and `tracking_after_refusal`, each Google Analytics only. Reject: "Do not
 * consent" (first layer), a confirmed refusal — the CMP registers it; the site ignores it. Accept:
 * "Consent", confirmed; the Meta pixel sends then. (The first scan missed `tracking_after_refusal`
 * because this fixture's /privacy, the next page view, carried no tags: a fixture flaw, fixed.)
 */
export const fundingChoicesTravel = fundingChoicesSite({
  name: 'Tidemark Travel',
  hostname: 'tidemark-travel.example',
  accent: '#0f766e',
  font: 'Nunito Sans:wght@400;700',
  tags: `${gtagSnippet(CMP_FUNDING_CHOICES_TAGS.travel.ga4)}
${metaPixelSnippet(CMP_FUNDING_CHOICES_TAGS.travel.metaPixel, { category: 'meta' })}`,
  main: `${article('Three days on the Causeway Coast', 'Basalt columns, rope bridges and the best chowder north of Belfast.')}
<section class="grid">
<article class="card"><h3><a href="/guides/lisbon-on-foot">Lisbon on foot</a></h3><p>Seven hills, one tram, a lot of stairs.</p></article>
<article class="card"><h3><a href="/guides/night-train-to-vienna">Night train to Vienna</a></h3><p>From Brussels in a couchette.</p></article>
</section>`,
  pages: [
    {
      path: '/guides/lisbon-on-foot',
      title: 'Lisbon on foot',
      body: article('Lisbon on foot', 'Start in Alfama before the day trippers arrive.'),
    },
    {
      path: '/guides/night-train-to-vienna',
      title: 'Night train to Vienna',
      body: article('Night train to Vienna', 'Book the six-berth couchette for the view at dawn.'),
    },
    {
      path: '/about',
      title: 'About',
      body: article('About Tidemark', 'Slow travel by train and ferry since 2016.'),
    },
  ],
});

export const FUNDING_CHOICES_SITES: readonly FixtureHost[] = [
  fundingChoicesCourier,
  fundingChoicesKitchen,
  fundingChoicesTravel,
];
