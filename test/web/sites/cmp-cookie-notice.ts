import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { staticFile } from '../static-files.ts';

/** The tags the Cookie Notice sites load (GA4 measurement ids, the Meta pixel of the theme). */
export const COOKIE_NOTICE_TAGS = {
  council: { ga4: 'G-CNCOUNC1L2' },
  bakery: { ga4: 'G-CNBAKERY34' },
  association: { ga4: 'G-CNASSOC567', metaPixel: '604918273645109' },
} as const;

const VERSION = '2.5.5';
const PLUGIN = '/wp-content/plugins/cookie-notice';
const COOKIE = 'cookie_notice_accepted';

/** Minimal stand-in for the plugin's front.min.css: a fixed bar, hidden until front.js shows it. */
const FRONT_CSS = `#cookie-notice{position:fixed;min-width:100%;height:auto;z-index:100000;font-size:13px;letter-spacing:0;line-height:20px;left:0;text-align:center;font-weight:400;font-family:-apple-system,BlinkMacSystemFont,Arial,Roboto,"Helvetica Neue",sans-serif}
#cookie-notice,#cookie-notice *{box-sizing:border-box}
#cookie-notice.cn-position-bottom{bottom:0}
#cookie-notice.cookie-notice-hidden{display:none}
.cookie-notice-container{padding:15px 30px;text-align:center;width:100%;z-index:2}
.cn-text-container{margin:0 0 6px 0;display:inline-block}
.cn-buttons-container{display:inline-block}
#cookie-notice .cn-button{margin:0 0 0 10px;display:inline-block;padding:8.5px 10px;border-radius:3px;border:0;color:#fff;cursor:pointer;font-size:13px;line-height:21px}
#cookie-notice .cn-close-icon{position:absolute;right:15px;top:50%;margin-top:-10px;width:15px;height:15px;opacity:.5;padding:10px;border:0;background:transparent;cursor:pointer}
#cookie-notice .cn-close-icon:before,#cookie-notice .cn-close-icon:after{position:absolute;content:' ';height:15px;width:2px;top:3px;background-color:#fff}
#cookie-notice .cn-close-icon:before{transform:rotate(45deg)}
#cookie-notice .cn-close-icon:after{transform:rotate(-45deg)}
`;

interface NoticeOptions {
  message: string;
  accept: string;
  /** The "Refuse cookies" option: shows a refuse button with this text. */
  refuse?: string;
  /** The close icon's aria-label: the plugin uses the refuse text (default "No") even when the refuse button is off. */
  refuseText: string;
  barColour: string;
  buttonColour: string;
}

/** The bar as the plugin prints it in wp_footer (classic mode, not connected to the Compliance app). */
function noticeMarkup(o: NoticeOptions): string {
  const button = (id: string, set: string, text: string) =>
    `<button id="${id}" data-cookie-set="${set}" class="cn-set-cookie cn-button" aria-label="${text}" style="background-color: ${o.buttonColour}">${text}</button>`;
  return `
<!-- Cookie Notice plugin v${VERSION} by Hu-manity.co https://hu-manity.co/ -->
<div id="cookie-notice" role="dialog" class="cookie-notice-hidden cookie-revoke-hidden cn-position-bottom" aria-label="Cookie Notice" style="background-color: ${o.barColour};"><div class="cookie-notice-container" style="color: #fff"><span id="cn-notice-text" class="cn-text-container">${o.message}</span><span id="cn-notice-buttons" class="cn-buttons-container">${button('cn-accept-cookie', 'accept', o.accept)}${o.refuse ? button('cn-refuse-cookie', 'refuse', o.refuse) : ''}<button data-link-url="/privacy" data-link-target="_blank" id="cn-more-info" class="cn-more-info cn-button" aria-label="Privacy policy" style="background-color: ${o.buttonColour}">Privacy policy</button></span><button type="button" id="cn-close-notice" data-cookie-set="accept" class="cn-close-icon" aria-label="${o.refuseText}"></button></div>
</div>
<!-- / Cookie Notice plugin -->`;
}

/** `var cnArgs`, printed before front.min.js (wp_add_inline_script). */
function frontScript(hostname: string): string {
  const args = {
    ajaxUrl: `https://${hostname}/wp-admin/admin-ajax.php`,
    nonce: '3f1c9a2b7e',
    hideEffect: 'fade',
    position: 'bottom',
    onScroll: false,
    onScrollOffset: 100,
    onClick: false,
    cookieName: COOKIE,
    cookieTime: 2592000,
    cookieTimeRejected: 2592000,
    globalCookie: false,
    redirection: false,
    cache: false,
    revokeCookies: false,
    revokeCookiesOpt: 'automatic',
  };
  return `<link rel='stylesheet' id='cookie-notice-front-css' href='${PLUGIN}/css/front.min.css?ver=${VERSION}' media='all' />
<script id="cookie-notice-front-js-before">
var cnArgs = ${JSON.stringify(args)};
</script>
<script src="${PLUGIN}/js/front.min.js?ver=${VERSION}" id="cookie-notice-front-js"></script>`;
}

interface CookieNoticeSite {
  name: string;
  hostname: string;
  accent: string;
  notice: NoticeOptions;
  /** The plugin's "Script blocking" head code: WordPress prints it only once cookie_notice_accepted is true. */
  blockedHead: string;
  /** What the theme prints in <head> on every page, whatever the visitor chose. */
  themeHead?: string;
  home: string;
  about: string;
}

/**
 * A WordPress site with Cookie Notice in classic mode: the plugin's stylesheet, `cnArgs` and
 * front.min.js in <head>, the bar in the footer while no choice is stored, and the plugin's script
 * blocking done by WordPress itself — the head code is printed only for a visitor whose
 * `cookie_notice_accepted` cookie is `true` (the next page view after Accept).
 */
function cookieNoticeSite(site: CookieNoticeSite): FixtureHost {
  const page = (req: FixtureRequest, title: string, main: string): string => {
    const status = req.cookies.get(COOKIE);
    const head = [
      site.themeHead ?? '',
      frontScript(site.hostname),
      status === 'true' ? site.blockedHead : '',
    ].join('\n');
    const end = status === undefined ? noticeMarkup(site.notice) : '';
    return htmlPage({ siteName: site.name, accent: site.accent, title, head, main, end });
  };
  const pages: Record<string, [string, string]> = {
    '/': ['Home', site.home],
    '/about/': ['About us', site.about],
    '/contact/': [
      'Contact',
      `<section class="hero"><h1>Contact</h1><form class="wpcf7-form" action="/contact/#wpcf7-f42-p7-o1" method="post"><p><label>Your name<br><input type="text" name="your-name" autocomplete="name"></label></p><p><label>Your email<br><input type="email" name="your-email" autocomplete="email"></label></p><p><label>Your message<br><textarea name="your-message" rows="5"></textarea></label></p><p><input type="submit" value="Send" class="button"></p></form></section>`,
    ],
    '/privacy': [
      'Privacy policy',
      `<section class="hero"><h1>Privacy policy</h1><p>We use the Cookie Notice plugin: your choice is kept for a month in the <code>cookie_notice_accepted</code> cookie (<code>true</code> or <code>false</code>). Statistics run only after you accept.</p></section>`,
    ],
  };
  return {
    name: site.name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(
      [
        ...sharedAssetRoutes(site.accent),
        ...Object.entries(pages).map(([path, [title, main]]) => ({
          method: 'GET',
          path,
          handle: (req: FixtureRequest, res: Parameters<typeof send>[0]) =>
            send(res, 200, 'html', page(req, title, main)),
        })),
        {
          method: 'GET',
          path: `${PLUGIN}/js/front.min.js`,
          handle: (_req, res) => sendFile(res, 'js', staticFile('sites', 'cookie-notice-front.js')),
        },
        {
          method: 'GET',
          path: `${PLUGIN}/css/front.min.css`,
          handle: (_req, res) => send(res, 200, 'css', FRONT_CSS),
        },
      ],
      notFoundPage(site.name, site.accent),
    ),
  };
}

const nav = `<p><a href="/about/">About us</a> · <a href="/contact/">Contact</a></p>`;

/**
 * A parish council's site with the refuse button switched on ("Accept" / "Reject" / "Privacy
 * policy"). GA4 is in the plugin's script-blocking field: printed only after Accept.
 * Expected: no tracking before a choice; Reject stores `false` (refusal confirmed from the
 * platform's cookie), nothing loads after it; Accept stores `true` and GA4 loads on the next page
 * view (acceptance confirmed). No findings about consent.
 */
export const cookieNoticeCouncil = cookieNoticeSite({
  name: 'Marlow Bottom Parish Council',
  hostname: 'cookie-notice-council.example',
  accent: '#2f5d50',
  notice: {
    message:
      'We use cookies to ensure that we give you the best experience on our website. If you continue to use this site we will assume that you are happy with it.',
    accept: 'Accept',
    refuse: 'Reject',
    refuseText: 'Reject',
    barColour: 'rgba(50,50,58,1)',
    buttonColour: '#00a99d',
  },
  blockedHead: gtagSnippet(COOKIE_NOTICE_TAGS.council.ga4),
  home: `<section class="hero"><h1>Marlow Bottom Parish Council</h1><p>Meetings on the second Tuesday of each month at the village hall, 7.30 pm. Everyone is welcome.</p>${nav}</section>
<section class="grid">
<article class="card"><h3>Agendas and minutes</h3><p>Papers for the next meeting are published a week before.</p></article>
<article class="card"><h3>Allotments</h3><p>Two plots free on Seymour Road; apply to the clerk.</p></article>
<article class="card"><h3>Report a pothole</h3><p>Highways issues go to the county council; we can help.</p></article>
</section>`,
  about: `<section class="hero"><h1>Your councillors</h1><p>Seven volunteers elected every four years, and one part-time clerk.</p>${nav}</section>`,
});

/**
 * A bakery on the plugin's defaults: the refuse option is off, so the bar offers "Ok" and "Privacy
 * policy" only; its close icon stores an acceptance (data-cookie-set="accept") although its
 * aria-label is the refuse text "No". GA4 is in the script-blocking field.
 * Expected: no tracking before a choice; no first-layer reject (no_first_layer_reject); no refusal
 * can be made — Reject is not confirmed, and the close icon must not be taken for a refusal; Accept
 * ("Ok") confirmed from the cookie, GA4 on the next page view.
 */
export const cookieNoticeBakery = cookieNoticeSite({
  name: 'Kneadham Lane Bakery',
  hostname: 'cookie-notice-bakery.example',
  accent: '#b5651d',
  notice: {
    message:
      'We use cookies to ensure that we give you the best experience on our website. If you continue to use this site we will assume that you are happy with it.',
    accept: 'Ok',
    refuseText: 'No',
    barColour: 'rgba(50,50,58,1)',
    buttonColour: '#00a99d',
  },
  blockedHead: gtagSnippet(COOKIE_NOTICE_TAGS.bakery.ga4),
  home: `<section class="hero"><h1>Bread, cakes and coffee on Kneadham Lane</h1><p>Open Tuesday to Saturday from 7 am; celebration cakes to order.</p>${nav}</section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Seeded sourdough</h3><p class="price">£4.50</p></article>
<article class="card"><div class="swatch"></div><h3>Lemon drizzle</h3><p class="price">£3.20 a slice</p></article>
<article class="card"><div class="swatch"></div><h3>Birthday cake, 8 portions</h3><p class="price">£32</p></article>
</section>`,
  about: `<section class="hero"><h1>About the bakery</h1><p>Three bakers, one wood-fired oven, since 2009.</p>${nav}</section>`,
});

/**
 * A rowing association whose theme hard-codes the Meta pixel in header.php (outside the plugin),
 * with GA4 correctly in the plugin's script-blocking field and the refuse button on.
 * Expected: the Meta pixel before any choice (pre_consent_tracking); Reject stores `false` (refusal
 * registered) but the pixel fires again on the next page view (tracking_after_refusal); GA4 only
 * after Accept.
 */
export const cookieNoticeThemePixel = cookieNoticeSite({
  name: 'Isis Riverside Rowing Association',
  hostname: 'cookie-notice-theme-pixel.example',
  accent: '#1d4e89',
  notice: {
    message:
      'This website uses cookies. Some are essential, others help us understand how the site is used.',
    accept: 'Accept',
    refuse: 'Decline',
    refuseText: 'Decline',
    barColour: 'rgba(29,78,137,0.95)',
    buttonColour: '#f2a900',
  },
  blockedHead: gtagSnippet(COOKIE_NOTICE_TAGS.association.ga4),
  themeHead: metaPixelSnippet(COOKIE_NOTICE_TAGS.association.metaPixel),
  home: `<section class="hero"><h1>Learn to row on the Isis</h1><p>Beginner courses every spring; juniors from 12, masters well past 70.</p>${nav}</section>
<section class="grid">
<article class="card"><h3>Learn to row</h3><p>Six Saturday mornings, boats and coaching included.</p></article>
<article class="card"><h3>Regatta 2025</h3><p>Entries open 1 May.</p></article>
<article class="card"><h3>Membership</h3><p>£180 a year, £60 for students.</p></article>
</section>`,
  about: `<section class="hero"><h1>About the association</h1><p>A volunteer-run club since 1952, affiliated to British Rowing.</p>${nav}</section>`,
});

export const COOKIE_NOTICE_SITES: readonly FixtureHost[] = [
  cookieNoticeCouncil,
  cookieNoticeBakery,
  cookieNoticeThemePixel,
];
