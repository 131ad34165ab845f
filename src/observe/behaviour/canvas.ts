import type { CanvasFingerprintCall } from '../../model/index.ts';
import type { Collector } from '../arm-runtime.ts';
import {
  EMOJI_CHARACTER,
  INVISIBLE_CHARACTER,
  meetsCanvasCriteria,
  type CanvasReadback,
} from './canvas-criteria.ts';
import { clampInt, createPageReportsCollector } from './page-reports.ts';
import { PAGE_WRAP_JS } from './page-wrap.ts';

const BINDING = '__consentryCanvasReadback';
const MARKER = '__consentry_canvas_instrumentation__';
const MAX_CALLS = 100;

/**
 * Runs in every frame before any page script (one init script, no timers). Wraps the 2D context's
 * text and save/restore methods and the canvas read-back methods in Proxies (so they still look
 * native), keeps per-canvas text statistics in a WeakMap (distinct visible characters, whether all of
 * the text was emoji), and reports a read-back to Node only when the canvas carries text and is at
 * least 16 × 16 — with the call stack, so Node can name the caller.
 * At most 5 reports per canvas.
 */
const INIT_SCRIPT = `(() => {
  const FLAG = Symbol.for('consentry.canvas');
  if (typeof window === 'undefined' || window[FLAG] || typeof CanvasRenderingContext2D === 'undefined') return;
  Object.defineProperty(window, FLAG, { value: true });
  const BINDING = ${JSON.stringify(BINDING)};
  const INVISIBLE = ${String(INVISIBLE_CHARACTER)};
  const EMOJI = ${String(EMOJI_CHARACTER)};
  const SPACE = /^\\s$/u;
  const state = new WeakMap();
  const styleIds = new WeakMap();
  let nextStyle = 0;
  const stateOf = (canvas) => {
    let s = state.get(canvas);
    if (!s) { s = { colours: new Set(), chars: new Set(), emoji: false, other: false, saveRestore: false, listener: false, reports: 0 }; state.set(canvas, s); }
    return s;
  };
  const styleKey = (style) => {
    if (typeof style === 'string') return style;
    if (!styleIds.has(style)) styleIds.set(style, '#obj' + nextStyle++);
    return styleIds.get(style);
  };
  ${PAGE_WRAP_JS}
  const onText = (styleProperty) => (ctx, args) => {
    const canvas = ctx && ctx.canvas;
    if (!canvas) return;
    const s = stateOf(canvas);
    // A canvas with save/restore can never qualify: charts and games pay nothing more.
    if (s.saveRestore || s.listener) return;
    // Invisible characters draw nothing; emoji-only text is an emoji-support check (canvas-criteria.ts).
    let seen = 0;
    for (const ch of String(args[0])) {
      if (++seen > 2000) break;
      if (INVISIBLE.test(ch)) continue;
      if (s.chars.size < 2000) s.chars.add(ch);
      if (EMOJI.test(ch)) s.emoji = true;
      else if (!SPACE.test(ch)) s.other = true;
    }
    if (s.colours.size < 100) s.colours.add(styleKey(ctx[styleProperty]));
  };
  const onSaveRestore = (ctx) => {
    const canvas = ctx && ctx.canvas;
    if (!canvas) return;
    const s = stateOf(canvas);
    if (!s.saveRestore) { s.saveRestore = true; s.chars.clear(); s.colours.clear(); }
  };
  const C2D = CanvasRenderingContext2D.prototype;
  wrap(C2D, 'fillText', onText('fillStyle'));
  wrap(C2D, 'strokeText', onText('strokeStyle'));
  wrap(C2D, 'save', onSaveRestore);
  wrap(C2D, 'restore', onSaveRestore);
  const report = (canvas, method, args) => {
    const s = canvas && state.get(canvas);
    if (!s || s.colours.size === 0 || s.reports >= 5) return;
    if (!(canvas.width >= 16 && canvas.height >= 16)) return;
    const send = window[BINDING];
    if (typeof send !== 'function') return;
    s.reports++;
    const stack = callerStack();
    send({
      method,
      width: canvas.width,
      height: canvas.height,
      regionWidth: method === 'getImageData' ? Math.abs(Number(args[2])) || 0 : undefined,
      regionHeight: method === 'getImageData' ? Math.abs(Number(args[3])) || 0 : undefined,
      mimeType: method === 'toDataURL' ? (args[0] === undefined ? undefined : String(args[0]))
        : method === 'toBlob' ? (args[1] === undefined ? undefined : String(args[1])) : undefined,
      textColours: s.colours.size,
      distinctCharacters: s.chars.size,
      emojiOnly: s.emoji && !s.other,
      saveRestore: s.saveRestore,
      eventListener: s.listener,
      stack,
      documentUrl: String(location.href),
    }).catch(() => {});
  };
  const H = HTMLCanvasElement.prototype;
  wrap(H, 'toDataURL', (canvas, args) => report(canvas, 'toDataURL', args));
  wrap(H, 'toBlob', (canvas, args) => report(canvas, 'toBlob', args));
  wrap(C2D, 'getImageData', (ctx, args) => report(ctx && ctx.canvas, 'getImageData', args));
  Object.defineProperty(H, 'addEventListener', {
    configurable: true,
    writable: true,
    value: proxy(EventTarget.prototype.addEventListener, (self) => {
      if (self instanceof HTMLCanvasElement) stateOf(self).listener = true;
    }),
  });
})();
//# sourceURL=${MARKER}.js
`;

function isReadback(
  value: Record<string, unknown>,
): value is Record<string, unknown> & CanvasReadback {
  return (
    (value.method === 'toDataURL' ||
      value.method === 'toBlob' ||
      value.method === 'getImageData') &&
    typeof value.width === 'number' &&
    typeof value.height === 'number' &&
    typeof value.textColours === 'number' &&
    typeof value.distinctCharacters === 'number' &&
    (value.emojiOnly === undefined || typeof value.emojiOnly === 'boolean')
  );
}

/**
 * Canvas fingerprinting: read-backs meeting the Englehardt–Narayanan criteria (see canvas-criteria.ts),
 * in every frame of the arm's context, with the calling script's host. Keeps no pixels, text or URLs.
 * Cheap enough for every arm: one init script, no timers, work only on canvas calls.
 */
export function createCanvasCollector(): Collector<CanvasFingerprintCall[]> {
  return createPageReportsCollector<CanvasFingerprintCall>({
    name: 'canvas_fingerprinting',
    binding: BINDING,
    initScript: INIT_SCRIPT,
    marker: MARKER,
    max: MAX_CALLS,
    fields: (report) =>
      isReadback(report) && meetsCanvasCriteria(report)
        ? {
            method: report.method,
            width: clampInt(report.width, 0, 100000),
            height: clampInt(report.height, 0, 100000),
            textColours: clampInt(report.textColours, 0, 1000),
            distinctCharacters: clampInt(report.distinctCharacters, 0, 100000),
          }
        : null,
    key: (call) =>
      [call.scriptHost, call.method, call.width, call.height, call.phase, call.pageView ?? 0].join(
        '|',
      ),
  });
}
