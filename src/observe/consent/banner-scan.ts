import type { ElementHandle, Frame, Page } from 'playwright-core';
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
  /**
   * A radio button (one option of a Yes / No question, as cookie-settings pages ask per category): its
   * group (form and name) and the question (the fieldset's legend, or '').
   */
  readonly radio?: { readonly group: string; readonly legend: string };
}

export interface BannerRoot {
  readonly key: string;
  readonly frame: Frame;
  readonly index: number;
  readonly overlay: boolean;
  /** Length of its visible text, when the scan measured it (overlays only). */
  readonly textLength?: number;
  readonly controls: readonly ScannedControl[];
  readonly toggles: readonly ScannedToggle[];
}

/** One scan of the page (all relevant frames). Holds element handles until `dispose()`. */
export interface PageScan {
  /** The top document's scan answered in time (a busy renderer can miss it: then nothing is known). */
  readonly answered: boolean;
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
    /** role="tab": it switches the panel shown, it never decides. */
    tab?: boolean;
    /** The aria-label, when the label is the visible text and it differs. */
    aria?: string;
    navigates: boolean;
    root: number;
  }[];
  roots: {
    index: number;
    overlay: boolean;
    visible: boolean;
    /** Length of its visible text (the notice and its controls), at most 10,000; 0 unless an overlay. */
    textLength: number;
    rect: { width: number; height: number };
  }[];
  toggles: {
    index: number;
    label: string;
    checked: boolean;
    disabled: boolean;
    root: number;
    radio?: { group: string; legend: string };
  }[];
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
const FRAME_BOX_TIMEOUT_MS = 500;

/**
 * Page-side wrapper of SCAN_SCRIPT, one round trip per frame: it runs the scan, keeps the elements it
 * found in the frame's registry (a non-enumerable window property; `registryId` keys one scan) for
 * the handle look-ups that follow, and returns the plain data with the frame's viewport size. Scans
 * the caller disposed are dropped from the registry here (`drop`), so disposing costs no round trip.
 * `hiddenAt`: the viewport size at which this (child) frame was measured too small or hidden — while
 * its size is unchanged, the frame is not scanned (the caller knows it is not a candidate).
 * Kept as a string for the reason SCAN_SCRIPT is (no bundler helper may leak into the page).
 */
const FRAME_SCRIPT = String.raw`(scan, opts, a) => {
  const KEY = Symbol.for('consentry.scan');
  let registry = window[KEY];
  if (!registry) {
    registry = new Map();
    Object.defineProperty(window, KEY, { value: registry, configurable: true });
  }
  for (const id of a.drop) registry.delete(id);
  const size = [innerWidth, innerHeight];
  if (a.hiddenAt && a.hiddenAt[0] === size[0] && a.hiddenAt[1] === size[1]) return { size, info: null };
  const result = scan(opts);
  registry.set(a.id, result.els);
  return { size, info: result.info };
}`;

/** Page-side: the element `list[index]` of registered scan `id`, or null (scan dropped, document replaced). */
const LOOKUP_SCRIPT = String.raw`(a) => {
  const registry = window[Symbol.for('consentry.scan')];
  const els = registry && registry.get(a.id);
  return (els && els[a.list][a.index]) || null;
}`;

/**
 * What the scanner remembers of a frame: registry entries to drop at its next scan and, for a child
 * frame, its last measured visibility with the viewport size it had then. A frame's box (the size of
 * its iframe element) is measured again only when its viewport size changed, not at every scan.
 */
interface FrameState {
  drop: number[];
  measured: { size: readonly [number, number]; visible: boolean } | null;
}
const frameStates = new WeakMap<Frame, FrameState>();
let nextRegistryId = 1;

function stateOf(frame: Frame): FrameState {
  let state = frameStates.get(frame);
  if (!state) {
    state = { drop: [], measured: null };
    frameStates.set(frame, state);
  }
  return state;
}

const TIMED_OUT = Symbol('timed out');

/**
 * Whether a child frame is rendered at a visible size (its iframe element's box), or TIMED_OUT when
 * the measurement did not answer in time (counted as not visible, and measured again next time).
 */
async function frameBoxVisible(frame: Frame): Promise<boolean | typeof TIMED_OUT> {
  const box = await withTimeout(
    frame.frameElement().then((element) => element.boundingBox().finally(() => element.dispose())),
    FRAME_BOX_TIMEOUT_MS,
    TIMED_OUT,
  );
  if (box === TIMED_OUT) return TIMED_OUT;
  return box !== null && box.width >= MIN_FRAME_WIDTH && box.height >= MIN_FRAME_HEIGHT;
}

/**
 * Frames that could show a banner: the main frame and child frames that are attached and http(s), at
 * any depth, since CMPs such as Sourcepoint nest their message in an iframe inside an iframe,
 * cross-origin. Whether a child frame is rendered at a visible size is decided with its scan.
 */
function scannableFrames(page: Page): Frame[] {
  const main = page.mainFrame();
  const children = page
    .frames()
    .filter((frame) => frame !== main && !frame.isDetached() && /^https?:/.test(frame.url()));
  return [main, ...children.slice(0, MAX_CHILD_FRAMES)];
}

interface FrameScan {
  readonly registryId: number;
  readonly info: RawInfo;
}

/**
 * Scans one frame in one round trip, or null when it is not a candidate (a child frame too small or
 * hidden) or did not answer in time.
 */
async function scanFrame(frame: Frame, isMain: boolean): Promise<FrameScan | null> {
  const state = stateOf(frame);
  const registryId = nextRegistryId++;
  const drop = state.drop.splice(0);
  const hiddenAt = !isMain && state.measured?.visible === false ? state.measured.size : null;
  const expression = `(${FRAME_SCRIPT})(${SCAN_SCRIPT}, ${SCAN_OPTIONS}, ${JSON.stringify({ id: registryId, drop, hiddenAt })})`;
  const result = await withTimeout(
    frame.evaluate(expression) as Promise<{ size: [number, number]; info: RawInfo | null }>,
    SCAN_TIMEOUT_MS,
    null,
  );
  if (!result) {
    state.drop.push(...drop, registryId);
    return null;
  }
  if (!isMain) {
    const measured = state.measured;
    let visible: boolean;
    if (measured && measured.size[0] === result.size[0] && measured.size[1] === result.size[1]) {
      visible = measured.visible;
    } else {
      // Measured after the scan: a resize in between shows as a changed size at the next scan.
      const answer = await frameBoxVisible(frame);
      visible = answer === true;
      state.measured = answer === TIMED_OUT ? null : { size: result.size, visible };
    }
    if (!visible || !result.info) {
      if (result.info) state.drop.push(registryId);
      return null;
    }
  }
  return result.info ? { registryId, info: result.info } : null;
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
 * A container is a banner when it offers a consent choice and looks like one (overlay, several
 * choices, or a choice and a way to the settings). A notice whose only answer is "OK" / "Got it" asks for no decision: it is neither clicked
 * as an acceptance nor taken for a banner without a refusal.
 */
export function isBanner(root: BannerRoot): boolean {
  const choices = root.controls.filter((control) => BANNER_INTENTS.has(control.intent));
  if (!choices.some((control) => DECISION_INTENTS.has(control.intent)))
    return offersChoicesOnlyInSettings(root);
  // "Accept all cookies" beside "Set cookie preferences" (a button, or a link to a cookie-settings page)
  // in a box at the top of the page: a banner whose refusal is elsewhere, not a lone button.
  const settings = root.controls.some((control) => control.intent === 'settings');
  return root.overlay || choices.length >= 2 || settings;
}

/** Visible text a notice needs to be one, beyond the label of a settings button (measured: 150+). */
const NOTICE_MIN_TEXT = 100;

/**
 * A banner that asks for consent but puts every choice behind its settings: an overlay with the
 * notice's text whose only control opens the settings layer on the page ("Personalize" —
 * tarteaucitron with AcceptAllCta off). A persistent "Cookie settings" button left after a choice
 * has no notice text, and an "OK" makes an information notice instead.
 */
export function offersChoicesOnlyInSettings(root: BannerRoot): boolean {
  return (
    root.overlay &&
    (root.textLength ?? 0) >= NOTICE_MIN_TEXT &&
    root.controls.some((control) => control.intent === 'settings' && !control.navigates) &&
    !root.controls.some(
      (control) =>
        BANNER_INTENTS.has(control.intent) ||
        control.intent === 'do_not_sell' ||
        control.intent === 'privacy_choices',
    )
  );
}

/**
 * A container whose only answer acknowledges it ("OK", "Got it"): an information notice, when its
 * text is about cookies or personal data (the caller reads that). Never a banner.
 */
export function informationNoticeCandidates(roots: readonly BannerRoot[]): BannerRoot[] {
  return roots.filter(
    (root) =>
      root.controls.some((control) => control.intent === 'acknowledge') &&
      !root.controls.some((control) => DECISION_INTENTS.has(control.intent)),
  );
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

/**
 * What a scanned control does. A tab (role="tab") only shows another panel of the banner: one named
 * like settings ("Details", "Preferences") opens the settings layer; one named like a decision
 * (Cookiebot's "Consent" tab) decides nothing. A control whose visible text says nothing ("Learn
 * more") but whose accessible name says it configures preferences (`aria`) opens the settings; the
 * accessible name never makes a decision of an unclear button.
 */
export function controlIntent(label: string, tab: boolean, aria?: string): ControlIntent {
  const intent = classifyControlText(label);
  if (tab && intent !== 'settings') return 'other';
  if (intent === 'other' && aria && classifyControlText(aria) === 'settings') return 'settings';
  return intent;
}

/** Scans the page's main frame and visible frames at any depth (same- or cross-origin) for consent controls. */
export async function scanPage(page: Page): Promise<PageScan> {
  const registered = new Map<Frame, number>();
  const roots: BannerRoot[] = [];
  const pageControls: ScannedControl[] = [];
  const allToggles: ScannedToggle[] = [];
  const frames = page.isClosed() ? [] : scannableFrames(page);
  const scans = await Promise.all(frames.map((frame, i) => scanFrame(frame, i === 0)));
  frames.forEach((frame, frameNumber) => {
    const scanned = scans[frameNumber];
    if (!scanned) return;
    const { info } = scanned;
    registered.set(frame, scanned.registryId);
    const keyOf = (root: number) => (root < 0 ? null : `${frameNumber}:${root}`);
    const controls: ScannedControl[] = info.controls.map((c) => ({
      frame,
      index: c.index,
      label: c.label,
      intent: controlIntent(c.label, c.tab === true, c.aria),
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
      ...(t.radio ? { radio: t.radio } : {}),
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
        textLength: r.textLength,
        controls: controls.filter((c) => c.rootKey === key),
        toggles: toggles.filter((t) => t.rootKey === key),
      });
    }
    pageControls.push(...controls);
  });

  const element = async (
    frame: Frame,
    list: 'controls' | 'roots' | 'toggles',
    index: number,
  ): Promise<ElementHandle | null> => {
    const id = registered.get(frame);
    if (id === undefined) return null;
    const expression = `(${LOOKUP_SCRIPT})(${JSON.stringify({ id, list, index })})`;
    return withTimeout(
      frame.evaluateHandle(expression).then(async (handle) => {
        const found = handle.asElement();
        if (!found) await handle.dispose();
        return found;
      }),
      SCAN_TIMEOUT_MS,
      null,
    );
  };

  const evaluateOnRoot = async (
    root: BannerRoot,
    source: string,
    arg: unknown,
  ): Promise<unknown> => {
    const id = registered.get(root.frame);
    if (id === undefined) return null;
    // Built from source text so that no bundler helper can leak into the page (see scan-script.ts).
    const onRoot = new Function(
      `return (a) => { const registry = window[Symbol.for('consentry.scan')]; const els = registry && registry.get(a.id); const el = els && els.roots[a.index]; return el ? (${source})(el, a.arg) : null; }`,
    )() as (a: { id: number; index: number; arg: unknown }) => unknown;
    return root.frame.evaluate(onRoot, { id, index: root.index, arg });
  };

  return {
    answered: scans[0] !== null && scans[0] !== undefined,
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
    // No round trip: the frame's registry drops these elements at its next scan (or with its document).
    dispose: async () => {
      for (const [frame, id] of registered) stateOf(frame).drop.push(id);
      registered.clear();
    },
  };
}
