import { REALISTIC_TAGS } from '../vendors/gtm-containers.ts';
import { GROCERIES } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';
import { hubSpotFormAction, liveChatSnippet, youtubeEmbed } from './realistic/snippets.ts';
import { usPrivacy } from './realistic/us-privacy.ts';
import { googleFontsLink, gtmSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const TAGS = REALISTIC_TAGS.goldenState;
const PRIVACY = usPrivacy('Golden State Grocers', 'Google, Meta, TikTok', 'registers');
export const GOLDEN_STATE_LIVECHAT_LICENSE = 14_500_606;

/**
 * A Californian grocery delivery site with a US opt-out — the multi-step opt-out that registers. No
 * banner: GTM (GTM-GLDST01: GA4, Google Ads, Meta and TikTok pixels) runs until the visitor opts out.
 * "Do Not Sell or Share My Personal Information" in the footer leads to /privacy-choices, where
 * switching off "Allow the sale or sharing…" and pressing "Confirm my choices" stores the opt-out:
 * __uspapi says 1YYN and __gpp's usnat section SaleOptOut = 1 after the final click (before it:
 * 1YNN, 2), and advertising tags stop from the next page view. GPC is honoured;
 * /.well-known/gpc.json says so. LiveChat, a YouTube embed, Google Fonts.
 */
export const goldenStateGrocers = realisticSite({
  identity: {
    name: 'Golden State Grocers',
    hostname: 'golden-state-grocers.example',
    accent: '#b45309',
    tagline: 'Farm-fresh groceries delivered across California.',
    promo: 'Free delivery on your first order',
  },
  catalogue: {
    path: '/shop',
    navLabel: 'Shop',
    heading: 'Fresh this week',
    items: GROCERIES,
    cta: 'Start shopping',
  },
  head: () => `${googleFontsLink('Inter:wght@400;600')}
${PRIVACY.head}
${gtmSnippet(TAGS.gtm)}`,
  end: () => liveChatSnippet(GOLDEN_STATE_LIVECHAT_LICENSE),
  home: {
    heading: 'Groceries from California farms, at your door tomorrow',
    text: 'Order by 10 pm for next-day delivery in the Bay Area, Los Angeles and San Diego.',
    extra: `<section class="band"><div><h3>Meet our growers</h3>${youtubeEmbed('Gr0w3rsCA01', 'Meet our growers')}</div></section>`,
  },
  about: [
    'Golden State Grocers works with 140 family farms across California.',
    'We deliver in electric vans from three hubs.',
  ],
  contact: {
    intro: 'Questions about an order or a delivery? Our team answers seven days a week.',
    action: hubSpotFormAction(6_020_202, '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'),
  },
  privacy: [
    'We share personal information with advertising partners (Google, Meta, TikTok). Under California law you can opt out of this “sale or sharing” on our <a href="/privacy-choices">Your Privacy Choices</a> page.',
    'We honour Global Privacy Control as an opt-out.',
  ],
  legalLinks: PRIVACY.legalLinks,
  pages: [PRIVACY.page],
  routes: PRIVACY.routes,
});
