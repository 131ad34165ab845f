/**
 * Generated malformed requests for the hostile-input run: every request is wrong by construction
 * (bad JSON, oversized or mistyped bodies, refused or unparseable URLs, hostile path segments, forged
 * cursors, bogus query values, bad credentials, wrong methods and content types), so the only
 * correct answers are 4xx envelopes. A seeded PRNG makes a failing run reproducible.
 */
import type { InjectOptions } from 'fastify';

/** Hostile strings carry this marker: no response body may echo it. */
export const MARKER = 'Zq9hostile';

/** mulberry32: small, fast, good enough to pick test cases. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface HostileContext {
  /** Two finished scans with evidence (cursors are moved between them). */
  scanIds: [string, string];
  /** Evidence entries of scanIds[0] (plain selection): offsets at or past it are invalid. */
  evidenceEntries: number;
  keys: { create: string; read: string; mcpOnly: string; readOnly: string };
  /** A genuine cursor of this server. */
  cursor(scanId: string, offset: number, workpaper: 'tracking' | null): string;
  /** Signs arbitrary payload bytes like a cursor (a server-made cursor the current version cannot use). */
  signedCursor(payload: string): string;
  /** Peer address of the trusted proxy (POST /keys/request). */
  proxyAddress: string;
}

export interface HostileRequest {
  kind: string;
  request: InjectOptions;
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
];
const UNICODE = [
  '\u202e',
  '\u200b',
  '\ufeff',
  '\ud800',
  '\udfff',
  '😀',
  'é',
  'ｆｕｌｌ',
  '\u2028',
  'e\u0301',
  'İ',
  'ß',
  '\uffff',
  '\u{10ffff}',
  'Ω',
  '中文',
  '\u00a0',
];
const TRAVERSAL = [
  '../',
  '..\\',
  '%2e%2e%2f',
  '..%2f',
  '%2e%2e/',
  '%252e%252e%252f',
  '..;/',
  '/..',
  '....//',
  '%c0%ae%c0%ae/',
  '..%00/',
  '%2f',
  '%5c',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  '%u002e%u002e',
];
const INJECTION = [
  "' OR 1=1--",
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '%s%n%x',
  '__proto__',
  'constructor',
  'prototype',
  '\\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
];
const BROKEN_ESCAPES = ['%', '%%', '%zz', '%E0%A4%A', '%C0', '%ff%fe', '%u0041', '%2', '%G0'];

/** Percent-encoding of the UTF-8 bytes (lone surrogates become U+FFFD, where encodeURIComponent throws). */
export function pct(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** 1–4 hostile pieces and the marker. */
export function hostileText(rng: Rng): string {
  const parts: string[] = [];
  for (let i = int(rng, 1, 4); i > 0; i--)
    parts.push(pick(rng, pick(rng, [CONTROL, UNICODE, TRAVERSAL, INJECTION])));
  if (rng() < 0.1) parts.push('x'.repeat(int(rng, 200, 5000)));
  parts.splice(int(rng, 0, parts.length), 0, MARKER);
  return parts.join('');
}

/**
 * A path segment: encoded, raw (the client encodes what it must) or with broken escapes. Never a
 * pure dot segment (the marker is always in it), so no URL normalisation can turn it into another route.
 */
function hostileSegment(rng: Rng): string {
  const text = hostileText(rng);
  const roll = rng();
  if (roll < 0.45) return pct(text);
  if (roll < 0.75) return pct(text).replace(/%2F/gi, () => pick(rng, ['%2F', '%252F', '%5C']));
  if (roll < 0.9) return `${pct(text)}${pick(rng, BROKEN_ESCAPES)}`;
  // Raw: reserved characters are kept as typed (the URL parser of the client decides).
  return text.replace(/[/?#\\]/g, '_').replace(/[\s\u0000-\u001f\u007f]/g, (c) => pct(c));
}

/** A domain segment no host pattern accepts ('~' is never in a host name). */
function hostileDomain(rng: Rng): string {
  const roll = rng();
  if (roll < 0.2) return `${'a'.repeat(int(rng, 60, 400))}~`;
  if (roll < 0.3)
    return `${Array.from({ length: int(rng, 2, 60) }, () => 'label').join('.')}..${MARKER}`;
  return `${hostileSegment(rng)}~`;
}

const UUID_LIKE = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0d9f4c1e-6a4b-4f7e-9b7a-2f1c3d4e5f6',
  '0d9f4c1e6a4b4f7e9b7a2f1c3d4e5f60',
  '{0d9f4c1e-6a4b-4f7e-9b7a-2f1c3d4e5f60}',
];

function scanIdSegment(rng: Rng): string {
  return rng() < 0.15
    ? pct(pick(rng, UUID_LIKE) + pick(rng, ['', '%00', '/..', ' ', '\n', MARKER]))
    : hostileSegment(rng);
}

/** Refused targets by construction: private/loopback/metadata literals, names refused without DNS, other schemes, credentials. */
const REFUSED_ORIGINS = [
  'http://127.0.0.1',
  'http://127.1',
  'http://2130706433',
  'http://0x7f.0.0.1',
  'http://0177.0.0.1',
  'http://[::1]',
  'http://[::ffff:127.0.0.1]',
  'http://[64:ff9b::a00:1]',
  'http://10.0.0.1',
  'http://192.168.1.1',
  'http://169.254.169.254',
  'http://100.100.100.200',
  'http://168.63.129.16',
  'http://localhost',
  'http://localhost.',
  'http://api.localhost',
  'http://printer.local',
  'http://db.internal',
  'http://intranet',
  'javascript:alert(1)//',
  'file:///etc/passwd',
  'ftp://203.0.113.9',
  'data:text/html,',
  'gopher://127.0.0.1:70',
  'http://user:pass@127.0.0.1',
  'https://[fd00:ec2::254]',
  'http://0.0.0.0',
  'http://[::]',
  'http://255.255.255.255',
  'http://224.0.0.1',
];

function hostileUrl(rng: Rng): unknown {
  const roll = rng();
  if (roll < 0.15)
    return pick(rng, [
      123,
      -1,
      1.5,
      true,
      false,
      null,
      [],
      ['http://127.0.0.1/'],
      {},
      { href: 'http://127.0.0.1/' },
    ]);
  if (roll < 0.25) return hostileText(rng);
  if (roll < 0.3) return `http://127.0.0.1/${'a'.repeat(int(rng, 2040, 12000))}`;
  return `${pick(rng, REFUSED_ORIGINS)}/${rng() < 0.5 ? pct(hostileText(rng)) : hostileText(rng)}${rng() < 0.3 ? `?q=${hostileText(rng)}` : ''}`;
}

/** A createScan or key-request body that is wrong: shape, types, extra fields or a refused URL. */
function hostileBody(rng: Rng, route: 'scan' | 'key'): unknown {
  const roll = rng();
  if (roll < 0.15) return pick(rng, [null, 0, 'string', [], [{ url: 'http://127.0.0.1/' }], true]);
  if (roll < 0.25) return {};
  if (route === 'key') {
    return pick(rng, [
      { name: hostileUrl(rng) === null ? 1 : [] },
      { name: '' },
      { name: 'x'.repeat(int(rng, 101, 5000)) },
      { name: 'ok', [hostileText(rng)]: 1 },
      { name: { [MARKER]: 1 } },
    ]);
  }
  const body: Record<string, unknown> = { url: hostileUrl(rng) };
  if (rng() < 0.3) body.freshness = pick(rng, ['stale', 1, null, hostileText(rng), ['latest']]);
  if (rng() < 0.3) body.scanFrom = pick(rng, ['mars', 0, null, hostileText(rng), 'EU_IE']);
  if (rng() < 0.2)
    body[pick(rng, ['__proto__', 'constructor', hostileText(rng), 'extra'])] = { polluted: MARKER };
  return body;
}

const BAD_JSON = [
  '{',
  '{"url":',
  '{"url":"http://127.0.0.1/"',
  '{"url":"http://127.0.0.1/"}}',
  "{'url':'x'}",
  '{"url":NaN}',
  '{"url":undefined}',
  '\ufeff{"url":1}',
  '{"url":"\\x41"}',
  '{"url":"\\ud800"',
  '[',
  ']',
  'nul',
  'tru',
  '{"__proto__":{"polluted":1},"url":"http://127.0.0.1/"}',
  '{"constructor":{"prototype":{"polluted":1}},"url":"http://127.0.0.1/"}',
  '{"url":"http://127.0.0.1/",}',
  '{,}',
  '{"a":1 "b":2}',
  `{"${MARKER}`,
  '\u0000',
];

function badJson(rng: Rng): string {
  const roll = rng();
  if (roll < 0.6) return pick(rng, BAD_JSON);
  if (roll < 0.8) return `${'['.repeat(int(rng, 100, 8000))}${']'.repeat(int(rng, 0, 50))}`;
  return JSON.stringify({ url: `http://127.0.0.1/${MARKER}` }).slice(0, int(rng, 1, 30));
}

const READ_PATHS = [
  '',
  '/status',
  '/findings',
  '/diagnostics',
  '/pulse',
  '/pulse/evidence',
  '/report-evidence',
  '/pre-consent-cookies-trackers',
];
const WRONG_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'text/json',
  'application/jsonx',
  'application/json; charset=utf-16',
  'application/json;;;',
  'json',
  '*/*',
  'application/*',
  'APPLICATION/JSON',
  'application/json, text/plain',
  `application/${MARKER}`,
];

function badAuthorization(rng: Rng, ctx: HostileContext): string {
  const real = pick(rng, [ctx.keys.create, ctx.keys.read, ctx.keys.readOnly]);
  const flip = (key: string, at: number) =>
    key.slice(0, at) + (key[at] === 'A' ? 'B' : 'A') + key.slice(at + 1);
  return pick(rng, [
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    `Token ${real}`,
    `Bearer ${real.slice(0, -1)}`,
    `Bearer ${flip(real, real.length - 1)}`,
    `Bearer ${flip(real, real.length - 12)}`,
    `Bearer ${real}x`,
    `Bearer ${real} ${real}`,
    `Bearer csy_${MARKER}`,
    `Bearer csy_ro_${'a'.repeat(int(rng, 10, 600))}`,
    `Bearer ${'A'.repeat(int(rng, 513, 60000))}`,
    `Bearer ${pct(hostileText(rng))}`,
    `bearer\t${real.replace('csy_', 'CSY_')}`,
    `Bearer ${real.toUpperCase()}`,
  ]);
}

/** Peer addresses: several callers (so budgets are spread out and some are hit), IPv4 and IPv6. */
function remoteAddress(rng: Rng): string {
  return rng() < 0.7
    ? `203.0.113.${int(rng, 1, 200)}`
    : `2001:db8:${int(rng, 0, 50).toString(16)}::${int(rng, 1, 9)}`;
}

/** A cursor this request must not be able to use; `workpaper`: the request repeats workpaper=tracking. */
function cursorCase(rng: Rng, ctx: HostileContext, workpaper: boolean): string {
  const [scanA, scanB] = ctx.scanIds;
  const real = ctx.cursor(scanA, int(rng, 0, ctx.evidenceEntries - 1), null);
  const changed = (text: string) =>
    Buffer.from(text, 'base64url').equals(Buffer.from(real, 'base64url')) ? `${text}AAAA` : text;
  const roll = int(rng, 0, 11);
  switch (roll) {
    case 0:
      return Buffer.from(hostileText(rng)).toString('base64url').slice(0, 512);
    case 1: {
      const at = int(rng, 0, real.length - 3);
      return changed(real.slice(0, at) + (real[at] === 'a' ? 'b' : 'a') + real.slice(at + 1));
    }
    case 2:
      return changed(real.slice(0, int(rng, 1, real.length - 2)));
    case 3:
      return ctx.cursor(scanB, 0, null);
    case 4:
      return ctx.cursor(scanA, int(rng, ctx.evidenceEntries, 2 ** 40), null);
    case 5:
      return ctx.cursor(scanA, 0, workpaper ? null : 'tracking');
    case 6:
      return ctx.signedCursor(
        pick(rng, [
          'null',
          '[]',
          '1',
          '"x"',
          '{}',
          '{"v":2,"s":"x","o":0,"w":null}',
          `{"v":1,"s":"${scanA}","o":-1,"w":null}`,
          `{"v":1,"s":"${scanA}","o":1.5,"w":null}`,
          `{"v":1,"s":"${scanA}","o":"0","w":null}`,
          `{"v":1,"s":"${scanA}","o":0,"w":"other"}`,
          'not json',
          '{"v":1,"s":{"$ne":1},"o":0,"w":null}',
        ]),
      );
    case 7:
      return `${real}${pct(hostileText(rng))}`;
    case 8:
      return 'A'.repeat(int(rng, 513, 4000));
    case 9:
      return pct(hostileText(rng));
    case 10:
      return '';
    default:
      return `${real.slice(0, 10)}%00${real.slice(10)}`;
  }
}

function evidenceQuery(rng: Rng, ctx: HostileContext): string {
  const real = ctx.cursor(ctx.scanIds[0], 0, null);
  return pick(rng, [
    () => `cursor=${cursorCase(rng, ctx, false)}`,
    () => `cursor=${cursorCase(rng, ctx, true)}&workpaper=tracking`,
    () => `format=download&cursor=${real}`,
    () => 'format=csv',
    () => `format=${pct(hostileText(rng))}`,
    () => `workpaper=${pct(hostileText(rng))}`,
    () => 'format=download&format=csv',
    () => `cursor=${real}&cursor=${real}`,
    () => 'workpaper=tracking&workpaper=tracking&format=csv&format=csv',
    () => `format[]=download&workpaper=${MARKER}`,
  ])();
}

/** Unknown parameters that ride along with another fault (alone they are ignored, as clients expect). */
function bogusParams(rng: Rng): string {
  if (rng() < 0.6) return '';
  return pick(rng, [
    '&__proto__[polluted]=1',
    '&constructor[prototype][polluted]=1',
    `&${pct(hostileText(rng))}=${pct(hostileText(rng))}`,
    '&a=%ff%fe',
    `&${'p'.repeat(3000)}=1`,
    '&&&=&=',
    `&x=${'%00'.repeat(200)}`,
  ]);
}

/** One malformed request. */
export function hostileRequest(rng: Rng, ctx: HostileContext): HostileRequest {
  const remote = remoteAddress(rng);
  const [scanA] = ctx.scanIds;
  const read = { authorization: `Bearer ${ctx.keys.read}` };
  const extraHeaders = (): Record<string, string> =>
    rng() < 0.2
      ? {
          'x-forwarded-for': Array.from({ length: int(rng, 1, 400) }, () =>
            pick(rng, [
              '127.0.0.1',
              '::1',
              '10.0.0.1',
              'unknown',
              hostileText(rng).replace(/[^\x21-\x7e]/g, ''),
            ]),
          ).join(', '),
        }
      : {};
  const cases: (() => HostileRequest)[] = [
    () => ({
      kind: 'bad-json',
      request: {
        method: 'POST',
        url: '/api/v2/scans',
        headers: { 'content-type': 'application/json', ...extraHeaders() },
        payload: badJson(rng),
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'huge-body',
      request: {
        method: 'POST',
        url: pick(rng, ['/api/v2/scans', '/api/v2/keys/request']),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          url: `http://127.0.0.1/${'a'.repeat(int(rng, 16 * 1024, 300_000))}`,
        }),
        remoteAddress: pick(rng, [remote, ctx.proxyAddress]),
      },
    }),
    () => ({
      kind: 'create-body',
      request: {
        method: 'POST',
        url: `/api/v2/scans${rng() < 0.2 ? `?${bogusParams(rng).slice(1)}` : ''}`,
        headers: {
          'content-type': 'application/json',
          ...(rng() < 0.3 ? { authorization: `Bearer ${ctx.keys.create}` } : {}),
          ...extraHeaders(),
        },
        payload: JSON.stringify(hostileBody(rng, 'scan')),
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'key-request',
      request: {
        method: 'POST',
        url: '/api/v2/keys/request',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-email':
            rng() < 0.5 ? `${MARKER}@example.com` : hostileText(rng).replace(/[^\x20-\x7e]/g, '?'),
          'x-forwarded-email-verified': pick(rng, ['true', 'false', 'TRUE ', '1', '']),
        },
        payload: JSON.stringify(hostileBody(rng, 'key')),
        remoteAddress: pick(rng, [remote, ctx.proxyAddress]),
      },
    }),
    () => ({
      kind: 'scan-id',
      request: {
        method: 'GET',
        url: `/api/v2/scans/${scanIdSegment(rng)}${pick(rng, READ_PATHS)}${bogusParams(rng).replace('&', '?')}`,
        headers: read,
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'finding-id',
      request: {
        method: 'GET',
        url: `/api/v2/scans/${rng() < 0.5 ? scanA : scanIdSegment(rng)}/findings/${hostileSegment(rng)}`,
        headers: read,
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'artifact-name',
      request: {
        method: 'GET',
        url: `/api/v2/scans/${rng() < 0.5 ? scanA : scanIdSegment(rng)}/artifacts/${hostileSegment(rng)}`,
        headers: read,
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'report-page',
      request: { method: 'GET', url: `/reports/${scanIdSegment(rng)}`, remoteAddress: remote },
    }),
    () => ({
      kind: 'domain',
      request: {
        method: 'GET',
        url: `/api/v2/domains/${hostileDomain(rng)}/latest${rng() < 0.5 ? '/pre-consent-cookies-trackers' : ''}?scanFrom=${pct(hostileText(rng))}${bogusParams(rng)}`,
        headers: read,
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'evidence-query',
      request: {
        method: 'GET',
        url: `/api/v2/scans/${scanA}/report-evidence?${evidenceQuery(rng, ctx)}${bogusParams(rng)}`,
        headers: rng() < 0.9 ? read : { authorization: `Bearer ${ctx.keys.readOnly}` },
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'authorization',
      request: {
        method: pick(rng, ['GET', 'POST'] as const),
        url: pick(rng, [
          `/api/v2/scans/${scanA}`,
          `/api/v2/scans/${scanA}/status`,
          '/api/v2/auth/check',
          '/api/v2/scans',
          '/api/v2/domains/example.com/latest',
        ]),
        headers: { authorization: badAuthorization(rng, ctx), 'content-type': 'application/json' },
        payload: JSON.stringify({ url: 'http://127.0.0.1/' }),
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'scope',
      request: {
        method: 'GET',
        url: `/api/v2/scans/${scanA}${pick(rng, READ_PATHS)}`,
        headers: { authorization: `Bearer ${ctx.keys.mcpOnly}` },
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'no-key',
      request: {
        method: 'GET',
        url: `/api/v2/scans/${scanA}${pick(rng, READ_PATHS)}`,
        headers: rng() < 0.5 ? {} : { authorization: '' },
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'wrong-method',
      request: {
        method: pick(rng, WRONG_METHODS),
        url: pick(rng, [
          '/api/v2/scans',
          `/api/v2/scans/${scanA}`,
          '/api/v2/health',
          '/api/v2/openapi.json',
          '/llms.txt',
          `/reports/${scanA}`,
          '/api/v2/keys/request',
        ]),
        headers: read,
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'post-on-read',
      request: {
        method: 'POST',
        url: pick(rng, [
          `/api/v2/scans/${scanA}`,
          '/api/v2/health',
          '/api/v2/domains/example.com/latest',
          '/api/v2/auth/check',
        ]),
        headers: { ...read, 'content-type': 'application/json' },
        payload: '{}',
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'get-on-create',
      request: {
        method: 'GET',
        url: pick(rng, ['/api/v2/scans', '/api/v2/keys/request', '/api/v2/scans/']),
        headers: read,
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'content-type',
      request: {
        method: 'POST',
        url: '/api/v2/scans',
        headers: { 'content-type': pick(rng, CONTENT_TYPES) },
        payload:
          rng() < 0.5 ? `url=${MARKER}` : JSON.stringify({ url: `http://127.0.0.1/${MARKER}` }),
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'no-content-type',
      request: {
        method: 'POST',
        url: '/api/v2/scans',
        payload: rng() < 0.5 ? Buffer.from(JSON.stringify({ url: 'http://127.0.0.1/' })) : '',
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'unknown-route',
      request: {
        method: pick(rng, ['GET', 'POST', 'DELETE'] as const),
        url: `/${pick(rng, ['api/v2', 'api/v1', 'api/v3', 'API/V2', 'api//v2', '.well-known', 'mcp'])}/${hostileSegment(rng)}${bogusParams(rng).replace('&', '?')}`,
        headers: rng() < 0.5 ? read : {},
        remoteAddress: remote,
      },
    }),
    () => ({
      kind: 'huge-header',
      request: {
        method: 'GET',
        url: `/api/v2/scans/${scanA}/report-evidence?format=${pick(rng, ['x', '', MARKER])}`,
        headers: {
          ...read,
          [`x-${MARKER.toLowerCase()}`]: 'v'.repeat(int(rng, 1, 100_000)),
          'x-forwarded-for': '1.1.1.1,'.repeat(int(rng, 1, 5000)),
        },
        remoteAddress: pick(rng, [remote, ctx.proxyAddress]),
      },
    }),
  ];
  return pick(rng, cases)();
}
