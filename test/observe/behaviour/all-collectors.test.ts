// Browser tier: every behaviour collector instrumenting live pages that plant secrets, at once
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAudioCollector,
  createCanvasCollector,
  createCanvasFontsCollector,
  createFormsCollector,
  createKeyLoggingCollector,
  createPixelPayloadCollector,
  createSessionReplayCollector,
} from '../../../src/observe/behaviour/index.ts';
import { typedSentinels } from '../../../src/observe/behaviour/sentinels.ts';
import type { BehaviourSignals } from '../../../src/model/index.ts';
import { validate } from '../../../src/projection/validate.ts';
import { PLANTED_QUERY, PLANTED_SECRETS } from '../../../src/cli/demo-web/planted-secrets.ts';
import { leaks, runArm, sleep, startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

/**
 * Every behaviour collector on the same arm, on sites that plant secrets (query strings, pre-filled
 * emails, hidden-field values, typed sentinels): the outputs validate against the Observation's
 * schemas and contain none of the planted values in any encoding.
 */
describe('behaviour collectors together', () => {
  it.each([
    'https://health-pixel.example/conditions/hiv-testing',
    'https://keylogger-shop.example/',
    'https://newsletter-third-party.example/',
    'https://replay-recording.example/',
    'https://canvas-fingerprint.example/',
    'https://fp-oss.example/',
    'https://fp-device-id.example/',
  ])('%s: schema-valid output without planted values', async (base) => {
    const url = `${base}?${PLANTED_QUERY}`;
    const {
      results: [
        forms,
        sessionReplay,
        keyLogging,
        canvasFingerprinting,
        audioFingerprinting,
        fontFingerprinting,
        pixelEvents,
      ],
      runtime,
    } = await runArm(
      harness,
      url,
      [
        createFormsCollector(),
        createSessionReplayCollector(),
        createKeyLoggingCollector(),
        createCanvasCollector(),
        createAudioCollector(),
        createCanvasFontsCollector(),
        createPixelPayloadCollector(),
      ],
      { settle: () => sleep(1_200) },
    );
    const behaviour: BehaviourSignals = {
      sessionReplay,
      keyLogging,
      canvasFingerprinting,
      audioFingerprinting,
      fontFingerprinting,
      pixelEvents,
    };
    expect(validate('observation-behaviour', behaviour)).toEqual({ ok: true });
    for (const form of forms) expect(validate('observation-forms', form)).toEqual({ ok: true });
    const typed = typedSentinels(runtime.context).flatMap((sentinel) => [
      sentinel.value,
      ...sentinel.needles.map((n) => n.needle),
    ]);
    expect(
      leaks(
        [forms, behaviour],
        [...typed, PLANTED_QUERY, PLANTED_SECRETS.token, 'list-manage.com/subscribe/post?'],
      ),
    ).toEqual([]);
    expect(runtime.errors).toEqual([]);
  });
});
