import { sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { packageFile } from '../static-files.ts';
import { REALISTIC_TAGS } from '../vendors/gtm-containers.ts';
import { siteScriptRoute } from './consent-kit.ts';
import { YOGA_CLASSES } from './realistic/catalogues.ts';
import { consentModeDefaults } from './realistic/consent-mode.ts';
import { realisticSite } from './realistic/site.ts';
import { liveChatSnippet, vimeoEmbed } from './realistic/snippets.ts';
import { googleFontsLink, gtmSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const TAGS = REALISTIC_TAGS.fernhill;
/** The banner appears this long after the load event on a first visit. */
export const FERNHILL_BANNER_DELAY_MS = 6_000;
export const FERNHILL_LIVECHAT_LICENSE = 14_500_909;

/**
 * A yoga studio whose banner comes late — ~6 s after the load event (static/sites/
 * fernhill-consent-loader.js loads vanilla-cookieconsent then; the loader's name says what it is).
 * It gates correctly: Consent Mode defaults "denied", GTM (GTM-FRNHL01: GA4 and Hotjar on analytics,
 * Meta pixel on marketing) waits for the banner's update. "Reject all" on the first layer. Before
 * the banner: GTM, LiveChat (long-poll), a Vimeo embed (dnt) and Google Fonts only.
 */
export const fernhillYoga = realisticSite({
  identity: {
    name: 'Fernhill Yoga',
    hostname: 'fernhill-yoga.example',
    accent: '#6d28d9',
    tagline: 'Yoga and meditation in a garden studio.',
  },
  catalogue: {
    path: '/classes',
    navLabel: 'Classes',
    heading: 'This week’s classes',
    items: YOGA_CLASSES,
    cta: 'See the timetable',
  },
  head: () => `${googleFontsLink('Nunito:wght@400;700')}
${consentModeDefaults()}
${gtmSnippet(TAGS.gtm)}
<script src="/assets/js/consent-loader.js"></script>`,
  end: () => liveChatSnippet(FERNHILL_LIVECHAT_LICENSE, 'left'),
  home: {
    heading: 'Breathe out in the garden studio',
    text: 'Forty classes a week for every body, from first-timers to teachers in training.',
    extra: `<section class="band"><div><h3>A morning flow</h3>${vimeoEmbed('612345789', 'A morning flow', true)}</div></section>`,
  },
  about: [
    'Fernhill opened in a Victorian glasshouse in 2013.',
    'Twelve teachers, one garden, no mirrors.',
  ],
  contact: {
    intro: 'Questions about classes, passes or private sessions? Write to us.',
    action: '/contact',
  },
  privacy: [
    'We ask before using analytics (Google Analytics, Hotjar) or marketing (Meta pixel) cookies; your choice is stored in the <code>cc_cookie</code> cookie.',
  ],
  routes: [
    siteScriptRoute('/assets/js/consent-loader.js', 'fernhill-consent-loader.js'),
    {
      method: 'GET',
      path: '/vendor/cookieconsent/cookieconsent.umd.js',
      handle: (_req, res) =>
        sendFile(res, 'js', packageFile('vanilla-cookieconsent', 'dist/cookieconsent.umd.js')),
    },
    {
      method: 'GET',
      path: '/vendor/cookieconsent/cookieconsent.css',
      handle: (_req, res) =>
        sendFile(res, 'css', packageFile('vanilla-cookieconsent', 'dist/cookieconsent.css')),
    },
  ],
});
