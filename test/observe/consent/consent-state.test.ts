import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsentDecision, ConsentNotice } from '../../../src/model/index.ts';
import {
  offersChoicesOnlyInSettings,
  type BannerRoot,
  type PageScan,
  type ScannedControl,
  type ScannedToggle,
} from '../../../src/observe/consent/banner-scan.ts';
import {
  ACCEPTED_IN,
  actBudgetMs,
  actResultOf,
  bannerCheckNeeded,
  bannerFacts,
  consentStateOf,
  consentStep,
  decisionKind,
  detectedReport,
  detectionAnswer,
  detectionBudgetMs,
  detectionSource,
  initialState,
  noticeSource,
  pendingReport,
  planAction,
  withSelfTest,
  type ConsentPhase,
  type DetectionAnswer,
  type LayerEvent,
  type LayerState,
} from '../../../src/observe/consent/consent-state.ts';
import { unconfirmed, type ConsentSnapshot } from '../../../src/observe/consent/registration.ts';
import {
  notAttempted,
  type ActionOutcome,
  type ConsentLayerAction,
} from '../../../src/observe/consent/types.ts';

/** The consent layer's state machine, without a browser: every transition, accepted and refused. */

const snapshot: ConsentSnapshot = {
  cookies: new Map([['euconsent-v2|.example.com|/', 'f1']]),
  storage: new Map(),
  tcf: 'tc-before',
  gpp: null,
  gppSaleOptOut: null,
  usp: null,
};

const notice: ConsentNotice = {
  source: 'autoconsent',
  frameHost: 'www.example.com',
  inIframe: false,
  passages: [{ role: 'body', text: 'We use cookies.', truncated: false }],
  policyLinks: [],
  truncated: false,
};

const popup: DetectionAnswer = { kind: 'autoconsent', cmp: 'onetrust', atMs: 1_200 };
const heuristicBanner: DetectionAnswer = {
  kind: 'fallback',
  cmp: null,
  platform: null,
  atMs: 2_400,
};
const nothing: DetectionAnswer = {
  kind: 'none',
  cmp: null,
  atMs: 1_800,
  timedOut: false,
  lateEvidence: null,
};

const rejectClicked: ActionOutcome = {
  kind: 'reject',
  clickStatus: 'clicked',
  method: 'fallback_heuristic',
  label: 'Reject all',
  layer: 'first',
  decisionAtMs: 2_600,
  firstClickAtMs: 2_600,
  ambiguous: false,
  preticked: [],
};

function run(state: LayerState, ...events: LayerEvent[]): LayerState {
  return events.reduce(consentStep, state);
}

/** A layer that detected `answer` (with a first layer that offers Reject) and is about to act. */
function detected(
  action: ConsentLayerAction,
  answer: DetectionAnswer = popup,
  extra: Partial<Extract<LayerEvent, { type: 'detected' }>> = {},
): LayerState {
  return run(
    initialState(action),
    { type: 'installed' },
    { type: 'act_started' },
    {
      type: 'detected',
      answer,
      banner: answer.kind === 'none' ? null : { refusalOffered: true, preticked: ['Analytics'] },
      optOutControl: null,
      ...extra,
    },
  );
}

/** A state in each phase (with a shown banner from `detected` on). */
function inPhase(phase: ConsentPhase, action: ConsentLayerAction = 'reject'): LayerState {
  switch (phase) {
    case 'new':
      return initialState(action);
    case 'installed':
      return run(initialState(action), { type: 'installed' });
    case 'detecting':
      return run(initialState(action), { type: 'installed' }, { type: 'act_started' });
    case 'detected':
      return detected(action);
    case 'acting':
      return run(detected(action), { type: 'action_started', snapshot });
    case 'acted':
      return run(detected(action), { type: 'action_finished', outcome: null });
    case 'done':
      return run(
        detected(action),
        { type: 'action_finished', outcome: null },
        { type: 'act_finished', timings: { detectionMs: 1, noticeMs: 0, totalMs: 2 } },
      );
  }
}

const PHASES: ConsentPhase[] = [
  'new',
  'installed',
  'detecting',
  'detected',
  'acting',
  'acted',
  'done',
];

/** One event of each type whose guards pass on inPhase(…, 'reject') where the phase accepts it. */
const SAMPLE_EVENTS: Record<LayerEvent['type'], LayerEvent> = {
  installed: { type: 'installed' },
  act_started: { type: 'act_started' },
  late_evidence: { type: 'late_evidence', evidence: 'cmp_script', atMs: 900 },
  detected: { type: 'detected', answer: nothing, banner: null, optOutControl: null },
  notice_read: { type: 'notice_read', notice },
  settings_inspected: { type: 'settings_inspected', preticked: ['Marketing'] },
  action_started: { type: 'action_started', snapshot },
  decision_signalled: { type: 'decision_signalled', pageView: 0 },
  action_finished: { type: 'action_finished', outcome: null },
  act_failed: { type: 'act_failed', message: 'boom' },
  act_finished: { type: 'act_finished', timings: { detectionMs: 1, noticeMs: 0, totalMs: 2 } },
};

describe('consent state machine: which phase accepts which event', () => {
  it('starts in `new` with nothing known', () => {
    const state = initialState('accept');
    expect(state).toEqual({
      action: 'accept',
      phase: 'new',
      pending: null,
      detection: null,
      banner: null,
      popupShown: false,
      firstLayerRejectAvailable: null,
      optOutControl: null,
      preticked: [],
      notice: null,
      snapshot: null,
      outcome: notAttempted(),
      decisionPageView: null,
      failure: null,
      result: null,
    });
  });

  it('refuses every event in every phase that does not accept it, returning the same state object', () => {
    let refusals = 0;
    for (const [type, event] of Object.entries(SAMPLE_EVENTS)) {
      for (const phase of PHASES) {
        if (ACCEPTED_IN[type as LayerEvent['type']].includes(phase)) continue;
        const state = inPhase(phase);
        expect(consentStep(state, event), `${type} in ${phase}`).toBe(state);
        refusals++;
      }
    }
    expect(refusals).toBe(11 * 7 - 15);
  });

  it('accepts each event in the phases listed for it (guards aside)', () => {
    const accepted: string[] = [];
    for (const [type, event] of Object.entries(SAMPLE_EVENTS)) {
      for (const phase of ACCEPTED_IN[type as LayerEvent['type']]) {
        // settings_inspected belongs to an arm that decides nothing.
        const state = inPhase(phase, type === 'settings_inspected' ? 'none' : 'reject');
        if (consentStep(state, event) !== state) accepted.push(`${type}@${phase}`);
      }
    }
    expect(accepted).toEqual([
      'installed@new',
      'act_started@new',
      'act_started@installed',
      'late_evidence@detecting',
      'detected@detecting',
      'notice_read@detected',
      'settings_inspected@detected',
      'action_started@detected',
      'decision_signalled@acting',
      'action_finished@detected',
      'action_finished@acting',
      'act_failed@detecting',
      'act_failed@detected',
      'act_failed@acting',
      'act_finished@acted',
    ]);
  });
});

describe('install and start', () => {
  it('installed: new → installed, nothing else changes', () => {
    const state = consentStep(initialState('none'), { type: 'installed' });
    expect(state).toEqual({ ...initialState('none'), phase: 'installed' });
  });

  it('installed: a second install is refused', () => {
    const once = consentStep(initialState('none'), { type: 'installed' });
    expect(consentStep(once, { type: 'installed' })).toBe(once);
  });

  it('act_started: installed → detecting, and new → detecting (act without install)', () => {
    const installed = consentStep(initialState('reject'), { type: 'installed' });
    expect(consentStep(installed, { type: 'act_started' }).phase).toBe('detecting');
    expect(consentStep(initialState('reject'), { type: 'act_started' }).phase).toBe('detecting');
  });

  it('act_started: refused once act() has started', () => {
    const detecting = inPhase('detecting');
    expect(consentStep(detecting, { type: 'act_started' })).toBe(detecting);
    const done = inPhase('done');
    expect(consentStep(done, { type: 'act_started' })).toBe(done);
  });
});

describe('detecting', () => {
  it('late_evidence: records the pending banner and reports it as pending', () => {
    const state = consentStep(inPhase('detecting'), {
      type: 'late_evidence',
      evidence: 'consent_api',
      atMs: 1_450,
    });
    expect(state.phase).toBe('detecting');
    expect(state.pending).toEqual({ evidence: 'consent_api', atMs: 1_450 });
    expect(pendingReport(state)).toEqual({
      atMs: 1_450,
      pending: true,
      popupShown: false,
      autoconsentRule: null,
      optOutControl: false,
      lateBannerEvidence: 'consent_api',
    });
  });

  it('late_evidence: no pending report without evidence, and none accepted after detection answered', () => {
    expect(pendingReport(inPhase('detecting'))).toBeNull();
    const answered = inPhase('detected');
    expect(
      consentStep(answered, { type: 'late_evidence', evidence: 'hidden_banner', atMs: 5_000 }),
    ).toBe(answered);
  });

  it('detected: an autoconsent popup with a first layer that offers Reject', () => {
    const state = consentStep(inPhase('detecting'), {
      type: 'detected',
      answer: popup,
      banner: { refusalOffered: true, preticked: ['Analytics', 'Marketing'] },
      optOutControl: null,
    });
    expect(state).toMatchObject({
      phase: 'detected',
      detection: popup,
      popupShown: true,
      firstLayerRejectAvailable: true,
      preticked: ['Analytics', 'Marketing'],
      optOutControl: null,
    });
    expect(detectedReport(state)).toEqual({
      atMs: 1_200,
      pending: false,
      popupShown: true,
      autoconsentRule: 'onetrust',
      optOutControl: false,
      lateBannerEvidence: null,
    });
  });

  it('detected: a popup whose container was not scanned leaves the first layer unknown', () => {
    const state = consentStep(inPhase('detecting'), {
      type: 'detected',
      answer: popup,
      banner: null,
      optOutControl: null,
    });
    expect(state.popupShown).toBe(true);
    expect(state.firstLayerRejectAvailable).toBeNull();
    expect(state.preticked).toEqual([]);
  });

  it('detected: the heuristic banner without a refusal on its first layer', () => {
    const state = consentStep(inPhase('detecting'), {
      type: 'detected',
      answer: heuristicBanner,
      banner: { refusalOffered: false, preticked: [] },
      optOutControl: null,
    });
    expect(state.popupShown).toBe(true);
    expect(state.firstLayerRejectAvailable).toBe(false);
    expect(detectedReport(state)?.autoconsentRule).toBeNull();
  });

  it('detected: the heuristic banner inside a platform’s container keeps that platform in the state', () => {
    const inWix: DetectionAnswer = { ...heuristicBanner, platform: 'wix' };
    const state = consentStep(inPhase('detecting'), {
      type: 'detected',
      answer: inWix,
      banner: { refusalOffered: true, preticked: [] },
      optOutControl: null,
    });
    expect(state.phase).toBe('detected');
    expect(state.detection).toEqual({ kind: 'fallback', cmp: null, platform: 'wix', atMs: 2_400 });
    // It names a platform, not a rule: the layer's reports still say no rule recognised the banner.
    expect(detectedReport(state)?.autoconsentRule).toBeNull();
    expect(detectionSource(state, null)).toBe('fallback_heuristic');
  });

  it('detected: no banner, an opt-out control and late evidence that did not pay off', () => {
    const answer: DetectionAnswer = { ...nothing, timedOut: true, lateEvidence: 'cmp_script' };
    const state = run(
      inPhase('detecting'),
      { type: 'late_evidence', evidence: 'cmp_script', atMs: 1_000 },
      {
        type: 'detected',
        answer,
        banner: null,
        optOutControl: { kind: 'do_not_sell_link', label: 'Do Not Sell My Info' },
      },
    );
    expect(state).toMatchObject({
      phase: 'detected',
      popupShown: false,
      firstLayerRejectAvailable: null,
      optOutControl: { kind: 'do_not_sell_link', label: 'Do Not Sell My Info' },
    });
    expect(detectedReport(state)).toEqual({
      atMs: 1_800,
      pending: false,
      popupShown: false,
      autoconsentRule: null,
      optOutControl: true,
      lateBannerEvidence: 'cmp_script',
    });
  });

  it('detected: refused with banner facts but no banner, and before act() started', () => {
    const detecting = inPhase('detecting');
    expect(
      consentStep(detecting, {
        type: 'detected',
        answer: nothing,
        banner: { refusalOffered: true, preticked: [] },
        optOutControl: null,
      }),
    ).toBe(detecting);
    const installed = inPhase('installed');
    expect(
      consentStep(installed, {
        type: 'detected',
        answer: popup,
        banner: null,
        optOutControl: null,
      }),
    ).toBe(installed);
    expect(detectedReport(installed)).toBeNull();
  });
});

describe('detected: reading the banner', () => {
  it('notice_read: keeps the text of a shown banner', () => {
    const state = consentStep(detected('none'), { type: 'notice_read', notice });
    expect(state.notice).toEqual(notice);
    expect(state.phase).toBe('detected');
  });

  it('notice_read: an unreadable text keeps none', () => {
    const state = consentStep(detected('none'), { type: 'notice_read', notice: null });
    expect(state.notice).toBeNull();
  });

  it('notice_read: refused without a shown banner, and once the flow started', () => {
    const noBanner = detected('none', nothing);
    expect(consentStep(noBanner, { type: 'notice_read', notice })).toBe(noBanner);
    const acting = inPhase('acting');
    expect(consentStep(acting, { type: 'notice_read', notice })).toBe(acting);
  });

  it('notice_read: an information notice is kept only when no banner was shown', () => {
    const information: ConsentNotice = { ...notice, source: 'information_notice' };
    const noBanner = detected('none', nothing);
    const state = consentStep(noBanner, { type: 'notice_read', notice: information });
    expect(state.notice).toEqual(information);
    expect(state.popupShown).toBe(false);
    const withBanner = detected('none');
    expect(consentStep(withBanner, { type: 'notice_read', notice: information })).toBe(withBanner);
  });

  it('settings_inspected: merges the settings layer’s pre-ticked purposes in first-seen order', () => {
    const state = consentStep(detected('none'), {
      type: 'settings_inspected',
      preticked: ['Marketing', 'Analytics', 'Personalisation'],
    });
    expect(state.preticked).toEqual(['Analytics', 'Marketing', 'Personalisation']);
    expect(state.phase).toBe('detected');
  });

  it('settings_inspected: refused in an action arm and without a banner container', () => {
    const reject = detected('reject');
    expect(consentStep(reject, { type: 'settings_inspected', preticked: ['Marketing'] })).toBe(
      reject,
    );
    const noRoot = detected('none', popup, { banner: null });
    expect(consentStep(noRoot, { type: 'settings_inspected', preticked: ['Marketing'] })).toBe(
      noRoot,
    );
  });
});

describe('acting', () => {
  it('action_started: detected → acting with the snapshot taken before the flow', () => {
    const state = consentStep(detected('accept'), { type: 'action_started', snapshot });
    expect(state.phase).toBe('acting');
    expect(state.snapshot).toBe(snapshot);
  });

  it('action_started: refused in an arm that decides nothing, and before detection answered', () => {
    const none = detected('none');
    expect(consentStep(none, { type: 'action_started', snapshot })).toBe(none);
    const detecting = inPhase('detecting');
    expect(consentStep(detecting, { type: 'action_started', snapshot })).toBe(detecting);
  });

  it('decision_signalled: the first decisive click’s page view is kept, later ones are refused', () => {
    const first = consentStep(inPhase('acting'), { type: 'decision_signalled', pageView: 1 });
    expect(first.decisionPageView).toBe(1);
    expect(consentStep(first, { type: 'decision_signalled', pageView: 2 })).toBe(first);
  });

  it('decision_signalled: refused outside a click flow', () => {
    for (const phase of ['detected', 'acted'] as const) {
      const state = inPhase(phase);
      expect(consentStep(state, { type: 'decision_signalled', pageView: 0 })).toBe(state);
    }
  });

  it('action_finished: the flow’s outcome, its pre-ticked purposes merged', () => {
    const state = run(
      detected('reject'),
      { type: 'action_started', snapshot },
      {
        type: 'action_finished',
        outcome: { ...rejectClicked, preticked: ['Marketing', 'Analytics'] },
      },
    );
    expect(state.phase).toBe('acted');
    expect(state.outcome.clickStatus).toBe('clicked');
    expect(state.preticked).toEqual(['Analytics', 'Marketing']);
    expect(state.firstLayerRejectAvailable).toBe(true);
  });

  it('action_finished: the flow teaches whether the first layer offers Reject when the scan could not', () => {
    const state = run(
      detected('reject', popup, { banner: null }),
      { type: 'action_started', snapshot },
      {
        type: 'action_finished',
        outcome: { ...rejectClicked, method: 'autoconsent', firstLayerRejectAvailable: false },
      },
    );
    expect(state.firstLayerRejectAvailable).toBe(false);
  });

  it('a first layer with every choice behind its settings: no first-layer Reject question, not even after a second-layer refusal', () => {
    const state = run(
      detected('reject', heuristicBanner, {
        banner: { refusalOffered: false, preticked: [], choicesOnlyInSettings: true },
      }),
      { type: 'action_started', snapshot },
      {
        type: 'action_finished',
        outcome: { ...rejectClicked, layer: 'second', firstLayerRejectAvailable: false },
      },
    );
    expect(state.popupShown).toBe(true);
    expect(state.firstLayerRejectAvailable).toBeNull();
  });

  it('action_finished: what the scan saw is not overwritten, and nothing is learnt without a popup', () => {
    const known = run(
      detected('reject'),
      { type: 'action_started', snapshot },
      { type: 'action_finished', outcome: { ...rejectClicked, firstLayerRejectAvailable: false } },
    );
    expect(known.firstLayerRejectAvailable).toBe(true);
    const optOut = run(
      detected('reject', nothing, {
        optOutControl: { kind: 'toggle', label: 'Do not sell my personal information' },
      }),
      { type: 'action_started', snapshot },
      {
        type: 'action_finished',
        outcome: {
          ...rejectClicked,
          kind: 'opt_out_control',
          method: 'opt_out_control',
          firstLayerRejectAvailable: true,
        },
      },
    );
    expect(optOut.firstLayerRejectAvailable).toBeNull();
  });

  it('action_finished without a flow: detected → acted, the outcome stays not attempted', () => {
    const state = consentStep(detected('accept', nothing), {
      type: 'action_finished',
      outcome: null,
    });
    expect(state.phase).toBe('acted');
    expect(state.outcome).toEqual(notAttempted());
    expect(state.snapshot).toBeNull();
  });

  it('action_finished: an outcome without action_started is refused, and so is a second finish', () => {
    const state = detected('reject');
    expect(consentStep(state, { type: 'action_finished', outcome: rejectClicked })).toBe(state);
    const acted = inPhase('acted');
    expect(consentStep(acted, { type: 'action_finished', outcome: rejectClicked })).toBe(acted);
  });
});

describe('failure and the result', () => {
  it('act_failed: a shown banner no click was tried on becomes a failed click', () => {
    const state = consentStep(inPhase('acting', 'accept'), { type: 'act_failed', message: 'gone' });
    expect(state.phase).toBe('acted');
    expect(state.failure).toBe('gone');
    expect(state.outcome).toEqual({ ...notAttempted('accept'), clickStatus: 'click_failed' });
  });

  it('act_failed: no failed click without a banner, in an arm that decides nothing, or after a click', () => {
    const noBanner = consentStep(detected('reject', nothing), {
      type: 'act_failed',
      message: 'x',
    });
    expect(noBanner.outcome).toEqual(notAttempted());
    expect(noBanner.phase).toBe('acted');
    const none = consentStep(detected('none'), { type: 'act_failed', message: 'x' });
    expect(none.outcome).toEqual(notAttempted());
    const during = consentStep(inPhase('detecting'), { type: 'act_failed', message: 'x' });
    expect(during).toMatchObject({ phase: 'acted', failure: 'x', popupShown: false });
    expect(during.outcome).toEqual(notAttempted());
    // A clicked outcome (only reachable through acting) is never downgraded.
    const clicked = { ...inPhase('acting'), outcome: rejectClicked };
    expect(consentStep(clicked, { type: 'act_failed', message: 'x' }).outcome).toBe(rejectClicked);
  });

  it('act_failed: refused once the flow finished', () => {
    const acted = inPhase('acted');
    expect(consentStep(acted, { type: 'act_failed', message: 'late' })).toBe(acted);
  });

  it('act_finished: acted → done with the act() result', () => {
    const state = run(
      detected('reject'),
      { type: 'action_started', snapshot },
      { type: 'action_finished', outcome: rejectClicked },
      { type: 'act_finished', timings: { detectionMs: 1_234.4, noticeMs: 80.6, totalMs: 3_000.2 } },
    );
    expect(state.phase).toBe('done');
    expect(state.result).toEqual({
      decisionAtMs: 2_600,
      firstClickAtMs: 2_600,
      detectedBy: 'autoconsent',
      popupShown: true,
      kind: 'reject',
      clickStatus: 'clicked',
      ambiguousAcceptance: false,
      detectionTimedOut: false,
      lateBannerEvidence: null,
      timings: { detectionMs: 1_234, noticeMs: 81, actionMs: 1_766, totalMs: 3_000 },
    });
  });

  it('act_finished: refused before the flow finished', () => {
    const acting = inPhase('acting');
    expect(
      consentStep(acting, {
        type: 'act_finished',
        timings: { detectionMs: 0, noticeMs: 0, totalMs: 0 },
      }),
    ).toBe(acting);
    expect(acting.result).toBeNull();
  });

  it('actResultOf: a detection that timed out after late evidence, and one that never answered', () => {
    const late = detected('none', { ...nothing, timedOut: true, lateEvidence: 'hidden_banner' });
    expect(actResultOf(late, { detectionMs: 6_000, noticeMs: 0, totalMs: 6_100 })).toMatchObject({
      detectedBy: 'none',
      popupShown: false,
      detectionTimedOut: true,
      lateBannerEvidence: 'hidden_banner',
      timings: { detectionMs: 6_000, noticeMs: 0, actionMs: 100, totalMs: 6_100 },
    });
    const failed = consentStep(inPhase('detecting'), { type: 'act_failed', message: 'x' });
    expect(actResultOf(failed, { detectionMs: 0, noticeMs: 0, totalMs: 40 })).toMatchObject({
      detectedBy: 'none',
      detectionTimedOut: false,
      lateBannerEvidence: null,
      timings: { detectionMs: 0, actionMs: 40, totalMs: 40 },
    });
  });
});

describe('planAction: the flow of the detected state', () => {
  const available = { bridge: true, inspectSettings: true };

  it('an arm that decides nothing inspects the settings layer of a scanned banner only', () => {
    expect(planAction(detected('none'), available)).toEqual({ kind: 'inspect_settings' });
    expect(planAction(detected('none'), { ...available, inspectSettings: false })).toEqual({
      kind: 'none',
    });
    expect(planAction(detected('none', popup, { banner: null }), available)).toEqual({
      kind: 'none',
    });
  });

  it('no banner: the reject arm uses an opt-out control; the accept arm has nothing to do', () => {
    const control = { kind: 'privacy_choices_link', label: 'Your Privacy Choices' } as const;
    expect(planAction(detected('reject', nothing, { optOutControl: control }), available)).toEqual({
      kind: 'opt_out',
    });
    expect(planAction(detected('accept', nothing, { optOutControl: control }), available)).toEqual({
      kind: 'none',
    });
    expect(planAction(detected('reject', nothing), available)).toEqual({ kind: 'none' });
  });

  it('an autoconsent popup goes to autoconsent, or to the heuristic without a bridge', () => {
    expect(planAction(detected('accept'), available)).toEqual({
      kind: 'autoconsent',
      cmp: 'onetrust',
    });
    expect(planAction(detected('accept'), { ...available, bridge: false })).toEqual({
      kind: 'fallback',
    });
    expect(
      planAction(detected('accept', popup, { banner: null }), { ...available, bridge: false }),
    ).toEqual({ kind: 'none' });
  });

  it('the heuristic’s banner is clicked by the heuristic', () => {
    expect(planAction(detected('reject', heuristicBanner), available)).toEqual({
      kind: 'fallback',
    });
  });

  it('nothing outside the detected phase', () => {
    expect(planAction(inPhase('detecting'), available)).toEqual({ kind: 'none' });
    expect(planAction(inPhase('acting'), available)).toEqual({ kind: 'none' });
  });
});

describe('budgets', () => {
  it('actBudgetMs: the call’s budget, else the layer’s, else 10 s, never past the absolute deadline', () => {
    expect(actBudgetMs({}, undefined, 0)).toBe(10_000);
    expect(actBudgetMs({}, 8_000, 0)).toBe(8_000);
    expect(actBudgetMs({ deadlineMs: 4_000 }, 8_000, 0)).toBe(4_000);
    expect(actBudgetMs({ deadline: 5_000 }, 8_000, 2_000)).toBe(3_000);
    expect(actBudgetMs({ deadline: 50_000 }, 8_000, 2_000)).toBe(8_000);
    expect(actBudgetMs({ deadline: 1_000 }, 8_000, 2_000)).toBe(0);
  });

  it('detectionBudgetMs: keeps time to read (none) or to act (accept/reject) after detection', () => {
    expect(detectionBudgetMs('none', 10_000, 6_000)).toBe(6_000);
    expect(detectionBudgetMs('none', 5_000, 6_000)).toBe(3_500);
    expect(detectionBudgetMs('none', 2_000, 6_000)).toBe(1_400);
    expect(detectionBudgetMs('reject', 11_000, 9_500)).toBe(8_000);
    expect(detectionBudgetMs('accept', 6_000, 6_000)).toBe(3_600);
    expect(detectionBudgetMs('accept', 0, 6_000)).toBe(0);
  });
});

describe('reading the scan', () => {
  const frame = {} as Frame;
  const control = (label: string, intent: ScannedControl['intent']): ScannedControl => ({
    frame,
    index: 0,
    label,
    intent,
    kind: 'button',
    navigates: false,
    rootKey: 'r',
  });
  const toggle = (label: string, checked: boolean, disabled = false): ScannedToggle => ({
    frame,
    index: 0,
    label,
    checked,
    disabled,
    rootKey: 'r',
  });
  const root = (controls: ScannedControl[], toggles: ScannedToggle[]): BannerRoot => ({
    key: 'r',
    frame,
    index: 0,
    overlay: true,
    controls,
    toggles,
  });

  it('bannerFacts: a refusal on the first layer and its ticked optional purposes', () => {
    expect(
      bannerFacts(
        root(
          [control('Accept all', 'accept'), control('Only necessary', 'necessary_only')],
          [
            toggle('Strictly necessary', true, true),
            toggle('Analytics', true),
            toggle('Marketing', false),
          ],
        ),
      ),
    ).toEqual({ refusalOffered: true, preticked: ['Analytics'] });
  });

  it('bannerFacts: an overlay with a notice whose only control opens the settings offers its choices only there', () => {
    const settingsOnly = (textLength: number, overlay = true): BannerRoot => ({
      ...root([control('Personalize', 'settings')], []),
      overlay,
      textLength,
    });
    expect(bannerFacts(settingsOnly(160))).toEqual({
      refusalOffered: false,
      preticked: [],
      choicesOnlyInSettings: true,
    });
    expect(offersChoicesOnlyInSettings(settingsOnly(160))).toBe(true);
    // A persistent "Cookie settings" button (no notice text), a box in the page flow, an "OK" notice.
    expect(offersChoicesOnlyInSettings(settingsOnly(20))).toBe(false);
    expect(offersChoicesOnlyInSettings(settingsOnly(160, false))).toBe(false);
    expect(
      offersChoicesOnlyInSettings({
        ...settingsOnly(160),
        controls: [control('Personalize', 'settings'), control('OK', 'acknowledge')],
      }),
    ).toBe(false);
    expect(
      offersChoicesOnlyInSettings({
        ...settingsOnly(160),
        controls: [{ ...control('Cookie settings', 'settings'), navigates: true }],
      }),
    ).toBe(false);
  });

  it('bannerFacts: no refusal offered, and no container at all', () => {
    expect(
      bannerFacts(root([control('Accept', 'accept'), control('Settings', 'settings')], [])),
    ).toEqual({ refusalOffered: false, preticked: [] });
    expect(bannerFacts(null)).toBeNull();
  });

  it('detectionAnswer: detection’s answer without the scan it holds', () => {
    const scan = { banner: null } as unknown as PageScan;
    expect(detectionAnswer({ kind: 'autoconsent', cmp: 'didomi', scan, atMs: 5 })).toEqual({
      kind: 'autoconsent',
      cmp: 'didomi',
      atMs: 5,
    });
    const fallbackScan = { banner: {} } as unknown as PageScan;
    expect(
      detectionAnswer({
        kind: 'fallback',
        cmp: null,
        platform: 'cookiebot',
        scan: fallbackScan,
        atMs: 6,
      }),
    ).toEqual({ kind: 'fallback', cmp: null, platform: 'cookiebot', atMs: 6 });
    expect(
      detectionAnswer({
        kind: 'none',
        cmp: 'sourcepoint',
        scan,
        atMs: 7,
        timedOut: true,
        lateEvidence: 'consent_api',
      }),
    ).toEqual({
      kind: 'none',
      cmp: 'sourcepoint',
      atMs: 7,
      timedOut: true,
      lateEvidence: 'consent_api',
    });
  });
});

describe('what detected the CMP', () => {
  it('detectionSource: autoconsent (a popup or a rule that matched), the heuristic, the TCF API, none', () => {
    expect(detectionSource(inPhase('detecting'), true)).toBe('none');
    expect(detectionSource(detected('none'), null)).toBe('autoconsent');
    expect(detectionSource(detected('none', { ...heuristicBanner, cmp: 'quantcast' }), null)).toBe(
      'autoconsent',
    );
    expect(detectionSource(detected('none', heuristicBanner), null)).toBe('fallback_heuristic');
    expect(detectionSource(detected('none', { ...nothing, cmp: 'usercentrics' }), false)).toBe(
      'autoconsent',
    );
    expect(detectionSource(detected('none', nothing), true)).toBe('tcf_api');
    expect(detectionSource(detected('none', nothing), false)).toBe('none');
    expect(detectionSource(detected('none', nothing), null)).toBe('none');
  });

  it('noticeSource: autoconsent when it recognised the CMP, else the heuristic', () => {
    expect(noticeSource(detected('none'))).toBe('autoconsent');
    expect(noticeSource(detected('none', heuristicBanner))).toBe('fallback_heuristic');
  });
});

describe('collect: the decision and the ConsentState', () => {
  it('decisionKind: only a click decides; accept is an acceptance, every other kind a refusal', () => {
    expect(decisionKind(notAttempted('reject'))).toBe('none');
    expect(decisionKind({ ...rejectClicked, clickStatus: 'click_failed' })).toBe('none');
    expect(decisionKind({ ...rejectClicked, kind: 'accept' })).toBe('acceptance');
    expect(decisionKind(rejectClicked)).toBe('refusal');
    expect(decisionKind({ ...rejectClicked, kind: 'necessary_only' })).toBe('refusal');
    expect(decisionKind({ ...rejectClicked, kind: 'opt_out_control' })).toBe('refusal');
    expect(decisionKind({ ...rejectClicked, kind: 'none' })).toBe('none');
  });

  it('unconfirmed: the decision without verification, and why', () => {
    expect(unconfirmed('refusal', 'banner_shown_again')).toEqual({
      kind: 'refusal',
      registration: 'unconfirmed',
      verifiedBy: [],
      unconfirmedBecause: 'banner_shown_again',
    });
  });

  it('withSelfTest: autoconsent’s passed self-test speaks for its refusal only', () => {
    const evidence = [{ method: 'tc_string', verdict: 'refusal' } as const];
    const refused = { ...inPhase('acted'), outcome: { ...rejectClicked, method: 'autoconsent' } };
    expect(withSelfTest(refused as LayerState, evidence, true)).toEqual([
      { method: 'tc_string', verdict: 'refusal' },
      { method: 'autoconsent_self_test', verdict: 'refusal' },
    ]);
    expect(withSelfTest(refused as LayerState, evidence, false)).toEqual(evidence);
    const accepted = {
      ...refused,
      outcome: { ...rejectClicked, kind: 'accept', method: 'autoconsent' },
    } as LayerState;
    expect(withSelfTest(accepted, evidence, true)).toEqual(evidence);
    const heuristic = { ...inPhase('acted'), outcome: rejectClicked };
    expect(withSelfTest(heuristic, [], true)).toEqual([]);
  });

  it('bannerCheckNeeded: a confirmed decision on a page that showed a popup', () => {
    const confirmed: ConsentDecision = {
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['tc_string'],
    };
    expect(bannerCheckNeeded(detected('reject'), confirmed)).toBe(true);
    expect(bannerCheckNeeded(detected('reject', nothing), confirmed)).toBe(false);
    expect(bannerCheckNeeded(detected('reject'), unconfirmed('refusal', 'nothing_stored'))).toBe(
      false,
    );
  });

  it('consentStateOf: a refusal on a later page view, with APIs, notice and opt-out control', () => {
    const state = run(
      detected('reject', popup, {
        optOutControl: { kind: 'do_not_sell_link', label: `Do Not Sell ${'x'.repeat(300)}` },
      }),
      { type: 'action_started', snapshot },
      { type: 'decision_signalled', pageView: 1 },
      { type: 'action_finished', outcome: { ...rejectClicked, label: 'R'.repeat(250) } },
    );
    const withNotice = { ...state, notice } as LayerState;
    const decision: ConsentDecision = {
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['tc_string'],
    };
    const consent = consentStateOf(
      withNotice,
      {
        tcf: { present: true, cmpId: 28, tcStringPresent: true },
        gpp: { present: false },
        usp: { present: true, stringPresent: true, optOut: false },
      },
      decision,
    );
    expect(consent).toEqual({
      cmp: { name: 'onetrust', detectedBy: 'autoconsent', tcfCmpId: 28 },
      popupShown: true,
      firstLayerRejectAvailable: true,
      pretickedPurposes: ['Analytics'],
      action: {
        kind: 'reject',
        clickStatus: 'clicked',
        method: 'fallback_heuristic',
        label: 'R'.repeat(200),
        layer: 'first',
        pageView: 1,
      },
      decision,
      tcf: { present: true, cmpId: 28, tcStringPresent: true },
      gpp: { present: false },
      usp: { present: true, stringPresent: true, optOut: false },
      optOutControl: { kind: 'do_not_sell_link', label: `Do Not Sell ${'x'.repeat(188)}` },
      notice,
    });
  });

  it('consentStateOf: names the platform whose data claims the rule, not the rule, where the two differ', () => {
    const none: ConsentDecision = { kind: 'none', registration: 'not_attempted', verifiedBy: [] };
    const stateWith = (cmp: string) =>
      consentStep(detected('accept', { kind: 'autoconsent', cmp, atMs: 900 }), {
        type: 'action_finished',
        outcome: null,
      });
    // Osano's open-source cookieconsent is driven by autoconsent's Complianz rules.
    expect(consentStateOf(stateWith('Complianz optin'), null, none).cmp).toEqual({
      name: 'Complianz optin',
      detectedBy: 'autoconsent',
      platform: { id: 'osano-cookieconsent', name: 'Cookie Consent v3 by Osano' },
    });
    expect(consentStateOf(stateWith('quantcast'), null, none).cmp.platform).toEqual({
      id: 'inmobi-choice',
      name: 'InMobi Choice',
    });
    // A rule no platform entry claims keeps its own name alone.
    expect(consentStateOf(stateWith('tumblr-com'), null, none).cmp).toEqual({
      name: 'tumblr-com',
      detectedBy: 'autoconsent',
    });
  });

  it('consentStateOf: the heuristic’s banner is named by the platform whose container holds it; a rule wins', () => {
    const none: ConsentDecision = { kind: 'none', registration: 'not_attempted', verifiedBy: [] };
    const collected = (answer: DetectionAnswer) =>
      consentStateOf(
        consentStep(detected('none', answer), { type: 'action_finished', outcome: null }),
        null,
        none,
      ).cmp;
    // A banner in Wix's container (autoconsent ran no rule for it, or did not run: the GPC arms).
    expect(collected({ ...heuristicBanner, platform: 'wix' })).toEqual({
      name: null,
      detectedBy: 'fallback_heuristic',
      platform: { id: 'wix', name: 'Wix cookie consent banner' },
    });
    // A hand-made banner in no platform's container names none.
    expect(collected(heuristicBanner)).toEqual({ name: null, detectedBy: 'fallback_heuristic' });
    // An id the registry does not know (an observation from another version) names none.
    expect(collected({ ...heuristicBanner, platform: 'no-such-platform' })).toEqual({
      name: null,
      detectedBy: 'fallback_heuristic',
    });
    // autoconsent's rule matched (no popup, the heuristic clicked): the rule's platform, not the container's.
    expect(collected({ ...heuristicBanner, cmp: 'quantcast', platform: 'wix' })).toEqual({
      name: 'quantcast',
      detectedBy: 'autoconsent',
      platform: { id: 'inmobi-choice', name: 'InMobi Choice' },
    });
    // ...also when no platform claims the rule: the rule names the CMP alone.
    expect(collected({ ...heuristicBanner, cmp: 'tumblr-com', platform: 'wix' })).toEqual({
      name: 'tumblr-com',
      detectedBy: 'autoconsent',
    });
  });

  it('consentStateOf: no page view for a decision on the starting page, none without a click', () => {
    const onStart = run(
      detected('reject'),
      { type: 'action_started', snapshot },
      { type: 'decision_signalled', pageView: 0 },
      { type: 'action_finished', outcome: rejectClicked },
    );
    expect(
      consentStateOf(onStart, null, unconfirmed('refusal', 'nothing_stored')).action.pageView,
    ).toBeUndefined();
    const failed = run(
      detected('reject'),
      { type: 'action_started', snapshot },
      { type: 'decision_signalled', pageView: 2 },
      { type: 'act_failed', message: 'x' },
    );
    expect(consentStateOf(failed, null, unconfirmed('none', 'not_read')).action).toEqual({
      kind: 'reject',
      clickStatus: 'click_failed',
    });
  });

  it('consentStateOf: nothing found and no APIs read', () => {
    const nothingSeen = consentStep(detected('accept', nothing), {
      type: 'action_finished',
      outcome: null,
    });
    const none: ConsentDecision = { kind: 'none', registration: 'not_attempted', verifiedBy: [] };
    expect(consentStateOf(nothingSeen, null, none)).toEqual({
      cmp: { name: null, detectedBy: 'none' },
      popupShown: false,
      firstLayerRejectAvailable: null,
      pretickedPurposes: [],
      action: { kind: 'none', clickStatus: 'not_attempted' },
      decision: none,
      tcf: { present: false },
      gpp: { present: false },
      usp: { present: false },
    });
  });

  it('consentStateOf: the first layer is reported only with a shown popup, and at most 50 purposes', () => {
    const many = Array.from({ length: 60 }, (_, i) => `Purpose ${i}`);
    const state = {
      ...detected('none', nothing),
      firstLayerRejectAvailable: true,
      preticked: many,
    } as LayerState;
    const consent = consentStateOf(state, null, unconfirmed('none', 'not_read'));
    expect(consent.firstLayerRejectAvailable).toBeNull();
    expect(consent.pretickedPurposes).toEqual(many.slice(0, 50));
  });
});
