import type { Page } from 'playwright-core';
import type { GppState } from '../../model/index.ts';
import { fingerprint } from './fingerprint.ts';
import { decodeGppString, gppVerdict } from './gpp-string.ts';
import type { Verdict } from './stored-state.ts';
import { withTimeout } from './time.ts';

/**
 * IAB GPP through the page's __gpp: presence, applicable sections and the sale/sharing/targeted-ads
 * opt-out of the US sections. The GPP string itself is decoded (gpp-string.ts) — it is what vendors
 * receive, so it wins over what the CMP reports in ping's parsedSections (GPP 1.1) or getSection,
 * which are read only when the string cannot be decoded. The string is then only fingerprinted.
 */
export interface GppReading {
  state: GppState;
  /** Refusal / acceptance the decoded string carries (US opt-out, TCF EU purposes); null when unknown. */
  verdict: Verdict | null;
  fingerprint: string | null;
}

const CALL_TIMEOUT_MS = 700;

const GPP_SCRIPT = `(async (timeoutMs) => {
  if (typeof window.__gpp !== 'function') return { present: false };
  const US = ['usnat', 'usca', 'usva', 'usco', 'usut', 'usct', 'usfl', 'usmt', 'usor', 'ustx', 'usde', 'usia', 'usne', 'usnh', 'usnj', 'ustn', 'usmn', 'usmd', 'usin', 'usky', 'usri'];
  const call = (command, parameter) => new Promise((resolve) => {
    let settled = false;
    const finish = (value) => { if (!settled) { settled = true; clearTimeout(timer); resolve(value); } };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    try {
      const returned = window.__gpp(command, (data, success) => finish(success === false ? null : data), parameter);
      if (command === 'ping' && returned && typeof returned === 'object') finish(returned);
    } catch (e) {
      finish(undefined);
    }
  });
  const ping = await call('ping');
  if (ping === undefined) return { present: false };
  if (!ping || typeof ping !== 'object') return { present: true };
  let parsed = ping.parsedSections && typeof ping.parsedSections === 'object' ? ping.parsedSections : null;
  if (!parsed && Array.isArray(ping.supportedAPIs)) {
    parsed = {};
    for (const name of US) {
      if (!ping.supportedAPIs.some((api) => String(api) === name || String(api).endsWith(':' + name))) continue;
      const section = await call('getSection', name);
      if (section) parsed[name] = section;
    }
  }
  const values = [];
  for (const name of US) {
    const section = parsed && parsed[name];
    if (!section) continue;
    for (const part of Array.isArray(section) ? section : [section]) {
      if (!part || typeof part !== 'object') continue;
      for (const field of ['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut']) if (typeof part[field] === 'number') values.push(part[field]);
    }
  }
  const usp = parsed && parsed.uspv1;
  const uspOptOut = usp && typeof usp === 'object' ? usp.OptOutSale : typeof usp === 'string' ? usp.charAt(2) : undefined;
  let saleOptOut = 'not_applicable';
  if (values.includes(1) || uspOptOut === 'Y') saleOptOut = 'opted_out';
  else if (values.includes(2) || uspOptOut === 'N') saleOptOut = 'not_opted_out';
  const sections = Array.isArray(ping.applicableSections) ? ping.applicableSections.filter((n) => Number.isInteger(n)).slice(0, 32) : undefined;
  let gppString = typeof ping.gppString === 'string' ? ping.gppString : '';
  if (!gppString && String(ping.gppVersion || '').startsWith('1.0')) {
    // GPP 1.0 CMPs hand the string out through getGPPData only.
    const data = await call('getGPPData');
    if (data && typeof data === 'object' && typeof data.gppString === 'string') gppString = data.gppString;
  }
  return { present: true, gppString, applicableSections: sections, saleOptOut };
})`;

interface RawGpp {
  present: boolean;
  gppString?: string;
  applicableSections?: number[];
  saleOptOut?: GppState['saleOptOut'];
}

export async function readGpp(page: Page): Promise<GppReading> {
  const raw = page.isClosed()
    ? null
    : await withTimeout(
        page.evaluate(`(${GPP_SCRIPT})(${CALL_TIMEOUT_MS})`) as Promise<RawGpp>,
        CALL_TIMEOUT_MS * 3 + 500,
        null,
      );
  if (!raw?.present) return { state: { present: false }, verdict: null, fingerprint: null };
  const gppString = typeof raw.gppString === 'string' ? raw.gppString : '';
  const decoded = gppString ? decodeGppString(gppString) : null;
  const state: GppState = { present: true, stringPresent: Boolean(gppString) };
  if (raw.applicableSections)
    state.applicableSections = raw.applicableSections.filter((n) => n >= -1 && n <= 1000);
  const saleOptOut = decoded ? decoded.usOptOut : raw.saleOptOut;
  if (saleOptOut) state.saleOptOut = saleOptOut;
  return {
    state,
    verdict: decoded ? gppVerdict(decoded) : null,
    fingerprint: gppString ? fingerprint(gppString) : null,
  };
}
