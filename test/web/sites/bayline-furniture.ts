import { REALISTIC_TAGS } from '../vendors/gtm-containers.ts';
import { FURNITURE } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';
import { vimeoEmbed } from './realistic/snippets.ts';
import { usPrivacy } from './realistic/us-privacy.ts';
import { googleFontsLink, gtmSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const TAGS = REALISTIC_TAGS.bayline;
const PRIVACY = usPrivacy('Bayline Furniture', 'Google, Meta, Microsoft', 'ignored');

/**
 * A furniture store with the same US opt-out flow as Golden State Grocers, except that its
 * "Confirm my choices" button stores nothing — the refusal is never registered: after the final
 * click __uspapi still says 1YNN, __gpp's usnat SaleOptOut stays 2, and the Meta pixel and Microsoft
 * UET (GTM-BAYLN01) keep firing on the next page view. GPC is honoured (a browser signal, not the
 * form). core-js polyfills in its bundle, a Vimeo embed (dnt), Google Fonts.
 */
export const baylineFurniture = realisticSite({
  identity: {
    name: 'Bayline Furniture',
    hostname: 'bayline-furniture.example',
    accent: '#365314',
    tagline: 'Modern furniture made in Oakland.',
    promo: 'Free white-glove delivery in the Bay Area',
  },
  catalogue: {
    path: '/collections',
    navLabel: 'Collections',
    heading: 'Bestsellers',
    items: FURNITURE,
    cta: 'Shop collections',
  },
  head: () => `${googleFontsLink('DM Sans:wght@400;700')}
${PRIVACY.head}
${gtmSnippet(TAGS.gtm)}`,
  end: () => '',
  home: {
    heading: 'Furniture built to be handed down',
    text: 'Solid wood and honest materials, made in our Oakland workshop and delivered white-glove.',
    extra: `<section class="band"><div><h3>Inside the workshop</h3>${vimeoEmbed('731245098', 'Inside the workshop', true)}</div></section>`,
  },
  about: [
    'Bayline started in a garage in West Oakland in 2011.',
    'Forty makers now build every piece to order.',
  ],
  contact: {
    intro: 'Trade enquiries, custom sizes or delivery questions — we are happy to help.',
    action: '/contact',
  },
  privacy: [
    'We share personal information with advertising partners (Google, Meta, Microsoft). You can opt out on our <a href="/privacy-choices">Your Privacy Choices</a> page.',
  ],
  legalLinks: PRIVACY.legalLinks,
  pages: [PRIVACY.page],
  routes: PRIVACY.routes,
  polyfills: true,
});
