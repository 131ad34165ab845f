/**
 * Absolute links of the public resources (spec 2.1: absolute URLs). The base URL is an option.
 *
 * Offline output (CLI `--json`/`--out`, `judge`) has no server. The schema only accepts absolute
 * http(s) links, so a scheme like `consentry:` or a file path would not validate. Offline output uses
 * OFFLINE_BASE_URL = `https://consentry.invalid`: `.invalid` is reserved (RFC 2606/6761) and can never
 * resolve, so the links are well-formed, clearly not a live service, and become real by re-projecting
 * with a server's base URL.
 */
import type { ScanLinks } from '../model/index.ts';

export const OFFLINE_BASE_URL = 'https://consentry.invalid';

/** An http(s) origin plus optional path prefix, without query, fragment or trailing slash. */
export function normalizeBaseUrl(baseUrl: string = OFFLINE_BASE_URL): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`Invalid base URL "${baseUrl}": expected an absolute http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid base URL "${baseUrl}": only http and https are allowed`);
  }
  if (url.username || url.password)
    throw new Error('Invalid base URL: credentials are not allowed');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export interface ResourceUrls {
  scan: string;
  status: string;
  findings: string;
  finding: (findingId: string) => string;
  pulse: string;
  pulseEvidence: string;
  preConsentCookiesTrackers: string;
  reportEvidence: string;
  diagnostics: string;
  report: string;
}

export function resourceUrls(scanId: string, baseUrl?: string): ResourceUrls {
  const base = normalizeBaseUrl(baseUrl);
  const scan = `${base}/api/v2/scans/${encodeURIComponent(scanId)}`;
  return {
    scan,
    status: `${scan}/status`,
    findings: `${scan}/findings`,
    finding: (findingId) => `${scan}/findings/${encodeURIComponent(findingId)}`,
    pulse: `${scan}/pulse`,
    pulseEvidence: `${scan}/pulse/evidence`,
    preConsentCookiesTrackers: `${scan}/pre-consent-cookies-trackers`,
    reportEvidence: `${scan}/report-evidence`,
    diagnostics: `${scan}/diagnostics`,
    report: `${base}/reports/${encodeURIComponent(scanId)}`,
  };
}

export function scanLinks(scanId: string, baseUrl?: string): ScanLinks {
  const urls = resourceUrls(scanId, baseUrl);
  return {
    self: urls.scan,
    status: urls.status,
    findings: urls.findings,
    pulse: urls.pulse,
    preConsentCookiesTrackers: urls.preConsentCookiesTrackers,
    reportEvidence: urls.reportEvidence,
    diagnostics: urls.diagnostics,
    report: urls.report,
  };
}
