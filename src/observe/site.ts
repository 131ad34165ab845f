import { getDomain } from 'tldts';

/** Registrable domain (eTLD+1, private suffixes included) or the host itself for IPs and single labels. */
export function registrableDomain(host: string): string {
  const clean = host.toLowerCase().replace(/\.$/, '');
  return getDomain(clean, { allowPrivateDomains: true }) ?? clean;
}

export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A URL's query parameters, for readers that derive one fixed fact from them inside the observe layer
 * (the query itself never leaves it); null without a query or for an unparsable URL. Cheap on the
 * common case: most requests have no query.
 */
export function queryParamsOf(url: string): URLSearchParams | null {
  if (!url.includes('?')) return null;
  try {
    return new URL(url).searchParams;
  } catch {
    return null;
  }
}

const MAX_SEGMENT = 64;

/**
 * Path of a URL without query or fragment — the only part of a URL that leaves observation. Data can
 * ride in paths too (Floodlight's `;key=value` parameters, e-mails or tokens as segments), so
 * everything after a `;` is dropped and a segment that looks like data is replaced by `_redacted_`.
 */
export function pathOf(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url).pathname || '/';
  } catch {
    return '/';
  }
  const semicolon = pathname.indexOf(';');
  if (semicolon !== -1) pathname = pathname.slice(0, semicolon) || '/';
  const segments = pathname
    .split('/')
    .map((segment) =>
      segment.length > MAX_SEGMENT || /[=@]|%40|%3D|%26/i.test(segment) ? '_redacted_' : segment,
    );
  return segments.join('/').slice(0, 2048) || '/';
}

/** A page URL as it may be stored: scheme, host, port and path — query and fragment removed. */
export function pageUrlOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${pathOf(url)}`.slice(0, 2048);
  } catch {
    return url.replace(/[?#].*$/, '').slice(0, 2048);
  }
}
