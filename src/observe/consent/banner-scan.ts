import type { ElementHandle, Frame, JSHandle, Page } from 'playwright-core';
import { CMP_NAME_WORDS } from './platforms/index.ts';
import { SCAN_SCRIPT } from './scan-script.ts';
import {
  CONSENT_TEXT_PATTERN,
  classifyControlText,
  type ControlIntent,
} from './text-classifier.ts';
import { withTimeout } from './time.ts';

/** A visible control as the page scan found it, classified by its label. */
export interface ScannedControl {
  readonly frame: Frame;
  readonly index: number;
  readonly label: string;
  readonly intent: ControlIntent;
  readonly kind: 'button' | 'link';
  /** Clicking would load another document (a real link), so it cannot open an in-page layer. */
  readonly navigates: boolean;
  /** Key of the banner-like container it sits in, or null for page controls. */
  readonly rootKey: string | null;
}

export interface ScannedToggle {
  readonly frame: Frame;
  readonly index: number;
  readonly label: string;
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly rootKey: string | null;
}

export interface BannerRoot {
  readonly key: string;
  readonly frame: Frame;
  readonly index: number;
  readonly overlay: boolean;
  readonly controls: readonly ScannedControl[];
  readonly toggles: readonly ScannedToggle[];
}

/** One scan of the page (all relevant frames). Holds element handles until `dispose()`. */
export interface PageScan {
  /** The most banner-like container, or null when the page shows no consent banner. */
  readonly banner: BannerRoot | null;
  readonly roots: readonly BannerRoot[];
  /** Page controls that are US-style opt-out links ("Do Not Sell…", "Your Privacy Choices"). */
  readonly optOutLinks: readonly ScannedControl[];
  readonly toggles: readonly ScannedToggle[];
  controlHandle(control: ScannedControl): Promise<ElementHandle | null>;
  toggleHandle(toggle: ScannedToggle): Promise<ElementHandle | null>;
  rootHandle(root: BannerRoot): Promise<ElementHandle | null>;
  /**
   * Runs page-side `source` (the text of a function `(element, arg) => result`) on a root's element in
   * one round trip, without fetching its handle first. Null when the frame's scan is gone.
   */
  evaluateOnRoot(root: BannerRoot, source: string, arg: unknown): Promise<unknown>;
  dispose(): Promise<void>;
}

interface RawInfo {
  top: boolean;
  controls: {
    index: number;
    label: string;
    kind: 'button' | 'link';
    navigates: boolean;
    root: number;
  }[];
  roots: {
    index: number;
    overlay: boolean;
    visible: boolean;
    rect: { width: number; height: number };
  }[];
  toggles: { index: number; label: string; checked: boolean; disabled: boolean; root: number }[];
}

const BANNER_INTENTS: ReadonlySet<ControlIntent> = new Set([
  'accept',
  'reject',
  'necessary_only',
  'continue_without',
  'acknowledge',
  'save',
]);
/** Choices that ask for a decision; a box offering only "OK" / "Got it" is an information notice. */
const DECISION_INTENTS: ReadonlySet<ControlIntent> = new Set([
  'accept',
  'reject',
  'necessary_only',
  'continue_without',
  'save',
]);
const SCAN_TIMEOUT_MS = 1_500;
const MIN_FRAME_WIDTH = 60;
const MIN_FRAME_HEIGHT = 24;
const MAX_CHILD_FRAMES = 40;

/**
 * Frames that could show a banner: attached, http(s), and rendered at a visible size — at any depth,
 * since CMPs such as Sourcepoint nest their message in an iframe inside an iframe, cross-origin.
 */
async function candidateFrames(page: Page): Promise<Frame[]> {
  const main = page.mainFrame();
  const children = page
    .frames()
    .filter((frame) => frame !== main && !frame.isDetached() && /^https?:/.test(frame.url()));
  const visible = await Promise.all(
    children.slice(0, MAX_CHILD_FRAMES).map(async (frame) => {
      const box = await withTimeout(
        frame
          .frameElement()
          .then((element) => element.boundingBox().finally(() => element.dispose())),
        500,
        null,
      );
      return box !== null && box.width >= MIN_FRAME_WIDTH && box.height >= MIN_FRAME_HEIGHT;
    }),
  );
  return [page.mainFrame(), ...children.filter((_frame, i) => visible[i])];
}

function score(root: BannerRoot): number {
  const intents = new Set(root.controls.map((control) => control.intent));
  let value = 0;
  if (intents.has('accept')) value += 10;
  if (intents.has('reject') || intents.has('necessary_only') || intents.has('continue_without'))
    value += 10;
  if (intents.has('acknowledge')) value += 4;
  if (intents.has('save')) value += 3;
  if (root.controls.some((control) => control.intent === 'settings' && !control.navigates))
    value += 3;
  if (root.overlay) value += 5;
  return value;
}

/**
 * A container is a banner when it offers a consent choice and looks like one (overlay, or several
 * choices). A notice whose only answer is "OK" / "Got it" asks for no decision: it is neither clicked
 * as an acceptance nor taken for a banner without a refusal.
 */
function isBanner(root: BannerRoot): boolean {
  const choices = root.controls.filter((control) => BANNER_INTENTS.has(control.intent));
  if (!choices.some((control) => DECISION_INTENTS.has(control.intent))) return false;
  return root.overlay || choices.length >= 2;
}

/** Picks the banner: the best-scoring banner-like container, optionally one that offers `prefer`. */
export function pickBanner(
  roots: readonly BannerRoot[],
  prefer?: (root: BannerRoot) => boolean,
): BannerRoot | null {
  const banners = roots.filter(isBanner);
  const pool = prefer && banners.some(prefer) ? banners.filter(prefer) : banners;
  let best: BannerRoot | null = null;
  for (const root of pool) if (!best || score(root) > score(best)) best = root;
  return best;
}

const SCAN_OPTIONS = JSON.stringify({
  consentPattern: CONSENT_TEXT_PATTERN,
  cmpNames: CMP_NAME_WORDS,
});

/** Scans the page's main frame and visible frames at any depth (same- or cross-origin) for consent controls. */
export async function scanPage(page: Page): Promise<PageScan> {
  const handles = new Map<Frame, JSHandle>();
  const roots: BannerRoot[] = [];
  const pageControls: ScannedControl[] = [];
  const allToggles: ScannedToggle[] = [];
  const expression = `(${SCAN_SCRIPT})(${SCAN_OPTIONS})`;
  const frames = page.isClosed() ? [] : await candidateFrames(page);
  await Promise.all(
    frames.map(async (frame, frameNumber) => {
      const handle = await withTimeout(frame.evaluateHandle(expression), SCAN_TIMEOUT_MS, null);
      if (!handle) return;
      const info = await withTimeout(
        handle.getProperty('info').then((h) => h.jsonValue() as Promise<RawInfo>),
        SCAN_TIMEOUT_MS,
        null,
      );
      if (!info) {
        await handle.dispose().catch(() => undefined);
        return;
      }
      handles.set(frame, handle);
      const keyOf = (root: number) => (root < 0 ? null : `${frameNumber}:${root}`);
      const controls: ScannedControl[] = info.controls.map((c) => ({
        frame,
        index: c.index,
        label: c.label,
        intent: classifyControlText(c.label),
        kind: c.kind,
        navigates: c.navigates,
        rootKey: keyOf(c.root),
      }));
      const toggles: ScannedToggle[] = info.toggles.map((t) => ({
        frame,
        index: t.index,
        label: t.label,
        checked: t.checked,
        disabled: t.disabled,
        rootKey: keyOf(t.root),
      }));
      allToggles.push(...toggles);
      for (const r of info.roots) {
        if (!r.visible) continue;
        const key = `${frameNumber}:${r.index}`;
        roots.push({
          key,
          frame,
          index: r.index,
          overlay: r.overlay,
          controls: controls.filter((c) => c.rootKey === key),
          toggles: toggles.filter((t) => t.rootKey === key),
        });
      }
      pageControls.push(...controls);
    }),
  );

  const element = async (
    frame: Frame,
    list: 'controls' | 'roots' | 'toggles',
    index: number,
  ): Promise<ElementHandle | null> => {
    const handle = handles.get(frame);
    if (!handle) return null;
    return withTimeout(
      (async () => {
        const els = await handle.getProperty('els');
        const group = await els.getProperty(list);
        const item = await group.getProperty(String(index));
        await Promise.all([els.dispose(), group.dispose()]);
        return item.asElement();
      })(),
      SCAN_TIMEOUT_MS,
      null,
    );
  };

  const evaluateOnRoot = async (
    root: BannerRoot,
    source: string,
    arg: unknown,
  ): Promise<unknown> => {
    const handle = handles.get(root.frame);
    if (!handle) return null;
    // Built from source text so that no bundler helper can leak into the page (see scan-script.ts).
    const onRoot = new Function(
      `return (scan, a) => { const el = scan.els.roots[a.index]; return el ? (${source})(el, a.arg) : null; }`,
    )() as (scan: unknown, a: { index: number; arg: unknown }) => unknown;
    return handle.evaluate(onRoot, { index: root.index, arg });
  };

  return {
    banner: pickBanner(roots),
    roots,
    optOutLinks: pageControls.filter(
      (c) => c.intent === 'do_not_sell' || c.intent === 'privacy_choices',
    ),
    toggles: allToggles,
    controlHandle: (control) => element(control.frame, 'controls', control.index),
    toggleHandle: (toggle) => element(toggle.frame, 'toggles', toggle.index),
    rootHandle: (root) => element(root.frame, 'roots', root.index),
    evaluateOnRoot,
    dispose: async () => {
      await Promise.all(
        [...handles.values()].map((handle) => handle.dispose().catch(() => undefined)),
      );
      handles.clear();
    },
  };
}
