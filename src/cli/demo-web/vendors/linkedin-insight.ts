import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../fixture-host.ts';
import {
  allowCredentialedCors,
  sendFile,
  sendNoContent,
  sendPixel,
  setCookie,
} from '../http/respond.ts';
import { router } from '../http/router.ts';
import { staticFile } from '../static-files.ts';

const COOKIE_ATTRIBUTES = 'Domain=.linkedin.com; Path=/; SameSite=None; Secure';
const DAY = 86_400;

/** The third-party cookies LinkedIn's ad pixel sets on `.linkedin.com`. */
function setLinkedInCookies(req: FixtureRequest, res: ServerResponse): void {
  if (!req.cookies.has('bcookie'))
    setCookie(res, `bcookie="v=2&${randomUUID()}"; Max-Age=${365 * DAY}; ${COOKIE_ATTRIBUTES}`);
  if (!req.cookies.has('li_sugr'))
    setCookie(res, `li_sugr=${randomUUID()}; Max-Age=${90 * DAY}; ${COOKIE_ATTRIBUTES}`);
  const lidc = `"b=VB${Math.floor(Math.random() * 100)}:s=V:r=V:a=V:p=V:g=${Math.floor(Math.random() * 9000)}:u=1:x=1:i=${Math.floor(Date.now() / 1000)}:t=${Math.floor(Date.now() / 1000) + DAY}:v=2:sig=AQ${randomUUID().replaceAll('-', '')}"`;
  setCookie(res, `lidc=${lidc}; Max-Age=${DAY}; ${COOKIE_ATTRIBUTES}`);
}

/**
 * LinkedIn Insight Tag: insight.min.js on snap.licdn.com (see static/vendors/linkedin-insight.js) and the
 * ad pixel px.ads.linkedin.com/collect, which answers with third-party cookies bcookie, li_sugr, lidc.
 */
export const linkedInInsight: FixtureHost = {
  name: 'LinkedIn Insight Tag',
  kind: 'vendor',
  hostnames: ['snap.licdn.com', 'px.ads.linkedin.com'],
  handle: router([
    {
      host: 'snap.licdn.com',
      method: 'GET',
      path: '/li.lms-analytics/insight.min.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'linkedin-insight.js')),
    },
    {
      host: 'px.ads.linkedin.com',
      method: ['GET', 'POST'],
      path: /^\/collect\/?$/,
      handle: (req, res) => {
        setLinkedInCookies(req, res);
        if (req.method === 'GET') return sendPixel(res);
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
  ]),
};
