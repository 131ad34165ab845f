import { randomInt } from 'node:crypto';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import {
  allowAnyOrigin,
  allowCredentialedCors,
  send,
  sendFile,
  sendNoContent,
} from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/**
 * FullStory session replay: the recorder `edge.fullstory.com/s/fs.js` (see static/vendors/fullstory.js),
 * the page start `rs.fullstory.com/rec/page` (answers session, page and user IDs) and the recording
 * bundles `rs.fullstory.com/rec/bundle/v2` (POST, 204).
 */
export const fullStory: FixtureHost = {
  name: 'FullStory',
  kind: 'vendor',
  hostnames: ['edge.fullstory.com', 'rs.fullstory.com'],
  handle: router([
    {
      host: 'edge.fullstory.com',
      method: 'GET',
      path: '/s/fs.js',
      // The snippet loads fs.js with crossOrigin='anonymous', so the CDN answers with CORS.
      handle: (_req, res) => {
        allowAnyOrigin(res);
        return sendFile(res, 'js', staticFile('vendors', 'fullstory.js'));
      },
    },
    {
      host: 'rs.fullstory.com',
      method: 'POST',
      path: '/rec/page',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        const ids = {
          SessionIntId: String(randomInt(1e9, 9e9)),
          PageIntId: String(randomInt(1e9, 9e9)),
          UserIntId: String(randomInt(1e9, 9e9)),
        };
        send(res, 200, 'json', JSON.stringify(ids));
      },
    },
    {
      host: 'rs.fullstory.com',
      method: 'POST',
      path: /^\/rec\/bundle(\/v2)?$/,
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
  ]),
};
