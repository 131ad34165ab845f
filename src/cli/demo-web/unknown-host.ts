import type { ServerResponse } from 'node:http';
import type { FixtureRequest } from './fixture-host.ts';
import { send } from './http/respond.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The answer for a hostname no fixture host serves. Chromium maps every name to the fixture web,
 * so a typo or a vendor nobody has faked yet lands here instead of on the internet.
 */
export function answerUnknownHost(req: FixtureRequest, res: ServerResponse): void {
  const host = escapeHtml(req.host || '(no Host header)');
  send(
    res,
    404,
    'html',
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>404 – unknown host ${host}</title></head>
<body>
<h1>404 – unknown host</h1>
<p>The consentry fixture web has no site or fake third party for <code>${host}</code>
(requested <code>${escapeHtml(req.method)} ${escapeHtml(req.path)}</code>).</p>
<p>To serve it, add a file under <code>test/web/sites/</code> or <code>test/web/vendors/</code>
and list it in <code>test/web/registry.ts</code>.</p>
</body>
</html>
`,
  );
}
