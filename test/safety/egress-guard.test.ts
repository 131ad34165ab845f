import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EgressGuard } from '../../src/safety/egress-guard.ts';
import { EGRESS_HEADER } from '../../src/safety/egress-proxy.ts';
import {
  PUBLIC_ADDRESS,
  scriptedResolver,
  startInternalService,
  startPublicServer,
  testDialer,
  type CountingServer,
} from './egress-fixtures.ts';

let internal: CountingServer;
let publicWeb: CountingServer;
let guard: EgressGuard | undefined;
const dialled: string[] = [];
const lookups: string[] = [];

beforeAll(async () => {
  internal = await startInternalService();
  publicWeb = await startPublicServer((req, res) => {
    if (req.url === '/redirect')
      return void res.writeHead(302, { location: `http://127.0.0.1:${internal.port}/` }).end();
    if (req.url === '/big')
      return void res
        .writeHead(200, { 'content-type': 'application/octet-stream' })
        .end(Buffer.alloc(200_000, 1));
    if (req.url === '/echo')
      return void res
        .writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] })
        .end(JSON.stringify(req.headers));
    res.writeHead(200, { 'content-type': 'text/plain' }).end('public page');
  });
});

afterAll(async () => {
  await internal.stop();
  await publicWeb.stop();
});

afterEach(async () => {
  await guard?.close();
  guard = undefined;
  dialled.length = 0;
  lookups.length = 0;
});

async function start(options: Parameters<typeof EgressGuard.start>[0] = {}): Promise<EgressGuard> {
  const resolver = scriptedResolver(
    {
      'public.example.com': [PUBLIC_ADDRESS],
      'rebind.example.com': [[PUBLIC_ADDRESS], ['127.0.0.1']],
      'sneaky.example.com': [PUBLIC_ADDRESS, '10.0.0.1'],
    },
    lookups,
  );
  guard = await EgressGuard.start(
    { resolver, allowedPorts: [80, 443, internal.port], ...options },
    testDialer({ 80: publicWeb.port, [internal.port]: publicWeb.port }, dialled),
  );
  return guard;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The listener's Basic credentials from the proxy URL (`http://user:secret@127.0.0.1:port`), as Chromium sends them. */
function credentialsOf(proxy: string): Record<string, string> {
  const { username, password } = new URL(proxy);
  return username
    ? {
        'proxy-authorization': `Basic ${Buffer.from(`${decodeURIComponent(username)}:${decodeURIComponent(password)}`).toString('base64')}`,
      }
    : {};
}

/** A plain-HTTP request through a proxy (with the credentials its URL carries unless `headers` name others). */
function viaProxy(
  proxy: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { hostname, port } = new URL(proxy);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path: url,
        headers: { host: new URL(url).host, ...credentialsOf(proxy), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A CONNECT through a proxy; resolves with the proxy's status (the tunnel is closed right away). */
function connectVia(
  proxy: string,
  authority: string,
  headers: Record<string, string> = credentialsOf(proxy),
): Promise<number> {
  const { hostname, port } = new URL(proxy);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method: 'CONNECT', path: authority, headers });
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => resolve(res.statusCode ?? 0));
    req.on('error', reject);
    req.end();
  });
}

describe('egress guard proxy', () => {
  it('forwards a public plain-HTTP request to exactly the vetted address, resolving once', async () => {
    const scan = (await start()).openScan();
    const arm = await scan.openArm();
    const answer = await viaProxy(arm.proxyServer, 'http://public.example.com/echo', {
      cookie: 'sid=1',
    });
    expect(answer.status).toBe(200);
    const seen = JSON.parse(answer.body) as Record<string, string>;
    expect(seen.host).toBe('public.example.com');
    expect(seen.cookie).toBe('sid=1');
    expect(seen['proxy-authorization']).toBeUndefined();
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(lookups).toEqual(['public.example.com']);
    expect(dialled).toEqual([`${PUBLIC_ADDRESS}:80`]);
    expect(arm.refusals()).toEqual([]);
  });

  it('refuses loopback, private, metadata and mixed answers on plain HTTP and CONNECT, and records each', async () => {
    const scan = (await start()).openScan();
    const arm = await scan.openArm();
    const refused = await viaProxy(
      arm.proxyServer,
      `http://127.0.0.1:${internal.port}/admin?token=x`,
    );
    expect(refused.status).toBe(403);
    expect(refused.headers[EGRESS_HEADER]).toBe('refused');
    expect(
      (await viaProxy(arm.proxyServer, `http://[::ffff:127.0.0.1]:${internal.port}/`)).status,
    ).toBe(403);
    expect(
      (await viaProxy(arm.proxyServer, 'http://169.254.169.254/latest/meta-data/')).status,
    ).toBe(403);
    expect((await viaProxy(arm.proxyServer, 'http://sneaky.example.com/')).status).toBe(403);
    expect(await connectVia(arm.proxyServer, `127.0.0.1:${internal.port}`)).toBe(403);
    expect(await connectVia(arm.proxyServer, `localhost:${internal.port}`)).toBe(403);
    expect(await connectVia(arm.proxyServer, `[::1]:${internal.port}`)).toBe(403);
    expect(await connectVia(arm.proxyServer, 'public.example.com:8443')).toBe(403);
    expect(await connectVia(arm.proxyServer, 'no-port.example.com')).toBe(400);
    expect(arm.refusals().map((r) => `${r.via} ${r.host}:${r.port} ${r.reason}`)).toEqual([
      `http 127.0.0.1:${internal.port} address_not_public`,
      `http [::ffff:7f00:1]:${internal.port} address_not_public`,
      'http 169.254.169.254:80 metadata_address',
      'http sneaky.example.com:80 address_not_public',
      `connect 127.0.0.1:${internal.port} address_not_public`,
      `connect localhost:${internal.port} host_not_allowed`,
      `connect [::1]:${internal.port} address_not_public`,
      'connect public.example.com:8443 port_not_allowed',
    ]);
    expect(JSON.stringify(arm.refusals())).not.toContain('token');
    expect(dialled).toEqual([]);
    expect(internal.log).toEqual([]);
    expect(internal.connections).toBe(0);
  });

  it('with the answer cache off, resolves per connection: a rebinding answer on the second lookup is refused, never dialled', async () => {
    const scan = (await start({ lookupCacheMs: 0 })).openScan();
    const arm = await scan.openArm();
    expect(await connectVia(arm.proxyServer, `rebind.example.com:${internal.port}`)).toBe(200);
    expect(await connectVia(arm.proxyServer, `rebind.example.com:${internal.port}`)).toBe(403);
    expect(lookups).toEqual(['rebind.example.com', 'rebind.example.com']);
    expect(dialled).toEqual([`${PUBLIC_ADDRESS}:${internal.port}`]);
    expect(arm.refusals()).toEqual([
      {
        host: 'rebind.example.com',
        port: internal.port,
        reason: 'address_not_public',
        via: 'connect',
        count: 1,
        message: 'The host is not a public address (loopback).',
      },
    ]);
    expect(internal.connections).toBe(0);
  });

  it('routes operator-mapped hosts to their mapped address without the public rule', async () => {
    const scan = (
      await start({ mapHosts: `MAP *.fixture.test 127.0.0.1:${publicWeb.port}` })
    ).openScan();
    const arm = await scan.openArm();
    const answer = await viaProxy(arm.proxyServer, 'http://shop.fixture.test/');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('public page');
    expect(dialled).toEqual([`127.0.0.1:${publicWeb.port} (mapped)`]);
    expect(lookups).toEqual([]);
    expect((await viaProxy(arm.proxyServer, `http://127.0.0.1:${internal.port}/`)).status).toBe(
      403,
    );
  });

  it('does not follow a redirect itself: the redirect goes back to the browser, whose next hop is vetted', async () => {
    const arm = await (await start()).openScan().openArm();
    const hop = await viaProxy(arm.proxyServer, 'http://public.example.com/redirect');
    expect(hop.status).toBe(302);
    expect((await viaProxy(arm.proxyServer, hop.headers.location!)).status).toBe(403);
    expect(internal.log).toEqual([]);
  });
});

describe('egress guard listeners accept only their own browser context', () => {
  it("a request without the listener secret, or with another listener's, is a 407 challenge: nothing is looked up, dialled or recorded", async () => {
    const scan = (await start()).openScan();
    const [arm, other] = await Promise.all([scan.openArm(), scan.openArm()]);
    const { username, password } = new URL(arm.proxyServer);
    expect(username).toBe('consentry');
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(new URL(other.proxyServer).password).not.toBe(password);
    const bare = arm.proxyServer.replace(/\/\/[^@]+@/, '//');
    const anonymous = await viaProxy(bare, 'http://public.example.com/');
    expect(anonymous.status).toBe(407);
    expect(anonymous.headers['proxy-authenticate']).toBe('Basic realm="consentry-egress"');
    expect(await connectVia(bare, 'public.example.com:443')).toBe(407);
    expect(
      await connectVia(arm.proxyServer, 'public.example.com:443', credentialsOf(other.proxyServer)),
    ).toBe(407);
    expect(
      await connectVia(arm.proxyServer, 'public.example.com:443', {
        'proxy-authorization': `Basic ${Buffer.from(`consentry:${password}x`).toString('base64')}`,
      }),
    ).toBe(407);
    expect(lookups).toEqual([]);
    expect(dialled).toEqual([]);
    expect(arm.refusals()).toEqual([]);
    // Its own credentials pass.
    expect(await connectVia(arm.proxyServer, 'public.example.com:443')).toBe(200);
  });

  it('the browser-level listener (--proxy-server) has a secret nobody is given: it relays nothing', async () => {
    const g = await start();
    expect(g.proxyServer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await viaProxy(g.proxyServer, 'http://public.example.com/')).status).toBe(407);
    expect(await connectVia(g.proxyServer, 'public.example.com:443')).toBe(407);
    expect(dialled).toEqual([]);
  });
});

describe('egress guard host-name answers', () => {
  it('keeps a vetted answer briefly: a rebinding name keeps connecting to the vetted public address, never to what it answers later', async () => {
    const scan = (await start()).openScan();
    const arm = await scan.openArm();
    expect(await connectVia(arm.proxyServer, `rebind.example.com:${internal.port}`)).toBe(200);
    expect(await connectVia(arm.proxyServer, `rebind.example.com:${internal.port}`)).toBe(200);
    expect(lookups).toEqual(['rebind.example.com']);
    expect(dialled).toEqual([
      `${PUBLIC_ADDRESS}:${internal.port}`,
      `${PUBLIC_ADDRESS}:${internal.port}`,
    ]);
    // Another scan of the same guard shares the vetted answer.
    expect(
      await connectVia(
        (await guard!.openScan().openArm()).proxyServer,
        `rebind.example.com:${internal.port}`,
      ),
    ).toBe(200);
    expect(lookups).toEqual(['rebind.example.com']);
    expect(internal.connections).toBe(0);
  });
});

describe('egress guard robustness', () => {
  it('sends the URL host upstream whatever Host header the client claims', async () => {
    const arm = await (await start()).openScan().openArm();
    const answer = await viaProxy(arm.proxyServer, 'http://public.example.com/echo', {
      host: 'localhost',
    });
    expect((JSON.parse(answer.body) as Record<string, string>).host).toBe('public.example.com');
  });

  it('answers 502 when the vetted address cannot be reached, and keeps serving', async () => {
    let fail = true;
    const dial = testDialer({ 80: publicWeb.port }, dialled);
    guard = await EgressGuard.start(
      { resolver: scriptedResolver({ 'public.example.com': [PUBLIC_ADDRESS] }) },
      (target) => {
        if (fail) throw new Error('dial failed');
        return dial(target);
      },
    );
    const arm = await guard.openScan().openArm();
    const broken = await viaProxy(arm.proxyServer, 'http://public.example.com/');
    expect(broken.status).toBe(502);
    expect(broken.headers[EGRESS_HEADER]).toBe('unreachable');
    expect(await connectVia(arm.proxyServer, 'public.example.com:443')).toBe(502);
    fail = false;
    expect((await viaProxy(arm.proxyServer, 'http://public.example.com/')).status).toBe(200);
    expect(arm.refusals()).toEqual([]);
    expect(arm.failures()).toEqual([
      { host: 'public.example.com', port: 80, kind: 'unreachable', via: 'http', count: 1 },
      { host: 'public.example.com', port: 443, kind: 'unreachable', via: 'connect', count: 1 },
    ]);
  });

  it('answers 502 for a name that does not resolve and records it as a failure, not a refusal', async () => {
    const arm = await (await start()).openScan().openArm();
    const answer = await viaProxy(arm.proxyServer, 'http://gone.example.com/');
    expect(answer.status).toBe(502);
    expect(answer.headers[EGRESS_HEADER]).toBe('dns_failure');
    expect(await connectVia(arm.proxyServer, 'gone.example.com:443')).toBe(502);
    expect(arm.refusals()).toEqual([]);
    expect(arm.failures().map((f) => `${f.via} ${f.host} ${f.kind}`)).toEqual([
      'http gone.example.com dns_failure',
      'connect gone.example.com dns_failure',
    ]);
  });
});

describe('egress guard caps', () => {
  it('refuses requests beyond the per-scan request cap, across the arms of a scan', async () => {
    const scan = (await start({ caps: { maxRequests: 2 } })).openScan();
    const [a, b] = await Promise.all([scan.openArm(), scan.openArm()]);
    expect((await viaProxy(a.proxyServer, 'http://public.example.com/')).status).toBe(200);
    expect((await viaProxy(b.proxyServer, 'http://public.example.com/')).status).toBe(200);
    expect((await viaProxy(b.proxyServer, 'http://public.example.com/')).status).toBe(403);
    expect(await connectVia(a.proxyServer, 'public.example.com:443')).toBe(403);
    expect(b.refusals()).toEqual([
      expect.objectContaining({
        reason: 'request_cap',
        message: 'The per-scan request cap was reached.',
      }),
    ]);
    expect(a.refusals()).toEqual([
      expect.objectContaining({ reason: 'request_cap', via: 'connect' }),
    ]);
    const other = await guard!.openScan().openArm();
    expect((await viaProxy(other.proxyServer, 'http://public.example.com/')).status).toBe(200);
  });

  it('refuses redirects beyond the redirect cap', async () => {
    const arm = await (await start({ caps: { maxRedirects: 1 } })).openScan().openArm();
    expect((await viaProxy(arm.proxyServer, 'http://public.example.com/redirect')).status).toBe(
      302,
    );
    const second = await viaProxy(arm.proxyServer, 'http://public.example.com/redirect');
    expect(second.status).toBe(403);
    expect(arm.refusals()).toEqual([
      expect.objectContaining({ reason: 'redirect_cap', host: 'public.example.com' }),
    ]);
  });

  it('cuts relays off at the byte cap and refuses new ones', async () => {
    const scan = (await start({ caps: { maxBytes: 50_000 } })).openScan();
    const arm = await scan.openArm();
    const big = await viaProxy(arm.proxyServer, 'http://public.example.com/big').catch(
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    if (!(big instanceof Error)) expect(big.body.length).toBeLessThan(200_000);
    expect(scan.budget.bytesExhausted).toBe(true);
    expect((await viaProxy(arm.proxyServer, 'http://public.example.com/')).status).toBe(403);
    expect(arm.refusals().map((r) => r.reason)).toEqual(['byte_cap']);
  });

  it('rejects caps that are not whole numbers', async () => {
    await expect(start({ caps: { maxBytes: -1 } })).rejects.toThrow(
      'Egress cap maxBytes must be a whole number ≥ 0 (got -1).',
    );
  });
});

describe('egress guard lifecycle', () => {
  it('closes every listener with the guard; a closed scan opens no more arms', async () => {
    const g = await start();
    const scan = g.openScan();
    const arm = await scan.openArm();
    await g.close();
    guard = undefined;
    await expect(viaProxy(arm.proxyServer, 'http://public.example.com/')).rejects.toThrow(
      /ECONNREFUSED/,
    );
    await expect(viaProxy(g.proxyServer, 'http://public.example.com/')).rejects.toThrow(
      /ECONNREFUSED/,
    );
    await expect(scan.openArm()).rejects.toThrow('This scan has ended; its egress is closed.');
  });
});
