// Browser tier: canvas reads by fingerprinting scripts in the page and an iframe, as the scripts run
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanvasCollector } from '../../../src/observe/behaviour/canvas.ts';
import { evaluateWith, leaks, runArm, sleep, startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

describe('canvas fingerprinting collector', () => {
  it('reports a third-party fingerprinting script in the page and one inside an iframe', async () => {
    const {
      results: [calls],
      runtime,
    } = await runArm(harness, 'https://canvas-fingerprint.example/', [createCanvasCollector()], {
      settle: async (page) => {
        await page.waitForFunction('localStorage.getItem("_vid_t") !== null');
        await page.frameLocator('iframe').locator('body').waitFor();
        await sleep(300);
      },
    });
    expect(calls).toHaveLength(2);
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          scriptHost: 'openfpcdn.io',
          method: 'toDataURL',
          width: 240,
          height: 60,
          textColours: 2,
          phase: 'before_consent',
        }),
        expect.objectContaining({
          scriptHost: 'fp-frame.example',
          method: 'getImageData',
          width: 200,
          height: 40,
          textColours: 1,
          phase: 'before_consent',
        }),
      ]),
    );
    const page = calls.find((call) => call.scriptHost === 'openfpcdn.io');
    // "Cwm fjordbank gly " (16 distinct characters, the space included) plus an emoji.
    expect(page?.distinctCharacters).toBe(17);
    // Read twice for stability, reported once; the geometry image carries no text.
    expect(calls.filter((call) => call.scriptHost === 'openfpcdn.io')).toHaveLength(1);
    const frame = calls.find((call) => call.scriptHost === 'fp-frame.example');
    expect(frame?.distinctCharacters).toBeGreaterThanOrEqual(10);
    expect(runtime.errors).toEqual([]);
    expect(leaks(calls)).toEqual([]);
  });

  it('ignores a chart with save/restore, a 10×10 icon, a JPEG export and one-colour short text', async () => {
    const {
      results: [calls],
    } = await runArm(harness, 'https://canvas-chart.example/', [createCanvasCollector()], {
      settle: (page) =>
        page.waitForFunction('document.getElementById("share").src.startsWith("data:image/jpeg")'),
    });
    expect(calls).toEqual([]);
  });

  it('ignores emoji-support checks (WordPress, is-emoji-supported) whatever the fonts, not emoji in text', async () => {
    // Drawn from the page whatever this machine's fonts render: the counts depend on the text only.
    const draw = `(() => {
      const UN = '\\uD83C\\uDDFA\\uD83C\\uDDF3';
      const ENGLAND = '\\uD83C\\uDFF4\\uDB40\\uDC67\\uDB40\\uDC62\\uDB40\\uDC65\\uDB40\\uDC6E\\uDB40\\uDC67\\uDB40\\uDC7F';
      const HANDSHAKE = '\\uD83E\\uDEF1\\uD83C\\uDFFB\\u200D\\uD83E\\uDEF2\\uD83C\\uDFFF';
      const split = (text) => [...text].join('\\u200B');
      const wp = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      for (const text of [UN, split(UN), ENGLAND, split(ENGLAND), HANDSHAKE, split(HANDSHAKE)]) {
        wp.clearRect(0, 0, 300, 150);
        wp.fillText(text, 0, 0);
        wp.getImageData(0, 0, 300, 150);
      }
      const picker = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      picker.canvas.width = 40;
      picker.canvas.height = 25;
      picker.fillStyle = '#FF0000';
      picker.fillText('\\uD83E\\uDEE8', 0, 22);
      picker.fillStyle = '#0000FF';
      picker.fillText('\\uD83E\\uDEE8', 20, 22);
      picker.getImageData(0, 0, 20, 25);
      const probe = document.createElement('canvas');
      probe.width = 240;
      probe.height = 60;
      probe.getContext('2d').fillText('Cwm fjordbank gly \\uD83D\\uDE03\\u200D', 2, 15);
      probe.toDataURL();
    })()`;
    const {
      results: [calls],
    } = await runArm(harness, 'https://fp-emoji.example/', [createCanvasCollector()], {
      settle: async (page) => {
        await page.evaluate(draw);
        await sleep(200);
      },
    });
    expect(calls).toEqual([
      expect.objectContaining({ method: 'toDataURL', width: 240, distinctCharacters: 17 }),
    ]);
  });

  it('leaves the instrumented methods looking native', async () => {
    const printed = await evaluateWith(
      harness,
      'https://canvas-chart.example/',
      createCanvasCollector(),
      `[HTMLCanvasElement.prototype.toDataURL.toString(), CanvasRenderingContext2D.prototype.fillText.name,
      HTMLCanvasElement.prototype.toDataURL.length, Function.prototype.toString.toString(), Function.prototype.toString.call(CanvasRenderingContext2D.prototype.getImageData)]`,
    );
    expect(printed).toEqual([
      'function toDataURL() { [native code] }',
      'fillText',
      0,
      'function toString() { [native code] }',
      'function getImageData() { [native code] }',
    ]);
  });
});
