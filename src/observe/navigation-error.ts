/** Stable error codes for a main document that could not be loaded (Chromium net errors, timeouts). */
export function navigationErrorCode(message: string): string {
  if (/ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED|ERR_ADDRESS_UNREACHABLE/.test(message))
    return 'dns_failure';
  if (/ERR_CERT_|ERR_SSL_|SSL_PROTOCOL_ERROR|ERR_BAD_SSL/.test(message)) return 'tls_error';
  if (
    /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_CONNECTION_CLOSED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_FAILED/.test(
      message,
    )
  )
    return 'connection_failed';
  if (
    /ERR_TUNNEL_CONNECTION_FAILED|ERR_PROXY_CONNECTION_FAILED|ERR_BLOCKED_BY_CLIENT|ERR_ACCESS_DENIED/.test(
      message,
    )
  )
    return 'egress_denied';
  if (/ERR_TOO_MANY_REDIRECTS/.test(message)) return 'too_many_redirects';
  if (/Timeout|ERR_TIMED_OUT|ERR_CONNECTION_TIMED_OUT/.test(message)) return 'navigation_timeout';
  // The main frame detached under the navigation: its renderer went away (a site cannot detach its own main frame).
  if (/ERR_ABORTED.*frame was detached/.test(message)) return 'browser_crashed';
  if (/ERR_ABORTED/.test(message)) return 'navigation_aborted';
  // A renderer that crashed (killed, out of memory) under the page counts as the browser's failure, not the site's: retried.
  if (
    /Target page, context or browser has been closed|Browser closed|browser has disconnected|Browser unresponsive|Target crashed|Page crashed/i.test(
      message,
    )
  )
    return 'browser_crashed';
  return 'navigation_failed';
}

/** Failures worth one retry: the browser or the network, not the site's answer. */
export function isTransientNavigationError(code: string): boolean {
  return (
    code === 'navigation_timeout' || code === 'browser_crashed' || code === 'connection_failed'
  );
}
