import type { ArmName } from '../model/index.ts';
import type { ArmContribution, ArmPlugins } from '../observe/arm.ts';
import type { Collector } from '../observe/arm-runtime.ts';
import type { ArmSpec } from '../observe/arm-spec.ts';
import { createConsentLayer, DEFAULT_DEADLINE_MS } from '../observe/consent/index.ts';
import {
  createAudioCollector,
  createCanvasCollector,
  createCanvasFontsCollector,
  createFormsCollector,
  createKeyLoggingCollector,
  createPixelPayloadCollector,
  createSessionReplayCollector,
} from '../observe/behaviour/index.ts';

/** Adapts a behaviour collector to the part of the Observation it fills. */
function contributing<T>(
  collector: Collector<T>,
  place: (value: T) => ArmContribution,
): Collector<ArmContribution> {
  return {
    name: collector.name,
    install: (runtime) => collector.install(runtime),
    ...(collector.probe ? { probe: (runtime) => collector.probe!(runtime) } : {}),
    ...(collector.leavePage ? { leavePage: (runtime) => collector.leavePage!(runtime) } : {}),
    collect: async (runtime) => place(await collector.collect(runtime)),
  };
}

/** Forms and the key-logging probe run once per scan, in the arm that sees the page before consent. */
const PAGE_ONCE_ARMS: ReadonlySet<ArmName> = new Set(['before_consent']);

export function behaviourCollectors(spec: ArmSpec): Collector<ArmContribution>[] {
  const collectors: Collector<ArmContribution>[] = [
    contributing(createSessionReplayCollector(), (sessionReplay) => ({
      behaviour: { sessionReplay },
    })),
    contributing(createCanvasCollector(), (canvasFingerprinting) => ({
      behaviour: { canvasFingerprinting },
    })),
    contributing(createAudioCollector(), (audioFingerprinting) => ({
      behaviour: { audioFingerprinting },
    })),
    contributing(createCanvasFontsCollector(), (fontFingerprinting) => ({
      behaviour: { fontFingerprinting },
    })),
    contributing(createPixelPayloadCollector(), (pixelEvents) => ({ behaviour: { pixelEvents } })),
  ];
  if (PAGE_ONCE_ARMS.has(spec.arm)) {
    collectors.push(
      contributing(
        createFormsCollector(spec.screenshots === false ? { maxCrops: 0 } : {}),
        (forms) => ({ forms }),
      ),
      contributing(createKeyLoggingCollector(), (keyLogging) => ({ behaviour: { keyLogging } })),
    );
  }
  return collectors;
}

/** Of an arm's consent window, what detection leaves for reading the banner and acting on it. */
const DETECTION_RESERVE_MS = 1_500;

const CONSENT_ACTION: Partial<Record<ArmName, 'accept' | 'reject'>> = {
  after_reject: 'reject',
  after_accept: 'accept',
};

/**
 * The consent layer of an arm: action arms click, before_consent only detects (and opens the
 * settings layer for pre-ticked boxes, keeping the scan's one banner screenshot and the notice's
 * text). The GPC arms only read the recorded opt-out (__gpp, __uspapi, consent cookies): they need
 * no autoconsent, which is the most expensive part of the layer on a 2-core machine.
 */
export function consentLayer(spec: ArmSpec) {
  const gpcArm = spec.arm === 'gpc_on' || spec.arm === 'gpc_off';
  return createConsentLayer({
    action: CONSENT_ACTION[spec.arm] ?? 'none',
    ...(spec.consentRule ? { onlyRule: spec.consentRule } : {}),
    // The layer keeps time for the action after detection; detection may use the rest of the window.
    ...(spec.consentWindowMs !== undefined
      ? {
          deadlineMs: spec.consentWindowMs,
          detectionBudgetMs: spec.consentWindowMs - DETECTION_RESERVE_MS,
        }
      : // A consent budget longer than the layer's own default (budgets.consentMs) is honoured too.
        spec.budgets.consentMs > DEFAULT_DEADLINE_MS
        ? { deadlineMs: spec.budgets.consentMs }
        : {}),
    ...(spec.lateBannerWaitMs !== undefined ? { lateWaitMs: spec.lateBannerWaitMs } : {}),
    autoconsent: !gpcArm,
    inspectSettings: spec.arm === 'before_consent',
    screenshot: spec.arm === 'before_consent' && spec.screenshots !== false,
    noticeText: spec.arm === 'before_consent',
  });
}

/** The collectors and consent layer a full scan uses. */
export function defaultPlugins(): ArmPlugins {
  return { behaviour: behaviourCollectors, consent: consentLayer };
}
