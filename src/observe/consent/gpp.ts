import type { Page } from 'playwright-core';
import type { GppState } from '../../model/index.ts';
import { fingerprint } from './fingerprint.ts';
import { withTimeout } from './time.ts';

/**
 * IAB GPP through the page's __gpp: presence, applicable sections and the sale/sharing opt-out of the
 * US sections (from ping's parsedSections in GPP 1.1, else getSection). The GPP string is only
 * fingerprinted.
 */
export interface GppReading {
  state: GppState;
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
      for (const field of ['SaleOptOut', 'SharingOptOut']) if (typeof part[field] === 'number') values.push(part[field]);
    }
  }
  const usp = parsed && parsed.uspv1;
  const uspOptOut = usp && typeof usp === 'object' ? usp.OptOutSale : typeof usp === 'string' ? usp.charAt(2) : undefined;
  let saleOptOut = 'not_applicable';
  if (values.includes(1) || uspOptOut === 'Y') saleOptOut = 'opted_out';
  else if (values.includes(2) || uspOptOut === 'N') saleOptOut = 'not_opted_out';
  const sections = Array.isArray(ping.applicableSections) ? ping.applicableSections.filter((n) => Number.isInteger(n)).slice(0, 32) : undefined;
  return { present: true, gppString: typeof ping.gppString === 'string' ? ping.gppString : '', applicableSections: sections, saleOptOut };
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
    : await withTimeout(page.evaluate(`(${GPP_SCRIPT})(${CALL_TIMEOUT_MS})`) as Promise<RawGpp>, CALL_TIMEOUT_MS * 3 + 500, null);
  if (!raw?.present) return { state: { present: false }, fingerprint: null };
  const state: GppState = { present: true, stringPresent: Boolean(raw.gppString) };
  if (raw.applicableSections) state.applicableSections = raw.applicableSections.filter((n) => n >= -1 && n <= 1000);
  if (raw.saleOptOut) state.saleOptOut = raw.saleOptOut;
  return { state, fingerprint: raw.gppString ? fingerprint(raw.gppString) : null };
}
