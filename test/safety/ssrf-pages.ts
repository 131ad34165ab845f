import type { Handler } from './egress-fixtures.ts';

/** Where the hostile pages point: two loopback services standing in for internal ones. */
export interface InternalPorts {
  internal: number;
  admin: number;
}

const html = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Public shop</title></head><body><h1>Public shop</h1>${body}</body></html>`;

/**
 * The pages of the "public" site: each tries to reach the internal services one way. Hosts are
 * spelled in every form a browser accepts (decimal, IPv4-mapped IPv6, localhost, [::1]).
 */
export function hostilePages(ports: InternalPorts): Handler {
  const { internal, admin } = ports;
  const pages: Record<string, () => [number, Record<string, string>, string]> = {
    '/': () => [200, { 'content-type': 'text/html' }, html('<p>Nothing to see.</p>')],
    '/redirect-302': () => [302, { location: `http://127.0.0.1:${internal}/after-302` }, ''],
    '/redirect-https': () => [302, { location: `https://127.0.0.1:${admin}/after-302-https` }, ''],
    '/meta-refresh': () => [
      200,
      { 'content-type': 'text/html' },
      html(`<meta http-equiv="refresh" content="0;url=http://localhost:${internal}/after-meta">`),
    ],
    '/js-navigation': () => [
      200,
      { 'content-type': 'text/html' },
      html(
        `<script>setTimeout(() => { location.href = 'http://[::ffff:7f00:1]:${internal}/after-js'; }, 50);</script>`,
      ),
    ],
    '/attacks': () => [
      200,
      { 'content-type': 'text/html' },
      html(`
        <img src="http://127.0.0.1:${internal}/img.gif">
        <img src="https://dead-tracker.example.com/pixel.gif">
        <iframe src="http://localhost:${internal}/frame"></iframe>
        <iframe src="https://[::1]:${admin}/frame-v6"></iframe>
        <script>
          fetch('http://2130706433:${internal}/fetch-decimal').catch(() => 0);
          fetch('https://169.254.169.254/latest/meta-data/').catch(() => 0);
          try { new WebSocket('ws://127.0.0.1:${internal}/ws'); } catch (e) {}
          try { new WebSocket('wss://localhost:${admin}/wss'); } catch (e) {}
          window.open('http://127.0.0.1:${admin}/popup');
          if (navigator.serviceWorker) navigator.serviceWorker.register('/sw.js').catch(() => 0);
        </script>`),
    ],
    '/sw.js': () => [
      200,
      { 'content-type': 'text/javascript' },
      `self.addEventListener('install', (e) => { self.skipWaiting(); e.waitUntil(fetch('http://127.0.0.1:${admin}/sw-install').catch(() => 0)); });
       self.addEventListener('activate', (e) => e.waitUntil(fetch('http://localhost:${internal}/sw-activate').catch(() => 0)));`,
    ],
    '/rebinding': () => [
      200,
      { 'content-type': 'text/html' },
      html(
        `<script>setTimeout(() => { fetch('/rebound-fetch').catch(() => 0); const i = new Image(); i.src = '/rebound-image.gif'; document.body.append(i); }, 100);</script>`,
      ),
    ],
  };
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const page = pages[path];
    if (!page) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    const [status, headers, body] = page();
    res.writeHead(status, headers).end(body);
  };
}
