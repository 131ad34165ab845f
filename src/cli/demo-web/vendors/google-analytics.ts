import type { FixtureHost } from '../fixture-host.ts';
import { allowCredentialedCors, sendNoContent } from '../http/respond.ts';
import { router } from '../http/router.ts';

/** Where the Google tag sends GA4 hits: region1 for visitors in Europe, www elsewhere. */
export const GA_COLLECT_HOSTS = [
  'region1.google-analytics.com',
  'www.google-analytics.com',
] as const;

/** GA4 collection endpoint `/g/collect`: answers 204 like Google, sets no cookie (GA cookies are first-party). */
export const googleAnalytics: FixtureHost = {
  name: 'Google Analytics',
  kind: 'vendor',
  hostnames: GA_COLLECT_HOSTS,
  handle: router([
    {
      method: ['GET', 'POST'],
      path: '/g/collect',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        sendNoContent(res);
      },
    },
  ]),
};
