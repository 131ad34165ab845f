import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../fixture-host.ts';
import { allowCredentialedCors, sendNoContent, sendPixel, setCookie } from '../http/respond.ts';
import { router } from '../http/router.ts';

const COOKIE_ATTRIBUTES = 'Domain=.doubleclick.net; Path=/; SameSite=None; Secure';
const IDE_MAX_AGE_SECONDS = 34_190_000; // ~13 months, as Google sets it
const TEST_COOKIE_MAX_AGE_SECONDS = 900;

/**
 * The advertising ID cookie every doubleclick.net host sets on a browser that does not send one yet:
 * a real third-party `Set-Cookie` (`IDE`, plus `test_cookie` to probe whether cookies stick).
 */
function setAdvertisingCookies(req: FixtureRequest, res: ServerResponse): void {
  if (req.cookies.has('IDE')) return;
  const id = `AHWqTU${randomBytes(24).toString('base64url')}`;
  setCookie(res, `IDE=${id}; Max-Age=${IDE_MAX_AGE_SECONDS}; ${COOKIE_ATTRIBUTES}; HttpOnly`);
  setCookie(
    res,
    `test_cookie=CheckForPermission; Max-Age=${TEST_COOKIE_MAX_AGE_SECONDS}; ${COOKIE_ATTRIBUTES}`,
  );
}

function pixelWithCookies(req: FixtureRequest, res: ServerResponse): void {
  setAdvertisingCookies(req, res);
  sendPixel(res);
}

function beaconWithCookies(req: FixtureRequest, res: ServerResponse): void {
  allowCredentialedCors(req, res);
  setAdvertisingCookies(req, res);
  sendNoContent(res);
}

/**
 * DoubleClick (Google Marketing Platform): Google Ads remarketing and conversions on
 * googleads.g.doubleclick.net, GA4 "Google signals" hits on stats.g.doubleclick.net, Floodlight
 * activities on ad.doubleclick.net. Every endpoint sets `IDE` on `.doubleclick.net`.
 */
export const doubleClick: FixtureHost = {
  name: 'DoubleClick',
  kind: 'vendor',
  hostnames: ['googleads.g.doubleclick.net', 'stats.g.doubleclick.net', 'ad.doubleclick.net'],
  handle: router([
    {
      host: 'googleads.g.doubleclick.net',
      method: 'GET',
      path: /^\/pagead\/(viewthrough)?conversion\/\d+\/?$/,
      handle: pixelWithCookies,
    },
    {
      host: 'stats.g.doubleclick.net',
      method: ['GET', 'POST'],
      path: /^\/[gj]\/collect$/,
      handle: beaconWithCookies,
    },
    {
      host: 'ad.doubleclick.net',
      method: 'GET',
      path: /^\/(ddm\/)?activity[;/]/,
      handle: pixelWithCookies,
    },
  ]),
};
