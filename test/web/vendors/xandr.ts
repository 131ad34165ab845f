import { randomBytes } from 'node:crypto';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowCredentialedCors, send, setCookie } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';

/**
 * Xandr (AppNexus, Microsoft Advertising; IAB GVL 32) as a Prebid.js bidder calls it: the bid request
 * POST https://ib.adnxs.com/ut/v3/prebid (a text/plain JSON body, credentialed, so no preflight), one
 * bid per tag, and the `uuid2` browser id it sets on .adnxs.com (third-party).
 */
export const xandr: FixtureHost = {
  name: 'Xandr',
  kind: 'vendor',
  hostnames: ['ib.adnxs.com'],
  handle: router([
    {
      method: 'POST',
      path: '/ut/v3/prebid',
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        let tags: { uuid?: string }[] = [];
        try {
          tags =
            (JSON.parse(req.body.toString('utf8')) as { tags?: { uuid?: string }[] }).tags ?? [];
        } catch {
          tags = [];
        }
        setCookie(
          res,
          `uuid2=${BigInt(`0x${randomBytes(8).toString('hex')}`).toString()}; Domain=.adnxs.com; Path=/; Max-Age=7776000; SameSite=None; Secure`,
        );
        send(
          res,
          200,
          'json',
          JSON.stringify({
            version: '3.0.0',
            tags: tags.map((tag, index) => ({
              uuid: tag.uuid,
              tag_id: 21530000 + index,
              auction_id: randomBytes(8).readBigUInt64BE().toString(),
              ads: [{ ad_type: 'banner', cpm: 0.42 + index / 10, creative_id: 7720010 + index }],
            })),
          }),
        );
      },
    },
  ]),
};
