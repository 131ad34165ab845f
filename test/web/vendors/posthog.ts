import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowCredentialedCors, send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { jsRoute, LIBRARIES, scriptWithLibraries, staticScript } from '../js-bundles.ts';

const ASSETS = 'us-assets.i.posthog.com';
const INGEST = 'us.i.posthog.com';

/** The remote configuration of every project: session recording is on (a project setting). */
const REMOTE_CONFIG = {
  config: { enable_collect_everything: true },
  featureFlags: {},
  sessionRecording: { endpoint: '/s/', consoleLogRecordingEnabled: false, recorderVersion: 'v2' },
  supportedCompression: ['gzip-js'],
  autocapture_opt_out: false,
};

/**
 * PostHog product analytics with session replay: the SDK `us-assets.i.posthog.com/static/array.js`
 * (static/vendors/posthog-array.js), its recorder `/static/recorder.js` (the real rrweb library,
 * ~280 KB), and the ingestion host us.i.posthog.com: `/flags/` (remote configuration), `/e/`
 * (events) and `/s/` (rrweb `$snapshot` batches). PostHog's hosts are not in the tracker lists:
 * only the recording payload's shape says what it is.
 */
export const postHog: FixtureHost = {
  name: 'PostHog',
  kind: 'vendor',
  hostnames: [ASSETS, INGEST],
  handle: router([
    jsRoute('/static/array.js', staticScript('vendors', 'posthog-array.js'), {
      host: ASSETS,
      cors: true,
    }),
    jsRoute(
      '/static/recorder.js',
      scriptWithLibraries(
        'PostHog recorder (rrweb)',
        { rrweb: LIBRARIES.rrweb },
        staticScript('vendors', 'posthog-recorder.js'),
      ),
      { host: ASSETS, cors: true },
    ),
    {
      host: INGEST,
      method: 'POST',
      path: /^\/(flags|decide)\/?$/,
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        send(res, 200, 'json', JSON.stringify(REMOTE_CONFIG));
      },
    },
    {
      host: INGEST,
      method: 'POST',
      path: /^\/(e|s|i\/v0\/e|batch)\/?$/,
      handle: (req, res) => {
        allowCredentialedCors(req, res);
        send(res, 200, 'json', '{"status":1}');
      },
    },
  ]),
};
