import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';

/**
 * A site whose main document answers 500 (and still loads a tracker from its error page): a failed
 * scan, never a clean or a judged site.
 */
export const serverError: FixtureHost = {
  name: 'Server Error',
  kind: 'site',
  hostnames: ['server-error.example'],
  handle: (_req, res) =>
    send(
      res,
      500,
      'html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>500 Internal Server Error</title>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-ERR500"></script></head>
<body><h1>Internal Server Error</h1><p>The server encountered an error and could not complete your request.</p></body></html>`,
    ),
};
