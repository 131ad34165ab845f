import type { ServerResponse } from 'node:http';
import type { FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { notFoundText } from '../../../src/cli/demo-web/http/router.ts';
import { packageFile, staticFile } from '../static-files.ts';
import { REALISTIC_TAGS } from '../vendors/gtm-containers.ts';
import { tiktokPixelSnippet } from './behaviour-snippets.ts';
import { HOTEL_ROOMS } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';
import {
  bingUetSnippet,
  hubSpotFormAction,
  liveChatSnippet,
  vimeoEmbed,
} from './realistic/snippets.ts';
import { googleFontsLink, gtmSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const TAGS = REALISTIC_TAGS.harbourview;
export const HARBOURVIEW_LIVECHAT_LICENSE = 14_500_303;

/** tarteaucitron.js and the files it loads next to itself (lang/, css/, services), from node_modules. */
function tarteaucitronAsset(req: FixtureRequest, res: ServerResponse): Promise<void> | void {
  const relative = req.path.slice('/vendor/tarteaucitron/'.length);
  if (!/^[\w.-]+(\/[\w.-]+)*\.(js|css)$/.test(relative) || relative.includes('..'))
    return notFoundText(req, res);
  return sendFile(
    res,
    relative.endsWith('.css') ? 'css' : 'js',
    packageFile('tarteaucitronjs', relative),
  ).catch(() => notFoundText(req, res));
}

/**
 * A hotel whose CMP gates some tags and not others — partly early. tarteaucitron.js (from
 * node_modules, ~410 KB with its services file) loads Google Analytics and the Facebook pixel only
 * once allowed, but the TikTok pixel and Microsoft UET are plain snippets, and the GTM container's
 * Hotjar tag "requires analytics consent" on a page that never configures Consent Mode — so
 * TikTok, Microsoft Advertising and Hotjar track before any choice and after "Deny all", on every
 * page view. LiveChat, a Vimeo embed (without dnt: Vimeo's `vuid` cookie) and Google Fonts.
 */
export const harbourviewHotels = realisticSite({
  identity: {
    name: 'Harbourview Hotels',
    hostname: 'harbourview-hotels.example',
    accent: '#1e3a5f',
    tagline: 'Boutique hotels on the waterfront.',
    promo: 'Book direct: breakfast included',
  },
  catalogue: {
    path: '/rooms',
    navLabel: 'Rooms & offers',
    heading: 'Rooms and offers',
    items: HOTEL_ROOMS,
    cta: 'Check availability',
  },
  head: () => `${googleFontsLink('Playfair Display:wght@400;700')}
<script>var tarteaucitronForceLanguage = 'en';</script>
<script src="/vendor/tarteaucitron/tarteaucitron.js"></script>
<script src="/assets/js/tarteaucitron-config.js"></script>
${gtmSnippet(TAGS.gtm)}
${tiktokPixelSnippet(TAGS.tiktok)}
${bingUetSnippet(TAGS.bing)}`,
  end: () => liveChatSnippet(HARBOURVIEW_LIVECHAT_LICENSE),
  home: {
    heading: 'Wake up to the sound of the harbour',
    text: 'Three boutique hotels on the waterfront, a spa in a former boathouse and breakfast until noon.',
    extra: `<section class="band"><div><h3>Take the tour</h3>${vimeoEmbed('824519763', 'Harbourview in two minutes', false)}</div></section>`,
  },
  about: [
    'Harbourview opened in a former customs house in 2004.',
    'Today we run three hotels and a spa along the old harbour.',
  ],
  contact: {
    intro:
      'Planning an event or a group stay? Tell us about it and our sales team will reply within a day.',
    action: hubSpotFormAction(5_544_332, '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d'),
  },
  privacy: [
    'We ask for your consent with tarteaucitron.js before loading Google Analytics and the Facebook pixel; the choice is stored in the <code>tarteaucitron</code> cookie.',
    'Our chat is provided by LiveChat. Videos are hosted on Vimeo.',
  ],
  liveUpdates: false,
  routes: [
    { method: 'GET', path: /^\/vendor\/tarteaucitron\//, handle: tarteaucitronAsset },
    {
      method: 'GET',
      path: '/assets/js/tarteaucitron-config.js',
      handle: (_req, res) =>
        sendFile(res, 'js', staticFile('sites', 'harbourview-tarteaucitron-config.js')),
    },
  ],
});
