/**
 * Why the target policy refused a URL or a connection. Each code has a fixed message that never
 * repeats what the caller sent (no credentials, query strings or paths), so it is safe to show.
 */
export type TargetRefusalReason =
  | 'invalid_url'
  | 'url_too_long'
  | 'scheme_not_allowed'
  | 'credentials_not_allowed'
  | 'port_not_allowed'
  | 'host_not_allowed'
  | 'address_not_public'
  | 'metadata_address'
  | 'dns_failure';

export interface TargetRefusal {
  ok: false;
  reason: TargetRefusalReason;
  /** Public-safe explanation (fixed text plus, at most, a port number or an address range name). */
  message: string;
}

const MESSAGES: Record<TargetRefusalReason, string> = {
  invalid_url: 'The URL could not be parsed.',
  url_too_long: 'The URL is too long.',
  scheme_not_allowed: 'Only http and https URLs can be scanned.',
  credentials_not_allowed: 'URLs with a user name or password are not scanned.',
  port_not_allowed: 'The port is not allowed.',
  host_not_allowed: 'The host name is not a public host name.',
  address_not_public: 'The host is not a public address.',
  metadata_address: 'The host is a cloud metadata or platform address.',
  dns_failure: 'The host name did not resolve to any address.',
};

export function refusal(reason: TargetRefusalReason, detail?: string): TargetRefusal {
  const base = MESSAGES[reason];
  return { ok: false, reason, message: detail ? `${base.slice(0, -1)} (${detail}).` : base };
}
