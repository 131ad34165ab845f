/** Latest eligible public scan of a domain (spec 2.5); `scan` is null when none exists. */
import { DISCLAIMER, type DomainLatestScan, type Scan, type ScanFrom } from '../model/index.ts';
import { normalizeBaseUrl } from './links.ts';
import { safeHost } from './sanitize.ts';

export function projectDomainLatestScan(
  domain: string,
  scan: Scan | null,
  options: { baseUrl?: string; scanFrom?: ScanFrom } = {},
): DomainLatestScan {
  const host = safeHost(domain.toLowerCase());
  if (!host) throw new Error(`Invalid domain "${domain}"`);
  const base = normalizeBaseUrl(options.baseUrl);
  const out: DomainLatestScan = {
    type: 'consentry_domain_latest_scan',
    domain: host,
    scan,
    links: {
      self: `${base}/api/v2/domains/${encodeURIComponent(host)}/latest`,
      docs: `${base}/api/v2/openapi.json`,
    },
    disclaimer: DISCLAIMER,
  };
  if (options.scanFrom) out.scanFrom = options.scanFrom;
  return out;
}
