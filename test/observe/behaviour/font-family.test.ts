import { describe, expect, it } from 'vitest';
import { primaryFontFamily } from '../../../src/observe/behaviour/canvas-fonts.ts';

describe('primaryFontFamily (what the canvas-font criteria count as one font)', () => {
  it.each([
    ['10px sans-serif', 'sans-serif'],
    ['72px "Arial Black", monospace', 'arial black'],
    ["72px 'Segoe UI', serif", 'segoe ui'],
    ['italic small-caps 700 12.5px Georgia', 'georgia'],
    ['bold 48px/1.2 "Helvetica Neue", Arial, sans-serif', 'helvetica neue'],
    ['600 1.5em Ubuntu Mono', 'ubuntu mono'],
    ['Arial', 'arial'],
  ])('%s → %s', (font, family) => {
    expect(primaryFontFamily(font)).toBe(family);
  });
});
