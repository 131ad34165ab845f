import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, setCookie } from '../../../src/cli/demo-web/http/respond.ts';

/**
 * A bot-wall interstitial in the style of a CDN challenge ("Just a moment…", 403) that sets its own
 * bot-management cookie. The scan must report itself as limited, not blame the site for the cookie.
 */
export const botWall: FixtureHost = {
  name: 'Bot Wall',
  kind: 'site',
  hostnames: ['bot-wall.example'],
  handle: (req, res) => {
    if (req.path !== '/') return send(res, 404, 'text', 'not found\n');
    setCookie(
      res,
      '__cf_bm=challenge-token-0123456789; Path=/; HttpOnly; Secure; SameSite=None; Max-Age=1800',
    );
    send(
      res,
      403,
      'html',
      `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Just a moment...</title>
<meta name="robots" content="noindex,nofollow"></head>
<body><div class="main-wrapper"><h1>bot-wall.example</h1>
<h2>Checking if the site connection is secure</h2>
<form id="challenge-form" action="/?__cf_chl_f_tk=abc" method="POST"><input type="hidden" name="md" value="x"></form>
<p>Verify you are human by completing the action below.</p>
<p>bot-wall.example needs to review the security of your connection before proceeding.</p></div></body></html>`,
    );
  },
};
