/**
 * Builds schema-valid Observations for unit tests (validate them with assertValid('observation', …)).
 *
 * Defaults describe a well-behaved site `https://www.shop.example/` with a Cookiebot banner that offers
 * Reject on its first layer, no trackers, no cookies; action arms click at 1000 ms and have their
 * decision confirmed; the GPC arm delivers the signal. Patches replace fields; `consent`, `timings`,
 * `gpc`, `behaviour` and `storage` are merged one level deep.
 */
import type {
  ArmName,
  BehaviourSignals,
  ConsentState,
  GpcInfo,
  Observation,
  ObservedCookie,
  ObservedForm,
  ObservedRequest,
} from '../../src/model/index.ts';
import { classifyScan } from '../../src/classify/classify-scan.ts';
import type { ClassifiedScan } from '../../src/classify/classified.ts';
import { assessScan } from '../../src/findings/index.ts';

export const SITE_URL = 'https://www.shop.example/';
export const SITE_HOST = 'www.shop.example';
export const CLICK_MS = 1000;

export type ObservationPatch = Partial<
  Omit<Observation, 'consent' | 'timings' | 'gpc' | 'behaviour' | 'storage'>
> & {
  consent?: Partial<ConsentState>;
  timings?: Partial<Observation['timings']>;
  gpc?: Partial<GpcInfo>;
  behaviour?: Partial<BehaviourSignals>;
  storage?: Partial<Observation['storage']>;
};

const DEFAULT_PHASE: Record<ArmName, ObservedRequest['phase']> = {
  before_consent: 'before_consent',
  after_reject: 'pre_consent',
  after_accept: 'pre_consent',
  gpc_on: 'gpc_on',
  gpc_off: 'before_consent',
};

export function request(host: string, patch: Partial<ObservedRequest> = {}): ObservedRequest {
  return {
    host,
    path: '/collect',
    resourceType: 'script',
    method: 'GET',
    tMs: 300,
    phase: 'before_consent',
    status: 200,
    outcome: 'completed',
    ...patch,
  };
}

export function cookie(
  name: string,
  domain: string = 'shop.example',
  patch: Partial<ObservedCookie> = {},
): ObservedCookie {
  return {
    name,
    domain,
    path: '/',
    session: false,
    expiryDays: 365,
    secure: true,
    httpOnly: false,
    sameSite: 'lax',
    setBy: 'script',
    phase: 'before_consent',
    firstSeenMs: 400,
    valueLength: 26,
    ...patch,
  };
}

export function form(patch: Partial<ObservedForm> = {}): ObservedForm {
  return {
    method: 'post',
    actionHost: null,
    party: 'first_party',
    fields: [{ kind: 'email', inputType: 'email', required: true, inferredFrom: 'type' }],
    capture: { status: 'not_attempted' },
    ...patch,
  };
}

function baseConsent(arm: ArmName): ConsentState {
  const consent: ConsentState = {
    cmp: { name: 'Cookiebot', detectedBy: 'autoconsent' },
    popupShown: true,
    firstLayerRejectAvailable: true,
    pretickedPurposes: [],
    action: { kind: 'none', clickStatus: 'not_attempted' },
    decision: { kind: 'none', registration: 'not_attempted', verifiedBy: [] },
    tcf: { present: false },
    gpp: { present: false },
    usp: { present: false },
  };
  if (arm === 'after_reject') {
    consent.action = {
      kind: 'reject',
      clickStatus: 'clicked',
      method: 'autoconsent',
      label: 'Reject all',
      layer: 'first',
    };
    consent.decision = {
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['autoconsent_self_test', 'consent_cookie'],
    };
  }
  if (arm === 'after_accept') {
    consent.action = {
      kind: 'accept',
      clickStatus: 'clicked',
      method: 'autoconsent',
      label: 'Accept all',
      layer: 'first',
    };
    consent.decision = {
      kind: 'acceptance',
      registration: 'confirmed',
      verifiedBy: ['autoconsent_self_test'],
    };
  }
  return consent;
}

function baseGpc(arm: ArmName): GpcInfo {
  if (arm === 'gpc_on') {
    return {
      secGpcSent: true,
      navigatorExposed: true,
      mainDocumentDelivery: 'delivered',
      wellKnown: { fetched: true, status: 'not_found', httpStatus: 404 },
      registration: { state: 'not_opted_out', source: 'gpp' },
    };
  }
  return {
    secGpcSent: false,
    navigatorExposed: false,
    wellKnown: { fetched: false, status: 'not_checked' },
    registration: { state: 'unknown', source: 'none' },
  };
}

export function buildObservation(arm: ArmName, patch: ObservationPatch = {}): Observation {
  const isAction = arm === 'after_reject' || arm === 'after_accept';
  const { consent, timings, gpc, behaviour, storage, ...rest } = patch;
  const base: Observation = {
    type: 'consentry_observation',
    schemaVersion: 1,
    arm,
    scanFrom: 'eu_ie',
    viewport: { width: 1366, height: 768, mobile: false },
    url: SITE_URL,
    finalUrl: SITE_URL,
    redirectChain: [SITE_HOST],
    mainDocumentStatus: 200,
    startedAt: '2026-09-12T10:00:00Z',
    timings: {
      domContentLoadedMs: 200,
      loadMs: 500,
      totalMs: 3000,
      budgetMs: 12000,
      ...(isAction ? { consentDetectedMs: 600, consentActionMs: CLICK_MS } : {}),
      ...timings,
    },
    termination: { kind: 'network_quiet', intentional: false },
    requests: [
      request(SITE_HOST, {
        path: '/',
        resourceType: 'document',
        tMs: 0,
        phase: DEFAULT_PHASE[arm],
      }),
    ],
    droppedRequestCount: 0,
    cookies: [],
    storage: { local: [], session: [], snapshotAvailable: true, ...storage },
    iframes: [],
    consent: { ...baseConsent(arm), ...consent },
    forms: [],
    behaviour: {
      sessionReplay: [],
      keyLogging: [],
      canvasFingerprinting: [],
      audioFingerprinting: [],
      fontFingerprinting: [],
      pixelEvents: [],
      ...behaviour,
    },
    gpc: { ...baseGpc(arm), ...gpc },
    screenshots: [],
    coverageLimitations: [],
    errors: [],
  };
  return { ...base, ...rest };
}

/** A consent state with no banner, no CMP and no consent APIs (for action arms: nothing to click). */
export function noMechanism(): Partial<ConsentState> {
  return {
    cmp: { name: null, detectedBy: 'none' },
    popupShown: false,
    firstLayerRejectAvailable: null,
    action: { kind: 'none', clickStatus: 'control_not_found' },
    decision: { kind: 'none', registration: 'not_attempted', verifiedBy: [] },
  };
}

export type ArmPatches = Partial<Record<ArmName, ObservationPatch | null>>;

/** The four standard arms (gpc_off only when patched in); `null` leaves an arm out. */
export function buildObservations(patches: ArmPatches = {}): Observation[] {
  const arms: ArmName[] = ['before_consent', 'after_reject', 'after_accept', 'gpc_on'];
  if (patches.gpc_off !== undefined) arms.push('gpc_off');
  return arms
    .filter((arm) => patches[arm] !== null)
    .map((arm) => buildObservation(arm, patches[arm] ?? {}));
}

export function buildScan(patches: ArmPatches = {}): ClassifiedScan {
  return classifyScan(buildObservations(patches));
}

export function judge(patches: ArmPatches = {}) {
  const classified = buildScan(patches);
  const assessment = assessScan(classified);
  return {
    classified,
    assessment,
    find: (id: string) => assessment.findings.find((finding) => finding.id === id) ?? null,
  };
}
