import { scanPage, type BannerRoot, type PageScan } from './banner-scan.ts';
import { nudgePage, probeLateBanner, type LateBannerEvidence } from './late-banner.ts';
import { PLATFORM_CONTAINERS, RULED_CMP_CONTAINERS } from './platforms/index.ts';
import { CONSENT_TEXT_PATTERN } from './text-classifier.ts';
import type { FlowContext } from './types.ts';

/**
 * Waits for the consent layer's answer, without fixed sleeps:
 * - autoconsent reported a visible popup → `autoconsent`;
 * - our heuristic sees a banner, and autoconsent had a chance to recognise it (one more detection
 *   attempt after the banner appeared, or its detection is over) → `fallback`. When the banner is the
 *   container of a platform autoconsent has rules for, autoconsent gets until its detection settles
 *   (at most `popupWaitMs` after the banner appeared): such rules often match only once the banner has
 *   finished sliding in (EU Cookie Compliance's body class);
 * - autoconsent's detection is over (nothing detected, or parked until the DOM changes), the page
 *   has stopped loading scripts, and one last scan sees no banner → `none`. That is an answer, not a
 *   timeout, and typically arrives 1–2 s after navigation on a page without a banner.
 * Before answering `none`, the page gets what a visitor does first (pointer move, a little scroll) and
 * a short look after it, for banners that wait for the first interaction. When there is evidence that
 * a banner is still to come (late-banner.ts: a CMP script, a consent API stub, hidden consent markup),
 * the answer waits up to `lateWaitMs` after that evidence, for banners shown after a timer.
 * The budget bounds all of it (`timedOut`).
 * The heuristic's banner (`fallback`) carries the id of the platform whose banner container holds its
 * root (`platform`, first in registry order; null when none does): that names the CMP when no rule did,
 * as in every arm that runs without autoconsent (the GPC arms).
 */
export type Detection =
  | { kind: 'autoconsent'; cmp: string; scan: PageScan | null; atMs: number }
  | {
      kind: 'fallback';
      cmp: string | null;
      /** The platform whose banner container holds the banner root (platforms/index.ts), or null. */
      platform: string | null;
      scan: PageScan;
      atMs: number;
    }
  | {
      kind: 'none';
      cmp: string | null;
      scan: PageScan | null;
      atMs: number;
      timedOut: boolean;
      lateEvidence: LateBannerEvidence | null;
    };

export interface DetectionTuning {
  budgetMs: number;
  /** After autoconsent's cmpDetected, how long to wait for its popupFound before our heuristic looks. */
  popupWaitMs: number;
  /** No autoconsent message for this long after its second attempt = parked on a DOM mutation. */
  idleMs: number;
  /** No script/document/XHR request in flight for this long = the page stopped loading. */
  quietMs: number;
  /** Minimum time between two heuristic scans. */
  scanIntervalMs: number;
  /** After the first-interaction nudge, keep looking this long before answering `none`. */
  nudgeGraceMs: number;
  /** With evidence of a banner still to come, keep looking this long after the evidence appeared. */
  lateWaitMs: number;
}

export const DEFAULT_TUNING: DetectionTuning = {
  budgetMs: 6_000,
  popupWaitMs: 2_000,
  idleMs: 500,
  quietMs: 500,
  scanIntervalMs: 400,
  nudgeGraceMs: 400,
  lateWaitMs: 3_500,
};

const POLL_MS = 200;

/** Page-side: whether a banner root is, holds or sits in a container of a platform autoconsent has rules for. */
const IN_RULED_CONTAINER = `(element, selector) => {
  try { return !!(element.closest(selector) || element.querySelector(selector)); } catch { return false; }
}`;
/** Page-side: the id of the first platform one of whose containers is or holds the element (closest()). */
const CONTAINER_PLATFORM = `(element, platforms) => {
  for (const platform of platforms) {
    try { if (element.closest(platform.selector)) return platform.id; } catch {}
  }
  return null;
}`;

/** The platform whose banner container holds this banner root, or null (also when the page cannot answer). */
async function containerPlatform(scan: PageScan, root: BannerRoot): Promise<string | null> {
  const id = await scan
    .evaluateOnRoot(root, CONTAINER_PLATFORM, PLATFORM_CONTAINERS)
    .catch(() => null);
  return typeof id === 'string' ? id : null;
}

const POPUP_RESCANS = 5;
const POPUP_RESCAN_MS = 150;
/** The first-interaction nudge comes this long after the load event. */
const NUDGE_AFTER_LOAD_MS = 150;
/** Without autoconsent (disabled, or its script never started), let the page settle at least this long after load. */
const NO_AUTOCONSENT_GRACE_MS = 800;

export async function detectBanner(ctx: FlowContext, tuning: DetectionTuning): Promise<Detection> {
  const { runtime, bridge, settle, page } = ctx;
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const held: { scan: PageScan | null } = { scan: null };
  let lastScanAt = -Infinity;
  let attemptsWhenSeen: number | null = null;
  /** When the heuristic first saw a banner, and whether it is a ruled platform's container (null: not asked). */
  let seenAt: number | null = null;
  let ruledContainer: boolean | null = null;
  let loadSeenAt: number | null = null;
  let nudgedAt: number | null = null;
  let lateEvidence: LateBannerEvidence | null = null;
  let lateUntil = -Infinity;

  const replaceScan = async (next: PageScan | null): Promise<PageScan | null> => {
    if (held.scan && held.scan !== next) await held.scan.dispose();
    held.scan = next;
    return next;
  };

  while (elapsed() < tuning.budgetMs && !ctx.deadline.expired() && !page.isClosed()) {
    if (bridge?.popup) {
      const popup = bridge.popup;
      // autoconsent may report the popup while it is still fading in: look again briefly for its controls.
      let scan = await replaceScan(await scanPage(page));
      for (
        let retry = 0;
        !scan?.banner && retry < POPUP_RESCANS && ctx.deadline.remaining() > 1_000;
        retry++
      ) {
        await new Promise((resolve) => setTimeout(resolve, POPUP_RESCAN_MS));
        scan = await replaceScan(await scanPage(page));
      }
      return { kind: 'autoconsent', cmp: popup.cmp, scan, atMs: runtime.elapsedMs() };
    }
    const now = runtime.elapsedMs();
    if (settle.loaded()) loadSeenAt ??= now;
    if (nudgedAt === null && loadSeenAt !== null && now - loadSeenAt >= NUDGE_AFTER_LOAD_MS) {
      // Early, so that the look after it overlaps autoconsent's own detection instead of adding to it.
      await nudgePage(page);
      nudgedAt = performance.now();
      lastScanAt = -Infinity;
    }
    const detected = bridge?.cmpDetected ?? null;
    const waitingForPopup = detected !== null && now - detected.atMs < tuning.popupWaitMs;
    const autoconsentOver = bridge
      ? bridge.detectionSettled(tuning.idleMs) ||
        (detected !== null && !waitingForPopup) ||
        (!bridge.top() && loadSeenAt !== null && now - loadSeenAt >= NO_AUTOCONSENT_GRACE_MS)
      : loadSeenAt !== null && now - loadSeenAt >= NO_AUTOCONSENT_GRACE_MS;
    const mayScan = !waitingForPopup && (autoconsentOver || (bridge?.topAttempts() ?? 0) >= 1);

    if (mayScan && performance.now() - lastScanAt >= tuning.scanIntervalMs) {
      lastScanAt = performance.now();
      const current = await replaceScan(await scanPage(page));
      if (current?.banner) {
        attemptsWhenSeen ??= bridge?.topAttempts() ?? 0;
        seenAt ??= now;
        if (bridge && ruledContainer === null)
          ruledContainer =
            (await current.evaluateOnRoot(
              current.banner,
              IN_RULED_CONTAINER,
              RULED_CMP_CONTAINERS,
            )) === true;
        const waitForRule =
          ruledContainer === true &&
          !bridge?.detectionSettled(2 * tuning.idleMs) &&
          now - seenAt < tuning.popupWaitMs;
        if (!waitForRule && (autoconsentOver || (bridge?.topAttempts() ?? 0) > attemptsWhenSeen)) {
          if (bridge?.popup) continue; // autoconsent recognised it meanwhile
          return {
            kind: 'fallback',
            cmp: detected?.cmp ?? null,
            platform: await containerPlatform(current, current.banner),
            scan: current,
            atMs: runtime.elapsedMs(),
          };
        }
      } else if (autoconsentOver && settle.settled(tuning.quietMs)) {
        if (nudgedAt === null) {
          await nudgePage(page);
          nudgedAt = performance.now();
          lastScanAt = -Infinity;
        } else if (performance.now() - nudgedAt >= tuning.nudgeGraceMs) {
          if (lateEvidence === null) {
            lateEvidence = ctx.cmpSignals?.scriptSeen
              ? 'cmp_script'
              : await probeLateBanner(page, CONSENT_TEXT_PATTERN);
            if (lateEvidence) {
              lateUntil = performance.now() + tuning.lateWaitMs;
              ctx.onLateEvidence?.(lateEvidence);
            }
          }
          if (performance.now() >= lateUntil) {
            return {
              kind: 'none',
              cmp: detected?.cmp ?? null,
              scan: current,
              atMs: runtime.elapsedMs(),
              timedOut: false,
              lateEvidence,
            };
          }
        }
      }
    }
    const wait = Math.min(POLL_MS, tuning.budgetMs - elapsed(), ctx.deadline.remaining());
    if (wait <= 0) break;
    if (bridge) await bridge.changed(wait);
    else await new Promise((resolve) => setTimeout(resolve, wait));
  }

  // Budget spent: use what the last look showed (one look if there was none yet and time allows).
  if (!held.scan && !page.isClosed() && ctx.deadline.remaining() > 800)
    await replaceScan(await scanPage(page));
  const last = held.scan;
  if (bridge?.popup)
    return { kind: 'autoconsent', cmp: bridge.popup.cmp, scan: last, atMs: runtime.elapsedMs() };
  if (last?.banner)
    return {
      kind: 'fallback',
      cmp: bridge?.cmpDetected?.cmp ?? null,
      platform: await containerPlatform(last, last.banner),
      scan: last,
      atMs: runtime.elapsedMs(),
    };
  return {
    kind: 'none',
    cmp: bridge?.cmpDetected?.cmp ?? null,
    scan: last,
    atMs: runtime.elapsedMs(),
    timedOut: true,
    lateEvidence,
  };
}
