import type { Page, Request, WebSocket } from 'playwright-core';
import type { SessionReplaySignal } from '../../model/index.ts';
import { pageViewField, type ArmRuntime, type Collector } from '../arm-runtime.ts';
import { hostOf, pathOf } from '../site.ts';
import { noteRecordingUpload } from './recording-uploads.ts';
import { recordingPayloadVendor, replayVendorOf, RRWEB_VENDOR } from './replay-vendors.ts';
import { frameText, isHttpUrl, requestBodyText } from './request-body.ts';

const MAX_SIGNALS = 50;
const MAX_FRAMES_INSPECTED = 20;

interface Entry {
  signal: SessionReplaySignal;
  /** The host of the signal is a recording host (kept once recording is seen). */
  recordingHost: boolean;
}

/**
 * Session recording: known replay vendors seen on the page (any request to their hosts), and whether
 * they actually sent recording data — a body sent to a recording endpoint, a frame on a recording
 * WebSocket, or a payload shaped like a recording (rrweb, Clarity, FullStory) sent anywhere, which also
 * catches recorders proxied through the site's own domain. One signal per vendor and phase: `host` is
 * the recording endpoint once recording is seen (else the first host), `tMs` the first evidence.
 * Listens on the context (popups and iframes included); bodies are inspected and dropped.
 */
export function createSessionReplayCollector(): Collector<SessionReplaySignal[]> {
  const entries = new Map<string, Entry>();

  function note(runtime: ArmRuntime, vendor: string, host: string, recording: boolean): void {
    if (recording) noteRecordingUpload(runtime.context, host);
    const phase = runtime.phase();
    const view = pageViewField(runtime);
    const key = `${vendor}\u0000${phase}\u0000${view.pageView ?? 0}`;
    const existing = entries.get(key);
    if (existing) {
      if (recording && !existing.signal.recordingDataSent) {
        existing.signal.recordingDataSent = true;
        existing.signal.host = host;
        existing.recordingHost = true;
      }
      return;
    }
    if (entries.size >= MAX_SIGNALS) return;
    entries.set(key, {
      signal: {
        vendor,
        host,
        tMs: runtime.elapsedMs(),
        phase,
        ...view,
        recordingDataSent: recording,
      },
      recordingHost: recording,
    });
  }

  function onRequest(runtime: ArmRuntime, request: Request): void {
    const url = request.url();
    if (!isHttpUrl(url)) return;
    const host = hostOf(url);
    if (!host) return;
    const method = request.method();
    const sendsBody = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
    const vendor = replayVendorOf(host);
    if (vendor && sendsBody && vendor.recording(host, pathOf(url))) {
      note(runtime, vendor.vendor, host, true);
      return;
    }
    const body = sendsBody ? requestBodyText(request) : null;
    const shaped = body ? recordingPayloadVendor(body) : null;
    if (vendor) {
      if (shaped) note(runtime, vendor.vendor, host, true);
      else if (!vendor.reportOnlyWhenRecording) note(runtime, vendor.vendor, host, false);
      return;
    }
    if (shaped) note(runtime, shaped === RRWEB_VENDOR ? RRWEB_VENDOR : shaped, host, true);
  }

  function onWebSocket(runtime: ArmRuntime, socket: WebSocket): void {
    const host = hostOf(socket.url());
    if (!host) return;
    const vendor = replayVendorOf(host);
    if (vendor && !vendor.reportOnlyWhenRecording) note(runtime, vendor.vendor, host, false);
    let inspected = 0;
    const onFrame = ({ payload }: { payload: string | Buffer }) => {
      if (++inspected > MAX_FRAMES_INSPECTED) {
        socket.off('framesent', onFrame);
        return;
      }
      if (vendor?.recordingSocket?.(host)) {
        note(runtime, vendor.vendor, host, true);
        socket.off('framesent', onFrame);
        return;
      }
      const shaped = recordingPayloadVendor(frameText(payload));
      if (shaped) {
        note(runtime, vendor?.vendor ?? shaped, host, true);
        socket.off('framesent', onFrame);
      }
    };
    socket.on('framesent', onFrame);
  }

  return {
    name: 'session_replay',
    async install(runtime: ArmRuntime): Promise<void> {
      runtime.context.on('request', (request) => {
        try {
          onRequest(runtime, request);
        } catch (error) {
          runtime.reportError('detector', 'session_replay_request', String(error));
        }
      });
      const watchPage = (page: Page) =>
        page.on('websocket', (socket) => onWebSocket(runtime, socket));
      watchPage(runtime.page);
      runtime.context.on('page', (page) => {
        if (page !== runtime.page) watchPage(page);
      });
    },
    async collect(): Promise<SessionReplaySignal[]> {
      return [...entries.values()].map((entry) => ({ ...entry.signal }));
    },
  };
}
