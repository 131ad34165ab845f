import type { BrowserContext, Page } from 'playwright-core';
import type {
  ArmError,
  ArmName,
  CoverageLimitation,
  EvidencePhase,
  ScreenshotRef,
} from '../model/index.ts';
import type { ArmRuntime } from './arm-runtime.ts';
import { hostOf, registrableDomain } from './site.ts';

export interface KeptScreenshot extends ScreenshotRef {
  png: Buffer;
}

/** The runtime an arm hands its collectors, plus what they reported. */
export interface ArmRuntimeState extends ArmRuntime {
  markNavigationStart(): void;
  setPhase(phase: EvidencePhase): void;
  readonly errors: ArmError[];
  readonly limitations: CoverageLimitation[];
  readonly screenshots: KeptScreenshot[];
}

export function createArmRuntime(options: {
  arm: ArmName;
  context: BrowserContext;
  page: Page;
  url: string;
  initialPhase: EvidencePhase;
  /** The current page view's index (default: always 0, the starting page). */
  pageView?: () => number;
}): ArmRuntimeState {
  const { arm, context, page } = options;
  const requestedHost = hostOf(options.url) ?? '';
  let navigationStart = performance.now();
  let phase = options.initialPhase;
  const errors: ArmError[] = [];
  const limitations: CoverageLimitation[] = [];
  const screenshots: KeptScreenshot[] = [];
  const siteHost = () => {
    const current = page.isClosed() ? null : hostOf(page.url());
    return current && current !== 'about' && page.url() !== 'about:blank' ? current : requestedHost;
  };
  return {
    arm,
    context,
    page,
    requestedHost,
    siteHost,
    siteDomain: () => registrableDomain(siteHost()),
    elapsedMs: () => Math.max(0, Math.round(performance.now() - navigationStart)),
    phase: () => phase,
    pageView: options.pageView ?? (() => 0),
    setPhase: (next) => {
      phase = next;
    },
    markNavigationStart: () => {
      navigationStart = performance.now();
    },
    reportError: (stage, code, message) => {
      if (errors.length < 100) errors.push({ stage, code, message: message.slice(0, 500) });
    },
    limit: (code, summary) => {
      if (
        !limitations.some((l) => l.code === code && l.summary === summary) &&
        limitations.length < 50
      ) {
        limitations.push({ code, arm, summary });
      }
    },
    keepScreenshot: (subject, png, masked) => {
      const ref = `${arm}-${subject}-${screenshots.length + 1}.png`;
      screenshots.push({ subject, ref, masked, png });
      return ref;
    },
    errors,
    limitations,
    screenshots,
  };
}
