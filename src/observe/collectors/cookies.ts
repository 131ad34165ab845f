import type { Cookie } from 'playwright-core';
import type { CookieRewrite, EvidencePhase, ObservedCookie, SameSite } from '../../model/index.ts';
import { pageViewField, type ArmRuntime, type Collector } from '../arm-runtime.ts';
import { registrableDomain } from '../site.ts';
import type { NetworkCollector } from './network.ts';

interface ScriptWrite {
  name: string;
  scriptHost: string | null;
  tMs: number;
  phase: EvidencePhase;
  pageView?: number;
}

interface Write {
  tMs: number;
  phase: EvidencePhase;
  pageView?: number | undefined;
}

/** The first write on each page view after the first sighting's (a cookie set again on a later page view). */
function rewritesAfter(first: Write, writes: readonly Write[]): CookieRewrite[] {
  const byView = new Map<number, Write>();
  for (const write of writes) {
    const view = write.pageView ?? 0;
    if (view <= (first.pageView ?? 0)) continue;
    const known = byView.get(view);
    if (!known || write.tMs < known.tMs) byView.set(view, write);
  }
  return [...byView.entries()]
    .sort(([a], [b]) => a - b)
    .slice(0, 50)
    .map(([pageView, write]) => ({ pageView, tMs: write.tMs, phase: write.phase }));
}

const BINDING = '__consentryCookieWrite';

/**
 * Runs in every frame before any page script: reports the NAME of each cookie written through
 * document.cookie or cookieStore.set, and the host of the script that wrote it. Never the value.
 */
const COOKIE_WRITE_HOOK = `(() => {
  const report = globalThis[${JSON.stringify(BINDING)}];
  if (typeof report !== 'function') return;
  const scriptUrl = () => {
    const lines = String(new Error().stack || '').split('\\n');
    for (const line of lines) {
      const m = line.match(/(https?:\\/\\/[^\\s)]+?)(?::\\d+){0,2}\\)?$/);
      if (m) return m[1];
    }
    return null;
  };
  const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (desc && desc.set && desc.configurable) {
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      enumerable: desc.enumerable,
      get: desc.get,
      set(value) {
        try {
          const s = String(value);
          const eq = s.indexOf('=');
          const name = (eq === -1 ? '' : s.slice(0, eq)).trim();
          if (name) report(name.slice(0, 256), scriptUrl());
        } catch {}
        return desc.set.call(this, value);
      },
    });
  }
  const store = globalThis.cookieStore;
  if (store && typeof store.set === 'function') {
    const original = store.set.bind(store);
    store.set = function (nameOrOptions, value) {
      try {
        const name = typeof nameOrOptions === 'string' ? nameOrOptions : nameOrOptions && nameOrOptions.name;
        if (name) report(String(name).slice(0, 256), scriptUrl());
      } catch {}
      return original(nameOrOptions, value);
    };
  }
})();`;

function sameSiteOf(cookie: Cookie): SameSite {
  switch (cookie.sameSite) {
    case 'Strict':
      return 'strict';
    case 'Lax':
      return 'lax';
    case 'None':
      return 'none';
    default:
      return 'unspecified';
  }
}

function hostFromUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Does a response from `host` set cookies for `cookieDomain` (domain-match, leading dot ignored)? */
function domainMatches(host: string, cookieDomain: string): boolean {
  const domain = cookieDomain.replace(/^\./, '').toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Cookies of the arm's context at its end: name, domain, attributes, who set them (HTTP or script,
 * and the script's host) and when first seen. Values are read only for their length.
 */
export class CookieCollector implements Collector<ObservedCookie[]> {
  readonly name = 'cookies';
  private readonly writes: ScriptWrite[] = [];

  constructor(private readonly network: NetworkCollector) {}

  async install(runtime: ArmRuntime): Promise<void> {
    await runtime.context.exposeBinding(BINDING, (_source, name: unknown, scriptUrl: unknown) => {
      if (typeof name !== 'string' || this.writes.length >= 5000) return;
      this.writes.push({
        name,
        scriptHost: hostFromUrl(typeof scriptUrl === 'string' ? scriptUrl : null),
        tMs: runtime.elapsedMs(),
        phase: runtime.phase(),
        ...pageViewField(runtime),
      });
    });
    await runtime.context.addInitScript(COOKIE_WRITE_HOOK);
  }

  async collect(runtime: ArmRuntime): Promise<ObservedCookie[]> {
    let jar: Cookie[];
    try {
      jar = await runtime.context.cookies();
    } catch (error) {
      runtime.reportError('collector', 'cookie_jar_unavailable', String(error));
      return [];
    }
    const { requests } = await this.network.collect();
    const siteDomain = runtime.siteDomain();
    const now = Date.now() / 1000;
    return jar.slice(0, 5000).map((cookie) => {
      const domain = cookie.domain.replace(/^\./, '').toLowerCase();
      const httpWrites = requests.filter(
        (r) => r.setCookieNames?.includes(cookie.name) && domainMatches(r.host, cookie.domain),
      );
      const scriptWrites = this.writes.filter((w) => w.name === cookie.name);
      const httpSet = httpWrites[0];
      const scriptSet = scriptWrites[0];
      const writes: Write[] = [...httpWrites, ...scriptWrites].map((w) => ({
        tMs: w.tMs,
        phase: w.phase,
        pageView: w.pageView,
      }));
      const first = [...writes].sort((a, b) => a.tMs - b.tMs)[0];
      const session = cookie.expires === -1 || cookie.expires <= 0;
      const observed: ObservedCookie = {
        name: cookie.name.slice(0, 256),
        domain,
        hostOnly: !cookie.domain.startsWith('.'),
        path: cookie.path.startsWith('/') ? cookie.path.slice(0, 2048) : '/',
        session,
        expiryDays: session
          ? null
          : Math.max(0, Math.round(((cookie.expires - now) / 86400) * 10) / 10),
        secure: cookie.secure,
        httpOnly: cookie.httpOnly,
        sameSite: sameSiteOf(cookie),
        setBy:
          httpSet && (!scriptSet || httpSet.tMs <= scriptSet.tMs)
            ? 'http'
            : scriptSet
              ? 'script'
              : 'unknown',
        thirdParty: registrableDomain(domain) !== siteDomain,
        valueLength: cookie.value.length,
      };
      if (observed.setBy === 'script' && scriptSet?.scriptHost)
        observed.scriptHost = scriptSet.scriptHost;
      if (first) {
        observed.firstSeenMs = first.tMs;
        observed.phase = first.phase;
        if (first.pageView) observed.pageView = first.pageView;
        const rewrites = rewritesAfter(first, writes);
        if (rewrites.length > 0) observed.rewrites = rewrites;
      }
      if ('partitionKey' in cookie && cookie.partitionKey) observed.partitioned = true;
      return observed;
    });
  }
}
