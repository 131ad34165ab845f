import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowCredentialedCors, send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { jsRoute, LIBRARIES, scriptWithLibraries, staticScript } from '../js-bundles.ts';
import { embedPageHtml, posterSvg } from './video-embed-page.ts';

const PLAYER_SCRIPT = '/s/player/6e1dd460/player_ias.vflset/en_US/base.js';

/**
 * YouTube's privacy-enhanced embed: the iframe www.youtube-nocookie.com/embed/<id> (poster from
 * i.ytimg.com, player script base.js with lodash bundled, see static/vendors/embed-player.js) which
 * reports to /youtubei/v1/log_event and sets no cookie.
 */
export const youtubeEmbed: FixtureHost = {
  name: 'YouTube (privacy-enhanced embed)',
  kind: 'vendor',
  hostnames: ['www.youtube-nocookie.com', 'i.ytimg.com'],
  handle: router([
    {
      host: 'www.youtube-nocookie.com',
      method: 'GET',
      path: /^\/embed\/[\w-]{6,20}$/,
      handle: (req, res) => {
        const videoId = req.path.split('/').pop() ?? '';
        send(
          res,
          200,
          'html',
          embedPageHtml({
            title: 'YouTube video player',
            posterUrl: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
            playerScriptUrl: `https://www.youtube-nocookie.com${PLAYER_SCRIPT}`,
            accent: '#f00',
            config: {
              vendor: 'youtube',
              videoId,
              title: 'Watch on YouTube',
              statsUrl: 'https://www.youtube-nocookie.com/youtubei/v1/log_event?alt=json',
              statsEveryMs: 10_000,
            },
          }),
        );
      },
    },
    jsRoute(
      PLAYER_SCRIPT,
      scriptWithLibraries(
        'YouTube embedded player',
        { _: LIBRARIES.lodash },
        staticScript('vendors', 'embed-player.js'),
      ),
      { host: 'www.youtube-nocookie.com' },
    ),
    {
      host: 'www.youtube-nocookie.com',
      method: 'POST',
      path: /^\/youtubei\/v1\/(log_event|player)$/,
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        send(res, 200, 'json', '{}');
      },
    },
    {
      host: 'i.ytimg.com',
      method: 'GET',
      path: /^\/vi\/[\w-]+\/(hq|mq|sd|maxres)default\.jpg$/,
      handle: (_req, res) => send(res, 200, 'svg', posterSvg('▶ YouTube', '#7a1010')),
    },
  ]),
};
