import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { CONSENT_KIT_SCRIPT, consentKitRoute, siteScriptRoute } from './consent-kit.ts';
import {
  htmlPage,
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const NAME = 'Northern Ledger';
const HOSTNAME = 'nested-frames.example';
/** The CMP's wrapper frame and its message UI: two more origins, as with Sourcepoint. */
const WRAPPER_HOST = 'consent-frames.example';
const UI_HOST = 'consent-ui.example';
const ACCENT = '#1e3a8a';

export const NESTED_FRAMES_TAGS = { ga4: 'G-NESTED001', metaPixel: '7890123456789012' } as const;

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Business news',
  head: `<style>
#sp_message_container_4242 { position: fixed; inset: 0; background: rgb(0 0 0 / 0.45); display: flex; align-items: center; justify-content: center; z-index: 2147483000; }
#sp_message_container_4242 iframe { width: min(640px, calc(100vw - 32px)); height: 330px; border: 0; border-radius: 10px; background: #fff; }
</style>
${gtagSnippet(NESTED_FRAMES_TAGS.ga4, { category: 'analytics' })}
${metaPixelSnippet(NESTED_FRAMES_TAGS.metaPixel, { category: 'marketing' })}`,
  main: `<section class="hero"><h1>Ports brace for a busy winter</h1><p>Freight volumes are up 8 % on last year.</p></section>`,
  end: `${CONSENT_KIT_SCRIPT}
<script src="/assets/message-loader.js"></script>`,
});

const wrapper = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Message</title>
<style>html, body { margin: 0; height: 100%; } iframe { width: 100%; height: 100%; border: 0; display: block; }</style></head>
<body><iframe title="Privacy message" src="https://${UI_HOST}/message?message_ref=4242"></iframe></body></html>`;

const message = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Privacy message</title>
<style>body { font-family: system-ui, sans-serif; margin: 0; padding: 22px 26px; color: #1f2328; }
h2 { margin: 0 0 10px; font-size: 1.2rem; } .row { display: flex; gap: 12px; margin-top: 18px; }
button { font: inherit; padding: 10px 18px; border-radius: 6px; border: 1px solid #1e3a8a; background: #fff; color: #1e3a8a; cursor: pointer; }
button.primary { background: #1e3a8a; color: #fff; }</style></head>
<body><h2>We value your privacy</h2>
<p>We and our partners use cookies to measure audiences and show personalised advertising. You can accept or reject all of them; your choice applies to Northern Ledger.</p>
<div class="row"><button type="button" data-choice="reject">Reject all</button><button type="button" class="primary" data-choice="accept">Accept all</button></div>
<script>
document.querySelector('.row').addEventListener('click', function (event) {
  var button = event.target.closest('button[data-choice]');
  if (button) window.top.postMessage({ type: 'consent-choice', choice: button.getAttribute('data-choice') }, 'https://${HOSTNAME}');
});
</script></body></html>`;

/**
 * A news site whose consent message sits two iframes deep, each cross-origin (modelled on Sourcepoint,
 * unknown to autoconsent): nested-frames.example frames consent-frames.example, which frames
 * consent-ui.example with "Reject all" / "Accept all". The choice is kept in localStorage
 * (`_sp_user_consent_4242`, Sourcepoint's format); GA4 and the Meta pixel run only after "Accept all".
 */
export const nestedFrames: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME, WRAPPER_HOST, UI_HOST],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      consentKitRoute,
      siteScriptRoute('/assets/message-loader.js', 'nested-frames-consent.js'),
      {
        method: 'GET',
        path: '/',
        handle: (req, res) =>
          req.host === HOSTNAME
            ? send(res, 200, 'html', home)
            : send(res, 404, 'text', 'not found'),
      },
      {
        method: 'GET',
        path: '/wrapper',
        handle: (req, res) => send(res, req.host === WRAPPER_HOST ? 200 : 404, 'html', wrapper),
      },
      {
        method: 'GET',
        path: '/message',
        handle: (req, res) => send(res, req.host === UI_HOST ? 200 : 404, 'html', message),
      },
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'Your choice is kept in local storage under <code>_sp_user_consent_4242</code>.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
