import { siteScriptRoute } from './consent-kit.ts';
import { STUDIO_PROJECTS } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';
import { vimeoEmbed, youtubeEmbed } from './realistic/snippets.ts';
import { googleFontsLink, plausibleSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

/**
 * An architecture studio with no banner and no trackers at all, but consent-named scripts — the
 * negative case for "a CMP is still to come". Its own /assets/js/cookie-consent-mode.js and
 * gdpr-cookie-notice.js (leftovers that show nothing) and vanilla-cookieconsent loaded from jsDelivr
 * but never run. Third parties: jsDelivr (jQuery, lodash, cookieconsent), Plausible (cookieless),
 * Google Fonts, a Vimeo embed (dnt=1) and a YouTube privacy-enhanced embed. Heavy first-party bundle
 * (core-js + jQuery). Nothing sets a non-essential cookie.
 */
export const quietpineStudio = realisticSite({
  identity: {
    name: 'Quietpine Studio',
    hostname: 'quietpine-studio.example',
    accent: '#3f6212',
    tagline: 'Architecture and landscape, made slowly.',
  },
  catalogue: {
    path: '/projects',
    navLabel: 'Projects',
    heading: 'Selected projects',
    items: STUDIO_PROJECTS,
    cta: 'See our work',
  },
  head: () => `${googleFontsLink('Work Sans:wght@300;500')}
<script src="/assets/js/cookie-consent-mode.js"></script>
<script src="https://cdn.jsdelivr.net/npm/jquery@4.0.0/dist/jquery.min.js"></script>
<script src="https://cdn.jsdelivr.net/npm/lodash@4.17.21/lodash.min.js"></script>
<script defer src="https://cdn.jsdelivr.net/npm/vanilla-cookieconsent@3.1.0/dist/cookieconsent.umd.js"></script>
${plausibleSnippet('quietpine-studio.example')}`,
  end: () => '<script src="/assets/js/gdpr-cookie-notice.js"></script>',
  home: {
    heading: 'Buildings that sit quietly in their landscape',
    text: 'A studio of eleven architects and landscape architects working in timber, stone and earth.',
    extra: `<section class="band"><div><h3>Film: Pine house</h3>${vimeoEmbed('590127364', 'Pine house', true)}</div><div><h3>Lecture: building with earth</h3>${youtubeEmbed('E4rthBu1ld2', 'Building with earth')}</div></section>`,
  },
  about: [
    'Quietpine Studio was founded in 2006 and works from a converted sawmill.',
    'We design public buildings, homes and landscapes.',
  ],
  contact: {
    intro: 'For new projects, lectures or visits to the studio, write to us.',
    action: '/contact',
  },
  privacy: [
    'This website sets no cookies other than those needed for it to work. We count visits with Plausible Analytics, which uses no cookies and stores no personal data.',
    'Videos are embedded with Vimeo’s “do not track” option and YouTube’s privacy-enhanced mode.',
  ],
  routes: [
    siteScriptRoute('/assets/js/cookie-consent-mode.js', 'quietpine-cookie-consent-mode.js'),
    siteScriptRoute('/assets/js/gdpr-cookie-notice.js', 'quietpine-gdpr-cookie-notice.js'),
  ],
  polyfills: true,
});
