// Browser tier: replay vendors uploading recording data once their scripts run in the page
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyLoggingCollector } from '../../../src/observe/behaviour/key-logging.ts';
import { createSessionReplayCollector } from '../../../src/observe/behaviour/session-replay.ts';
import { RRWEB_VENDOR } from '../../../src/observe/behaviour/replay-vendors.ts';
import { leaks, runArm, sleep, startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

describe('session replay collector', () => {
  it('reports Clarity, FullStory and Hotjar as recording when they upload recording data', async () => {
    const { web } = harness;
    const {
      results: [signals],
    } = await runArm(
      harness,
      'https://replay-recording.example/',
      [createSessionReplayCollector()],
      {
        settle: () =>
          Promise.all([
            web.waitForRequest((r) => r.host === 'k.clarity.ms' && r.path === '/collect'),
            web.waitForRequest((r) => r.host === 'rs.fullstory.com' && r.path === '/rec/bundle/v2'),
            web.waitForRequest((r) => r.host === 'vc.hotjar.io' && r.path.includes('/5678901/')),
          ]),
      },
    );
    const byVendor = Object.fromEntries(signals.map((signal) => [signal.vendor, signal]));
    expect(Object.keys(byVendor).sort()).toEqual(['FullStory', 'Hotjar', 'Microsoft Clarity']);
    expect(byVendor.Hotjar).toMatchObject({
      host: 'vc.hotjar.io',
      recordingDataSent: true,
      phase: 'before_consent',
    });
    expect(byVendor['Microsoft Clarity']).toMatchObject({
      host: 'k.clarity.ms',
      recordingDataSent: true,
      phase: 'before_consent',
    });
    expect(byVendor.FullStory).toMatchObject({
      host: 'rs.fullstory.com',
      recordingDataSent: true,
      phase: 'before_consent',
    });
    for (const signal of signals) expect(signal.tMs).toBeGreaterThanOrEqual(0);
    expect(leaks(signals)).toEqual([]);
  });

  it('does not count survey-only Hotjar (loaded, nothing sent to the recording endpoint) as recording', async () => {
    const { web } = harness;
    const {
      results: [signals],
    } = await runArm(
      harness,
      'https://survey-only-hotjar.example/',
      [createSessionReplayCollector()],
      {
        settle: async () => {
          await web.waitForRequest(
            (r) => r.host === 'in.hotjar.com' && r.path.includes('/3456789/'),
          );
          await sleep(1_500);
        },
      },
    );
    expect(signals).toEqual([
      expect.objectContaining({
        vendor: 'Hotjar',
        host: 'static.hotjar.com',
        recordingDataSent: false,
        phase: 'before_consent',
      }),
    ]);
    expect(web.requestsTo('vc.hotjar.io').filter((r) => r.path.includes('/3456789/'))).toEqual([]);
    expect(web.requestsTo('in.hotjar.com').some((r) => r.path.includes('/3456789/'))).toBe(true);
  });

  it('recognises a first-party-proxied rrweb recorder by its payload shape', async () => {
    const { web } = harness;
    const {
      results: [signals],
    } = await runArm(
      harness,
      'https://replay-first-party.example/',
      [createSessionReplayCollector()],
      {
        settle: () =>
          web.waitForRequest((r) => r.host === 'replay-first-party.example' && r.path === '/rr/e'),
      },
    );
    expect(signals).toEqual([
      expect.objectContaining({
        vendor: RRWEB_VENDOR,
        host: 'replay-first-party.example',
        recordingDataSent: true,
        phase: 'before_consent',
      }),
    ]);
  });

  it('sees a recorder whose first upload comes after the page went quiet (real rrweb, 3 s batches): the key-logging probe waits for it', async () => {
    const {
      results: [signals],
    } = await runArm(
      harness,
      'https://replay-rr-firstparty.example/',
      [createSessionReplayCollector(), createKeyLoggingCollector()],
      { settle: () => sleep(300) },
    );
    expect(signals).toEqual([
      expect.objectContaining({
        vendor: RRWEB_VENDOR,
        host: 'replay-rr-firstparty.example',
        recordingDataSent: true,
      }),
    ]);
  });

  it('reports nothing on a page without a recorder', async () => {
    const {
      results: [signals],
    } = await runArm(
      harness,
      'https://contact-first-party.example/',
      [createSessionReplayCollector()],
      {
        settle: () => sleep(800),
      },
    );
    expect(signals).toEqual([]);
  });
});
