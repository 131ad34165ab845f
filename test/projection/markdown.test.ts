import { describe, expect, it } from 'vitest';
import {
  markdownCell,
  markdownCode,
  markdownText,
  markdownToken,
} from '../../src/projection/markdown.ts';
import { clip, plural } from '../../src/shared/text.ts';
import { distinct, isRecord } from '../../src/shared/values.ts';

describe('the Markdown escaper', () => {
  it('escapes what could start emphasis, links, HTML, mentions or a table break', () => {
    expect(markdownText('<b>|@team #1 *x* [a](b) ~y~ !z `c` \\ &')).toBe(
      '&lt;b&gt;\\|&#64;team &#35;1 \\*x\\* \\[a\\]\\(b\\) \\~y\\~ \\!z \\`c\\` \\\\ &amp;',
    );
    expect(markdownText('two\r\nlines')).toBe('two lines');
  });

  it('escapes every underscore (GitHub would read some as emphasis)', () => {
    expect(markdownText('_ga http_error')).toBe('\\_ga http\\_error');
  });

  it('writes a table cell: "–" for nothing, numbers as text, text escaped', () => {
    expect([null, undefined, '', 0, 42, 'a|b', 'x_y'].map(markdownCell)).toEqual([
      '–',
      '–',
      '–',
      '0',
      '42',
      'a\\|b',
      'x\\_y',
    ]);
    expect([null, 'http_error', 'review_recommended'].map(markdownToken)).toEqual([
      '–',
      'http_error',
      'review_recommended',
    ]);
  });

  it('writes a code span unless the text holds a backtick or a line break', () => {
    expect(markdownCode('sites (2).txt')).toBe('`sites (2).txt`');
    expect(markdownCode('a`b')).toBe('a\\`b');
    expect(markdownCode('')).toBe('');
  });
});

describe('the shared helpers', () => {
  it('plural, clip, distinct, isRecord', () => {
    expect([plural(1, 'site'), plural(2, 'site'), plural(0, 'entry', 'entries')]).toEqual([
      '1 site',
      '2 sites',
      '0 entries',
    ]);
    expect([clip('abcdef', 6), clip('abcdefg', 6)]).toEqual(['abcdef', 'abcde…']);
    expect(distinct(['b', null, 'a', '', 'b', undefined])).toEqual(['b', 'a']);
    expect([{}, { a: 1 }, [], null, 'x'].map(isRecord)).toEqual([true, true, false, false, false]);
  });
});
