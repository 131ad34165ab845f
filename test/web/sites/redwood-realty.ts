import { REALISTIC_TAGS } from '../vendors/gtm-containers.ts';
import { LISTINGS } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';
import { hubSpotFormAction, youtubeEmbed } from './realistic/snippets.ts';
import { usPrivacy } from './realistic/us-privacy.ts';
import { googleFontsLink, gtmSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const TAGS = REALISTIC_TAGS.redwood;
const PRIVACY = usPrivacy('Redwood Realty', 'Google, Meta, LinkedIn', 'unlabelled');

/**
 * A real-estate agency with the same US opt-out flow, whose confirm control on /privacy-choices is
 * a check-mark icon with no text and no accessible name: a scanner that cannot identify it has not
 * completed the flow (a limitation, not a finding). Clicking it does store the opt-out. GTM
 * (GTM-RDWD001: GA4, Google Ads, Meta, LinkedIn Insight), a YouTube embed, Google Fonts.
 */
export const redwoodRealty = realisticSite({
  identity: {
    name: 'Redwood Realty',
    hostname: 'redwood-realty.example',
    accent: '#7f1d1d',
    tagline: 'Homes across Marin and Sonoma.',
  },
  catalogue: {
    path: '/listings',
    navLabel: 'Listings',
    heading: 'New listings',
    items: LISTINGS,
    cta: 'See listings',
  },
  head: () => `${googleFontsLink('Inter:wght@400;600')}
${PRIVACY.head}
${gtmSnippet(TAGS.gtm)}`,
  end: () => '',
  home: {
    heading: 'Find your place north of the bridge',
    text: 'Local agents, honest valuations and a market report every Monday.',
    extra: `<section class="band"><div><h3>Video tour: Hillside view home</h3>${youtubeEmbed('Rdw00dT0ur1', 'Hillside view home tour')}</div></section>`,
  },
  about: [
    'Redwood Realty has sold homes in Marin and Sonoma since 1979.',
    'Our 30 agents live in the towns they sell in.',
  ],
  contact: {
    intro: 'Thinking of selling? Ask for a free valuation.',
    action: hubSpotFormAction(7_070_707, '3c2b1a0f-9e8d-4c7b-8a6f-5e4d3c2b1a0f'),
  },
  privacy: [
    'We share personal information with advertising partners (Google, Meta, LinkedIn). You can opt out on our <a href="/privacy-choices">Your Privacy Choices</a> page.',
  ],
  legalLinks: PRIVACY.legalLinks,
  pages: [PRIVACY.page],
  routes: PRIVACY.routes,
});
