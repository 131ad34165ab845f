// Browser tier: every connection Chromium makes for a page, routed through the proxy given at launch
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUDGETS } from '../../src/observe/arm-spec.ts';
import { runArm } from '../../src/observe/arm.ts';
import { launchChromium, type LaunchedChromium } from '../../src/observe/launch.ts';
import { startFixtureWeb, type FixtureWeb } from '../web/server.ts';

/**
 * The egress hook: a forward proxy given at launch sees every connection the browser makes
 * (main document, third-party subresources, beacons). Here a CONNECT proxy on loopback forwards all
 * of them to the fixture web and refuses one host, as the server's egress guard will.
 */
let web: FixtureWeb;
let proxy: Server;
let chromium: LaunchedChromium;
const tunnels: string[] = [];
const REFUSED = 'px.ads.linkedin.com';

beforeAll(async () => {
  web = await startFixtureWeb({ quiet: true });
  proxy = createServer((_req, res) => res.writeHead(405).end());
  proxy.on('connect', (req, socket, head) => {
    const target = req.url ?? '';
    tunnels.push(target);
    if (target.startsWith(`${REFUSED}:`)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = connect(web.port, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
  const address = proxy.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  chromium = await launchChromium({
    proxyServer: `http://127.0.0.1:${port}`,
    ignoreTlsErrors: true,
  });
});

afterAll(async () => {
  await chromium?.close();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await web?.stop();
});

describe('egress hook', () => {
  it('routes every connection of an arm through the proxy, and records refused ones as limitations', async () => {
    const { observation } = await runArm(
      { browser: chromium.browser, userAgent: chromium.userAgent, ignoreTlsErrors: true },
      {
        arm: 'before_consent',
        url: 'https://tracker-blog.example/',
        scanFrom: 'eu_ie',
        viewport: 'desktop',
        budgets: DEFAULT_BUDGETS,
      },
    );
    const tunnelHosts = new Set(tunnels.map((t) => t.replace(/:\d+$/, '')));
    const requestHosts = new Set(observation.requests.map((r) => r.host));
    expect(requestHosts.has('www.googletagmanager.com')).toBe(true);
    for (const host of requestHosts)
      expect(tunnelHosts, `${host} went around the proxy`).toContain(host);
    expect(observation.coverageLimitations).toContainEqual(
      expect.objectContaining({ code: 'egress_denied', summary: expect.stringContaining(REFUSED) }),
    );
    expect(observation.requests.find((r) => r.host === REFUSED)?.outcome).toBe(
      'blocked_before_transmission',
    );
  });
});
