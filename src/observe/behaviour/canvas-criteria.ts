/**
 * The canvas-fingerprinting criteria of Englehardt & Narayanan, "Online tracking: A 1-million-site
 * measurement and analysis" (CCS 2016), §6.1, building on Acar et al. (2014):
 *
 * 1. the canvas is not smaller than 16 × 16 px;
 * 2. text is written to it in at least two colours, or with at least 10 distinct characters;
 *    invisible characters (Unicode Default_Ignorable_Code_Point: zero-width joiners and spaces,
 *    variation selectors, tag characters) draw no glyph and are not counted, and text made only of
 *    emoji (pictographs, flags, skin-tone modifiers) does not count at all: that is an emoji-support
 *    check (WordPress's wp-emoji loader on every WordPress site, is-emoji-supported in emoji-mart and
 *    rich-text editors), which compares two drawings on the page and keeps the answer there, while
 *    fingerprinting scripts draw ordinary text (pangrams, the script's name) to exercise the fonts;
 * 3. the script does not call `save`, `restore` or `addEventListener` on it (signs of an interactive
 *    drawing, not a one-shot probe) — tracked per canvas here, which is cheaper than per script;
 * 4. the image is read back with `toDataURL`/`toBlob`, or with `getImageData` over an area of at least
 *    16 × 16 px;
 * 5. the read-back is lossless: not `image/jpeg` (nor `image/webp`, lossy by default).
 */
export interface CanvasReadback {
  method: 'toDataURL' | 'toBlob' | 'getImageData';
  /** Canvas size at read-back. */
  width: number;
  height: number;
  /** getImageData's sw/sh (absolute values). */
  regionWidth?: number | undefined;
  regionHeight?: number | undefined;
  /** toDataURL(type) / toBlob(cb, type); absent = image/png. */
  mimeType?: string | undefined;
  /** Distinct fill/stroke styles in effect when text was drawn. */
  textColours: number;
  /** Distinct visible characters of all text drawn (invisible ones, see INVISIBLE_CHARACTER, left out). */
  distinctCharacters: number;
  /** All text drawn on the canvas was emoji (see EMOJI_CHARACTER); absent = unknown, taken as false. */
  emojiOnly?: boolean | undefined;
  /** save() or restore() was called on the canvas's 2D context. */
  saveRestore: boolean;
  /** addEventListener was called on the canvas element. */
  eventListener: boolean;
}

/**
 * A character that draws no glyph of its own (ZWJ, ZWSP, variation selectors, tag characters…): not
 * counted among the distinct characters. Used by the in-page instrumentation (its source is inlined).
 */
export const INVISIBLE_CHARACTER = /^\p{Default_Ignorable_Code_Point}$/u;

/**
 * A character of emoji: pictographs, regional indicators (flags), skin-tone modifiers, the keycap mark.
 * Digits, `#` and `*` are not (they are letters of ordinary text too). Inlined in the instrumentation.
 */
export const EMOJI_CHARACTER =
  /^[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u20E3]$/u;

/** What criterion 2 sees of the text drawn on one canvas (the instrumentation does the same per call). */
export function textProfile(texts: readonly string[]): {
  distinctCharacters: number;
  emojiOnly: boolean;
} {
  const chars = new Set<string>();
  let emoji = false;
  let other = false;
  for (const text of texts) {
    for (const ch of text) {
      if (INVISIBLE_CHARACTER.test(ch)) continue;
      chars.add(ch);
      if (EMOJI_CHARACTER.test(ch)) emoji = true;
      else if (!/^\s$/u.test(ch)) other = true;
    }
  }
  return { distinctCharacters: chars.size, emojiOnly: emoji && !other };
}

export const MIN_CANVAS_SIDE = 16;
export const MIN_TEXT_COLOURS = 2;
export const MIN_DISTINCT_CHARACTERS = 10;

const LOSSY_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/webp']);

export function isLossyType(mimeType: string | undefined): boolean {
  return mimeType !== undefined && LOSSY_TYPES.has(String(mimeType).trim().toLowerCase());
}

/** Whether a read-back meets every criterion (and is therefore counted as canvas fingerprinting). */
export function meetsCanvasCriteria(readback: CanvasReadback): boolean {
  if (!(readback.width >= MIN_CANVAS_SIDE && readback.height >= MIN_CANVAS_SIDE)) return false;
  if (
    readback.textColours < MIN_TEXT_COLOURS &&
    readback.distinctCharacters < MIN_DISTINCT_CHARACTERS
  )
    return false;
  if (readback.emojiOnly === true) return false;
  if (readback.saveRestore || readback.eventListener) return false;
  if (readback.method === 'getImageData') {
    const w = readback.regionWidth ?? 0;
    const h = readback.regionHeight ?? 0;
    if (!(w >= MIN_CANVAS_SIDE && h >= MIN_CANVAS_SIDE)) return false;
  } else if (isLossyType(readback.mimeType)) {
    return false;
  }
  return true;
}
