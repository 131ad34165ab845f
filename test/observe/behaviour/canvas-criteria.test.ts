import { describe, expect, it } from 'vitest';
import {
  meetsCanvasCriteria,
  textProfile,
  type CanvasReadback,
} from '../../../src/observe/behaviour/canvas-criteria.ts';

const fingerprint: CanvasReadback = {
  method: 'toDataURL',
  width: 240,
  height: 60,
  textColours: 2,
  distinctCharacters: 16,
  saveRestore: false,
  eventListener: false,
};

describe('meetsCanvasCriteria (Englehardt–Narayanan)', () => {
  it.each<[string, Partial<CanvasReadback>, boolean]>([
    ['FingerprintJS-style text image read with toDataURL', {}, true],
    ['toBlob, PNG', { method: 'toBlob', mimeType: 'image/png' }, true],
    ['one colour but ≥ 10 distinct characters', { textColours: 1, distinctCharacters: 10 }, true],
    ['two colours, few characters', { textColours: 2, distinctCharacters: 2 }, true],
    ['one colour and 9 distinct characters', { textColours: 1, distinctCharacters: 9 }, false],
    ['no text at all', { textColours: 0, distinctCharacters: 0 }, false],
    ['canvas 15 px wide', { width: 15 }, false],
    ['canvas 16 × 16', { width: 16, height: 16 }, true],
    ['canvas 10 × 10 icon', { width: 10, height: 10 }, false],
    ['save/restore used (interactive drawing)', { saveRestore: true }, false],
    ['event listener on the canvas', { eventListener: true }, false],
    ['lossy JPEG export', { mimeType: 'image/jpeg' }, false],
    ['lossy WebP export', { method: 'toBlob', mimeType: 'image/webp' }, false],
    ['explicit PNG', { mimeType: 'image/png' }, true],
    [
      'getImageData over 16 × 16',
      { method: 'getImageData', regionWidth: 16, regionHeight: 16 },
      true,
    ],
    [
      'getImageData over 200 × 40',
      {
        method: 'getImageData',
        regionWidth: 200,
        regionHeight: 40,
        textColours: 1,
        distinctCharacters: 20,
      },
      true,
    ],
    [
      'getImageData of one pixel (colour picking)',
      { method: 'getImageData', regionWidth: 1, regionHeight: 1 },
      false,
    ],
    ['getImageData without a region', { method: 'getImageData' }, false],
    // is-emoji-supported (emoji-mart, editors): one emoji in red and blue on 40 × 25, read over 20 × 25.
    [
      'emoji-only text in two colours (emoji-support check)',
      {
        method: 'getImageData',
        width: 40,
        height: 25,
        regionWidth: 20,
        regionHeight: 25,
        distinctCharacters: 1,
        emojiOnly: true,
      },
      false,
    ],
    ['text with emoji and letters', { emojiOnly: false }, true],
  ])('%s → %s', (_title, change, expected) => {
    expect(meetsCanvasCriteria({ ...fingerprint, ...change })).toBe(expected);
  });
});

describe('textProfile (what criterion 2 counts)', () => {
  const UN = '\uD83C\uDDFA\uD83C\uDDF3';
  const ENGLAND =
    '\uD83C\uDFF4\uDB40\uDC67\uDB40\uDC62\uDB40\uDC65\uDB40\uDC6E\uDB40\uDC67\uDB40\uDC7F';
  const split = (text: string) => [...text].join('\u200B');
  const HANDSHAKE = '\uD83E\uDEF1\uD83C\uDFFB\u200D\uD83E\uDEF2\uD83C\uDFFF';
  const TRANS_FLAG = '\uD83C\uDFF3\uFE0F\u200D\u26A7\uFE0F';

  it('WordPress emoji check where emoji render: 14 code points, 7 visible, emoji only → no finding', () => {
    const texts = [UN, split(UN), ENGLAND, split(ENGLAND), HANDSHAKE, split(HANDSHAKE)];
    expect(new Set(texts.flatMap((text) => [...text])).size).toBe(14);
    const profile = textProfile(texts);
    expect(profile).toEqual({ distinctCharacters: 7, emojiOnly: true });
    expect(
      meetsCanvasCriteria({ ...fingerprint, width: 300, height: 150, textColours: 1, ...profile }),
    ).toBe(false);
  });

  it('older and newer WordPress sequences (trans flag with variation selectors) are emoji only', () => {
    expect(textProfile([TRANS_FLAG, split(TRANS_FLAG)])).toEqual({
      distinctCharacters: 2,
      emojiOnly: true,
    });
  });

  it("FingerprintJS's text image: letters and an emoji count, 17 distinct", () => {
    expect(textProfile(['Cwm fjordbank gly \uD83D\uDE03'])).toEqual({
      distinctCharacters: 17,
      emojiOnly: false,
    });
  });

  it('invisible characters are not counted, digits are not emoji', () => {
    expect(textProfile(['abc\u200D\u200B\uFE0Fabc'])).toEqual({
      distinctCharacters: 3,
      emojiOnly: false,
    });
    expect(textProfile(['0123456789'])).toEqual({ distinctCharacters: 10, emojiOnly: false });
    expect(textProfile(['1\uFE0F\u20E3'])).toEqual({ distinctCharacters: 2, emojiOnly: false });
    expect(textProfile([' '])).toEqual({ distinctCharacters: 1, emojiOnly: false });
  });
});
