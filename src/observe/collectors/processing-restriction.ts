import { queryParamsOf } from '../site.ts';

/**
 * Whether a request tells its vendor to restrict processing for a US privacy opt-out, the way sites that
 * honour "Do Not Sell" / GPC without blocking their tags do: Meta's Limited Data Use (`dpo=LDU`),
 * Google's restricted data processing (`rdp=1`), or an IAB US Privacy string with the sale opt-out
 * (`us_privacy=1?Y?`). Only this yes/no leaves the browser layer, never the query.
 */
const US_PRIVACY_OPTED_OUT = /^1[YN-]Y[YN-]$/i;

const MENTIONS_RESTRICTION = /[?&](dpo|rdp|us_privacy)=/;

export function restrictsProcessing(url: string): boolean {
  // Every request of every arm passes here: parse only URLs that carry one of the parameters.
  if (!MENTIONS_RESTRICTION.test(url)) return false;
  const params = queryParamsOf(url);
  if (!params) return false;
  if (params.getAll('dpo').some((value) => /(^|,)\s*LDU\s*(,|$)/i.test(value))) return true;
  if (params.get('rdp') === '1') return true;
  return US_PRIVACY_OPTED_OUT.test(params.get('us_privacy') ?? '');
}
