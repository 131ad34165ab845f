import type { AudioFingerprintRead } from '../../model/index.ts';
import type { Collector } from '../arm-runtime.ts';
import { clampInt, createPageReportsCollector } from './page-reports.ts';
import { PAGE_WRAP_JS } from './page-wrap.ts';

const BINDING = '__consentryAudioReadback';
const MARKER = '__consentry_audio_instrumentation__';
const MAX_READS = 100;

/**
 * Runs in every frame before any page script (one init script, no timers). Marks an
 * OfflineAudioContext once an OscillatorNode is connected in its graph (and whether a
 * DynamicsCompressor is), remembers the buffers it renders (the startRendering promise and the
 * complete event's `renderedBuffer`), and reports when a script reads such a buffer's samples —
 * with the call stack, so Node can name the caller. Online AudioContexts are never marked. At most
 * one report per context, 20 per frame.
 */
const INIT_SCRIPT = `(() => {
  const FLAG = Symbol.for('consentry.audio');
  if (typeof window === 'undefined' || window[FLAG] || typeof AudioNode === 'undefined' || typeof AudioBuffer === 'undefined') return;
  const OFFLINE = [...new Set([window.OfflineAudioContext, window.webkitOfflineAudioContext])].filter((type) => typeof type === 'function');
  if (OFFLINE.length === 0) return;
  Object.defineProperty(window, FLAG, { value: true });
  const BINDING = ${JSON.stringify(BINDING)};
  ${PAGE_WRAP_JS}
  const isOffline = (context) => OFFLINE.some((type) => context instanceof type);
  const isType = (node, name) => typeof window[name] === 'function' && node instanceof window[name];
  const graphs = new WeakMap();
  const rendered = new WeakMap();
  const then = Promise.prototype.then;
  let reports = 0;
  wrap(AudioNode.prototype, 'connect', (node, args) => {
    const context = node.context;
    if (!isOffline(context)) return;
    let graph = graphs.get(context);
    if (!graph) { graph = { oscillators: 0, compressor: false, reported: false }; graphs.set(context, graph); }
    if (isType(node, 'OscillatorNode') && graph.oscillators < 1000) graph.oscillators++;
    if (isType(node, 'DynamicsCompressorNode') || isType(args[0], 'DynamicsCompressorNode')) graph.compressor = true;
  });
  const remember = (context, buffer) => {
    if (buffer && graphs.has(context)) rendered.set(buffer, context);
  };
  for (const type of OFFLINE) {
    wrap(type.prototype, 'startRendering', undefined, (context, args, result) => {
      if (graphs.has(context) && result && typeof result.then === 'function')
        Reflect.apply(then, result, [(buffer) => remember(context, buffer), () => {}]);
    });
  }
  // The complete event fires before the promise's reactions run: catch its buffer as it is read.
  if (typeof OfflineAudioCompletionEvent === 'function')
    wrapGetter(OfflineAudioCompletionEvent.prototype, 'renderedBuffer', (event, args, buffer) => remember(event.target, buffer));
  const onRead = (method) => (buffer) => {
    const context = rendered.get(buffer);
    const graph = context && graphs.get(context);
    if (!graph || graph.reported || graph.oscillators === 0 || reports >= 20) return;
    const send = window[BINDING];
    if (typeof send !== 'function') return;
    graph.reported = true;
    reports++;
    send({
      method,
      oscillators: graph.oscillators,
      compressor: graph.compressor,
      frames: buffer.length,
      sampleRate: buffer.sampleRate,
      stack: callerStack(),
      documentUrl: String(location.href),
    }).catch(() => {});
  };
  wrap(AudioBuffer.prototype, 'getChannelData', onRead('getChannelData'));
  wrap(AudioBuffer.prototype, 'copyFromChannel', onRead('copyFromChannel'));
})();
//# sourceURL=${MARKER}.js
`;

/**
 * Audio fingerprinting (Englehardt & Narayanan, "Online tracking: A 1-million-site measurement and
 * analysis", CCS 2016): an oscillator rendered by an OfflineAudioContext whose output a script reads
 * back, in every frame of the arm's context, with the reading script's host. Music players, games and
 * visualisers use the online AudioContext and are never counted. Keeps no samples. One init script,
 * no timers, work only on Web Audio calls.
 */
export function createAudioCollector(): Collector<AudioFingerprintRead[]> {
  return createPageReportsCollector<AudioFingerprintRead>({
    name: 'audio_fingerprinting',
    binding: BINDING,
    initScript: INIT_SCRIPT,
    marker: MARKER,
    max: MAX_READS,
    fields: (report) =>
      (report.method === 'getChannelData' || report.method === 'copyFromChannel') &&
      typeof report.oscillators === 'number' &&
      report.oscillators >= 1 &&
      typeof report.compressor === 'boolean' &&
      typeof report.frames === 'number' &&
      typeof report.sampleRate === 'number'
        ? {
            method: report.method,
            oscillators: clampInt(report.oscillators, 1, 1000),
            compressor: report.compressor,
            frames: clampInt(report.frames, 0, 100_000_000),
            sampleRate: clampInt(report.sampleRate, 0, 1_000_000),
          }
        : null,
    key: (read) => [read.scriptHost, read.method, read.phase, read.pageView ?? 0].join('|'),
  });
}
