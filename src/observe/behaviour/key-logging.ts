import type { ElementHandle, JSHandle, Page, Request, WebSocket } from 'playwright-core';
import type { FormFieldKind, KeyLoggingHit } from '../../model/index.ts';
import { pageViewField, type ArmRuntime, type Collector } from '../arm-runtime.ts';
import { hostOf, registrableDomain } from '../site.ts';
import { inferFieldKind, isSearchField, type FieldDescriptor } from './field-kind.ts';
import { FIELD_HELPERS_JS } from './page-scripts.ts';
import { onRecordingUpload, recordingUploadHosts } from './recording-uploads.ts';
import { frameText, isHttpUrl, requestBodyText } from './request-body.ts';
import { withUnseenScroll } from './unseen-scroll.ts';
import {
  findSentinels,
  haystacksOf,
  makeSentinel,
  registerTypedSentinel,
  typedSentinels,
} from './sentinels.ts';

export interface KeyLoggingOptions {
  /** Fields typed into at most (default 12). */
  maxFields?: number;
  /** The probe ends once no request started for this long after the typing (default 600 ms)… */
  quietMs?: number;
  /** …or after this long at the latest (default 1 500 ms). */
  maxWaitMs?: number;
  /**
   * When a session recorder uploaded to a third party earlier in the arm, the probe also waits for its
   * next upload after the typing, for this long at most (default 6 000 ms): recorders buffer input
   * events and upload every 2–5 s.
   */
  recorderWaitMs?: number;
}

const MAX_HITS = 100;
/** Key loggers stream one frame per keystroke: inspect frames by volume, not by count. */
const MAX_FRAME_BYTES_INSPECTED = 8 * 1024 * 1024;

/**
 * Kinds never typed into: passwords (typing a credential-shaped value can trigger login attempts and
 * lockouts, and password fields are masked by every replay vendor) and payment fields (card checks go
 * to payment providers on purpose). Everything else that is a visible, enabled, editable text-like
 * control is typed into.
 */
const SKIPPED_KINDS: ReadonlySet<FormFieldKind> = new Set(['password', 'payment']);

const CANDIDATES_JS = (max: number) => `(() => {
${FIELD_HELPERS_JS}
  const TEXTUAL = new Set(['text', 'email', 'search', 'tel', 'url']);
  const elements = [];
  const fields = [];
  for (const el of document.querySelectorAll('input, textarea')) {
    if (elements.length >= ${max}) break;
    const tag = el.tagName.toLowerCase();
    if (tag === 'input' && !TEXTUAL.has(String(el.type || 'text').toLowerCase())) continue;
    if (el.disabled || el.readOnly || !isVisible(el)) continue;
    elements.push(el);
    fields.push(describeField(el));
  }
  return { elements, fields };
})()`;

/**
 * Whether a script replaced the input value setter, as rrweb (PostHog, Sentry, Highlight, self-hosted
 * recorders) does to record programmatic input: a recorder is on the page even if it has not uploaded yet.
 */
const INPUT_VALUE_HOOKED_JS = `(() => {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  const setter = descriptor && descriptor.set;
  return Boolean(setter) && !/\\[native code\\]/.test(Function.prototype.toString.call(setter));
})()`;

interface Candidate {
  element: ElementHandle;
  field: FieldDescriptor;
}

async function candidates(
  page: Page,
  max: number,
): Promise<{ list: Candidate[]; handle: JSHandle }> {
  const handle = await page.mainFrame().evaluateHandle(CANDIDATES_JS(max));
  const fields = (await (await handle.getProperty('fields')).jsonValue()) as FieldDescriptor[];
  const elements = await handle.getProperty('elements');
  const list: Candidate[] = [];
  for (let i = 0; i < fields.length; i++) {
    const element = (await elements.getProperty(String(i))).asElement();
    const field = fields[i];
    if (element && field) list.push({ element, field });
  }
  return { list, handle };
}

/**
 * Key logging: the probe types a random sentinel into each visible text-like field of the main frame
 * (email, text, search, tel, url, textarea — not passwords or payment fields), never submits and never
 * presses Enter, blurs the last field, then waits until requests are quiet (≤ 1.5 s) and, when a
 * session recorder is on the page, for its next upload (≤ 6 s; see nextRecorderUpload). Any request URL
 * or body, or WebSocket frame, to a THIRD party carrying a sentinel — plain, base64, MD5 or SHA-256
 * (hex either case, or base64 digests; of the value and of its trimmed lower-case or digits-only
 * form, as advanced matching normalises) — is a hit, until the arm ends. Keeps only destination host,
 * encoding, field kind (and whether the field is a search box), carrier, time and phase. Run the
 * probe in one arm (before_consent).
 */
export function createKeyLoggingCollector(
  options: KeyLoggingOptions = {},
): Collector<KeyLoggingHit[]> {
  const maxFields = options.maxFields ?? 12;
  const quietMs = options.quietMs ?? 600;
  const maxWaitMs = options.maxWaitMs ?? 1_500;
  const recorderWaitMs = options.recorderWaitMs ?? 6_000;
  const hits: KeyLoggingHit[] = [];
  const seen = new Set<string>();
  let probing = false;
  let onActivity: (() => void) | null = null;
  /** Hosts whose next upload the probe waits for, and the callback that ends the wait. */
  let awaitedUploads: { hosts: ReadonlySet<string>; done: () => void } | null = null;

  function uploadTo(host: string): void {
    if (awaitedUploads?.hosts.has(host)) awaitedUploads.done();
  }

  function record(
    runtime: ArmRuntime,
    host: string,
    carrier: KeyLoggingHit['carrier'],
    texts: readonly string[],
  ): void {
    const sentinels = typedSentinels(runtime.context);
    if (sentinels.length === 0) return;
    if (registrableDomain(host) === runtime.siteDomain()) return;
    for (const match of findSentinels(texts.flatMap(haystacksOf), sentinels)) {
      const hit: KeyLoggingHit = {
        destinationHost: host,
        encoding: match.encoding,
        fieldKind: match.fieldKind,
        ...(match.searchField ? { searchField: true } : {}),
        carrier,
        tMs: runtime.elapsedMs(),
        phase: runtime.phase(),
        ...pageViewField(runtime),
      };
      const key = [
        hit.destinationHost,
        hit.encoding,
        hit.fieldKind,
        hit.searchField === true,
        hit.carrier,
        hit.phase,
        hit.pageView ?? 0,
      ].join('|');
      if (seen.has(key) || hits.length >= MAX_HITS) continue;
      seen.add(key);
      hits.push(hit);
    }
  }

  function onRequest(runtime: ArmRuntime, request: Request): void {
    onActivity?.();
    if (!probing) return;
    const url = request.url();
    if (!isHttpUrl(url)) return;
    const host = hostOf(url);
    if (!host) return;
    record(runtime, host, 'url', [url]);
    const body = requestBodyText(request);
    if (body) record(runtime, host, 'body', [body]);
    uploadTo(host);
  }

  function onWebSocket(runtime: ArmRuntime, socket: WebSocket): void {
    const host = hostOf(socket.url());
    if (!host) return;
    let inspected = 0;
    socket.on('framesent', ({ payload }) => {
      onActivity?.();
      if (!probing || inspected > MAX_FRAME_BYTES_INSPECTED) return;
      const text = frameText(payload);
      inspected += text.length;
      record(runtime, host, 'websocket', [text]);
      uploadTo(host);
    });
  }

  /** Resolves once no request started for `quietMs`, or after `maxWaitMs`; re-armed by activity, no polling. */
  function quiet(): Promise<void> {
    return new Promise((resolve) => {
      let quietTimer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(quietTimer);
        clearTimeout(deadline);
        onActivity = null;
        resolve();
      };
      const deadline = setTimeout(done, maxWaitMs);
      onActivity = () => {
        clearTimeout(quietTimer);
        quietTimer = setTimeout(done, quietMs);
      };
      onActivity();
    });
  }

  /**
   * Waits, for `recorderWaitMs` at most, for what a session recorder buffered from the typing to
   * leave: the next request (or WebSocket frame) to a third-party host that received recording
   * uploads in this arm; or, when the page hooks input values like a recorder (`hooked`) and no
   * upload was seen yet, the first recording upload anywhere (the session-replay collector then sees
   * a recorder whose first upload comes later than the page's first quiet). Otherwise no wait.
   */
  function nextRecorderUpload(runtime: ArmRuntime, hooked: boolean): Promise<void> {
    if (recorderWaitMs <= 0) return Promise.resolve();
    const seenHosts = recordingUploadHosts(runtime.context);
    const hosts = new Set(
      [...seenHosts].filter((host) => registrableDomain(host) !== runtime.siteDomain()),
    );
    const firstUpload = hooked && seenHosts.size === 0;
    if (hosts.size === 0 && !firstUpload) return Promise.resolve();
    return new Promise((resolve) => {
      let unsubscribe = () => {};
      const done = () => {
        clearTimeout(deadline);
        unsubscribe();
        awaitedUploads = null;
        resolve();
      };
      const deadline = setTimeout(done, recorderWaitMs);
      if (firstUpload) unsubscribe = onRecordingUpload(runtime.context, done);
      else awaitedUploads = { hosts, done };
    });
  }

  return {
    name: 'key_logging',
    async install(runtime: ArmRuntime): Promise<void> {
      runtime.context.on('request', (request) => {
        try {
          onRequest(runtime, request);
        } catch (error) {
          runtime.reportError('detector', 'key_logging_request', String(error));
        }
      });
      const watchPage = (page: Page) =>
        page.on('websocket', (socket) => onWebSocket(runtime, socket));
      watchPage(runtime.page);
      runtime.context.on('page', (page) => {
        if (page !== runtime.page) watchPage(page);
      });
    },
    async probe(runtime: ArmRuntime): Promise<void> {
      const { page } = runtime;
      if (page.isClosed()) return;
      let found: { list: Candidate[]; handle: JSHandle };
      try {
        found = await candidates(page, maxFields);
      } catch (error) {
        runtime.reportError('detector', 'key_logging_fields', String(error));
        return;
      }
      const hooked = await page
        .evaluate(INPUT_VALUE_HOOKED_JS)
        .then((value) => value === true)
        .catch(() => false);
      probing = true;
      let typed = 0;
      try {
        await withUnseenScroll(page, async () => {
          for (const { element, field } of found.list) {
            const { kind } = inferFieldKind(field);
            if (SKIPPED_KINDS.has(kind)) continue;
            const sentinel = registerTypedSentinel(runtime.context, {
              ...makeSentinel(kind),
              ...(isSearchField(field) ? { searchField: true } : {}),
            });
            try {
              await element.focus();
              await page.keyboard.type(sentinel.value);
              typed++;
            } catch {
              // Detached or not focusable any more: the next field.
            }
          }
          if (typed > 0)
            await page
              .evaluate(
                'document.activeElement && document.activeElement.blur && document.activeElement.blur()',
              )
              .catch(() => {});
        });
        if (typed > 0) {
          const upload = nextRecorderUpload(runtime, hooked);
          await quiet();
          await upload;
        }
      } finally {
        await found.handle.dispose().catch(() => {});
      }
    },
    async collect(): Promise<KeyLoggingHit[]> {
      return hits.map((hit) => ({ ...hit }));
    },
  };
}
