import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { googleFontsLink, gtagSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { jsRoute, LIBRARIES, scriptWithLibraries, staticScript } from '../js-bundles.ts';
import { INMOBI_CHOICE_SITES, inmobiChoiceTag } from '../vendors/inmobi-choice.ts';
import { CONSENT_KIT_SCRIPT, cmpLibrarySite, consentKitRoute } from './consent-kit.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';
import { adSlotDiv, gptSnippet, type AdSlot } from './realistic/snippets.ts';

/** The GA4 ids, Ad Manager network and Xandr placements of the InMobi Choice news sites. */
export const CMP_INMOBI_TAGS = {
  kestrel: { ga4: 'G-IMKESTREL1', network: '/21830114/kestrel-gazette', placement: 27104410 },
  fenwick: { ga4: 'G-IMFENWICK2', network: '/21830114/fenwick-post', placement: 27104420 },
  marlow: { ga4: 'G-IMMARLOW03', network: '/21830114/marlow-echo', placement: 27104430 },
} as const;

const PREBID_PATH = '/assets/js/prebid9.12.0.js';
const prebidRoute = jsRoute(
  PREBID_PATH,
  scriptWithLibraries(
    'Prebid.js v9.12.0 (appnexus)',
    { _: LIBRARIES.lodash },
    staticScript('sites', 'prebid-news.js'),
  ),
);

const slotsOf = (network: string): AdSlot[] => [
  { path: `${network}/leaderboard`, size: [728, 90], divId: 'div-gpt-ad-leaderboard' },
  { path: `${network}/mpu`, size: [300, 250], divId: 'div-gpt-ad-mpu' },
];

/** The header-bidding set-up: Prebid's ad units (Xandr's placement), the auction, then GPT's targeting. */
function prebidSetup(
  slots: readonly AdSlot[],
  placement: number,
  consentManagement: boolean,
): string {
  const units = slots.map((slot, index) => ({
    code: slot.divId,
    mediaTypes: { banner: { sizes: [slot.size] } },
    bids: [{ bidder: 'appnexus', params: { placementId: String(placement + index) } }],
  }));
  const config = consentManagement
    ? `pbjs.setConfig({ consentManagement: { gdpr: { cmpApi: 'iab', timeout: 8000, defaultGdprScope: true } } });`
    : '';
  return `<script>var pbjs = window.pbjs || {}; pbjs.que = pbjs.que || [];
pbjs.que.push(function () {
  ${config}
  pbjs.addAdUnits(${JSON.stringify(units)});
  pbjs.requestBids({ timeout: 1500, bidsBackHandler: function () { googletag.cmd.push(function () { pbjs.setTargetingForGPTAsync(); }); } });
});</script>`;
}

/**
 * The publishers' own gating, as InMobi's and the IAB's documentation show it: __tcfapi
 * addEventListener, and on `tcloaded` / `useractioncomplete` the TC data decides. Google's tags (GA4,
 * GPT) need purpose 1 and Google (GVL 755); the Prebid auction purposes 1 and 2 and Xandr (GVL 32).
 * Gated scripts are `type="text/plain" data-category` (run by the consent kit).
 */
const TCF_GATING = `${CONSENT_KIT_SCRIPT}
<script>
__tcfapi('addEventListener', 2, function (tcData, success) {
  if (!success || (tcData.eventStatus !== 'tcloaded' && tcData.eventStatus !== 'useractioncomplete')) return;
  var p = tcData.purpose.consents, v = tcData.vendor.consents;
  if (p[1] && v[755]) ConsentKit.activate(['google']);
  if (p[1] && p[2] && v[32]) ConsentKit.activate(['prebid']);
});
</script>`;

const STORED_IN =
  'Our consent management platform is InMobi Choice. Your choice is kept in the <code>euconsent-v2</code> cookie (an IAB TCF consent string) and shared with our advertising partners through the IAB TCF API. <a href="#" onclick="__tcfapi(\'displayConsentUi\', 2, function () {}); return false;">Privacy settings</a>';

interface InnerPage {
  path: string;
  title: string;
  body: string;
}

interface InmobiNewsSite {
  name: string;
  hostname: string;
  accent: string;
  font: string;
  /** The site's tags after the InMobi tag (and the gating, when `gated`). */
  tags: string;
  gated: boolean;
  main: string;
  pages: InnerPage[];
}

const article = (title: string, text: string) =>
  `<article class="hero"><h1>${title}</h1><p>${text}</p></article>`;

function inmobiNewsSite(site: InmobiNewsSite, slots: readonly AdSlot[]): FixtureHost {
  const pCode = INMOBI_CHOICE_SITES[site.hostname]?.pCode;
  if (!pCode) throw new Error(`no InMobi Choice site ${site.hostname}`);
  const nav = `<p class="site-nav">${site.pages.map((p) => `<a href="${p.path}">${p.title}</a>`).join(' · ')}</p>`;
  const [leaderboard, mpu] = slots;
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: site.name,
      accent: site.accent,
      title,
      head: `${inmobiChoiceTag(pCode)}\n${googleFontsLink(site.font)}\n${site.gated ? TCF_GATING : ''}\n${site.tags}`,
      main: `${leaderboard ? adSlotDiv(leaderboard) : ''}\n${nav}\n${main}\n${mpu ? adSlotDiv(mpu) : ''}`,
      end: `<p class="legal"><a href="#" onclick="__tcfapi('displayConsentUi', 2, function () {}); return false;">Privacy settings</a></p>`,
    });
  return cmpLibrarySite({
    name: site.name,
    hostname: site.hostname,
    accent: site.accent,
    home: page('Home', site.main),
    routes: [
      consentKitRoute,
      prebidRoute,
      // The privacy policy is a page like any other, with the same tags (before the kit's plain one).
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

/**
 * GA4, GPT and Prebid, each behind its `gate` category (the consent kit's data-category) or, with none,
 * unblocked. A gated auction waits for the TC data (Prebid's consentManagement); an unblocked one was
 * pasted without that module and asks nobody.
 */
function newsTags(
  tags: (typeof CMP_INMOBI_TAGS)[keyof typeof CMP_INMOBI_TAGS],
  slots: readonly AdSlot[],
  gate: { ga4?: string; gpt?: string; prebid?: string },
): string {
  const gpt = gptSnippet(slots, { section: 'news' });
  const gptTags = gate.gpt
    ? gpt.replace(
        /<script async src="([^"]+)"><\/script>/,
        `<script type="text/plain" data-category="${gate.gpt}" data-src="$1"></script>`,
      )
    : gpt;
  const prebidLoader = gate.prebid
    ? `<script type="text/plain" data-category="${gate.prebid}" data-src="${PREBID_PATH}"></script>`
    : `<script async src="${PREBID_PATH}"></script>`;
  return `${gtagSnippet(tags.ga4, gate.ga4 ? { category: gate.ga4 } : {})}
${gptTags}
${prebidSetup(slots, tags.placement, gate.prebid !== undefined)}
${prebidLoader}`;
}

const KESTREL_SLOTS = slotsOf(CMP_INMOBI_TAGS.kestrel.network);

/**
 * A regional daily with InMobi Choice set up with the DISAGREE button on the first screen (AGREE,
 * DISAGREE, MORE OPTIONS). GA4 and Google Publisher Tag wait for the TC data (purpose 1 and Google,
 * GVL 755), the Prebid auction with Xandr for purposes 1 and 2 and GVL 32.
 *
 * Written answer (before scanning): no findings. Before a choice: Google Fonts and InMobi's
 * cmp.inmobi.com only. Reject: autoconsent's `quantcast` rule clicks DISAGREE (first layer); a TC
 * string of CMP 10 without consents (legitimate interests kept) is read through __tcfapi — a
 * confirmed refusal (tc_string); nothing tracks on the next page view. Accept: AGREE (first layer),
 * confirmed the same way; GA4, GPT (securepubads.g.doubleclick.net) and Xandr (ib.adnxs.com) then send.
 */
export const inmobiKestrel = inmobiNewsSite(
  {
    name: 'Kestrel Gazette',
    hostname: 'kestrel-gazette.example',
    accent: '#7a1f1f',
    font: 'Merriweather:wght@400;700',
    gated: true,
    tags: newsTags(CMP_INMOBI_TAGS.kestrel, KESTREL_SLOTS, {
      ga4: 'google',
      gpt: 'google',
      prebid: 'prebid',
    }),
    main: `${article('Ring road reopens after six weeks', 'The resurfacing finished two days early; buses return to the 7 and 7A routes on Monday.')}
<section class="grid">
<article class="card"><h3><a href="/news/school-expansion-approved">School expansion approved</a></h3><p>Ninety new places from September.</p></article>
<article class="card"><h3><a href="/news/market-square-cafe">A café for Market Square</a></h3><p>The old bank becomes a bakery.</p></article>
<article class="card"><h3><a href="/sport/kestrels-cup-run">The Kestrels' cup run</a></h3><p>A quarter-final at home.</p></article>
</section>`,
    pages: [
      {
        path: '/news/school-expansion-approved',
        title: 'School expansion approved',
        body: article(
          'School expansion approved',
          'Ninety new places at Hollins Lane from September.',
        ),
      },
      {
        path: '/news/market-square-cafe',
        title: 'A café for Market Square',
        body: article(
          'A café for Market Square',
          'The old bank becomes a bakery with forty seats.',
        ),
      },
      {
        path: '/sport/kestrels-cup-run',
        title: "The Kestrels' cup run",
        body: article("The Kestrels' cup run", 'A quarter-final at home against Aldermoor.'),
      },
    ],
  },
  KESTREL_SLOTS,
);

const FENWICK_SLOTS = slotsOf(CMP_INMOBI_TAGS.fenwick.network);

/**
 * A weekly with InMobi Choice in its default first screen — AGREE and MORE OPTIONS, no DISAGREE — and
 * the portal's "default toggle value" set to on: every purpose and special-feature switch of MORE
 * OPTIONS is already on. Same gating as the Kestrel Gazette.
 *
 * Written answer (before scanning): `no_first_layer_reject` and `preticked_consent_options` (the
 * purpose switches of MORE OPTIONS — consent switches, not the legitimate-interest ones, which sit
 * on their own LEGITIMATE INTEREST screen). Reject: autoconsent's rule clicks MORE OPTIONS, turns every
 * switch that is on off, REJECT ALL, SAVE & EXIT (second layer): a TC string without consents — a
 * confirmed refusal (tc_string); nothing tracks. Accept: AGREE (first layer), confirmed; GA4, GPT and
 * Xandr send.
 */
export const inmobiFenwick = inmobiNewsSite(
  {
    name: 'The Fenwick Post',
    hostname: 'fenwick-post.example',
    accent: '#1f4e79',
    font: 'Libre Baskerville:wght@400;700',
    gated: true,
    tags: newsTags(CMP_INMOBI_TAGS.fenwick, FENWICK_SLOTS, {
      ga4: 'google',
      gpt: 'google',
      prebid: 'prebid',
    }),
    main: `${article('Harbour dredging to start in March', 'The county has approved the plan; the ferry keeps running throughout.')}
<section class="grid">
<article class="card"><h3><a href="/news/library-late-opening">Library late opening</a></h3><p>Thursdays until nine.</p></article>
<article class="card"><h3><a href="/arts/festival-programme">Festival programme</a></h3><p>Forty events over ten days.</p></article>
</section>`,
    pages: [
      {
        path: '/news/library-late-opening',
        title: 'Library late opening',
        body: article(
          'Library late opening',
          'The main library stays open until nine on Thursdays.',
        ),
      },
      {
        path: '/arts/festival-programme',
        title: 'Festival programme',
        body: article('Festival programme', 'Forty events over ten days, half of them free.'),
      },
    ],
  },
  FENWICK_SLOTS,
);

const MARLOW_SLOTS = slotsOf(CMP_INMOBI_TAGS.marlow.network);

/**
 * An evening paper with InMobi Choice (AGREE, DISAGREE, MORE OPTIONS) whose ad stack was pasted in
 * unblocked: Google Publisher Tag and the Prebid auction (Xandr) load on every page view whatever the
 * TC data says — they pass the TC string along but do not wait for consent or refuse to run. GA4 is
 * gated like on the other sites.
 *
 * Written answer (before scanning): `pre_consent_tracking` and `tracking_after_refusal` (Google Ads —
 * GPT's ad requests to securepubads.g.doubleclick.net — and Xandr), `pre_consent_nonessential_cookies`
 * (GPT's __gads / __gpi, Xandr's uuid2). Reject: DISAGREE (first layer), a confirmed refusal — the CMP
 * registers it; the ad stack ignores it. Accept: AGREE, confirmed; GA4 sends then.
 */
export const inmobiMarlow = inmobiNewsSite(
  {
    name: 'Marlow Evening Echo',
    hostname: 'marlow-echo.example',
    accent: '#0f5132',
    font: 'PT Serif:wght@400;700',
    gated: true,
    tags: newsTags(CMP_INMOBI_TAGS.marlow, MARLOW_SLOTS, { ga4: 'google' }),
    main: `${article('Regatta moved to August', 'Low water in June means the rowing club has moved the regatta back six weeks.')}
<section class="grid">
<article class="card"><h3><a href="/news/lock-repairs">Lock repairs</a></h3><p>The towpath closes for a fortnight.</p></article>
<article class="card"><h3><a href="/whats-on/summer-theatre">Summer theatre</a></h3><p>Twelfth Night in the park.</p></article>
</section>`,
    pages: [
      {
        path: '/news/lock-repairs',
        title: 'Lock repairs',
        body: article(
          'Lock repairs',
          'The towpath between the weir and the bridge closes for a fortnight.',
        ),
      },
      {
        path: '/whats-on/summer-theatre',
        title: 'Summer theatre',
        body: article('Summer theatre', 'Twelfth Night in Higginson Park, four evenings in July.'),
      },
    ],
  },
  MARLOW_SLOTS,
);

export const INMOBI_CHOICE_NEWS_SITES: readonly FixtureHost[] = [
  inmobiKestrel,
  inmobiFenwick,
  inmobiMarlow,
];
