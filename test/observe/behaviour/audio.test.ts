// Browser tier: Web Audio calls as a page's scripts make them, against the real Web Audio implementation
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAudioCollector } from '../../../src/observe/behaviour/audio.ts';
import { collectAfterScript, evaluateWith, startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

/** What the collector reports once a page that uses no such API of its own ran `script`. */
const readsAfter = (script: string) =>
  collectAfterScript(harness, 'https://fp-image-editor.example/', createAudioCollector(), script);

describe('audio fingerprinting collector', () => {
  it('reports an oscillator built with its constructor, rendered offline and copied out; once per context', async () => {
    const reads = await readsAfter(`
      const context = new OfflineAudioContext(1, 4410, 44100);
      const oscillator = new OscillatorNode(context, { type: 'sawtooth', frequency: 1000 });
      oscillator.connect(context.destination);
      oscillator.start();
      const buffer = await context.startRendering();
      buffer.copyFromChannel(new Float32Array(100), 0, 4000);
      buffer.getChannelData(0);
    `);
    expect(reads).toEqual([
      expect.objectContaining({
        scriptHost: null,
        method: 'copyFromChannel',
        oscillators: 1,
        compressor: false,
        frames: 4410,
        sampleRate: 44100,
        phase: 'before_consent',
      }),
    ]);
  });

  it('ignores offline rendering without an oscillator, online oscillators and buffers never rendered', async () => {
    const reads = await readsAfter(`
      // An audio editor's effect: a decoded clip through a filter, rendered offline and read.
      const offline = new OfflineAudioContext(1, 2000, 22050);
      const clip = offline.createBuffer(1, 2000, 22050);
      clip.getChannelData(0).fill(0.25);
      const source = offline.createBufferSource();
      source.buffer = clip;
      const filter = offline.createBiquadFilter();
      source.connect(filter);
      filter.connect(offline.destination);
      source.start();
      (await offline.startRendering()).getChannelData(0);
      // A synth: an oscillator on the online context, to the speakers through an analyser.
      const online = new AudioContext();
      const oscillator = online.createOscillator();
      const analyser = online.createAnalyser();
      oscillator.connect(analyser);
      analyser.connect(online.destination);
      oscillator.start();
      analyser.getFloatTimeDomainData(new Float32Array(analyser.fftSize));
      online.createBuffer(1, 100, 44100).getChannelData(0);
      oscillator.stop();
      // An offline context with an oscillator whose output is never read.
      const unread = new OfflineAudioContext(1, 1000, 44100);
      const tone = unread.createOscillator();
      tone.connect(unread.destination);
      tone.start();
      await unread.startRendering();
    `);
    expect(reads).toEqual([]);
  });

  it('leaves the instrumented methods looking native', async () => {
    const printed = await evaluateWith(
      harness,
      'https://fp-image-editor.example/',
      createAudioCollector(),
      `[
        AudioNode.prototype.connect.toString(),
        OfflineAudioContext.prototype.startRendering.name,
        AudioBuffer.prototype.getChannelData.length,
        Object.getOwnPropertyDescriptor(OfflineAudioCompletionEvent.prototype, 'renderedBuffer').get.toString(),
        Function.prototype.toString.call(AudioBuffer.prototype.copyFromChannel),
      ]`,
    );
    expect(printed).toEqual([
      'function connect() { [native code] }',
      'startRendering',
      1,
      'function get renderedBuffer() { [native code] }',
      'function copyFromChannel() { [native code] }',
    ]);
  });
});
