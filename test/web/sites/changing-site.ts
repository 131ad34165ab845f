import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, setCookie } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import {
  htmlPage,
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';
import { metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const NAME = 'Changing Site';
export const CHANGING_SITE_HOST = 'changing-site.example';
const ACCENT = '#5a4fcf';
const PIXEL_ID = '2468135790246813';

/**
 * `a`: a quiet site — a first-party session cookie and a first-party theme preference, no tracker.
 * `b`: the same site after a release added the Meta pixel without a banner (connect.facebook.net,
 * www.facebook.com/tr, the `_fbp` cookie) and dropped the theme cookie.
 */
export type ChangingSiteVariant = 'a' | 'b';

let variant: ChangingSiteVariant = 'a';

/** Switches what the site serves from the next request on (the fixture web runs in the test process). */
export function setChangingSiteVariant(next: ChangingSiteVariant): void {
  variant = next;
}

export function changingSiteVariant(): ChangingSiteVariant {
  return variant;
}

function home(req: FixtureRequest, res: ServerResponse): void {
  const secure = req.scheme === 'https' ? '; Secure' : '';
  if (!req.cookies.has('cs_session'))
    setCookie(
      res,
      `cs_session=s${Date.now().toString(36)}; Path=/; HttpOnly; SameSite=Lax${secure}`,
    );
  if (variant === 'a')
    setCookie(res, `cs_theme=light; Path=/; Max-Age=2592000; SameSite=Lax${secure}`);
  send(
    res,
    200,
    'html',
    htmlPage({
      siteName: NAME,
      accent: ACCENT,
      title: 'Home',
      head: variant === 'b' ? metaPixelSnippet(PIXEL_ID) : '',
      main: `<section class="hero"><h1>Release ${variant.toUpperCase()}</h1>
<p>A small studio site whose tags change between releases — consentry diff compares its two releases.</p></section>`,
    }),
  );
}

/** A site whose trackers change between two scans (see setChangingSiteVariant). */
export const changingSite: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [CHANGING_SITE_HOST],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      { method: 'GET', path: '/', handle: home },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'We keep a session cookie and, depending on the release, measure our ads.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
