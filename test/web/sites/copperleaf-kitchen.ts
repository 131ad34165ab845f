import { REALISTIC_TAGS } from '../vendors/gtm-containers.ts';
import { siteScriptRoute } from './consent-kit.ts';
import { RECIPES } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';
import { youtubeEmbed } from './realistic/snippets.ts';
import {
  googleFontsLink,
  gtagSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const TAGS = REALISTIC_TAGS.copperleaf;

/**
 * A recipe site with hard-coded tags — the issue-14 case. Osano cookieconsent (from jsDelivr, opt-in:
 * "Allow cookies" / "Decline") stores the choice in `cookieconsent_status`, but GA4 (gtag.js) and the
 * Meta pixel are plain <script> tags in <head>: they fire before any choice and again on every page
 * view after "Decline" (not in the seconds after the click — the next page view is where they show).
 * jQuery and lodash from jsDelivr, YouTube privacy-enhanced embeds, Google Fonts.
 */
export const copperleafKitchen = realisticSite({
  identity: {
    name: 'Copperleaf Kitchen',
    hostname: 'copperleaf-kitchen.example',
    accent: '#c8553d',
    tagline: 'Weeknight recipes that taste like the weekend.',
  },
  catalogue: {
    path: '/recipes',
    navLabel: 'Recipes',
    heading: 'Latest recipes',
    items: RECIPES,
    cta: 'Browse recipes',
  },
  head: () => `${googleFontsLink('Lora:wght@400;700')}
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/cookieconsent@3/build/cookieconsent.min.css">
<script src="https://cdn.jsdelivr.net/npm/jquery@4.0.0/dist/jquery.min.js"></script>
<script src="https://cdn.jsdelivr.net/npm/lodash@4.17.21/lodash.min.js"></script>
${gtagSnippet(TAGS.ga4)}
${metaPixelSnippet(TAGS.metaPixel)}`,
  end: () => `<script src="https://cdn.jsdelivr.net/npm/cookieconsent@3/build/cookieconsent.min.js"></script>
<script src="/assets/js/cookie-banner.js"></script>`,
  home: {
    heading: 'Dinner in forty minutes or less',
    text: 'Tested three times in a home kitchen, written so that nothing surprises you halfway through.',
    extra: `<section class="band"><div><h3>Video: brown butter gnocchi</h3>${youtubeEmbed('Gn0cch1BrwN', 'Brown butter gnocchi')}</div></section>`,
  },
  about: [
    'Copperleaf Kitchen started as a notebook of family recipes in 2015.',
    'Every recipe is tested three times by a home cook before it goes online.',
  ],
  contact: {
    intro: 'Found a mistake in a recipe or want to work with us? Drop us a line.',
    action: '/contact',
  },
  privacy: [
    'We ask for your consent to cookies in our banner; your answer is stored in the <code>cookieconsent_status</code> cookie.',
    'We use Google Analytics and the Meta pixel to understand our readers and measure our advertising.',
  ],
  routes: [siteScriptRoute('/assets/js/cookie-banner.js', 'copperleaf-cookie-banner.js')],
});
