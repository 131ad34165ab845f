/** The caps and checks of a captured notice, without a browser. */
import { describe, expect, it } from 'vitest';
import type { BannerRoot, PageScan } from '../../../src/observe/consent/banner-scan.ts';
import {
  boundNotice,
  captureNotice,
  cutText,
  NOTICE_CAPS,
  parseRawNotice,
  POLICY_LINK_PATTERN,
  type RawNotice,
} from '../../../src/observe/consent/notice-text.ts';
import { assertValid } from '../../../src/projection/validate.ts';
import { buildObservations } from '../../findings/observation-builder.ts';

const FRAME = { host: 'shop.example', inIframe: false };
const raw = (
  candidates: RawNotice['candidates'],
  links: RawNotice['links'] = [],
  cut = false,
): RawNotice => ({ candidates, links, cut });
const body = (text: string) => ({ role: 'body' as const, text, long: false });
const control = (text: string) => ({ role: 'control' as const, text, long: false });

describe('cutText', () => {
  it('keeps short text; cuts long text at a word boundary near the cap, ending in …', () => {
    expect(cutText('We use cookies.', 600)).toBe('We use cookies.');
    const cut = cutText('alpha beta gamma delta epsilon', 20);
    expect(cut).toBe('alpha beta gamma…');
    expect(Array.from(cut).length).toBeLessThanOrEqual(20);
  });

  it('counts characters, not UTF-16 units, and never splits a surrogate pair', () => {
    const text = '🍪'.repeat(30);
    const cut = cutText(text, 10);
    expect(Array.from(cut)).toEqual([...Array.from('🍪'.repeat(9)), '…']);
  });
});

describe('boundNotice', () => {
  it('whitespace normalised, duplicates dropped, document order kept', () => {
    const notice = boundNotice(
      raw([
        { role: 'heading', text: '  We use\n cookies ', long: false },
        body('Body  text.'),
        body('Body text.'),
        control('Accept all'),
      ]),
      FRAME,
      'autoconsent',
    );
    expect(notice).toEqual({
      source: 'autoconsent',
      frameHost: 'shop.example',
      inIframe: false,
      passages: [
        { role: 'heading', text: 'We use cookies', truncated: false },
        { role: 'body', text: 'Body text.', truncated: false },
        { role: 'control', text: 'Accept all', truncated: false },
      ],
      policyLinks: [],
      truncated: false,
    });
  });

  it('caps: 600 characters a passage, 4,000 in all, 12 passages; text before button labels', () => {
    const paragraphs = Array.from({ length: 10 }, (_, i) =>
      body(`Paragraph ${i} ${'word '.repeat(150)}`),
    );
    const notice = boundNotice(
      raw([control('Accept all'), ...paragraphs, control('Reject all')]),
      FRAME,
      'fallback_heuristic',
    )!;
    const lengths = notice.passages.map((p) => Array.from(p.text).length);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(NOTICE_CAPS.passageChars);
    expect(lengths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(NOTICE_CAPS.totalChars);
    expect(notice.truncated).toBe(true);
    // Six full paragraphs fill 3,600 characters, the seventh is cut to what is left; no room for buttons.
    expect(notice.passages.map((p) => p.text.slice(0, 11))).toEqual([
      'Paragraph 0',
      'Paragraph 1',
      'Paragraph 2',
      'Paragraph 3',
      'Paragraph 4',
      'Paragraph 5',
      'Paragraph 6',
    ]);
    expect(notice.passages.every((p) => p.truncated && p.text.endsWith('…'))).toBe(true);

    const many = boundNotice(
      raw([...Array.from({ length: 20 }, (_, i) => body(`Line ${i}.`)), control('Accept all')]),
      FRAME,
      'autoconsent',
    )!;
    expect(many.passages).toHaveLength(NOTICE_CAPS.passages);
    expect(many.passages.at(-1)!.text).toBe('Line 11.');
    expect(many.truncated).toBe(true);
  });

  it('a passage the page already cut (`long`) is marked truncated; a cut walk marks the notice', () => {
    const notice = boundNotice(
      raw([{ role: 'body', text: 'Very long…', long: true }], [], true),
      FRAME,
      'autoconsent',
    )!;
    expect(notice.passages[0]!.truncated).toBe(true);
    expect(notice.truncated).toBe(true);
  });

  it('policy links: host and path only, deduplicated, data-like path segments redacted, junk refused', () => {
    const notice = boundNotice(
      raw(
        [],
        [
          { host: 'shop.example', path: '/privacy', label: ' Privacy\npolicy ' },
          { host: 'shop.example', path: '/privacy', label: 'Privacy policy (again)' },
          { host: 'legal.example', path: '/cookies/user=alice@example.com', label: '' },
          { host: 'evil.example/x', path: '/privacy', label: 'bad host' },
          { host: 'shop.example', path: '/privacy?token=SECRET', label: 'query in path' },
          { host: 'shop.example', path: 'privacy', label: 'relative' },
        ],
      ),
      FRAME,
      'autoconsent',
    )!;
    expect(notice.passages).toEqual([]);
    expect(notice.policyLinks).toEqual([
      { host: 'shop.example', path: '/privacy', label: 'Privacy policy' },
      { host: 'legal.example', path: '/cookies/_redacted_' },
    ]);
    expect(JSON.stringify(notice)).not.toMatch(/SECRET|alice/);
  });

  it('nothing left is no notice', () => {
    expect(boundNotice(raw([body('   ')]), FRAME, 'autoconsent')).toBeNull();
  });

  it('every bounded notice is valid in an Observation', () => {
    const notice = boundNotice(
      raw(
        [body('x'.repeat(5_000)), control('OK')],
        [{ host: 'shop.example', path: '/cookie-policy', label: 'Cookie policy' }],
      ),
      FRAME,
      'autoconsent',
    )!;
    const [observation] = buildObservations({
      before_consent: { consent: { popupShown: true, notice } },
    });
    expect(() => assertValid('observation', observation)).not.toThrow();
  });
});

describe('parseRawNotice (the page may have tampered with built-ins)', () => {
  it('keeps well-formed items only', () => {
    expect(parseRawNotice(null)).toBeNull();
    expect(parseRawNotice({ candidates: 'x', links: [] })).toBeNull();
    const parsed = parseRawNotice({
      candidates: [
        { role: 'body', text: 'ok', long: false },
        { role: 'script', text: 'no' },
        { role: 'body', text: 42 },
        null,
      ],
      links: [
        { host: 'a.example', path: '/privacy', label: 7 },
        { host: 1, path: '/x' },
      ],
      cut: 'yes',
    });
    expect(parsed).toEqual({
      candidates: [{ role: 'body', text: 'ok', long: false }],
      links: [{ host: 'a.example', path: '/privacy', label: '' }],
      cut: false,
    });
  });
});

describe('POLICY_LINK_PATTERN', () => {
  it('names privacy and cookie policies in several languages, not other links', () => {
    const policy = new RegExp(POLICY_LINK_PATTERN, 'i');
    for (const text of [
      '/privacy',
      'Cookie policy',
      '/datenschutz',
      'Politique de confidentialité',
      'Política de privacidad',
      '/cookies',
      'Informativa sulla riservatezza',
      'Vie privée',
    ]) {
      expect(policy.test(text), text).toBe(true);
    }
    for (const text of ['/terms', 'Visit the shop', '/impressum', 'Contact'])
      expect(policy.test(text), text).toBe(false);
  });
});

describe('captureNotice is one bounded read', () => {
  const fake = (frameUrl: string, parent: boolean, answer: () => Promise<unknown>) => {
    const frame = { url: () => frameUrl, parentFrame: () => (parent ? {} : null) };
    const root = {
      key: '0:0',
      frame,
      index: 0,
      overlay: true,
      controls: [],
      toggles: [],
    } as unknown as BannerRoot;
    let calls = 0;
    const scan = { evaluateOnRoot: () => (calls++, answer()) } as unknown as PageScan;
    return { root, scan, calls: () => calls };
  };
  const answer = {
    candidates: [{ role: 'body', text: 'We use cookies.', long: false }],
    links: [{ host: 'cmp.example', path: '/privacy', label: 'Privacy' }],
    cut: false,
  };

  it('reads the banner in its frame: host and iframe from the frame, one evaluate', async () => {
    const { root, scan, calls } = fake(
      'https://cmp.example/message?ref=42',
      true,
      async () => answer,
    );
    expect(await captureNotice(scan, root, 'fallback_heuristic')).toEqual({
      source: 'fallback_heuristic',
      frameHost: 'cmp.example',
      inIframe: true,
      passages: [{ role: 'body', text: 'We use cookies.', truncated: false }],
      policyLinks: [{ host: 'cmp.example', path: '/privacy', label: 'Privacy' }],
      truncated: false,
    });
    expect(calls()).toBe(1);
  });

  it('a read that does not answer ends at the timeout with no notice; no time left or no http(s) frame: no read at all', async () => {
    const hanging = fake('https://shop.example/', false, () => new Promise(() => undefined));
    const started = performance.now();
    expect(await captureNotice(hanging.scan, hanging.root, 'autoconsent', 50)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
    const late = fake('https://shop.example/', false, async () => answer);
    expect(await captureNotice(late.scan, late.root, 'autoconsent', 0)).toBeNull();
    const blank = fake('about:blank', true, async () => answer);
    expect(await captureNotice(blank.scan, blank.root, 'autoconsent')).toBeNull();
    expect(late.calls() + blank.calls()).toBe(0);
  });
});
