import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64Fragments,
  findSentinel,
  findSentinels,
  haystacksOf,
  makeSentinel,
  prepareSentinel,
  type Sentinel,
} from '../../../src/observe/behaviour/sentinels.ts';

const email: Sentinel = { fieldKind: 'email', value: 'csy.k3m9q2x7v4bn@example.com' };
const phone: Sentinel = { fieldKind: 'phone', value: '+44 7700 912345' };
const text: Sentinel = { fieldKind: 'other', value: 'csyq8w3e5r7t9y2u4i' };
const prepared = [email, phone, text].map(prepareSentinel);

const hex = (algorithm: 'md5' | 'sha256', value: string) =>
  createHash(algorithm).update(value).digest('hex');
const b64 = (value: string) => Buffer.from(value).toString('base64');

describe('makeSentinel', () => {
  it('shapes the value to the field kind, with enough randomness', () => {
    expect(makeSentinel('email').value).toMatch(/^csy\.[a-z2-9]{12}@example\.com$/);
    expect(makeSentinel('phone').value).toMatch(/^\+44 7700 9\d{5}$/);
    expect(makeSentinel('name').value).toMatch(/^Csy[a-z]{12}$/);
    expect(makeSentinel('other').value).toMatch(/^csy[a-z2-9]{14}$/);
    expect(makeSentinel('other').value).not.toBe(makeSentinel('other').value);
  });
});

describe('base64Fragments', () => {
  it('finds the value inside base64 of a longer text at every byte offset', () => {
    for (const prefix of ['', 'x', 'xy', '{"v":"', 'field=']) {
      const encoded = b64(`${prefix}${text.value}"}`);
      expect(base64Fragments(text.value).some((fragment) => encoded.includes(fragment))).toBe(true);
    }
  });
});

describe('findSentinel', () => {
  it.each<[string, string, string | null, string | null]>([
    [
      'plain in a query',
      `https://t.example/c?v=${encodeURIComponent(email.value)}`,
      'plain',
      'email',
    ],
    ['plain, upper-cased', `{"v":"${text.value.toUpperCase()}"}`, 'plain', 'other'],
    ['phone digits only', 'https://t.example/c?p=447700912345', 'plain', 'phone'],
    ['base64 of the value', `{"v":"${b64(text.value)}"}`, 'base64', 'other'],
    [
      'base64 inside base64 JSON',
      b64(JSON.stringify({ f: 'email', v: email.value })),
      'base64',
      'email',
    ],
    [
      'base64url in a URL',
      `https://t.example/c/${b64(email.value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`,
      'base64',
      'email',
    ],
    [
      'base64 URL-encoded',
      `https://t.example/c?d=${encodeURIComponent(b64(`{"email":"${email.value}"}`))}`,
      'base64',
      'email',
    ],
    ['md5 hex', `h=${hex('md5', email.value)}`, 'md5', 'email'],
    ['sha256 hex, upper case', `h=${hex('sha256', email.value).toUpperCase()}`, 'sha256', 'email'],
    [
      'sha256 of the trimmed lower-cased email',
      `ud[em]=${hex('sha256', email.value.trim().toLowerCase())}`,
      'sha256',
      'email',
    ],
    ['sha256 of phone digits', `ud[ph]=${hex('sha256', '447700912345')}`, 'sha256', 'phone'],
    [
      'sha256 of +digits (TikTok)',
      `{"phone_number":"${hex('sha256', '+447700912345')}"}`,
      'sha256',
      'phone',
    ],
    [
      'sha256 base64 digest',
      `x=${createHash('sha256').update(text.value).digest('base64')}`,
      'sha256',
      'other',
    ],
    ['nothing', 'https://t.example/c?v=hello&h=0123456789abcdef', null, null],
    ['a prefix of the value is not the value', `v=${text.value.slice(0, 8)}`, null, null],
  ])('%s', (_title, carrier, encoding, fieldKind) => {
    const match = findSentinel(haystacksOf(carrier), prepared);
    expect(match?.encoding ?? null).toBe(encoding);
    expect(match?.fieldKind ?? null).toBe(fieldKind);
  });

  it('finds nothing without sentinels', () => {
    expect(findSentinel([email.value], [])).toBeNull();
  });
});

describe('findSentinels', () => {
  it('finds every sentinel a batched request carries, each once', () => {
    const search = prepareSentinel({ ...makeSentinel('other'), searchField: true });
    const mail = prepareSentinel(makeSentinel('email'));
    const untouched = prepareSentinel(makeSentinel('name'));
    const body = JSON.stringify({
      events: [
        { type: 3, data: { source: 5, text: search.value } },
        { type: 3, data: { source: 5, text: mail.value } },
        { type: 3, data: { source: 5, text: mail.value } },
      ],
    });
    expect(findSentinels([body], [search, mail, untouched])).toEqual([
      { fieldKind: 'other', encoding: 'plain', searchField: true },
      { fieldKind: 'email', encoding: 'plain', searchField: false },
    ]);
    expect(findSentinels([body], [])).toEqual([]);
  });
});
