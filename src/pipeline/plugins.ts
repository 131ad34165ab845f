import type { ArmName } from '../model/index.ts';
import type { ArmContribution, ArmPlugins } from '../observe/arm.ts';
import type { Collector } from '../observe/arm-runtime.ts';
import type { ArmSpec } from '../observe/arm-spec.ts';
import {
  createCanvasCollector,
  createFormsCollector,
  createKeyLoggingCollector,
  createPixelPayloadCollector,
  createSessionReplayCollector,
} from '../observe/behaviour/index.ts';

/** Adapts a behaviour collector to the part of the Observation it fills. */
function contributing<T>(collector: Collector<T>, place: (value: T) => ArmContribution): Collector<ArmContribution> {
  return {
    name: collector.name,
    install: (runtime) => collector.install(runtime),
    ...(collector.probe ? { probe: (runtime) => collector.probe!(runtime) } : {}),
    collect: async (runtime) => place(await collector.collect(runtime)),
  };
}

/** Forms and the key-logging probe run once per scan, in the arm that sees the page before consent. */
const PAGE_ONCE_ARMS: ReadonlySet<ArmName> = new Set(['before_consent']);

export function behaviourCollectors(spec: ArmSpec): Collector<ArmContribution>[] {
  const collectors: Collector<ArmContribution>[] = [
    contributing(createSessionReplayCollector(), (sessionReplay) => ({ behaviour: { sessionReplay } })),
    contributing(createCanvasCollector(), (canvasFingerprinting) => ({ behaviour: { canvasFingerprinting } })),
    contributing(createPixelPayloadCollector(), (pixelEvents) => ({ behaviour: { pixelEvents } })),
  ];
  if (PAGE_ONCE_ARMS.has(spec.arm)) {
    collectors.push(
      contributing(createFormsCollector(), (forms) => ({ forms })),
      contributing(createKeyLoggingCollector(), (keyLogging) => ({ behaviour: { keyLogging } })),
    );
  }
  return collectors;
}

/** The collectors and consent layer a full scan uses. */
export function defaultPlugins(): ArmPlugins {
  return { behaviour: behaviourCollectors };
}
