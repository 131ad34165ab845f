import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import {
  allowCredentialedCors,
  send,
  sendNoContent,
} from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { jsRoute, LIBRARIES, scriptWithLibraries, staticScript } from '../js-bundles.ts';

/** How long the server holds a long-poll before answering "nothing new". */
export const LIVECHAT_POLL_HOLD_MS = 25_000;
const WIDGET_BUNDLE = '/widget/static/js/widget.8f3c1a2b.js';

const WIDGET_CSS = `html, body { margin: 0; background: transparent; font: 14px/1.4 system-ui, sans-serif; }
.lc-launcher { position: fixed; right: 12px; bottom: 12px; width: 60px; height: 60px; border-radius: 50%; border: 0; background: #2000f0; box-shadow: 0 4px 14px rgb(0 0 0 / 0.25); cursor: pointer; }
.lc-bubble { display: block; width: 26px; height: 22px; margin: auto; border-radius: 6px; background: #fff; }
.lc-badge { position: absolute; top: -2px; right: -2px; min-width: 18px; height: 18px; border-radius: 9px; background: #d22; color: #fff; font-size: 12px; }
.lc-window { position: fixed; inset: 0; display: flex; flex-direction: column; background: #fff; border-radius: 12px; box-shadow: 0 8px 30px rgb(0 0 0 / 0.25); }
.lc-window[hidden], .lc-launcher[hidden], .lc-badge[hidden] { display: none; }
.lc-window header { display: flex; justify-content: space-between; padding: 14px 16px; background: #2000f0; color: #fff; border-radius: 12px 12px 0 0; }
.lc-messages { flex: 1; overflow: auto; list-style: none; margin: 0; padding: 12px; }
.lc-messages li { margin: 6px 0; padding: 8px 10px; border-radius: 10px; background: #f0f1f5; max-width: 80%; }
.lc-messages .lc-visitor { margin-left: auto; background: #2000f0; color: #fff; }
.lc-compose { display: flex; gap: 6px; padding: 10px; border-top: 1px solid #e3e4ea; }
.lc-compose textarea { flex: 1; resize: none; font: inherit; }`;

function openChat(_req: FixtureRequest, res: ServerResponse): void {
  send(
    res,
    200,
    'html',
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LiveChat</title><style>${WIDGET_CSS}</style></head>
<body><script src="https://cdn.livechatinc.com${WIDGET_BUNDLE}"></script></body></html>`,
  );
}

function dynamicConfiguration(req: FixtureRequest, res: ServerResponse): void {
  allowCredentialedCors(req, res);
  const license = req.url.searchParams.get('license_id') ?? '';
  send(
    res,
    200,
    'json',
    JSON.stringify({
      organization_id: `org-${license}`,
      group_id: 0,
      client_limit_exceeded: false,
      domain_allowed: true,
      online_group_ids: [0],
      greeting: 'Hi! Questions about an order or a product? We are online.',
      config_version: '3471.0.6.621.34.31.9.7.3.2.7.4.2',
    }),
  );
}

/** A long-poll: held open, then "no new events"; ends early if the browser goes away. */
function longPoll(req: FixtureRequest, res: ServerResponse): void {
  allowCredentialedCors(req, res);
  const timer = setTimeout(() => send(res, 200, 'json', '{"messages":[]}'), LIVECHAT_POLL_HOLD_MS);
  res.once('close', () => clearTimeout(timer));
}

/**
 * LiveChat (chat widget, iframe + script): the loader cdn.livechatinc.com/tracking.js
 * (static/vendors/livechat-tracking.js) puts the chat iframe secure.livechatinc.com/customer/action/
 * open_chat on the page; the iframe runs the widget bundle (jQuery + lodash + static/vendors/
 * livechat-widget.js, ~160 KB) which fetches its configuration from api.livechatinc.com, keeps a
 * long-poll open there (held 25 s) and pings every 30 s. A customer-service tool, not a tracker.
 */
export const liveChat: FixtureHost = {
  name: 'LiveChat',
  kind: 'vendor',
  hostnames: ['cdn.livechatinc.com', 'secure.livechatinc.com', 'api.livechatinc.com'],
  handle: router([
    jsRoute('/tracking.js', staticScript('vendors', 'livechat-tracking.js'), {
      host: 'cdn.livechatinc.com',
      cors: true,
    }),
    jsRoute(
      WIDGET_BUNDLE,
      scriptWithLibraries(
        'LiveChat customer widget',
        { $: LIBRARIES.jquery, _: LIBRARIES.lodash },
        staticScript('vendors', 'livechat-widget.js'),
      ),
      { host: 'cdn.livechatinc.com', cors: true },
    ),
    {
      host: 'secure.livechatinc.com',
      method: 'GET',
      path: '/customer/action/open_chat',
      handle: openChat,
    },
    {
      host: 'api.livechatinc.com',
      method: 'GET',
      path: '/v3.5/customer/action/get_dynamic_configuration',
      handle: dynamicConfiguration,
    },
    {
      host: 'api.livechatinc.com',
      method: 'GET',
      path: '/v3.5/customer/action/poll',
      handle: longPoll,
    },
    {
      host: 'api.livechatinc.com',
      method: 'POST',
      path: '/v3.5/customer/action/ping',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
  ]),
};
