/**
 * The consent layer of an arm: @duckduckgo/autoconsent (full rules, no prehide, no cosmetic rules)
 * plus consentry's banner heuristic, US opt-out controls, registration checks (autoconsent self-test,
 * CMP stored state, TC string, GPP, US Privacy) and TCF/GPP/USP readers.
 */
export { createConsentLayer } from './consent-layer.ts';
export { DEFAULT_DEADLINE_MS } from './consent-state.ts';
export { readRegistration, type GpcRegistration } from './registration.ts';
export { classifyControlText, normalizeLabel, type ControlIntent } from './text-classifier.ts';
export type {
  ConsentActOptions,
  ConsentActResult,
  ConsentLayer,
  ConsentLayerAction,
  ConsentLayerOptions,
} from './types.ts';
