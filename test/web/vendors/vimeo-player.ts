import { randomBytes } from 'node:crypto';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import {
  allowCredentialedCors,
  send,
  sendNoContent,
  setCookie,
} from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { jsRoute, LIBRARIES, scriptWithLibraries, staticScript } from '../js-bundles.ts';
import { embedPageHtml, posterSvg } from './video-embed-page.ts';

const PLAYER_SCRIPT = '/p/4.36.1/js/player.js';

/**
 * Vimeo's embedded player: the iframe player.vimeo.com/video/<id> (poster from i.vimeocdn.com,
 * player.js with lodash bundled from f.vimeocdn.com, see static/vendors/embed-player.js), player
 * statistics to fresnel.vimeocdn.com. Without `dnt=1` in the embed URL the player sets the
 * third-party `vuid` analytics cookie on .vimeo.com, as Vimeo does.
 */
export const vimeoPlayer: FixtureHost = {
  name: 'Vimeo player',
  kind: 'vendor',
  hostnames: ['player.vimeo.com', 'f.vimeocdn.com', 'i.vimeocdn.com', 'fresnel.vimeocdn.com'],
  handle: router([
    {
      host: 'player.vimeo.com',
      method: 'GET',
      path: /^\/video\/\d+$/,
      handle: (req, res) => {
        const videoId = req.path.split('/').pop() ?? '';
        if (req.url.searchParams.get('dnt') !== '1' && !req.cookies.has('vuid')) {
          setCookie(
            res,
            `vuid=pl${randomBytes(5).readUIntBE(0, 5)}.${randomBytes(5).readUIntBE(0, 5)}; Max-Age=63072000; Domain=.vimeo.com; Path=/; SameSite=None; Secure`,
          );
        }
        send(
          res,
          200,
          'html',
          embedPageHtml({
            title: 'Vimeo player',
            posterUrl: `https://i.vimeocdn.com/video/${videoId}-d_640`,
            playerScriptUrl: `https://f.vimeocdn.com${PLAYER_SCRIPT}`,
            accent: '#00adef',
            config: {
              vendor: 'vimeo',
              videoId,
              title: 'Vimeo',
              statsUrl: 'https://fresnel.vimeocdn.com/add/player-stats',
              statsEveryMs: 15_000,
            },
          }),
        );
      },
    },
    jsRoute(
      PLAYER_SCRIPT,
      scriptWithLibraries(
        'Vimeo player',
        { _: LIBRARIES.lodash },
        staticScript('vendors', 'embed-player.js'),
      ),
      { host: 'f.vimeocdn.com', cors: true },
    ),
    {
      host: 'i.vimeocdn.com',
      method: 'GET',
      path: /^\/video\/\d+-d_\d+$/,
      handle: (_req, res) => send(res, 200, 'svg', posterSvg('▶ Vimeo', '#0b3954')),
    },
    {
      host: 'fresnel.vimeocdn.com',
      method: 'POST',
      path: '/add/player-stats',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
  ]),
};
