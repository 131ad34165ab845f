import { describe, expect, it } from 'vitest';
import {
  BatchListError,
  echoLine,
  normalizeTarget,
  parseBatchList,
  parseCsvRecords,
} from '../../src/pipeline/batch-input.ts';

describe('normalizeTarget', () => {
  it.each([
    ['example.com', 'https://example.com/', 'example.com'],
    ['EXAMPLE.com', 'https://example.com/', 'example.com'],
    ['example.com.', 'https://example.com/', 'example.com'],
    ['https://Example.COM./Path?q=1#top', 'https://example.com/Path?q=1', 'example.com'],
    ['http://example.com:8080/a', 'http://example.com:8080/a', 'example.com'],
    ['bücher.example', 'https://xn--bcher-kva.example/', 'xn--bcher-kva.example'],
    ['https://BÜCHER.example./', 'https://xn--bcher-kva.example/', 'xn--bcher-kva.example'],
    ['例え.テスト', 'https://xn--r8jz45g.xn--zckzah/', 'xn--r8jz45g.xn--zckzah'],
    ['xn--bcher-kva.example', 'https://xn--bcher-kva.example/', 'xn--bcher-kva.example'],
    ['127.0.0.1:8443', 'https://127.0.0.1:8443/', '127.0.0.1'],
    ['localhost', 'https://localhost/', 'localhost'],
  ])('%s → %s', (input, url, domain) => {
    const result = normalizeTarget(input);
    expect(result).toMatchObject({ ok: true, url, domain });
  });

  it('keys a page without its query (what a Scan resource keeps)', () => {
    expect(normalizeTarget('https://example.com/a?utm=1')).toMatchObject({
      ok: true,
      url: 'https://example.com/a?utm=1',
      key: 'https://example.com/a',
    });
  });

  it.each([
    ['ftp://example.com/', /unsupported scheme ftp:/],
    ['mailto:someone@example.com', /unsupported scheme mailto:/],
    ['javascript:alert(1)', /unsupported scheme javascript:/],
    ['https://user:pw@example.com/', /credentials/],
    ['not a domain', /white space/],
    ['foo', /no dot/],
    ['a..b.example', /empty label/],
    ['-bad.example', /not a valid domain name/],
    ['exa$mple.com', /not a URL or domain name|not a valid domain name/],
    ['https://', /not a URL or domain name/],
    [`${'a'.repeat(2050)}.example`, /longer than 2048/],
  ])('refuses %.40s', (input, reason) => {
    const result = normalizeTarget(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});

describe('echoLine', () => {
  it('never echoes credentials or query strings of a refused line', () => {
    const list = parseBatchList(
      'https://user:pw@example.com/a?token=secret\nftp://x.example/?k=v#f\n',
    );
    expect(list.unusable.map((bad) => bad.text)).toEqual([
      'https://…@example.com/a?…',
      'ftp://x.example/?…#f',
    ]);
    expect(echoLine('x'.repeat(300))).toHaveLength(200);
  });
});

describe('parseBatchList (text)', () => {
  const text = [
    '# agency clients', // 1
    '', // 2
    'clean-shop.example', // 3
    'https://tracker-blog.example/', // 4
    'tracker-blog.example   # same page as line 4', // 5
    'CLEAN-SHOP.EXAMPLE.', // 6
    'not a domain', // 7
    'ftp://files.example/', // 8
    'https://tracker-blog.example/#fragment', // 9
    'https://bücher.example/', // 10
    '   ', // 11
    'https://tracker-blog.example/?utm_source=x', // 12
  ].join('\r\n');

  it('normalises, de-duplicates and reports bad lines with their numbers, in list order', () => {
    const list = parseBatchList(text, 'clients.txt');
    expect(list.format).toBe('text');
    expect(list.targets).toEqual([
      {
        url: 'https://clean-shop.example/',
        key: 'https://clean-shop.example/',
        domain: 'clean-shop.example',
        line: 3,
      },
      {
        url: 'https://tracker-blog.example/',
        key: 'https://tracker-blog.example/',
        domain: 'tracker-blog.example',
        line: 4,
      },
      {
        url: 'https://xn--bcher-kva.example/',
        key: 'https://xn--bcher-kva.example/',
        domain: 'xn--bcher-kva.example',
        line: 10,
      },
    ]);
    expect(list.duplicates).toEqual([
      { line: 5, url: 'https://tracker-blog.example/', firstLine: 4 },
      { line: 6, url: 'https://clean-shop.example/', firstLine: 3 },
      { line: 9, url: 'https://tracker-blog.example/', firstLine: 4 },
      { line: 12, url: 'https://tracker-blog.example/', firstLine: 4 },
    ]);
    expect(list.unusable).toEqual([
      { line: 7, text: 'not a domain', reason: expect.stringMatching(/white space/) },
      {
        line: 8,
        text: 'ftp://files.example/',
        reason: expect.stringMatching(/unsupported scheme ftp:/),
      },
    ]);
  });

  it('strips a byte-order mark and accepts an empty list', () => {
    expect(parseBatchList('\uFEFFexample.com\n').targets.map((t) => t.url)).toEqual([
      'https://example.com/',
    ]);
    expect(parseBatchList('# nothing\n\n')).toEqual({
      format: 'text',
      targets: [],
      duplicates: [],
      unusable: [],
    });
  });

  it('reads a comma in a text list as an unusable line', () => {
    const list = parseBatchList('example.com\nexample.org,extra\n');
    expect(list.unusable).toEqual([
      { line: 2, text: 'example.org,extra', reason: expect.any(String) },
    ]);
  });
});

describe('parseBatchList (CSV)', () => {
  it('reads the url column, falls back to domain, and numbers lines as the file does', () => {
    const csv = [
      'name,domain,url,notes', // 1
      'Shop,clean-shop.example,,first', // 2
      '"Blog, Inc.",tracker-blog.example,https://tracker-blog.example/,"multi', // 3
      'line note"', // 4
      'Empty,,,nothing', // 5
      'Bad,,ftp://x.example/,', // 6
      'Dup,CLEAN-SHOP.example,,', // 7
      '', // 8
      'IDN,bücher.example,,', // 9
    ].join('\n');
    const list = parseBatchList(csv, 'clients.csv');
    expect(list.format).toBe('csv');
    expect(list.targets.map((t) => [t.url, t.line])).toEqual([
      ['https://clean-shop.example/', 2],
      ['https://tracker-blog.example/', 3],
      ['https://xn--bcher-kva.example/', 9],
    ]);
    expect(list.unusable).toEqual([
      { line: 5, text: 'Empty,,,nothing', reason: 'no value in the url or domain column' },
      { line: 6, text: 'ftp://x.example/', reason: expect.stringMatching(/unsupported scheme/) },
    ]);
    expect(list.duplicates).toEqual([
      { line: 7, url: 'https://clean-shop.example/', firstLine: 2 },
    ]);
  });

  it('accepts a header with only a Domain column (any case) and skips comment rows before it', () => {
    const list = parseBatchList('# exported list\nDomain\nexample.com\nexample.org\n', 'list.txt');
    expect(list.format).toBe('csv');
    expect(list.targets.map((t) => [t.domain, t.line])).toEqual([
      ['example.com', 3],
      ['example.org', 4],
    ]);
  });

  it('a .csv list without a url or domain column cannot run', () => {
    expect(() => parseBatchList('name,site\nShop,example.com\n', 'clients.csv')).toThrow(
      BatchListError,
    );
    expect(() => parseBatchList('name,site\nShop,example.com\n', 'clients.csv')).toThrow(
      /"url" or "domain" column/,
    );
  });
});

describe('parseCsvRecords', () => {
  it('reads RFC 4180: quotes, doubled quotes, CRLF, newlines in quotes, empty cells, and line numbers', () => {
    const text = 'a,b,c\r\n"x, y","he said ""hi""",\r\n"multi\nline",2,3\n\nlast,,';
    expect(parseCsvRecords(text)).toEqual([
      { cells: ['a', 'b', 'c'], line: 1 },
      { cells: ['x, y', 'he said "hi"', ''], line: 2 },
      { cells: ['multi\nline', '2', '3'], line: 3 },
      { cells: [''], line: 5 },
      { cells: ['last', '', ''], line: 6 },
    ]);
  });

  it('returns nothing for an empty text and a last record without a newline', () => {
    expect(parseCsvRecords('')).toEqual([]);
    expect(parseCsvRecords('a')).toEqual([{ cells: ['a'], line: 1 }]);
    expect(parseCsvRecords('"a"\n')).toEqual([{ cells: ['a'], line: 1 }]);
  });
});
