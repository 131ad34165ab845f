// Browser tier: measureText calls as a page's scripts make them, with the fonts the browser resolves
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanvasFontsCollector } from '../../../src/observe/behaviour/canvas-fonts.ts';
import { collectAfterScript, evaluateWith, startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

/** What the collector reports once a page that uses no such API of its own ran `script`. */
const probesAfter = (script: string) =>
  collectAfterScript(
    harness,
    'https://fp-image-editor.example/',
    createCanvasFontsCollector(),
    script,
  );

/** 60 family names, quoted as scripts write them. */
const FAMILIES = `Array.from({ length: 60 }, (_, i) => '"Probe Font ' + i + '"')`;

describe('canvas font fingerprinting collector', () => {
  it('reports one text measured in 60 families on an OffscreenCanvas, with the counts after the loop', async () => {
    const probes = await probesAfter(`
      const ctx = new OffscreenCanvas(10, 10).getContext('2d');
      for (const family of ${FAMILIES}) {
        ctx.font = 'italic bold 48px ' + family + ', serif';
        ctx.measureText('abcdefghijklmnopqrstuvwxyz0123456789');
        ctx.measureText('abcdefghijklmnopqrstuvwxyz0123456789');
      }
    `);
    expect(probes).toEqual([
      expect.objectContaining({
        scriptHost: null,
        fontFamilies: 60,
        measureTextCalls: 120,
        phase: 'before_consent',
      }),
    ]);
  });

  it('ignores text fitted in one family, a font picker and 49 families', async () => {
    const probes = await probesAfter(`
      const ctx = document.createElement('canvas').getContext('2d');
      // Fitting one headline: 80 sizes of one family, with different fallbacks.
      for (let size = 200; size > 40; size -= 2) {
        ctx.font = size + 'px Georgia, ' + (size % 4 ? 'serif' : '"Times New Roman"');
        ctx.measureText('Grand opening this Saturday');
      }
      // A font picker: each family's name measured in that family.
      for (const family of ${FAMILIES}) {
        ctx.font = '16px ' + family;
        ctx.measureText(family);
      }
      // One family short of the criterion, each measured twice.
      for (const family of ${FAMILIES}.slice(0, 49)) {
        ctx.font = '72px ' + family + ', monospace';
        ctx.measureText('mmmmmmmmmmlli');
        ctx.measureText('mmmmmmmmmmlli');
      }
    `);
    expect(probes).toEqual([]);
  });

  it('leaves measureText looking native', async () => {
    const printed = await evaluateWith(
      harness,
      'https://fp-image-editor.example/',
      createCanvasFontsCollector(),
      `[
        CanvasRenderingContext2D.prototype.measureText.toString(),
        OffscreenCanvasRenderingContext2D.prototype.measureText.name,
        CanvasRenderingContext2D.prototype.measureText.length,
      ]`,
    );
    expect(printed).toEqual(['function measureText() { [native code] }', 'measureText', 1]);
  });
});
