import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendFile, sendNoContent } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';
import { claritySnippet, fullStorySnippet } from './behaviour-snippets.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { hotjarSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const ARTICLE = `<section class="hero"><h1>Plan your next trip</h1><p>Compare routes, fares and travel times across Europe.</p>
<form onsubmit="return false"><label>From <input type="text" name="from"></label> <label>To <input type="text" name="to"></label> <button class="button">Find trains</button></form></section>
<section class="grid"><article class="card"><h3>Night trains</h3><p>Sleep your way to Vienna.</p></article>
<article class="card"><h3>Rail passes</h3><p>When a pass pays off.</p></article></section>`;

function page(name: string, accent: string, head: string, main = ARTICLE) {
  return (_req: FixtureRequest, res: ServerResponse) =>
    send(res, 200, 'html', htmlPage({ siteName: name, accent, title: 'Home', head, main }));
}

/**
 * Session replay that records: Microsoft Clarity (uploads to k.clarity.ms/collect), FullStory
 * (bundles to rs.fullstory.com/rec/bundle/v2) and Hotjar (vc.hotjar.io recordings), all on page
 * load, no banner.
 * Expected: signals Microsoft Clarity (host k.clarity.ms), FullStory (host rs.fullstory.com) and
 * Hotjar (host vc.hotjar.io), all `recordingDataSent: true`.
 */
export const replayRecording: FixtureHost = {
  name: 'Replay Recording',
  kind: 'site',
  hostnames: ['replay-recording.example'],
  handle: router(
    [
      ...sharedAssetRoutes('#8a4b08'),
      {
        method: 'GET',
        path: '/',
        handle: page(
          'Replay Recording',
          '#8a4b08',
          `${claritySnippet('k7c3vq2m1x')}\n${fullStorySnippet('o-1ABCDE-na1')}\n${hotjarSnippet(5678901)}`,
        ),
      },
    ],
    notFoundPage('Replay Recording', '#8a4b08'),
  ),
};

/**
 * Hotjar installed for surveys only: the site's Hotjar settings have recording off, so the bootstrap
 * loads, reports the visit (in.hotjar.com) and loads its modules, but nothing is sent to the
 * recording endpoint (vc.hotjar.io). (The fixture Hotjar has no per-site settings yet; the page
 * marks its recorder as already running, which keeps static/vendors/hotjar-modules.js from recording.)
 * Expected: a Hotjar signal with `recordingDataSent: false`.
 */
export const surveyOnlyHotjar: FixtureHost = {
  name: 'Survey-only Hotjar',
  kind: 'site',
  hostnames: ['survey-only-hotjar.example'],
  handle: router(
    [
      ...sharedAssetRoutes('#3d6b35'),
      {
        method: 'GET',
        path: '/',
        handle: page(
          'Survey-only Hotjar',
          '#3d6b35',
          `<script>window.hj = function () { (window.hj.q = window.hj.q || []).push(arguments); }; window.hj.fixtureRecording = true; /* recording: off, surveys: on */</script>
${hotjarSnippet(3456789)}`,
          `${ARTICLE}<aside class="card" style="margin-top:1rem"><strong>Quick question</strong><p>Did you find what you were looking for?</p><button class="button" type="button">Yes</button> <button class="button" type="button">No</button></aside>`,
        ),
      },
    ],
    notFoundPage('Survey-only Hotjar', '#3d6b35'),
  ),
};

/**
 * A self-hosted rrweb-style recorder proxied through the site's own domain (POST /rr/e).
 * Expected: a signal for the rrweb-based recorder with host replay-first-party.example and
 * `recordingDataSent: true`, found by the payload's shape (no known vendor host involved).
 */
export const replayFirstParty: FixtureHost = {
  name: 'Replay First Party',
  kind: 'site',
  hostnames: ['replay-first-party.example'],
  handle: router(
    [
      ...sharedAssetRoutes('#5a3e85'),
      {
        method: 'GET',
        path: '/',
        handle: page(
          'Replay First Party',
          '#5a3e85',
          '<script async src="/assets/replay.js"></script>',
        ),
      },
      {
        method: 'GET',
        path: '/assets/replay.js',
        handle: (_req, res) => sendFile(res, 'js', staticFile('sites', 'first-party-replay.js')),
      },
      { method: 'POST', path: '/rr/e', handle: (_req, res) => sendNoContent(res) },
    ],
    notFoundPage('Replay First Party', '#5a3e85'),
  ),
};
