// Browser tier: the canvas collector against real libraries (FingerprintJS 3.4.2, Chart.js 4.6.1) and real-site canvas patterns, as they run
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanvasCollector } from '../../../src/observe/behaviour/canvas.ts';
import { runArm, startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

/** What each probe site (test/web/sites/fingerprint-probes.ts) must yield, and when it has run. */
const CASES: [host: string, ready: string, scriptHost: string | null][] = [
  // FingerprintJS, self-hosted: its text image (240 × 60) and the geometry image on the same canvas.
  ['fp-oss.example', 'document.body.dataset.visitor === "ready"', 'fp-oss.example'],
  [
    'fp-captcha-like.example',
    'performance.getEntriesByType("resource").some((e) => e.name.includes("/api/v2/collector"))',
    'client.perimeterx.net',
  ],
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
