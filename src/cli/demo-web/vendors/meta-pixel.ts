import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../fixture-host.ts';
import {
  allowCredentialedCors,
  send,
  sendFile,
  sendNoContent,
  sendPixel,
} from '../http/respond.ts';
import { router } from '../http/router.ts';
import { staticFile } from '../static-files.ts';

/** The per-pixel configuration fbevents.js loads after `fbq('init', id)`. */
function pixelConfig(req: FixtureRequest, res: ServerResponse): void {
  const pixelId = req.path.split('/').pop() ?? '';
  const config = {
    __fbEventsPlugin: 1,
    automaticMatching: { selectedMatchKeys: ['em', 'ph', 'fn', 'ln'] },
    inferredEvents: { buttonSelector: 'button,[role=button]' },
    domain: req.url.searchParams.get('domain') ?? '',
  };
  send(
    res,
    200,
    'js',
    `/* Meta pixel configuration for ${pixelId} (consentry fixture web) */\n` +
      `fbq.registerPlugin && fbq.registerPlugin(${JSON.stringify(`config:${pixelId}`)}, ${JSON.stringify(config)});\n`,
  );
}

function trackingEvent(req: FixtureRequest, res: ServerResponse): void {
  if (req.method === 'GET') return sendPixel(res);
  allowCredentialedCors(req, res);
  sendNoContent(res);
}

/**
 * Meta pixel: fbevents.js on connect.facebook.net (sets `_fbp`, see static/vendors/fbevents.js), its
 * per-pixel configuration, and the event endpoint www.facebook.com/tr/ (1×1 GIF for GET, 204 for POST).
 */
export const metaPixel: FixtureHost = {
  name: 'Meta pixel',
  kind: 'vendor',
  hostnames: ['connect.facebook.net', 'www.facebook.com'],
  handle: router([
    {
      host: 'connect.facebook.net',
      method: 'GET',
      path: /^\/[a-z]{2}_[A-Z]{2}\/fbevents\.js$/,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'fbevents.js')),
    },
    {
      host: 'connect.facebook.net',
      method: 'GET',
      path: /^\/signals\/config\/\d+$/,
      handle: pixelConfig,
    },
    { host: 'www.facebook.com', method: ['GET', 'POST'], path: /^\/tr\/?$/, handle: trackingEvent },
  ]),
};
