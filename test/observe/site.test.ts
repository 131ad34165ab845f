import { describe, expect, it } from 'vitest';
import { pageUrlOf, pathOf } from '../../src/observe/site.ts';

describe('pathOf keeps paths and drops data', () => {
  it.each([
    [
      'https://region1.google-analytics.com/g/collect?v=2&tid=G-X&dl=https%3A%2F%2Fx%2F%3Femail%3Da%40b.c',
      '/g/collect',
    ],
    [
      'https://ad.doubleclick.net/activity;src=1;~oref=https%3A%2F%2Fx%2F%3Femail%3Da%2540b.c',
      '/activity',
    ],
    ['https://t.example/track/alice%40example.com/open', '/track/_redacted_/open'],
    ['https://t.example/u/alice@example.com', '/u/_redacted_'],
    ['https://t.example/p/token=abc/x', '/p/_redacted_/x'],
    [`https://t.example/s/${'a'.repeat(80)}`, '/s/_redacted_'],
    ['https://www.facebook.com/tr/#frag', '/tr/'],
    ['not a url', '/'],
  ])('%s → %s', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });

  it('keeps a page URL without query and fragment', () => {
    expect(pageUrlOf('https://Shop.example:8443/a/b?x=1#y')).toBe('https://shop.example:8443/a/b');
  });
});
