import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';

/** Fingerprinting inside a third-party iframe: text in one colour, ≥ 10 distinct characters, read with getImageData. */
const FRAME_SCRIPT = `(function () {
  var canvas = document.createElement('canvas');
  canvas.width = 200;
  canvas.height = 40;
  var ctx = canvas.getContext('2d');
  ctx.font = '14px sans-serif';
  ctx.fillStyle = '#123456';
  ctx.fillText('abcdefghijklmnop <canvas> 1.0', 2, 20);
  var data = ctx.getImageData(0, 0, 200, 40).data;
  var sum = 0;
  for (var i = 0; i < data.length; i += 97) sum = (sum + data[i]) % 65521;
  document.title = 'frame ' + sum;
})();`;

/**
 * Canvas fingerprinting by a third-party script (FingerprintJS-style, from openfpcdn.io) in the page,
 * and by a script of fp-frame.example inside an iframe.
 * Expected: {scriptHost: openfpcdn.io, method: toDataURL, 240 × 60, textColours 2, distinctCharacters ≥ 10}
 * and {scriptHost: fp-frame.example, method: getImageData, 200 × 40, textColours 1}.
 */
export const canvasFingerprint: FixtureHost = {
  name: 'Canvas Fingerprint',
  kind: 'site',
  hostnames: ['canvas-fingerprint.example', 'fp-frame.example'],
  handle: router(
    [
      ...sharedAssetRoutes('#444c8c'),
      {
        host: 'canvas-fingerprint.example',
        method: 'GET',
        path: '/',
        handle: (_req: FixtureRequest, res: ServerResponse) =>
          send(
            res,
            200,
            'html',
            htmlPage({
              siteName: 'Canvas Fingerprint',
              accent: '#444c8c',
              title: 'Home',
              head: '<script async src="https://openfpcdn.io/fingerprintjs/v4/iife.min.js"></script>',
              main: `<section class="hero"><h1>Sign in</h1><p>We check your device to keep your account safe.</p></section>
<iframe src="https://fp-frame.example/frame" title="ad" width="300" height="60" style="border:0"></iframe>`,
            }),
          ),
      },
      {
        host: 'fp-frame.example',
        method: 'GET',
        path: '/frame',
        handle: (_req, res) =>
          send(
            res,
            200,
            'html',
            '<!doctype html><html><head><title>frame</title><script src="/fp.js"></script></head><body>ad</body></html>',
          ),
      },
      {
        host: 'fp-frame.example',
        method: 'GET',
        path: '/fp.js',
        handle: (_req, res) => send(res, 200, 'js', FRAME_SCRIPT),
      },
    ],
    notFoundPage('Canvas Fingerprint', '#444c8c'),
  ),
};

/**
 * Benign canvas use: a bar chart drawn with save/restore and labels, exported as PNG; a 10 × 10 icon
 * with two-coloured text; a share image with two-coloured text exported as JPEG; a one-colour "OK"
 * read with getImageData. Expected: no canvas-fingerprinting call.
 */
const CHART_SCRIPT = `<script>
(function () {
  var chart = document.getElementById('chart');
  var ctx = chart.getContext('2d');
  var values = [12, 19, 7, 15, 22, 9];
  var labels = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
  values.forEach(function (value, i) {
    ctx.save();
    ctx.fillStyle = i % 2 ? '#2f7d4f' : '#7fbf8f';
    ctx.fillRect(40 + i * 90, 260 - value * 10, 60, value * 10);
    ctx.fillStyle = '#333';
    ctx.font = '14px sans-serif';
    ctx.fillText(labels[i], 52 + i * 90, 285);
    ctx.restore();
  });
  document.getElementById('download').href = chart.toDataURL('image/png');

  var icon = document.createElement('canvas');
  icon.width = 10; icon.height = 10;
  var ictx = icon.getContext('2d');
  ictx.fillStyle = '#f00'; ictx.fillText('A', 0, 8);
  ictx.fillStyle = '#00f'; ictx.fillText('B', 4, 8);
  document.querySelector('link[rel=icon]').href = icon.toDataURL();

  var share = document.createElement('canvas');
  share.width = 300; share.height = 150;
  var sctx = share.getContext('2d');
  sctx.fillStyle = '#fff'; sctx.fillRect(0, 0, 300, 150);
  sctx.fillStyle = '#2f7d4f'; sctx.font = '20px sans-serif'; sctx.fillText('Quarterly results', 10, 40);
  sctx.fillStyle = '#999'; sctx.fillText('canvas-chart.example', 10, 80);
  document.getElementById('share').src = share.toDataURL('image/jpeg', 0.8);

  var badge = document.createElement('canvas');
  badge.width = 200; badge.height = 50;
  var bctx = badge.getContext('2d');
  bctx.fillStyle = '#333'; bctx.fillText('OK', 5, 20);
  bctx.getImageData(0, 0, 200, 50);
})();
</script>`;

export const canvasChart: FixtureHost = {
  name: 'Canvas Chart',
  kind: 'site',
  hostnames: ['canvas-chart.example'],
  handle: router(
    [
      ...sharedAssetRoutes('#2f7d4f'),
      {
        method: 'GET',
        path: '/',
        handle: (_req, res) =>
          send(
            res,
            200,
            'html',
            htmlPage({
              siteName: 'Canvas Chart',
              accent: '#2f7d4f',
              title: 'Results',
              main: `<section class="hero"><h1>Sales by month</h1><canvas id="chart" width="600" height="300"></canvas>
<p><a id="download" download="chart.png">Download chart</a></p><img id="share" alt="Share image" width="150" height="75"></section>`,
              end: CHART_SCRIPT,
            }),
          ),
      },
    ],
    notFoundPage('Canvas Chart', '#2f7d4f'),
  ),
};
