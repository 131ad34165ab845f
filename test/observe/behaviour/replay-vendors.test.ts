import { describe, expect, it } from 'vitest';
import {
  recordingPayloadVendor,
  replayVendorOf,
  RRWEB_VENDOR,
} from '../../../src/observe/behaviour/replay-vendors.ts';

describe('replayVendorOf and recording endpoints', () => {
  it.each<[string, string, string | null, boolean]>([
    ['static.hotjar.com', '/c/hotjar-123.js', 'Hotjar', false],
    ['in.hotjar.com', '/api/v2/client/sites/123/visit-data', 'Hotjar', false],
    ['vc.hotjar.io', '/api/v2/sites/123/recordings/content', 'Hotjar', true],
    ['www.clarity.ms', '/tag/abc', 'Microsoft Clarity', false],
    ['k.clarity.ms', '/collect', 'Microsoft Clarity', true],
    ['edge.fullstory.com', '/s/fs.js', 'FullStory', false],
    ['rs.fullstory.com', '/rec/page', 'FullStory', false],
    ['rs.fullstory.com', '/rec/bundle/v2', 'FullStory', true],
    ['cdn.mouseflow.com', '/projects/x.js', 'Mouseflow', false],
    ['o2.mouseflow.com', '/events', 'Mouseflow', true],
    ['cdn.lr-ingest.io', '/LogRocket.min.js', 'LogRocket', false],
    ['r.lr-ingest.io', '/i', 'LogRocket', true],
    ['web-writer.eu.smartlook.cloud', '/rec/v2/write', 'Smartlook', true],
    ['mc.yandex.ru', '/metrika/tag.js', 'Yandex Webvisor', false],
    ['mc.yandex.ru', '/webvisor/12345', 'Yandex Webvisor', true],
    ['k-aeu1.contentsquare.net', '/v2/recording', 'Contentsquare', true],
    ['c.contentsquare.net', '/pageview', 'Contentsquare', false],
    ['ingest.quantummetric.com', '/horizon/acme', 'Quantum Metric', true],
    ['www.googletagmanager.com', '/gtm.js', null, false],
  ])('%s%s → %s, recording %s', (host, path, vendor, recording) => {
    const found = replayVendorOf(host);
    expect(found?.vendor ?? null).toBe(vendor);
    expect(found ? found.recording(host, path) : false).toBe(recording);
  });

  it('Yandex Metrica alone is not reported', () => {
    expect(replayVendorOf('mc.yandex.ru')?.reportOnlyWhenRecording).toBe(true);
  });
});

describe('recordingPayloadVendor', () => {
  it.each<[string, string, string | null]>([
    [
      'rrweb full snapshot',
      JSON.stringify([
        {
          type: 2,
          data: {
            node: {
              type: 0,
              childNodes: [{ type: 2, tagName: 'html', attributes: {}, childNodes: [] }],
            },
          },
          timestamp: 1,
        },
      ]),
      RRWEB_VENDOR,
    ],
    [
      'rrweb incremental mutation',
      JSON.stringify([{ type: 3, data: { source: 0, adds: [] }, timestamp: 1 }]),
      RRWEB_VENDOR,
    ],
    [
      'PostHog snapshot event',
      JSON.stringify({ event: '$snapshot', properties: { $snapshot_data: [] } }),
      RRWEB_VENDOR,
    ],
    [
      'Clarity envelope',
      JSON.stringify({ e: ['0.8.9', 1, 0, 10, 'p', 'u', 's', 1, 1, 0], a: [[0, 5, '/']], p: [] }),
      'Microsoft Clarity',
    ],
    [
      'FullStory bundle',
      JSON.stringify({ Seq: 1, When: 5, Evts: [{ When: 0, Kind: 2, Args: [] }] }),
      'FullStory',
    ],
    ['a GA4 event', 'v=2&tid=G-X&en=page_view', null],
    ['ordinary JSON', JSON.stringify({ type: 'page', data: { path: '/' } }), null],
    ['Hotjar visit data', JSON.stringify({ user_id: 'u', session_id: 's', page_url: 'x' }), null],
  ])('%s → %s', (_title, body, vendor) => expect(recordingPayloadVendor(body)).toBe(vendor));
});
