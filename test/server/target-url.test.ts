/** createScan's target policy: normalisation, and public-only targets unless the operator mapped them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targetChecker } from '../../server/target-url.ts';
import { ApiHarness } from './harness.ts';

describe('targetChecker', () => {
  const publicOnly = targetChecker();

  it.each([
    ['http://127.0.0.1/', /not a public address/],
    ['http://10.1.2.3/admin', /not a public address/],
    ['http://[::1]/', /not a public address/],
    ['http://169.254.169.254/latest/meta-data', /metadata/],
    ['https://93.184.215.14:8443/', /port/],
    ['ftp://files.example/', /scheme/],
    ['https://user:pw@93.184.215.14/', /credentials|user name/],
  ])('refuses %s', async (url, reason) => {
    const result = await publicOnly(url);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('accepts a public address and normalises it (no query, no fragment, lower-case host)', async () => {
    expect(await publicOnly('https://93.184.215.14/Path?token=abc#frag')).toEqual({
      ok: true,
      normalizedUrl: 'https://93.184.215.14/Path',
      domain: '93.184.215.14',
    });
  });

  it('trusts hosts the operator mapped (staging, the fixture web)', async () => {
    const mapped = targetChecker({ mapHosts: 'MAP *.example 127.0.0.1:8443' });
    expect(await mapped('https://WWW.Shop.example./a?b=c')).toEqual({
      ok: true,
      normalizedUrl: 'https://www.shop.example/a',
      domain: 'www.shop.example',
    });
    expect((await mapped('http://127.0.0.1/')).ok).toBe(false);
  });
});

describe('POST /api/v2/scans with the public-only policy', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start({}, null);
  });
  afterAll(async () => api?.close());

  it('answers 400 invalid_request with the policy reason for a private target, and queues nothing', async () => {
    const { response, body } = await api.call({
      method: 'POST',
      url: '/api/v2/scans',
      payload: { url: 'http://192.168.1.1/router' },
    });
    expect(response.statusCode).toBe(400);
    expect(body!.error).toMatchObject({
      code: 'invalid_request',
      message: 'Invalid request: The host is not a public address (private).',
    });
    expect((await api.store.countJobs()).queued).toBe(0);
  });
});
