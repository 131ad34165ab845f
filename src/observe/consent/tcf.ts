import { TCString } from '@iabtechlabtcf/core';
import type { Page } from 'playwright-core';
import type { TcfState } from '../../model/index.ts';
import { fingerprint } from './fingerprint.ts';
import { withTimeout } from './time.ts';

/**
 * IAB TCF v2 through the page's __tcfapi (ping + getTCData), the TC string decoded with
 * @iabtechlabtcf/core. Only counts leave this module; the string is fingerprinted to see whether an
 * action changed it, then dropped.
 */
export interface TcfReading {
  state: TcfState;
  /** Refusal when the string carries no purpose consent; acceptance when it carries some. */
  verdict: 'refusal' | 'acceptance' | null;
  fingerprint: string | null;
}

const CALL_TIMEOUT_MS = 700;

const TCF_SCRIPT = `(async (timeoutMs) => {
  if (typeof window.__tcfapi !== 'function') return { present: false };
  const call = (command) => new Promise((resolve) => {
    let settled = false;
    const timer = setTimeout(() => { if (!settled) { settled = true; resolve(undefined); } }, timeoutMs);
    try {
      window.__tcfapi(command, 2, (data, success) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(success === false || !data ? null : data);
      });
    } catch (e) {
      if (!settled) { settled = true; clearTimeout(timer); resolve(undefined); }
    }
  });
  const ping = await call('ping');
  const data = await call('getTCData');
  const num = (v) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);
  return {
    present: ping !== undefined || data !== undefined,
    gdprApplies: data && typeof data.gdprApplies === 'boolean' ? data.gdprApplies : ping && typeof ping.gdprApplies === 'boolean' ? ping.gdprApplies : undefined,
    cmpId: num(data && data.cmpId) ?? num(ping && ping.cmpId),
    policyVersion: num(data && data.tcfPolicyVersion) ?? num(ping && ping.tcfPolicyVersion),
    tcString: data && typeof data.tcString === 'string' ? data.tcString : '',
  };
})`;

interface RawTcf {
  present: boolean;
  gdprApplies?: boolean;
  cmpId?: number;
  policyVersion?: number;
  tcString?: string;
}

export interface DecodedTc {
  cmpId: number;
  policyVersion: number;
  purposeConsents: number;
  purposeLegitimateInterests: number;
  specialFeatureOptins: number;
  vendorConsents: number;
}

/** Decodes a TC string to counts; null when it is not a valid TC string. */
export function decodeTcString(tcString: string): DecodedTc | null {
  try {
    const model = TCString.decode(tcString);
    return {
      cmpId: Number(model.cmpId),
      policyVersion: Number(model.policyVersion),
      purposeConsents: model.purposeConsents.size,
      purposeLegitimateInterests: model.purposeLegitimateInterests.size,
      specialFeatureOptins: model.specialFeatureOptins.size,
      vendorConsents: model.vendorConsents.size,
    };
  } catch {
    return null;
  }
}

export function tcVerdict(decoded: DecodedTc): 'refusal' | 'acceptance' {
  return decoded.purposeConsents === 0 ? 'refusal' : 'acceptance';
}

const clampInt = (value: number | undefined, max: number) =>
  value === undefined || !Number.isInteger(value) || value < 0 ? undefined : Math.min(value, max);

export async function readTcf(page: Page): Promise<TcfReading> {
  const raw = page.isClosed()
    ? null
    : await withTimeout(
        page.evaluate(`(${TCF_SCRIPT})(${CALL_TIMEOUT_MS})`) as Promise<RawTcf>,
        CALL_TIMEOUT_MS * 2 + 500,
        null,
      );
  if (!raw?.present) return { state: { present: false }, verdict: null, fingerprint: null };
  const tcString = typeof raw.tcString === 'string' ? raw.tcString : '';
  const decoded = tcString ? decodeTcString(tcString) : null;
  const state: TcfState = {
    present: true,
    gdprApplies: typeof raw.gdprApplies === 'boolean' ? raw.gdprApplies : null,
    tcStringPresent: decoded !== null,
  };
  const cmpId = clampInt(decoded?.cmpId ?? raw.cmpId, 65_535);
  const policyVersion = clampInt(decoded?.policyVersion ?? raw.policyVersion, 99);
  if (cmpId !== undefined) state.cmpId = cmpId;
  if (policyVersion !== undefined) state.policyVersion = policyVersion;
  if (decoded) {
    state.purposeConsentsCount = Math.min(decoded.purposeConsents, 24);
    state.purposeLegitimateInterestsCount = Math.min(decoded.purposeLegitimateInterests, 24);
    state.specialFeatureOptinsCount = Math.min(decoded.specialFeatureOptins, 12);
    state.vendorConsentsCount = decoded.vendorConsents;
  }
  return {
    state,
    verdict: decoded ? tcVerdict(decoded) : null,
    fingerprint: tcString ? fingerprint(tcString) : null,
  };
}
