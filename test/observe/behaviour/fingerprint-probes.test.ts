// Browser tier: the canvas, audio and canvas-font collectors against real libraries (FingerprintJS 3.4.2, Chart.js 4.6.1) and real-site patterns, as they run
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAudioCollector } from '../../../src/observe/behaviour/audio.ts';
import { createCanvasFontsCollector } from '../../../src/observe/behaviour/canvas-fonts.ts';
import { createCanvasCollector } from '../../../src/observe/behaviour/canvas.ts';
import { runArm, startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

const FP_OSS_READY = 'document.body.dataset.visitor === "ready"';
const PX_READY =
  'performance.getEntriesByType("resource").some((e) => e.name.includes("/api/v2/collector"))';

/** What each probe site (test/web/sites/fingerprint-probes.ts) must yield, and when it has run. */
const CASES: [host: string, ready: string, scriptHost: string | null][] = [
  // FingerprintJS, self-hosted: its text image (240 × 60) and the geometry image on the same canvas.
  ['fp-oss.example', FP_OSS_READY, 'fp-oss.example'],
  ['fp-captcha-like.example', PX_READY, 'client.perimeterx.net'],
  ['fp-chartjs.example', 'document.body.dataset.chartExported === "true"', null],
  ['fp-emoji.example', 'window._wpemojiSettings.supports !== undefined', null],
  ['fp-image-editor.example', 'document.body.dataset.avatarRendered === "true"', null],
];

describe('canvas fingerprinting on the probe sites', () => {
  it.each(CASES)('%s', async (host, ready, scriptHost) => {
    const {
      results: [calls],
      runtime,
    } = await runArm(harness, `https://${host}/`, [createCanvasCollector()], {
      settle: (page) => page.waitForFunction(ready),
    });
    if (scriptHost === null) expect(calls).toEqual([]);
    else {
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((call) => call.scriptHost === scriptHost)).toBe(true);
      expect(calls.map((call) => call.method)).toContain('toDataURL');
    }
    expect(runtime.errors).toEqual([]);
  });
});

/** Audio and font answers per probe site: the reading script's host, or null for none. */
const AUDIO_FONT_CASES: [
  host: string,
  ready: string,
  audioHost: string | null,
  fontHost: string | null,
][] = [
  // FingerprintJS reads the rendering in oncomplete and measures fonts with DOM spans.
  ['fp-oss.example', FP_OSS_READY, 'fp-oss.example', null],
  // The PerimeterX-style sensor reads it from the startRendering promise; fonts by DOM spans too.
  ['fp-captcha-like.example', PX_READY, 'client.perimeterx.net', null],
  [
    'fp-device-id.example',
    'performance.getEntriesByType("resource").some((e) => e.name.includes("collect.tallyguard.example"))',
    null,
    'js.tallyguard.example',
  ],
  // Online oscillators played on a click; an OfflineAudioContext decodes the recording for its waveform.
  ['fp-synth.example', 'document.body.dataset.waveform === "drawn"', null, null],
  // The headline fitted at 160 px down to at most 60 px: over 50 measurements of it, in one family.
  ['fp-text-fit.example', 'parseInt(document.getElementById("fitted").value) <= 60', null, null],
  ['fp-chartjs.example', 'document.body.dataset.chartExported === "true"', null, null],
];

describe('audio and canvas-font fingerprinting on the probe sites', () => {
  it.each(AUDIO_FONT_CASES)('%s', async (host, ready, audioHost, fontHost) => {
    const {
      results: [audio, fonts],
      runtime,
    } = await runArm(
      harness,
      `https://${host}/`,
      [createAudioCollector(), createCanvasFontsCollector()],
      {
        settle: async (page) => {
          await page.waitForFunction(ready);
          if (host === 'fp-synth.example') {
            await page.click('#play-chord');
            await page.waitForFunction('document.body.dataset.playing === "true"');
          }
        },
      },
    );
    if (audioHost === null) expect(audio).toEqual([]);
    else
      expect(audio).toEqual([
        expect.objectContaining({
          scriptHost: audioHost,
          method: 'getChannelData',
          oscillators: 1,
          compressor: true,
          frames: 5000,
          sampleRate: 44100,
          phase: 'before_consent',
        }),
      ]);
    if (fontHost === null) expect(fonts).toEqual([]);
    else
      expect(fonts).toEqual([
        expect.objectContaining({
          scriptHost: fontHost,
          // 62 families and the three generic fallbacks; each family measured at least once.
          fontFamilies: 65,
          phase: 'before_consent',
        }),
      ]);
    for (const probe of fonts) expect(probe.measureTextCalls).toBeGreaterThanOrEqual(65);
    expect(runtime.errors).toEqual([]);
  });
});
