import type { Request, Response } from 'playwright-core';
import type { EvidencePhase, ObservedRequest, ResourceType } from '../../model/index.ts';
import { pageViewField, type ArmRuntime, type Collector } from '../arm-runtime.ts';
import { hostOf, pathOf, registrableDomain } from '../site.ts';
import { googleConsentModeOf } from './google-consent-mode.ts';
import { restrictsProcessing } from './processing-restriction.ts';

export interface NetworkOptions {
  /** Requests kept per arm; the rest are counted in droppedRequestCount. */
  maxRequests?: number;
}

export interface NetworkResult {
  requests: ObservedRequest[];
  droppedRequestCount: number;
  redirectChain: string[];
  mainDocumentStatus: number | null;
  /** Whether the final main-document request carried Sec-GPC: 1. */
  mainDocumentSecGpc: boolean;
  /** Hosts whose connections the egress guard (the proxy) refused. */
  deniedHosts: string[];
}

const RESOURCE_TYPES: ReadonlySet<string> = new Set([
  'document',
  'stylesheet',
  'image',
  'media',
  'font',
  'script',
  'texttrack',
  'xhr',
  'fetch',
  'eventsource',
  'websocket',
  'manifest',
  'ping',
  'prefetch',
  'preflight',
  'cspviolationreport',
  'signedexchange',
  'other',
]);
const LONG_LIVED_TYPES: ReadonlySet<string> = new Set(['eventsource', 'websocket', 'media']);
const PROXY_REFUSALS =
  /ERR_TUNNEL_CONNECTION_FAILED|ERR_PROXY_CONNECTION_FAILED|ERR_BLOCKED_BY_CLIENT|ERR_ACCESS_DENIED/;

/** After this many requests to one endpoint, further ones count as a heartbeat for quiet detection. */
const REPEATS_BEFORE_HEARTBEAT = 3;

interface Tracked {
  record: ObservedRequest | null;
  startedAt: number;
  longLived: boolean;
}

/** Set-Cookie names only: the value never leaves this function. */
export function setCookieNames(headerValues: readonly string[]): string[] {
  const names = new Set<string>();
  for (const header of headerValues) {
    for (const line of header.split('\n')) {
      const eq = line.indexOf('=');
      const name = (eq === -1 ? '' : line.slice(0, eq)).trim();
      if (name && name.length <= 256) names.add(name);
    }
  }
  return [...names];
}

/** Paths of Google's tag loaders (gtag.js, GTM's gtm.js), on Google's host or a server-side first-party one. */
const GOOGLE_TAG_PATHS: ReadonlySet<string> = new Set(['/gtag/js', '/gtm.js']);
/**
 * How long a page is not quiet after a Google tag loader arrived: the tag holds its hits for the
 * page's Consent Mode `wait_for_update` (Google suggests 500 ms, tarteaucitron sets 800, CMPs up to
 * 2 s) before it sends them, so the page would otherwise look quiet before the tag's first hit.
 */
export const GOOGLE_TAG_HOLD_MS = 2_000;

/**
 * Records every request of the arm's context (pages, popups, iframes, workers) as host, path without
 * query, type, time and phase; tracks in-flight requests for quiet detection.
 */
export class NetworkCollector implements Collector<NetworkResult> {
  readonly name = 'network';
  private readonly maxRequests: number;
  private readonly requests: ObservedRequest[] = [];
  private readonly tracked = new Map<Request, Tracked>();
  private dropped = 0;
  private lastActivity = performance.now();
  /** Not quiet before this performance.now() (a Google tag loader just arrived). */
  private holdUntil = 0;
  private mainStatus: number | null = null;
  private mainSecGpc = false;
  /** The first main-document navigation got its final (non-redirect) response. */
  private mainSettled = false;
  private redirectChain: string[] = [];
  private readonly denied = new Set<string>();
  private readonly pendingHeaderReads: Promise<void>[] = [];
  private readonly repeats = new Map<string, number>();

  constructor(options: NetworkOptions = {}) {
    this.maxRequests = options.maxRequests ?? 5000;
  }

  async install(runtime: ArmRuntime): Promise<void> {
    const { context, page } = runtime;
    context.on('request', (request) => this.onRequest(runtime, request));
    context.on('requestfinished', (request) => this.onDone(request, 'completed'));
    context.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      const blocked = PROXY_REFUSALS.test(failure);
      if (blocked) {
        const host = hostOf(request.url());
        if (host) this.denied.add(host);
      }
      this.onDone(request, blocked ? 'blocked_before_transmission' : 'failed');
    });
    context.on('response', (response) => this.onResponse(runtime, response));
    page.on('websocket', (socket) => {
      const host = hostOf(socket.url());
      if (!host) return;
      this.push({
        host,
        registrableDomain: registrableDomain(host),
        path: pathOf(socket.url()),
        resourceType: 'websocket',
        method: 'GET',
        tMs: runtime.elapsedMs(),
        phase: runtime.phase(),
        thirdParty: registrableDomain(host) !== runtime.siteDomain(),
        ...pageViewField(runtime),
      });
    });
  }

  private push(record: ObservedRequest): ObservedRequest | null {
    // A beacon or heartbeat repeating the same endpoint is not new activity: it must not keep a
    // page from ever being quiet. Its requests are still recorded.
    const key = `${record.host}${record.path}`;
    const seen = (this.repeats.get(key) ?? 0) + 1;
    this.repeats.set(key, seen);
    if (seen <= REPEATS_BEFORE_HEARTBEAT) this.lastActivity = performance.now();
    if (this.requests.length >= this.maxRequests) {
      this.dropped++;
      return null;
    }
    this.requests.push(record);
    return record;
  }

  private onRequest(runtime: ArmRuntime, request: Request): void {
    const url = request.url();
    const host = hostOf(url);
    const scheme = url.slice(0, url.indexOf(':'));
    const resourceType = RESOURCE_TYPES.has(request.resourceType())
      ? (request.resourceType() as ResourceType)
      : 'other';
    let record: ObservedRequest | null = null;
    if (host && (scheme === 'http' || scheme === 'https' || scheme === 'ws' || scheme === 'wss')) {
      const frame = safeFrame(request);
      const initiatorHost = frame ? hostOf(frame.url()) : null;
      const googleConsentMode = googleConsentModeOf(url);
      record = this.push({
        host,
        registrableDomain: registrableDomain(host),
        path: pathOf(url),
        resourceType,
        method: request.method().toUpperCase().slice(0, 10),
        tMs: runtime.elapsedMs(),
        phase: runtime.phase() as EvidencePhase,
        outcome: 'pending',
        thirdParty: registrableDomain(host) !== runtime.siteDomain(),
        ...(initiatorHost && initiatorHost !== host ? { initiatorHost } : {}),
        ...(googleConsentMode ? { googleConsentMode } : {}),
        ...(restrictsProcessing(url) ? { restrictedProcessing: true as const } : {}),
        ...pageViewField(runtime),
      });
      if (
        !this.mainSettled &&
        request.isNavigationRequest() &&
        frame &&
        frame === runtime.page.mainFrame()
      ) {
        this.trackMainDocument(request, host);
      }
    }
    const heartbeat =
      record !== null &&
      (this.repeats.get(`${record.host}${record.path}`) ?? 0) > REPEATS_BEFORE_HEARTBEAT;
    this.tracked.set(request, {
      record,
      startedAt: performance.now(),
      longLived: heartbeat || LONG_LIVED_TYPES.has(resourceType),
    });
  }

  private trackMainDocument(request: Request, host: string): void {
    const chain: string[] = [];
    for (let hop: Request | null = request; hop; hop = hop.redirectedFrom()) {
      const hopHost = hostOf(hop.url());
      if (hopHost) chain.unshift(hopHost);
      if (chain.length >= 50) break;
    }
    if (chain.at(-1) !== host) chain.push(host);
    this.redirectChain = chain;
    const headers = request.headers();
    this.mainSecGpc = headers['sec-gpc'] === '1';
  }

  private onResponse(runtime: ArmRuntime, response: Response): void {
    const request = response.request();
    const tracked = this.tracked.get(request);
    if (tracked?.record) tracked.record.status = response.status();
    if (
      !this.mainSettled &&
      request.isNavigationRequest() &&
      safeFrame(request) === runtime.page.mainFrame()
    ) {
      this.mainStatus = response.status();
      if (response.status() < 300 || response.status() >= 400) this.mainSettled = true;
    }
    if (!tracked?.record) return;
    const record = tracked.record;
    this.pendingHeaderReads.push(
      response
        .headersArray()
        .then((headers) => {
          const names = setCookieNames(
            headers.filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value),
          );
          if (names.length) record.setCookieNames = names.slice(0, 50);
        })
        .catch(() => undefined),
    );
  }

  private onDone(
    request: Request,
    outcome: 'completed' | 'failed' | 'blocked_before_transmission',
  ): void {
    const tracked = this.tracked.get(request);
    if (tracked?.record) tracked.record.outcome = outcome;
    this.tracked.delete(request);
    const now = performance.now();
    if (!tracked?.longLived) this.lastActivity = now;
    if (outcome === 'completed' && tracked?.record && GOOGLE_TAG_PATHS.has(tracked.record.path))
      this.holdUntil = Math.max(this.holdUntil, now + GOOGLE_TAG_HOLD_MS);
  }

  /** Requests still open that are not long-lived (streams, sockets, long polls older than longPollMs). */
  openRequests(longPollMs: number): number {
    const now = performance.now();
    let open = 0;
    for (const tracked of this.tracked.values()) {
      if (!tracked.longLived && now - tracked.startedAt < longPollMs) open++;
    }
    return open;
  }

  /** Milliseconds since the last request started or ended; 0 while a Google tag may still hold its hits. */
  idleMs(): number {
    const now = performance.now();
    return now < this.holdUntil ? 0 : now - this.lastActivity;
  }

  /** HTTP status of the first main document's final response, once it arrived. */
  mainDocumentStatus(): number | null {
    return this.mainStatus;
  }

  requestCount(): number {
    return this.requests.length + this.dropped;
  }

  async collect(): Promise<NetworkResult> {
    await Promise.allSettled(this.pendingHeaderReads);
    return {
      requests: this.requests,
      droppedRequestCount: this.dropped,
      redirectChain: this.redirectChain,
      mainDocumentStatus: this.mainStatus,
      mainDocumentSecGpc: this.mainSecGpc,
      deniedHosts: [...this.denied].slice(0, 50),
    };
  }
}

function safeFrame(request: Request) {
  try {
    return request.frame();
  } catch {
    return null; // service-worker requests have no frame
  }
}
