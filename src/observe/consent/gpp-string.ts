import { GppModel } from '@iabgpp/cmpapi';
import type { Verdict } from './stored-state.ts';

/**
 * Decodes an IAB GPP string with the official @iabgpp/cmpapi and reduces it to what consentry needs:
 * the US opt-outs (SaleOptOut, SharingOptOut, TargetedAdvertisingOptOut in usnat and the state
 * sections; OptOutSale in uspv1) and the purpose consents of the TCF EU section. Pure; the string
 * never leaves the observe layer, only these reductions do.
 *
 * US opt-out fields: 0 = not applicable, 1 = opted out, 2 = did not opt out.
 */
export type GppOptOut = 'opted_out' | 'not_opted_out' | 'not_applicable';

export interface GppDecoded {
  /** Section names present in the string (e.g. usnat, usca, tcfeuv2), at most 32. */
  sections: string[];
  /** Sale/sharing/targeted-advertising opt-out across the US sections. */
  usOptOut: GppOptOut;
  /** Consented purposes of the tcfeuv2 section; null when the string has no such section. */
  tcfEuPurposeConsents: number | null;
}

const US_OPT_OUT_FIELDS = ['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut'] as const;
const MAX_GPP_LENGTH = 20_000;
const GPP_SHAPE = /^[A-Za-z0-9_\-.~]+$/;

function usSectionValues(section: Record<string, unknown>): number[] {
  const values: number[] = [];
  for (const field of US_OPT_OUT_FIELDS) {
    const value = section[field];
    if (typeof value === 'number' && Number.isInteger(value)) values.push(value);
  }
  return values;
}

/** Decodes a GPP string; null when it is not one (bad header, undecodable section). */
export function decodeGppString(gppString: string): GppDecoded | null {
  if (
    !gppString ||
    gppString.length > MAX_GPP_LENGTH ||
    !GPP_SHAPE.test(gppString) ||
    !gppString.startsWith('D')
  )
    return null;
  let sections: Record<string, unknown>;
  try {
    sections = new GppModel(gppString).toObject() as Record<string, unknown>;
  } catch {
    return null;
  }
  const names = Object.keys(sections).slice(0, 32);
  if (names.length === 0) return null;
  const values: number[] = [];
  let tcfEuPurposeConsents: number | null = null;
  for (const name of names) {
    const section = sections[name];
    if (typeof section !== 'object' || section === null) continue;
    const fields = section as Record<string, unknown>;
    if (name === 'uspv1') {
      if (fields.OptOutSale === 'Y') values.push(1);
      else if (fields.OptOutSale === 'N') values.push(2);
    } else if (name === 'tcfeuv2') {
      const consents = fields.PurposeConsents;
      if (Array.isArray(consents))
        tcfEuPurposeConsents = consents.filter((flag) => flag === true).length;
    } else if (/^us[a-z]{2,3}$/.test(name)) {
      values.push(...usSectionValues(fields));
    }
  }
  const usOptOut: GppOptOut = values.includes(1)
    ? 'opted_out'
    : values.includes(2)
      ? 'not_opted_out'
      : 'not_applicable';
  return { sections: names, usOptOut, tcfEuPurposeConsents };
}

/**
 * What a decoded GPP string says about the visitor's choice: refusal when a US section records an
 * opt-out or the TCF EU section carries no purpose consent; acceptance when the TCF EU section
 * carries purpose consents. "Did not opt out" is the US default, not a choice, so it is no
 * acceptance. Null when the sections disagree or say nothing.
 */
export function gppVerdict(decoded: GppDecoded): Verdict | null {
  const verdicts: Verdict[] = [];
  if (decoded.usOptOut === 'opted_out') verdicts.push('refusal');
  if (decoded.tcfEuPurposeConsents !== null)
    verdicts.push(decoded.tcfEuPurposeConsents === 0 ? 'refusal' : 'acceptance');
  if (verdicts.length === 0) return null;
  return verdicts.every((v) => v === verdicts[0]) ? (verdicts[0] ?? null) : null;
}
