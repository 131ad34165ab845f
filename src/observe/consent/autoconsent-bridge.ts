import type { Frame, Page } from 'playwright-core';
import {
  autoconsentContentScript,
  disabledDynamicCmps,
  rulesForFrame,
} from './autoconsent-rules.ts';
import { withTimeout } from './time.ts';

/**
 * Drives @duckduckgo/autoconsent from Playwright the way its own runner does (binding
 * `autoconsentSendMessage`, content script evaluated in each frame, `initResp` with config + rules),
 * with consentry's choices: full rules, prehide and cosmetic rules off (we observe, we do not hide),
 * evals run inline in the page's main world, and autoAction null — the bridge sends optIn/optOut
 * itself once the first layer has been inspected.
 *
 * It also tracks when detection is over, because "nothing detected" is an answer: a frame reports
 * lifecycle `nothingDetected` when its retries are spent, and a frame whose detection loop is parked
 * waiting for a DOM mutation (no message for a while after its second attempt) has nothing more to
 * find until the page changes.
 */
export interface AutoconsentEvent {
  cmp: string;
  frame: Frame;
  atMs: number;
}

export interface AutoconsentResult extends AutoconsentEvent {
  action: 'optOut' | 'optIn';
  ok: boolean;
  scheduleSelfTest: boolean;
}

interface FrameState {
  main: boolean;
  lifecycle: string;
  attempts: number;
  lastMessageAt: number;
}

export interface AutoconsentBridgeOptions {
  onlyRule?: string;
  detectRetries: number;
  /** Arm-relative clock (ms). */
  now: () => number;
}

const BINDING = 'autoconsentSendMessage';
const EVAL_TIMEOUT_MS = 1_500;
const MIN_FRAME_WIDTH = 60;
const MIN_FRAME_HEIGHT = 24;
/** Sourcepoint serves its messages from iframes that autoconsent's Sourcepoint-frame rule handles. */
const SOURCEPOINT_FRAME =
  /\/(index|privacy-manager\/index|ccpa_pm\/index|us_pm\/index)\.html\?.*(message_id|requestUUID|consentUUID)=|sp-prod\.net/;

export class AutoconsentBridge {
  cmpDetected: AutoconsentEvent | null = null;
  popup: AutoconsentEvent | null = null;
  result: AutoconsentResult | null = null;
  done: AutoconsentEvent | null = null;
  selfTest: { ok: boolean; atMs: number } | null = null;
  /**
   * The rule's self-test run on the popup before the opt-out: a test that already passes then (a rule whose
   * test reads a value the CMP writes before any choice) says nothing about the refusal.
   */
  selfTestBeforeAction: boolean | null = null;
  readonly errors: string[] = [];
  readonly #frames = new Map<Frame, FrameState>();
  readonly #options: AutoconsentBridgeOptions;
  #waiters: (() => void)[] = [];
  #page: Page | undefined;
  #stopped = false;

  constructor(options: AutoconsentBridgeOptions) {
    this.#options = options;
  }

  async install(page: Page): Promise<void> {
    this.#page = page;
    await page.exposeBinding(BINDING, ({ frame }: { frame: Frame }, message: unknown) =>
      this.#onMessage(frame, message),
    );
    page.on('framenavigated', (frame) => void this.#inject(frame));
  }

  /** The arm is done with consent: later documents (the next page view, crawled pages) get no content script. */
  stop(): void {
    this.#stopped = true;
  }

  /** Resolves on the next message from any content script, or after `ms`. */
  changed(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, Math.max(0, ms));
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#waiters.push(done);
    });
  }

  /** State of the top frame's content script, if it started. */
  top(): Readonly<FrameState> | undefined {
    for (const state of this.#frames.values()) if (state.main) return state;
    return undefined;
  }

  /**
   * Detection is over in every frame that runs autoconsent: nothing detected, or parked on a DOM
   * mutation after at least two attempts with no message for `idleMs`.
   */
  detectionSettled(idleMs: number): boolean {
    const now = this.#options.now();
    let sawTop = false;
    for (const [frame, state] of this.#frames) {
      if (frame.isDetached()) continue;
      if (state.main) sawTop = true;
      if (state.lifecycle === 'nothingDetected') continue;
      if (
        state.lifecycle === 'started' &&
        state.attempts >= 2 &&
        now - state.lastMessageAt >= idleMs
      )
        continue;
      if (!state.main && state.lifecycle !== 'started' && now - state.lastMessageAt >= idleMs * 3)
        continue;
      return false;
    }
    return sawTop;
  }

  /** Attempts the top frame has started (each start means the previous one found nothing). */
  topAttempts(): number {
    return this.top()?.attempts ?? 0;
  }

  /** Forgets the last action's result, before asking again. */
  resetOutcome(): void {
    this.result = null;
    this.done = null;
    this.selfTest = null;
  }

  /** Tells the frame that showed the popup to opt out / in. Fire-and-forget; the result arrives as a message. */
  async requestAction(action: 'optOut' | 'optIn'): Promise<boolean> {
    const frame = this.popup?.frame;
    if (!frame || frame.isDetached()) return false;
    const sent = await withTimeout(
      frame.evaluate(
        `(() => { window.autoconsentReceiveMessage({ type: ${JSON.stringify(action)} }); return true; })()`,
      ),
      EVAL_TIMEOUT_MS,
      false,
    );
    return sent === true;
  }

  /** Asks for the self-test of the rule that found the popup, in the popup's frame, before any action. */
  requestSelfTestBeforeAction(): Promise<boolean> {
    return this.#sendSelfTest(this.popup?.frame);
  }

  /** Asks for autoconsent's self-test (opt-out only) in the frame that reported the result. */
  requestSelfTest(): Promise<boolean> {
    return this.#sendSelfTest(this.result?.scheduleSelfTest ? this.result.frame : undefined);
  }

  async #sendSelfTest(frame: Frame | undefined): Promise<boolean> {
    if (!frame || frame.isDetached()) return false;
    const sent = await withTimeout(
      frame.evaluate(
        `(() => { window.autoconsentReceiveMessage({ type: "selfTest" }); return true; })()`,
      ),
      EVAL_TIMEOUT_MS,
      false,
    );
    return sent === true;
  }

  async #shouldInject(frame: Frame): Promise<boolean> {
    const page = this.#page;
    if (!page || this.#stopped || frame.isDetached()) return false;
    if (frame === page.mainFrame()) return true;
    const url = frame.url();
    if (!/^https?:/.test(url)) return false;
    const { onlyRule } = this.#options;
    if (onlyRule !== undefined) {
      return (
        rulesForFrame(url, false, onlyRule).count > 0 ||
        (onlyRule === 'Sourcepoint-frame' && SOURCEPOINT_FRAME.test(url))
      );
    }
    if (rulesForFrame(url, false).siteSpecific > 0 || SOURCEPOINT_FRAME.test(url)) return true;
    // Generic frame rules exist, but tracking pixels and hidden frames cannot show a popup.
    const box = await withTimeout(
      frame
        .frameElement()
        .then((element) => element.boundingBox().finally(() => element.dispose())),
      500,
      null,
    );
    return Boolean(box && box.width >= MIN_FRAME_WIDTH && box.height >= MIN_FRAME_HEIGHT);
  }

  async #inject(frame: Frame): Promise<void> {
    try {
      if (!(await this.#shouldInject(frame))) return;
      await frame.evaluate(
        `(() => { if (window.autoconsentReceiveMessage) return; ${autoconsentContentScript()}\n})()`,
      );
    } catch {
      // the frame navigated away or was detached: its next document gets its own injection
    }
  }

  #notify(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  async #onMessage(frame: Frame, message: unknown): Promise<void> {
    if (typeof message !== 'object' || message === null) return;
    const msg = message as Record<string, unknown> & { type?: unknown };
    const now = this.#options.now();
    const main = frame === this.#page?.mainFrame();
    let state = this.#frames.get(frame);
    if (!state || msg.type === 'init') {
      state = { main, lifecycle: 'loading', attempts: 0, lastMessageAt: now };
      this.#frames.set(frame, state);
    }
    state.lastMessageAt = now;
    const cmp = typeof msg.cmp === 'string' ? msg.cmp.slice(0, 120) : '';
    try {
      switch (msg.type) {
        case 'init':
          await this.#initialize(frame, main);
          break;
        case 'report': {
          const report = msg.state as
            { lifecycle?: unknown; findCmpAttempts?: unknown } | undefined;
          if (typeof report?.lifecycle === 'string') state.lifecycle = report.lifecycle;
          if (typeof report?.findCmpAttempts === 'number') state.attempts = report.findCmpAttempts;
          break;
        }
        case 'cmpDetected':
          this.cmpDetected ??= { cmp, frame, atMs: now };
          break;
        case 'popupFound':
          this.popup ??= { cmp, frame, atMs: now };
          break;
        case 'optOutResult':
        case 'optInResult':
          this.result = {
            action: msg.type === 'optOutResult' ? 'optOut' : 'optIn',
            cmp,
            ok: msg.result === true,
            scheduleSelfTest: msg.scheduleSelfTest === true,
            frame,
            atMs: now,
          };
          break;
        case 'autoconsentDone':
          this.done ??= { cmp, frame, atMs: now };
          break;
        case 'selfTestResult':
          this.selfTest = { ok: msg.result === true, atMs: now };
          break;
        case 'eval': {
          const id = typeof msg.id === 'string' ? msg.id : '';
          const value = await withTimeout(
            frame.evaluate(String(msg.code ?? 'false')),
            EVAL_TIMEOUT_MS,
            false,
          );
          await frame.evaluate(
            `autoconsentReceiveMessage({ id: ${JSON.stringify(id)}, type: "evalResp", result: ${JSON.stringify(Boolean(value))} })`,
          );
          break;
        }
        case 'autoconsentError':
          if (this.errors.length < 10)
            this.errors.push(JSON.stringify(msg.details ?? null).slice(0, 300));
          break;
      }
    } catch {
      // a detached frame or a page that navigated: nothing to answer any more
    }
    this.#notify();
  }

  async #initialize(frame: Frame, main: boolean): Promise<void> {
    const { onlyRule, detectRetries } = this.#options;
    const rules = rulesForFrame(frame.url(), main, onlyRule);
    const config = {
      enabled: true,
      autoAction: null,
      disabledCmps: disabledDynamicCmps(onlyRule),
      enablePrehide: false,
      enableCosmeticRules: false,
      enableGeneratedRules: true,
      enableHeuristicDetection: false,
      detectRetries,
      isMainWorld: true,
      prehideTimeout: 0,
      visualTest: false,
      logs: {
        lifecycle: false,
        rulesteps: false,
        detectionsteps: false,
        evals: false,
        errors: false,
        messages: false,
        waits: false,
      },
    };
    // The rules travel as a JSON string: V8 parses JSON.parse input much faster than an object literal.
    await frame.evaluate(
      `autoconsentReceiveMessage({ type: "initResp", config: ${JSON.stringify(config)}, rules: JSON.parse(${JSON.stringify(rules.json)}) })`,
    );
  }
}
