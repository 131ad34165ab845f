/**
 * Authentication contract (spec section 5): GET /auth/check, POST /keys/request through the trusted
 * proxy, and keys that are malformed, unknown, revoked or expired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintKey } from '../../src/internal.ts';
import { ApiHarness } from './harness.ts';

let api: ApiHarness;
const PROXY = '10.20.30.40';
const signedIn = { 'x-forwarded-email': 'Ana@Example.org', 'x-forwarded-email-verified': 'true' };

beforeAll(async () => {
  api = await ApiHarness.start({
    trustedProxy: {
      addresses: ['10.20.30.0/24', '::1'],
      userHeader: 'x-forwarded-email',
      emailVerifiedHeader: 'x-forwarded-email-verified',
    },
  });
});
afterAll(async () => api?.close());

describe('GET /api/v2/auth/check', () => {
  it('reports the scopes and kind of a scan key and of a read-only key', async () => {
    const scanKey = await api.call({ url: '/api/v2/auth/check', key: api.keys.create });
    expect(scanKey.response.statusCode).toBe(200);
    expect(scanKey.body).toMatchObject({
      authenticated: true,
      credentialType: 'scan_key',
      keyPrefix: 'csy_',
      scopes: ['scan:read', 'scan:create'],
    });
    const readOnly = await api.call({ url: '/api/v2/auth/check', key: api.keys.readOnly });
    expect(readOnly.body).toMatchObject({
      credentialType: 'read_only_key',
      keyPrefix: 'csy_ro_',
      scopes: ['scan:read', 'mcp'],
    });
    expect(Date.parse(String(readOnly.body!.expiresAt)) - Date.now()).toBeGreaterThan(
      89 * 86_400_000,
    );
    // Any valid key may ask, even one without scan:read.
    expect(
      (await api.call({ url: '/api/v2/auth/check', key: api.keys.mcpOnly })).response.statusCode,
    ).toBe(200);
  });

  it('creates nothing: the key list is unchanged', async () => {
    const before = (await api.store.listKeys()).length;
    await api.call({ url: '/api/v2/auth/check', key: api.keys.read });
    expect((await api.store.listKeys()).length).toBe(before);
  });

  it('401 for a missing, malformed, mistyped, unknown, revoked or expired key', async () => {
    const expired = mintKey({
      scopes: ['scan:read'],
      name: 'old',
      secret: api.secret,
      now: new Date(Date.now() - 3 * 86_400_000),
      expiresInDays: 1,
    });
    await api.store.createKey(expired.record);
    const revoked = mintKey({
      scopes: ['scan:read'],
      name: 'gone',
      secret: api.secret,
      now: new Date(),
    });
    await api.store.createKey(revoked.record);
    await api.store.revokeKey(revoked.record.id, new Date());
    const otherSecret = mintKey({
      scopes: ['scan:read'],
      name: 'elsewhere',
      secret: 'another-server-secret-0123456789abcdef',
      now: new Date(),
    }).key;
    const mistyped = `${api.keys.read.slice(0, -1)}${api.keys.read.endsWith('A') ? 'B' : 'A'}`;
    const cases: [string, Record<string, string>][] = [
      ['missing', {}],
      ['basic scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
      ['empty bearer', { authorization: 'Bearer ' }],
      ['mistyped', { authorization: `Bearer ${mistyped}` }],
      ['other server', { authorization: `Bearer ${otherSecret}` }],
      ['expired', { authorization: `Bearer ${expired.key}` }],
      ['revoked', { authorization: `Bearer ${revoked.key}` }],
    ];
    for (const [label, headers] of cases) {
      const { response, body } = await api.call({ url: '/api/v2/auth/check', headers });
      expect(response.statusCode, label).toBe(401);
      expect(body!.error).toMatchObject({
        code: 'unauthorized',
        message: 'Missing or invalid API key.',
      });
    }
  });
});

describe('POST /api/v2/keys/request', () => {
  it('issues a read-only key to a verified user behind the trusted proxy; the key reads but cannot create', async () => {
    const { response, body } = await api.call({
      method: 'POST',
      url: '/api/v2/keys/request',
      remoteAddress: PROXY,
      headers: signedIn,
      payload: { name: 'my laptop' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({
      type: 'consentry_api_key',
      name: 'my laptop',
      scopes: ['scan:read', 'mcp'],
    });
    const key = String(body!.key);
    expect(key.startsWith('csy_ro_')).toBe(true);
    const days =
      (Date.parse(String(body!.expiresAt)) - Date.parse(String(body!.createdAt))) / 86_400_000;
    expect(days).toBe(90);
    const record = (await api.store.listKeys()).find((k) => k.id === body!.keyId)!;
    expect(record.owner).toBe('ana@example.org');
    expect(JSON.stringify(record)).not.toContain(key);
    expect((await api.call({ url: '/api/v2/auth/check', key })).body).toMatchObject({
      credentialType: 'read_only_key',
    });
    expect(
      (
        await api.call({
          method: 'POST',
          url: '/api/v2/scans',
          key,
          payload: { url: 'https://x.example/' },
        })
      ).response.statusCode,
    ).toBe(403);
  });

  it('401 when the request does not come from the proxy, whatever headers it carries', async () => {
    for (const remoteAddress of ['10.20.31.1', '192.0.2.7', '127.0.0.1']) {
      const { response, body } = await api.call({
        method: 'POST',
        url: '/api/v2/keys/request',
        remoteAddress,
        headers: signedIn,
        payload: { name: 'x' },
      });
      expect(response.statusCode, remoteAddress).toBe(401);
      expect((body!.error as { code: string }).code).toBe('unauthorized');
    }
    // Even an invalid body from elsewhere learns only 401.
    const invalid = await api.call({
      method: 'POST',
      url: '/api/v2/keys/request',
      remoteAddress: '192.0.2.7',
      payload: { nope: true },
    });
    expect(invalid.response.statusCode).toBe(401);
  });

  it('401 without a signed-in user, 403 for an unverified e-mail, 400 for a bad name', async () => {
    const anonymous = await api.call({
      method: 'POST',
      url: '/api/v2/keys/request',
      remoteAddress: PROXY,
      payload: { name: 'x' },
    });
    expect(anonymous.response.statusCode).toBe(401);
    const unverified = await api.call({
      method: 'POST',
      url: '/api/v2/keys/request',
      remoteAddress: '::1',
      headers: { ...signedIn, 'x-forwarded-email-verified': 'false' },
      payload: { name: 'x' },
    });
    expect(unverified.response.statusCode).toBe(403);
    for (const payload of [{ name: '' }, { name: 'a\u0007b' }, { name: 'x'.repeat(101) }, {}]) {
      const { response } = await api.call({
        method: 'POST',
        url: '/api/v2/keys/request',
        remoteAddress: PROXY,
        headers: signedIn,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('one user holds at most 5 usable self-serve keys: the 6th request is 429; a revoked key gives room back; another user is not affected', async () => {
    const user = { 'x-forwarded-email': 'cap@example.org', 'x-forwarded-email-verified': 'true' };
    const request = (headers: Record<string, string>) =>
      api.call({
        method: 'POST',
        url: '/api/v2/keys/request',
        remoteAddress: PROXY,
        headers,
        payload: { name: 'again' },
      });
    const issued: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { response, body } = await request(user);
      expect(response.statusCode).toBe(201);
      issued.push(String(body!.keyId));
    }
    const sixth = await request({ ...user, 'x-forwarded-email': 'CAP@example.org' });
    expect(sixth.response.statusCode).toBe(429);
    expect(sixth.response.headers['retry-after']).toBe('86400');
    expect(sixth.body!.error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^Rate limit reached: this user already holds 5 usable read-only keys/,
      ),
    });
    expect(
      (await api.store.listKeys()).filter((key) => key.owner === 'cap@example.org'),
    ).toHaveLength(5);
    expect(
      (await request({ ...user, 'x-forwarded-email': 'other@example.org' })).response.statusCode,
    ).toBe(201);
    await api.store.revokeKey(issued[0]!, new Date());
    expect((await request(user)).response.statusCode).toBe(201);
    expect((await request(user)).response.statusCode).toBe(429);
  });

  it('401 for every key request when no proxy is configured', async () => {
    const plain = await ApiHarness.start();
    try {
      const { response } = await plain.call({
        method: 'POST',
        url: '/api/v2/keys/request',
        remoteAddress: PROXY,
        headers: signedIn,
        payload: { name: 'x' },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });
});
