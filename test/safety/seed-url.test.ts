import { describe, expect, it } from 'vitest';
import { checkSeedUrl, type SeedCheck } from '../../src/safety/seed-url.ts';
import type { Resolver } from '../../src/safety/resolver.ts';

/** DNS for the tests: fixed answers; any other name does not resolve. */
const ANSWERS: Record<string, string[]> = {
  'example.com': ['93.184.215.14'],
  'v6.example.com': ['2606:4700::1111'],
  'dual.example.com': ['93.184.215.14', '2606:4700::1111'],
  'loopback.example.com': ['127.0.0.1'],
  'mixed.example.com': ['93.184.215.14', '10.0.0.8'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'metadata.example.com': ['169.254.169.254'],
  'azure.example.com': ['168.63.129.16'],
  'garbage.example.com': ['0x7f.1'],
};
const resolver: Resolver = async (host) => ANSWERS[host] ?? [];
const check = (url: unknown, options = {}) => checkSeedUrl(url, { resolver, ...options });

function refusedAs(result: SeedCheck): string {
  return result.ok ? 'accepted' : result.reason;
}

describe('checkSeedUrl: public targets pass', () => {
  it.each([
    ['https://example.com/', ['93.184.215.14']],
    ['http://example.com/path?q=1', ['93.184.215.14']],
    ['https://example.com./', ['93.184.215.14']],
    ['https://EXAMPLE.com/', ['93.184.215.14']],
    ['https://v6.example.com/', ['2606:4700::1111']],
    ['https://dual.example.com/', ['93.184.215.14', '2606:4700::1111']],
    ['http://93.184.215.14/', ['93.184.215.14']],
    ['https://[2606:4700::1111]/', ['2606:4700::1111']],
    ['https://example.com:443/', ['93.184.215.14']],
  ])('%s', async (url, addresses) => {
    const result = await check(url);
    expect(result).toMatchObject({ ok: true, addresses, mapped: false });
  });

  it('reports the serialised URL, host and port', async () => {
    expect(await check('HTTPS://Example.COM:443/a b')).toEqual({
      ok: true,
      url: 'https://example.com/a%20b',
      host: 'example.com',
      port: 443,
      addresses: ['93.184.215.14'],
      mapped: false,
    });
  });
});

describe('checkSeedUrl: IPv4 literals in every spelling', () => {
  it.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://127.1/', 'loopback'],
    ['http://2130706433/', 'loopback'],
    ['http://0x7f000001/', 'loopback'],
    ['http://0x7f.0.0.1/', 'loopback'],
    ['http://0177.0.0.1/', 'loopback'],
    ['http://017700000001/', 'loopback'],
    ['http://127.000.000.001/', 'loopback'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://0/', 'unspecified'],
    ['http://10.0.0.1/', 'private'],
    ['http://167772161/', 'private'],
    ['http://172.16.5.4/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://0xc0.0xa8.1.1/', 'private'],
    ['http://100.64.0.1/', 'carrierGradeNat'],
    ['http://169.254.1.1/', 'linkLocal'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://255.255.255.255/', 'broadcast'],
    ['http://198.18.0.1/', 'reserved'],
    ['http://240.0.0.1/', 'reserved'],
  ])('%s is refused (%s)', async (url, range) => {
    const result = await check(url);
    expect(result).toEqual({
      ok: false,
      reason: 'address_not_public',
      message: `The host is not a public address (${range}).`,
    });
  });
});

describe('checkSeedUrl: IPv6 literals, embedded IPv4 and metadata', () => {
  it.each([
    ['http://[::1]/', 'loopback'],
    ['http://[0:0:0:0:0:0:0:1]/', 'loopback'],
    ['http://[::]/', 'unspecified'],
    ['http://[fe80::1]/', 'linkLocal'],
    ['http://[fc00::1]/', 'uniqueLocal'],
    ['http://[fd12:3456::1]/', 'uniqueLocal'],
    ['http://[ff02::1]/', 'multicast'],
    ['http://[2001:db8::1]/', 'reserved'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped IPv6'],
    ['http://[::ffff:7f00:1]/', 'IPv4-mapped IPv6'],
    ['http://[::ffff:93.184.215.14]/', 'IPv4-mapped IPv6'],
    ['http://[::ffff:0:a00:1]/', 'IPv4-translated IPv6'],
    ['http://[64:ff9b::7f00:1]/', 'NAT64 IPv6'],
    ['http://[64:ff9b::10.0.0.1]/', 'NAT64 IPv6'],
    ['http://[64:ff9b::808:808]/', 'NAT64 IPv6'],
    ['http://[64:ff9b:1::a00:1]/', 'NAT64 IPv6'],
    ['http://[2002:7f00:1::]/', '6to4 IPv6'],
    ['http://[2002:c0a8:101::1]/', '6to4 IPv6'],
    ['http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', 'Teredo IPv6'],
    ['http://[::127.0.0.1]/', 'IPv4-compatible IPv6'],
    ['http://[100::1]/', 'discard'],
    ['http://[4000::1]/', 'not global unicast'],
  ])('%s is refused (%s)', async (url, range) => {
    const result = await check(url);
    expect(result).toEqual({
      ok: false,
      reason: 'address_not_public',
      message: `The host is not a public address (${range}).`,
    });
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://2852039166/',
    'http://0xa9.0xfe.0xa9.0xfe/',
    'http://169.254.170.2/v2/credentials',
    'http://168.63.129.16/',
    'http://100.100.100.200/latest/meta-data/',
    'http://192.0.0.192/',
    'http://[fd00:ec2::254]/',
    'http://[fd00:ec2:0::254]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[64:ff9b::a9fe:a9fe]/',
  ])('%s is refused as a metadata address', async (url) => {
    expect(await check(url)).toEqual({
      ok: false,
      reason: 'metadata_address',
      message: 'The host is a cloud metadata or platform address.',
    });
  });
});

describe('checkSeedUrl: host names that cannot be public', () => {
  it.each([
    ['http://localhost/', 'localhost'],
    ['http://LOCALHOST/', 'localhost'],
    ['http://localhost./', 'localhost'],
    ['http://localhost.../', 'localhost'],
    ['http://api.localhost/', 'localhost'],
    ['http://intranet/', 'single-label name'],
    ['http://router./', 'single-label name'],
    ['http://db.internal/', '.internal name'],
    ['http://metadata.google.internal/computeMetadata/v1/', '.internal name'],
    ['http://printer.local/', '.local name'],
    ['http://nas.home.arpa/', '.home.arpa name'],
    ['http://fileserver.corp/', '.corp name'],
    ['http://box.localdomain/', '.localdomain name'],
  ])('%s is refused (%s)', async (url, detail) => {
    expect(await check(url)).toEqual({
      ok: false,
      reason: 'host_not_allowed',
      message: `The host name is not a public host name (${detail}).`,
    });
  });

  it('refuses a name when any of its records is not public, and when it does not resolve', async () => {
    expect(refusedAs(await check('https://loopback.example.com/'))).toBe('address_not_public');
    expect(refusedAs(await check('https://mixed.example.com/'))).toBe('address_not_public');
    expect(refusedAs(await check('https://mapped.example.com/'))).toBe('address_not_public');
    expect(refusedAs(await check('https://metadata.example.com/'))).toBe('metadata_address');
    expect(refusedAs(await check('https://azure.example.com/'))).toBe('metadata_address');
    expect(refusedAs(await check('https://garbage.example.com/'))).toBe('dns_failure');
    expect(refusedAs(await check('https://unknown.example.com/'))).toBe('dns_failure');
  });

  it('turns a failing or hanging resolver into dns_failure within the time limit', async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error('queryA ESERVFAIL'), { code: 'ESERVFAIL' });
    };
    const hanging: Resolver = () => new Promise(() => undefined);
    expect(await checkSeedUrl('https://example.com/', { resolver: failing })).toEqual({
      ok: false,
      reason: 'dns_failure',
      message: 'The host name did not resolve to any address.',
    });
    const started = performance.now();
    expect(
      refusedAs(
        await checkSeedUrl('https://example.com/', { resolver: hanging, resolveTimeoutMs: 200 }),
      ),
    ).toBe('dns_failure');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('checkSeedUrl: scheme, credentials, port and length', () => {
  it.each([
    ['ftp://example.com/', 'scheme_not_allowed'],
    ['file:///etc/passwd', 'scheme_not_allowed'],
    ['javascript:alert(1)', 'scheme_not_allowed'],
    ['data:text/html,<script>alert(1)</script>', 'scheme_not_allowed'],
    ['ws://example.com/', 'scheme_not_allowed'],
    ['gopher://127.0.0.1:6379/_FLUSHALL', 'scheme_not_allowed'],
    ['http://user:secret@example.com/', 'credentials_not_allowed'],
    ['http://user@example.com/', 'credentials_not_allowed'],
    ['http://:secret@example.com/', 'credentials_not_allowed'],
    ['http://example.com:8080/', 'port_not_allowed'],
    ['https://example.com:22/', 'port_not_allowed'],
    ['http://93.184.215.14:6379/', 'port_not_allowed'],
    ['http://127.0.0.1:6379/', 'address_not_public'],
    ['http://localhost:6379/', 'host_not_allowed'],
    ['not a url', 'invalid_url'],
    ['', 'invalid_url'],
    ['http://[fe80::1%25eth0]/', 'invalid_url'],
    ['http://exa mple.com/', 'invalid_url'],
  ])('%s is refused (%s)', async (url, reason) => {
    expect(refusedAs(await check(url))).toBe(reason);
  });

  it('refuses a URL longer than 2048 characters', async () => {
    expect(refusedAs(await check(`https://example.com/${'a'.repeat(2100)}`))).toBe('url_too_long');
    expect((await check(`https://example.com/${'a'.repeat(2000)}`)).ok).toBe(true);
  });

  it('refuses input that is not a string', async () => {
    for (const input of [
      undefined,
      null,
      42,
      { href: 'https://example.com/' },
      ['https://example.com/'],
    ]) {
      expect(refusedAs(await check(input))).toBe('invalid_url');
    }
  });

  it('never repeats credentials, paths or queries in its messages', async () => {
    const results = await Promise.all(
      [
        'http://admin:hunter2@example.com/',
        'http://10.0.0.1/secret?token=abc',
        'ftp://hunter2.example.com/',
        `https://example.com/${'x'.repeat(3000)}`,
      ].map((u) => check(u)),
    );
    for (const result of results) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).not.toMatch(/hunter2|admin|secret|token|abc|xxxx/);
    }
  });

  it('takes configured ports and length caps', async () => {
    expect((await check('http://example.com:8080/', { allowedPorts: [80, 443, 8080] })).ok).toBe(
      true,
    );
    expect(refusedAs(await check('http://example.com/', { allowedPorts: [443] }))).toBe(
      'port_not_allowed',
    );
    expect(refusedAs(await check('https://example.com/abcdef', { maxLength: 20 }))).toBe(
      'url_too_long',
    );
    await expect(check('https://example.com/', { allowedPorts: [0] })).rejects.toThrow(
      'Allowed port 0 is not a TCP port.',
    );
  });
});

describe('checkSeedUrl: operator host mappings are trusted as configured', () => {
  it('accepts a mapped host and reports its mapped address', async () => {
    const mapHosts = 'MAP * 127.0.0.1:8443';
    expect(await check('https://tracker-blog.example/', { mapHosts })).toMatchObject({
      ok: true,
      mapped: true,
      addresses: ['127.0.0.1'],
      port: 443,
    });
    expect(await check('http://localhost:3000/', { mapHosts })).toMatchObject({
      ok: true,
      mapped: true,
    });
  });

  it('applies EXCLUDE before MAP, host:port patterns and ~NOTFOUND', async () => {
    const mapHosts =
      'EXCLUDE example.com, MAP staging.example.com:443 10.0.0.5, MAP gone.example.com ~NOTFOUND';
    expect(await check('https://staging.example.com/', { mapHosts })).toMatchObject({
      ok: true,
      mapped: true,
      addresses: ['10.0.0.5'],
    });
    expect(
      refusedAs(
        await check('http://staging.example.com:8080/', { mapHosts, allowedPorts: [8080] }),
      ),
    ).toBe('dns_failure');
    expect(refusedAs(await check('https://gone.example.com/', { mapHosts }))).toBe('dns_failure');
    expect(await check('https://example.com/', { mapHosts })).toMatchObject({
      ok: true,
      mapped: false,
    });
    expect(refusedAs(await check('http://localhost/', { mapHosts }))).toBe('host_not_allowed');
  });

  it('throws a clear error for malformed rules', async () => {
    await expect(check('https://example.com/', { mapHosts: 'MAP onlyone' })).rejects.toThrow(
      '"MAP onlyone" is not a host-resolver rule',
    );
    await expect(
      check('https://example.com/', { mapHosts: 'MAP a.example b.example:99999' }),
    ).rejects.toThrow('Host mapping port 99999 is out of range.');
  });
});
