import type { FontFingerprintProbe } from '../../model/index.ts';
import type { Collector } from '../arm-runtime.ts';
import { clampInt, createPageReportsCollector } from './page-reports.ts';
import { PAGE_WRAP_JS } from './page-wrap.ts';

const BINDING = '__consentryFontProbe';
const MARKER = '__consentry_canvas_fonts_instrumentation__';
const MAX_PROBES = 100;

/**
 * The canvas-font-fingerprinting criteria of Englehardt & Narayanan, "Online tracking: A
 * 1-million-site measurement and analysis" (CCS 2016): the `font` of a 2D context is set to at least
 * 50 distinct fonts and `measureText` is called at least 50 times on the same text. A font is counted
 * by its primary family, so text fitted by trying sizes of one family is one font; charts and text
 * layout measure many texts with a handful of fonts.
 */
export const MIN_FONT_FAMILIES = 50;
export const MIN_MEASURE_CALLS = 50;

/**
 * The primary (first) family of a serialised canvas `font` ("bold 72px \"Arial Black\", monospace" →
 * "arial black"). Inlined in the instrumentation.
 */
export function primaryFontFamily(font: string): string {
  const match = /(?:^|\s)[+-]?[\d.]+(?:[a-z]+|%)(?:\s*\/\s*\S+)?\s+(.+)$/i.exec(font);
  const families = match?.[1] ?? font;
  return families
    .split(',')[0]!
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .toLowerCase();
}

/**
 * Runs in every frame before any page script (one init script, no timers). Wraps measureText of the
 * 2D contexts (on- and off-screen) in Proxies and counts, per measured text, the calls and the
 * distinct primary font families in effect; once one text meets the criteria, reports the counts at
 * the end of the running task (a microtask), with the stack of the call that met them. The texts
 * tracked are bounded (256, short ones pruned first); at most 5 reports per frame.
 */
const INIT_SCRIPT = `(() => {
  const FLAG = Symbol.for('consentry.canvasFonts');
  if (typeof window === 'undefined' || window[FLAG] || typeof CanvasRenderingContext2D === 'undefined') return;
  Object.defineProperty(window, FLAG, { value: true });
  const BINDING = ${JSON.stringify(BINDING)};
  const MIN_FAMILIES = ${MIN_FONT_FAMILIES};
  const MIN_CALLS = ${MIN_MEASURE_CALLS};
  ${PAGE_WRAP_JS}
  const primaryFontFamily = ${primaryFontFamily.toString()};
  const texts = new Map();
  let lastFont = null;
  let lastFamily = '';
  let reports = 0;
  const onMeasure = (ctx, args) => {
    if (typeof args[0] !== 'string' || reports >= 5) return;
    const text = args[0].length > 200 ? args[0].slice(0, 200) : args[0];
    const font = ctx.font;
    if (font !== lastFont) { lastFont = font; lastFamily = primaryFontFamily(String(font)); }
    let t = texts.get(text);
    if (!t) {
      if (texts.size >= 256) {
        for (const [key, value] of texts) if (value.families.size < 2) texts.delete(key);
        if (texts.size >= 256) texts.clear();
      }
      t = { calls: 0, families: new Set(), reported: false };
      texts.set(text, t);
    }
    t.calls++;
    if (t.families.size < 1000) t.families.add(lastFamily);
    if (t.reported || t.calls < MIN_CALLS || t.families.size < MIN_FAMILIES) return;
    const send = window[BINDING];
    if (typeof send !== 'function') return;
    t.reported = true;
    reports++;
    const stack = callerStack();
    const documentUrl = String(location.href);
    // A probe loops through its fonts in one go: report the counts once the loop is done.
    queueMicrotask(() => {
      send({ fontFamilies: t.families.size, measureTextCalls: t.calls, stack, documentUrl }).catch(() => {});
    });
  };
  wrap(CanvasRenderingContext2D.prototype, 'measureText', onMeasure);
  if (typeof OffscreenCanvasRenderingContext2D === 'function')
    wrap(OffscreenCanvasRenderingContext2D.prototype, 'measureText', onMeasure);
})();
//# sourceURL=${MARKER}.js
`;

/**
 * Canvas font fingerprinting: one text measured under many fonts (criteria above), in every frame of
 * the arm's context, with the calling script's host. Keeps only the counts: no font names, no text.
 * One init script, no timers, work only on measureText calls.
 */
export function createCanvasFontsCollector(): Collector<FontFingerprintProbe[]> {
  return createPageReportsCollector<FontFingerprintProbe>({
    name: 'font_fingerprinting',
    binding: BINDING,
    initScript: INIT_SCRIPT,
    marker: MARKER,
    max: MAX_PROBES,
    fields: (report) =>
      typeof report.fontFamilies === 'number' &&
      report.fontFamilies >= MIN_FONT_FAMILIES &&
      typeof report.measureTextCalls === 'number' &&
      report.measureTextCalls >= MIN_MEASURE_CALLS
        ? {
            fontFamilies: clampInt(report.fontFamilies, 0, 100_000),
            measureTextCalls: clampInt(report.measureTextCalls, 0, 10_000_000),
          }
        : null,
    key: (probe) => [probe.scriptHost, probe.phase, probe.pageView ?? 0].join('|'),
  });
}
