import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { tiktokPixelSnippet } from './behaviour-snippets.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

export const PIXEL_SITE_TAGS = {
  metaPixel: '2345678901234567',
  metaLeadPixel: '3456789012345678',
  tiktok: 'CQ4FIXTUREPIXEL01',
  googleAds: 'AW-987654321',
} as const;

const FORM = `<form onsubmit="return false" style="display:grid;gap:0.6rem;max-width:28rem">
  <label>Email <input type="email" name="email"></label>
  <label>First name <input type="text" name="first_name"></label>
  <button class="button">Book a free test</button>
</form>`;

/**
 * An HIV-testing page of a clinic: Meta pixel, TikTok pixel and Google Ads remarketing on
 * /conditions/hiv-testing, a custom "SymptomCheckerStarted" event on load, and — once an email is
 * typed (on change, before any submit) — advanced matching of that email (Meta `ud[em]`, TikTok
 * `context.user.email`, both SHA-256) with a "Lead" (content_category "HIV testing") and a TikTok
 * "SubmitForm" (content_type "pregnancy_test").
 * Expected pixel events: meta PageView [health], meta SymptomCheckerStarted (key symptom_area)
 * [health], meta Lead (keys content_category, appointment_type; AM em) [form_content, health],
 * tiktok Pageview [health], tiktok SubmitForm (key content_type; AM email) [form_content, health],
 * google_ads page_view [health] — health from the path, event names and custom data.
 */
export const healthPixel: FixtureHost = {
  name: 'Health Pixel',
  kind: 'site',
  hostnames: ['health-pixel.example'],
  handle: router(
    [
      ...sharedAssetRoutes('#b03060'),
      {
        method: 'GET',
        path: '/conditions/hiv-testing',
        handle: (_req: FixtureRequest, res: ServerResponse) =>
          send(
            res,
            200,
            'html',
            htmlPage({
              siteName: 'Health Pixel Clinic',
              accent: '#b03060',
              title: 'HIV testing',
              head: [
                metaPixelSnippet(PIXEL_SITE_TAGS.metaPixel),
                tiktokPixelSnippet(PIXEL_SITE_TAGS.tiktok),
                gtagSnippet(PIXEL_SITE_TAGS.googleAds),
              ].join('\n'),
              main: `<section class="hero"><h1>Free, confidential HIV testing</h1><p>Results in 20 minutes. Book a slot below.</p>${FORM}</section>`,
              end: `<script>
fbq('trackCustom', 'SymptomCheckerStarted', { symptom_area: 'respiratory' });
document.addEventListener('change', function (event) {
  var el = event.target;
  if (!el || el.type !== 'email' || !el.value) return;
  fbq('init', '${PIXEL_SITE_TAGS.metaLeadPixel}', { em: el.value });
  fbq('trackSingle', '${PIXEL_SITE_TAGS.metaLeadPixel}', 'Lead', { content_category: 'HIV testing', appointment_type: 'walk-in' });
  ttq.identify({ email: el.value });
  ttq.track('SubmitForm', { content_type: 'pregnancy_test' });
}, true);
</script>`,
            }),
          ),
      },
    ],
    notFoundPage('Health Pixel Clinic', '#b03060'),
  ),
};

/**
 * An ordinary shop page with the same three pixels sending only page views, and a newsletter field
 * that no pixel reads. Expected: meta PageView, tiktok Pageview, google_ads page_view — no custom
 * data keys, no advanced-matching keys, no categories.
 */
export const pageviewPixel: FixtureHost = {
  name: 'PageView Pixel',
  kind: 'site',
  hostnames: ['pageview-pixel.example'],
  handle: router(
    [
      ...sharedAssetRoutes('#375a7f'),
      {
        method: 'GET',
        path: '/',
        handle: (_req: FixtureRequest, res: ServerResponse) =>
          send(
            res,
            200,
            'html',
            htmlPage({
              siteName: 'Garden Things',
              accent: '#375a7f',
              title: 'Home',
              head: [
                metaPixelSnippet(PIXEL_SITE_TAGS.metaPixel),
                tiktokPixelSnippet(PIXEL_SITE_TAGS.tiktok),
                gtagSnippet(PIXEL_SITE_TAGS.googleAds),
              ].join('\n'),
              main: `<section class="hero"><h1>Seeds, tools and good soil</h1><p>Everything for a small garden.</p>${FORM}</section>`,
            }),
          ),
      },
    ],
    notFoundPage('Garden Things', '#375a7f'),
  ),
};
