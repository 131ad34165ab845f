import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

/** How long the slow site takes to answer its main document. */
export const SLOW_PAGE_DELAY_MS = 2_500;

/** How long the overloaded CMS of /overloaded takes to send its first byte. */
export const OVERLOADED_DELAY_MS = 20_000;

export const OVERLOADED_TAGS = { ga4: 'G-OVERLOAD1', metaPixel: '4455667788990011' } as const;

const overloaded = () =>
  htmlPage({
    siteName: 'Slow Page',
    accent: '#6b5b95',
    title: 'Opening hours',
    head: `${gtagSnippet(OVERLOADED_TAGS.ga4)}
${metaPixelSnippet(OVERLOADED_TAGS.metaPixel)}`,
    main: '<section class="hero"><h1>Opening hours</h1><p>Our content management system is having a busy day.</p></section>',
  });

/**
 * A site whose main document takes SLOW_PAGE_DELAY_MS to arrive and whose analytics fires 1.5 s
 * after load (a late tag): the scan must wait for it, not give up or sleep blindly. `/overloaded` sends
 * its first byte after OVERLOADED_DELAY_MS (an overloaded CMS) and then sets GA4 and Meta Pixel cookies
 * before any consent (no banner); `/never` accepts the request and never answers.
 */
export const slowPage: FixtureHost = {
  name: 'Slow Page',
  kind: 'site',
  hostnames: ['slow-page.example'],
  handle: router([
    ...sharedAssetRoutes('#6b5b95'),
    {
      method: 'GET',
      path: '/overloaded',
      handle: async (_req, res) => {
        await new Promise((resolve) => setTimeout(resolve, OVERLOADED_DELAY_MS));
        if (!res.destroyed) send(res, 200, 'html', overloaded());
      },
    },
    // Holds the request until the browser gives up (the socket closes with the context).
    {
      method: 'GET',
      path: '/never',
      handle: (_req, res) => new Promise<void>((resolve) => res.once('close', () => resolve())),
    },
    {
      method: 'GET',
      path: '/',
      handle: async (_req, res) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_PAGE_DELAY_MS));
        send(
          res,
          200,
          'html',
          htmlPage({
            siteName: 'Slow Page',
            accent: '#6b5b95',
            title: 'Home',
            head: '',
            main: `<section class="hero"><h1>Worth the wait</h1><p>A page served by a tired server.</p></section>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag() { dataLayer.push(arguments); }
  gtag('js', new Date()); gtag('config', 'G-SLOW');
  // A late tag: injected 1.5 s after the document is parsed.
  setTimeout(() => { const s = document.createElement('script'); s.async = true; s.src = 'https://www.googletagmanager.com/gtag/js?id=G-SLOW'; document.head.appendChild(s); }, 1500);
</script>`,
          }),
        );
      },
    },
  ]),
};
