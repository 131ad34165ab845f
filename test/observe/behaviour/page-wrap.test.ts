import { describe, expect, it } from 'vitest';
import { callerScriptHost, callerUrlFromStack } from '../../../src/observe/behaviour/page-wrap.ts';

const MARKER = '__consentry_canvas_instrumentation__';

describe('callerScriptHost', () => {
  const stack = (frames: string[]) =>
    ['Error', ...frames.map((frame) => `    at ${frame}`)].join('\n');
  it.each<[string, string, string | null]>([
    [
      'first frame outside the instrumentation',
      stack([
        `Object.apply (${MARKER}.js:60:20)`,
        'getCanvasFingerprint (https://openfpcdn.io/fingerprintjs/v4/iife.min.js?x=1:53:25)',
        'https://openfpcdn.io/fingerprintjs/v4/iife.min.js:62:16',
      ]),
      'openfpcdn.io',
    ],
    [
      'anonymous frame form',
      stack([`${MARKER}.js:1:1`, 'https://fp-frame.example/fp.js:8:14']),
      'fp-frame.example',
    ],
    [
      'inline script of the document',
      stack([`Object.apply (${MARKER}.js:60:20)`, 'https://canvas-chart.example/:41:30']),
      null,
    ],
    [
      'eval inside a script',
      stack([
        `Object.apply (${MARKER}.js:60:20)`,
        'eval (eval at run (https://cdn.example/loader.js:3:9), <anonymous>:1:5)',
        'run (https://cdn.example/loader.js:3:9)',
      ]),
      'cdn.example',
    ],
    ['no URL at all', stack([`Object.apply (${MARKER}.js:60:20)`, '<anonymous>:1:5']), null],
  ])('%s', (_title, trace, host) => {
    expect(callerScriptHost(trace, 'https://canvas-chart.example/', MARKER)).toBe(host);
  });

  it('skips frames of the instrumentation itself', () => {
    expect(callerUrlFromStack(stack([`x (${MARKER}.js:1:1)`]), MARKER)).toBeNull();
  });
});
