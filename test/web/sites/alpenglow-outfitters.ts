import { sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { packageFile } from '../static-files.ts';
import { REALISTIC_TAGS } from '../vendors/gtm-containers.ts';
import { siteScriptRoute } from './consent-kit.ts';
import { OUTDOOR_PRODUCTS } from './realistic/catalogues.ts';
import { consentModeDefaults } from './realistic/consent-mode.ts';
import { realisticSite } from './realistic/site.ts';
import { hubSpotFormAction, liveChatSnippet, youtubeEmbed } from './realistic/snippets.ts';
import { googleFontsLink, gtmSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const TAGS = REALISTIC_TAGS.alpenglow;
export const ALPENGLOW_LIVECHAT_LICENSE = 14_500_101;

/**
 * An outdoor shop that gates its tags correctly — the negative case. Klaro! (served from
 * node_modules) with Google Consent Mode: Consent Mode defaults are "denied" in <head>, Google Tag
 * Manager (GTM-ALPGLW1) loads at once but fires GA4 and PostHog only on analytics consent, Google
 * Ads, Meta, TikTok and Microsoft UET only on advertising consent (static/sites/alpenglow-klaro-
 * config.js). Before any choice and after "I decline" the only third parties are GTM, LiveChat
 * (chat iframe with a long-poll), the YouTube privacy-enhanced embed and Google Fonts; on every page
 * view after "Accept all", everything. /contact posts to HubSpot; the header has a "Sign out" link.
 */
export const alpenglowOutfitters = realisticSite({
  identity: {
    name: 'Alpenglow Outfitters',
    hostname: 'alpenglow-outfitters.example',
    accent: '#1d6f42',
    tagline: 'Outdoor gear tested in the Alps.',
    promo: 'Free delivery on orders over € 50',
  },
  catalogue: {
    path: '/products',
    navLabel: 'Shop',
    heading: 'New for the season',
    items: OUTDOOR_PRODUCTS,
    cta: 'Shop the collection',
  },
  head: () => `<link rel="stylesheet" href="/vendor/klaro/klaro.min.css">
${googleFontsLink('Inter:wght@400;600;700')}
${consentModeDefaults()}
${gtmSnippet(TAGS.gtm)}`,
  end: () => `<script src="/assets/js/klaro-config.js"></script>
<script defer src="/vendor/klaro/klaro-no-css.js"></script>
${liveChatSnippet(ALPENGLOW_LIVECHAT_LICENSE, 'left')}`,
  home: {
    heading: 'Gear for long days above the tree line',
    text: 'Tents, packs and layers tested on the Haute Route. Free repairs for the lifetime of everything we sell.',
    extra: `<section class="band"><div><h3>Watch: packing for a hut tour</h3>${youtubeEmbed('k9Xb2LqP0sE', 'Packing for a hut tour')}</div></section>`,
  },
  about: [
    'Founded in 2009 by two mountain guides, we still test every product on real tours before it goes into the shop.',
    'Our repair workshop fixes around 4,000 items a year.',
  ],
  contact: {
    intro: 'Questions about an order, a repair or sizing? Write to us — we answer within a day.',
    action: hubSpotFormAction(24_681_357, '5d3f0c2a-8b1e-4f6a-9c2d-7e8f1a2b3c4d'),
  },
  privacy: [
    'We use Klaro to ask for your consent. Analytics (Google Analytics, PostHog) and advertising (Google Ads, Meta, TikTok, Microsoft Advertising) run only if you allow them; your choice is kept in the <code>klaro</code> cookie for 180 days.',
    'Our chat is provided by LiveChat; messages you send are stored by LiveChat on our behalf. Videos are embedded in YouTube’s privacy-enhanced mode.',
    'Messages sent through our contact form are stored in our CRM (HubSpot).',
  ],
  headerLinks: '<a href="/account">Account</a> <a href="/logout">Sign out</a>',
  routes: [
    siteScriptRoute('/assets/js/klaro-config.js', 'alpenglow-klaro-config.js'),
    {
      method: 'GET',
      path: '/vendor/klaro/klaro-no-css.js',
      handle: (_req, res) => sendFile(res, 'js', packageFile('klaro', 'dist/klaro-no-css.js')),
    },
    {
      method: 'GET',
      path: '/vendor/klaro/klaro.min.css',
      handle: (_req, res) => sendFile(res, 'css', packageFile('klaro', 'dist/klaro.min.css')),
    },
  ],
  pages: [
    {
      path: '/account',
      title: 'Your account',
      hidden: true,
      main: '<section class="article"><h1>Your account</h1><form class="stack" action="/account/login" method="post"><label>Email <input type="email" name="email" autocomplete="email"></label><label>Password <input type="password" name="password" autocomplete="current-password"></label><button class="button" type="submit">Sign in</button></form></section>',
    },
  ],
});
