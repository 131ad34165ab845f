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

/** Path of a URL without query or fragment — the only part of a URL that leaves observation. */
export function pathOf(url: string): string {
  try {
    return (new URL(url).pathname || '/').slice(0, 2048);
  } catch {
    return '/';
  }
}

/** A page URL as it may be stored: scheme, host, port and path — query and fragment removed. */
export function pageUrlOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`.slice(0, 2048);
  } catch {
    return url.replace(/[?#].*$/, '').slice(0, 2048);
  }
}
