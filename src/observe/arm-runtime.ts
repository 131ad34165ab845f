import type { BrowserContext, Page } from 'playwright-core';
import type {
  ArmErrorStage,
  ArmName,
  CoverageLimitationCode,
  EvidencePhase,
} from '../model/index.ts';

/** What a collector sees of the arm it runs in. One runtime per arm; never shared across arms. */
export interface ArmRuntime {
  readonly arm: ArmName;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Host of the requested page; `siteHost()` follows redirects of the main document. */
  readonly requestedHost: string;
  siteHost(): string;
  /** Registrable domain (eTLD+1) of the current site host, the first-party boundary. */
  siteDomain(): string;
  /** Milliseconds since this arm's navigation started. */
  elapsedMs(): number;
  /** `before_consent` / `gpc_on` throughout; action arms are `pre_consent` until their click. */
  phase(): EvidencePhase;
  /** Index of the current page view (0 = the starting page; see pages/page-views.ts). */
  pageView(): number;
  /** A non-fatal problem of a collector or detector: recorded in the Observation, never thrown. */
  reportError(stage: ArmErrorStage, code: string, message: string): void;
  /** Something that bounds what this arm measured (coverageLimitations). */
  limit(code: CoverageLimitationCode, summary: string): void;
  /** Bytes of a screenshot to keep with the scan; returns its reference. */
  keepScreenshot(subject: 'banner' | 'form_crop' | 'page', png: Buffer, masked: boolean): string;
}

/**
 * A collector observes one aspect of a page. `install` runs before navigation (init scripts,
 * bindings, listeners); `probe` runs once each page view settled (e.g. typing sentinels);
 * `leavePage` runs before the arm navigates away from a page view (collectors that read the page
 * itself, rather than listen, read it then); `collect` runs when the arm ends and returns plain,
 * public-safe data — never cookie values, query strings, request bodies or form input values.
 */
export interface Collector<T> {
  readonly name: string;
  install(runtime: ArmRuntime): Promise<void>;
  probe?(runtime: ArmRuntime): Promise<void>;
  leavePage?(runtime: ArmRuntime): Promise<void>;
  collect(runtime: ArmRuntime): Promise<T>;
}

/** The `pageView` field of a record made now: absent on the starting page (index 0). */
export function pageViewField(runtime: Pick<ArmRuntime, 'pageView'>): { pageView?: number } {
  const index = runtime.pageView();
  return index > 0 ? { pageView: index } : {};
}
