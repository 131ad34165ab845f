import type { ArmName, ScanFrom } from '../model/index.ts';

export type ViewportName = 'desktop' | 'mobile';

export interface ArmBudgets {
  /** Main-document navigation (to DOMContentLoaded). */
  navigationMs: number;
  /** Whole arm, navigation and consent action included. */
  armMs: number;
  /** Network idle needed to call the page quiet. */
  quietMs: number;
  /** Observe at least this long after navigation before calling the page quiet (late tags). */
  minObserveMs: number;
  /** After a consent click, observe at least this long (reloads, tags released by consent). */
  postActionMs: number;
  /** Time the consent layer may spend finding and clicking the banner. */
  consentMs: number;
  /** A request open longer than this is a long poll. */
  longPollMs: number;
}

export const DEFAULT_BUDGETS: ArmBudgets = {
  navigationMs: 20_000,
  armMs: 30_000,
  quietMs: 600,
  minObserveMs: 2_000,
  postActionMs: 1_000,
  consentMs: 8_000,
  longPollMs: 4_000,
};

export interface ArmSpec {
  arm: ArmName;
  url: string;
  scanFrom: ScanFrom;
  viewport: ViewportName;
  budgets: ArmBudgets;
  /** The CMP rule already detected for this site, so action arms try only that one. */
  consentRule?: string | undefined;
}

export const VIEWPORTS: Record<ViewportName, { width: number; height: number; mobile: boolean }> = {
  desktop: { width: 1366, height: 768, mobile: false },
  mobile: { width: 390, height: 844, mobile: true },
};

export const REGION: Record<ScanFrom, { locale: string; timezoneId: string; acceptLanguage: string }> = {
  eu_ie: { locale: 'en-IE', timezoneId: 'Europe/Dublin', acceptLanguage: 'en-IE,en;q=0.9' },
  california: { locale: 'en-US', timezoneId: 'America/Los_Angeles', acceptLanguage: 'en-US,en;q=0.9' },
};
