import type { Page } from 'playwright-core';
import type { UspState } from '../../model/index.ts';
import { withTimeout } from './time.ts';

/** US Privacy (CCPA) through the page's __uspapi('getUSPData'): presence and the opt-out flag only. */
export interface UspReading {
  state: UspState;
  /** The four-character string itself is not personal; kept in memory to compare before/after. */
  value: string | null;
}

const CALL_TIMEOUT_MS = 700;

const USP_SCRIPT = `(async (timeoutMs) => {
  if (typeof window.__uspapi !== 'function') return { present: false };
  const data = await new Promise((resolve) => {
    let settled = false;
    const finish = (value) => { if (!settled) { settled = true; clearTimeout(timer); resolve(value); } };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    try {
      window.__uspapi('getUSPData', 1, (value, success) => finish(success === false ? null : value));
    } catch (e) {
      finish(undefined);
    }
  });
  if (data === undefined) return { present: false };
  return { present: true, uspString: data && typeof data.uspString === 'string' ? data.uspString : '' };
})`;

/** Reads a US Privacy string: third character Y = opted out of sale, N = not, '-' = not applicable. */
export function uspOptOut(uspString: string): boolean | null {
  if (!/^1[YN-]{3}$/i.test(uspString)) return null;
  const flag = uspString.charAt(2).toUpperCase();
  return flag === 'Y' ? true : flag === 'N' ? false : null;
}

export async function readUsp(page: Page): Promise<UspReading> {
  const raw = page.isClosed()
    ? null
    : await withTimeout(
        page.evaluate(`(${USP_SCRIPT})(${CALL_TIMEOUT_MS})`) as Promise<{
          present: boolean;
          uspString?: string;
        }>,
        CALL_TIMEOUT_MS + 500,
        null,
      );
  if (!raw?.present) return { state: { present: false }, value: null };
  const value =
    raw.uspString && /^1[YN-]{3}$/i.test(raw.uspString) ? raw.uspString.toUpperCase() : null;
  return {
    state: {
      present: true,
      stringPresent: value !== null,
      optOut: value ? uspOptOut(value) : null,
    },
    value,
  };
}
