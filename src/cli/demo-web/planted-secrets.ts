/**
 * Secret-looking values the tracker sites plant in cookies (set by HTTP and by script) and in
 * tracking-request URLs (`?email=…&token=…` in page locations sent to vendors). A scan reads cookie
 * names and URL paths only, so none of these may ever appear in any output: the leak test asserts it.
 */
export const PLANTED_SECRETS = {
  cookieValue: 'secret-cookie-value-5f1c0e7a9b3d',
  email: 'alice@example.com',
  token: 'SECRET-TOKEN-8d2e6b4f0a1c',
} as const;

/** A query string carrying the secrets, as sites leak it into the page URLs they report to trackers. */
export const PLANTED_QUERY = `email=${encodeURIComponent(PLANTED_SECRETS.email)}&token=${PLANTED_SECRETS.token}`;

/** Every form in which a planted secret may travel (raw and URL-encoded), for leak assertions. */
export const PLANTED_SECRET_STRINGS: readonly string[] = [
  PLANTED_SECRETS.cookieValue,
  PLANTED_SECRETS.email,
  encodeURIComponent(PLANTED_SECRETS.email),
  PLANTED_SECRETS.token,
];
