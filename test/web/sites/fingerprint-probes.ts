/**
 * Fingerprinting probes: real libraries and real-site canvas and audio patterns, one site each, with the
 * answer the canvas_fingerprinting (and below, audio_ and font_fingerprinting) detectors must give.
 *
 * - fp-oss.example — the open-source FingerprintJS 3.4.2 (npm, MIT) served by the site itself, computing
 *   the visitor ID before any consent and posting it to /api/visitor. Expected: canvas_fingerprinting,
 *   the script host being the site's own.
 * - fp-chartjs.example — a dashboard with three Chart.js 4.6.1 charts (two animated), one exported as PNG
 *   for a "Download chart" link nobody clicks. Expected: none.
 * - fp-emoji.example — a WordPress blog with WordPress's emoji-support check (flags and an emoji sequence
 *   drawn on a 300 × 150 canvas and compared with getImageData). Expected: none.
 * - fp-captcha-like.example — a login page protected by a PerimeterX-style bot sensor
 *   (client.perimeterx.net): hidden text canvas read with toDataURL, WebGL renderer, audio and fonts,
 *   hash posted to its collector. Expected: canvas_fingerprinting, attributed to client.perimeterx.net.
 * - fp-image-editor.example — an avatar cropper drawing a data: PNG into a canvas on load and previewing
 *   it with toDataURL, no text. Expected: none (the pixels are the picture's, and they stay on the page).
 *
 * Audio and canvas-font fingerprinting (audio_fingerprinting, font_fingerprinting):
 *
 * - fp-oss.example — FingerprintJS 3.4.2 renders a triangle oscillator through a DynamicsCompressor in
 *   an OfflineAudioContext and reads the samples in `oncomplete`. Expected: audio_fingerprinting. Its
 *   font detection measures DOM spans in an iframe, not a canvas: no font_fingerprinting.
 * - fp-captcha-like.example — the PerimeterX-style sensor renders the same graph offline and reads the
 *   samples from the startRendering promise. Expected: audio_fingerprinting (client.perimeterx.net);
 *   fonts by DOM spans, no font_fingerprinting.
 * - fp-device-id.example — a ticket marketplace with a device-ID / ad-fraud tag (js.tallyguard.example,
 *   fictional) that measures one string on a canvas in 62 font families against three fallbacks.
 *   Expected: font_fingerprinting, attributed to js.tallyguard.example; no audio_fingerprinting.
 * - fp-synth.example — music lessons: a tone generator and metronome on an online AudioContext
 *   (oscillators → gain → AnalyserNode → speakers, bar visualiser), and a recording's waveform decoded
 *   with an OfflineAudioContext and drawn from its samples. Expected: none.
 * - fp-text-fit.example — a sign designer fitting the headline by trying sizes of one family (some 70
 *   measurements of the same text) and previewing it in three typefaces. Expected: none.
 * - fp-chartjs.example (above) measures its labels with Chart.js's one font. Expected: none.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send, sendFile, sendNoContent } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import {
  htmlPage,
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';
import { packageFile, staticFile } from '../static-files.ts';

function site(
  name: string,
  hostname: string,
  accent: string,
  routes: Route[],
  privacy: string[],
): FixtureHost {
  return {
    name,
    kind: 'site',
    hostnames: [hostname],
    handle: router(
      [
        ...sharedAssetRoutes(accent),
        ...routes,
        { method: 'GET', path: '/privacy', handle: privacyPage(name, accent, privacy) },
      ],
      notFoundPage(name, accent),
    ),
  };
}

const home = (html: string): Route => ({
  method: 'GET',
  path: '/',
  handle: (_req, res) => send(res, 200, 'html', html),
});

const jsFile = (path: string, file: string): Route => ({
  method: 'GET',
  path,
  handle: (_req, res) => sendFile(res, 'js', file),
});

// a) FingerprintJS 3.4.2, self-hosted, as its README shows (load → get → visitorId), sent to the site's API.
const FP_OSS_SCRIPT = `<script src="/assets/js/fp.min.js"></script>
<script>
  const fpPromise = FingerprintJS.load();
  fpPromise
    .then((fp) => fp.get())
    .then((result) => {
      const visitorId = result.visitorId;
      document.body.setAttribute('data-visitor', 'ready');
      return fetch('/api/visitor', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ visitorId, confidence: result.confidence.score }),
        keepalive: true,
      });
    });
</script>`;

export const fpOss: FixtureHost = site(
  'Lumen Deals',
  'fp-oss.example',
  '#7a3cc2',
  [
    home(
      htmlPage({
        siteName: 'Lumen Deals',
        accent: '#7a3cc2',
        title: 'Daily deals',
        main: `<section class="hero"><h1>Today's deals</h1><p>One coupon per customer — we recognise returning devices to keep it fair.</p>
<a class="button" href="/deals">See all deals</a></section>
<div class="grid">
  <article class="card"><div class="swatch"></div><h3>Noise-cancelling headphones</h3><p class="price">€89 <s>€149</s></p></article>
  <article class="card"><div class="swatch"></div><h3>Espresso machine</h3><p class="price">€179 <s>€249</s></p></article>
  <article class="card"><div class="swatch"></div><h3>Trail running shoes</h3><p class="price">€64 <s>€110</s></p></article>
</div>`,
        end: FP_OSS_SCRIPT,
      }),
    ),
    jsFile('/assets/js/fp.min.js', packageFile('@fingerprintjs/fingerprintjs', 'dist/fp.min.js')),
    { method: 'POST', path: '/api/visitor', handle: (_req, res) => sendNoContent(res) },
  ],
  ['We compute a device identifier with FingerprintJS to limit coupons to one per customer.'],
);

// b) Chart.js 4.6.1 dashboard.
export const fpChartJs: FixtureHost = site(
  'Northwind Metrics',
  'fp-chartjs.example',
  '#4b6cb7',
  [
    home(
      htmlPage({
        siteName: 'Northwind Metrics',
        accent: '#4b6cb7',
        title: 'Dashboard',
        head: '<script src="/assets/js/chart.umd.min.js"></script>',
        main: `<section class="hero"><h1>Dashboard</h1><p>Traffic and revenue of your shop, updated hourly.</p></section>
<div class="grid">
  <article class="card"><h3>Traffic</h3><canvas id="visits" aria-label="Visits per month" role="img"></canvas></article>
  <article class="card"><h3>Revenue</h3><canvas id="revenue" aria-label="Revenue per quarter" role="img"></canvas></article>
  <article class="card"><h3>Plan mix</h3><canvas id="plan-mix" aria-label="Customers per plan" role="img"></canvas>
    <p><a id="download-plan-mix" class="button" download="plan-mix.png" aria-disabled="true">Download chart</a></p></article>
</div>`,
        end: '<script src="/assets/js/dashboard.js"></script>',
      }),
    ),
    jsFile('/assets/js/chart.umd.min.js', packageFile('chart.js', 'dist/chart.umd.min.js')),
    jsFile('/assets/js/dashboard.js', staticFile('sites', 'fp-chart-dashboard.js')),
  ],
  ['This dashboard sets no cookies and loads no third-party scripts.'],
);

// c) WordPress blog with the emoji-support check.
const WP_EMOJI_SETTINGS = `<script>
window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/72x72\\/","ext":".png","svgUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/svg\\/","svgExt":".svg","source":{"concatemoji":"https:\\/\\/fp-emoji.example\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver=6.4.3"}};
</script>
<script src="/wp-includes/js/wp-emoji-loader.min.js?ver=6.4.3"></script>
<style>img.wp-smiley, img.emoji { display: inline !important; border: none !important; height: 1em !important; width: 1em !important; margin: 0 0.07em !important; vertical-align: -0.1em !important; background: none !important; padding: 0 !important; }</style>
<meta name="generator" content="WordPress 6.4.3">`;

export const fpEmoji: FixtureHost = site(
  'Hedgerow Notes',
  'fp-emoji.example',
  '#3f7d3a',
  [
    home(
      htmlPage({
        siteName: 'Hedgerow Notes',
        accent: '#3f7d3a',
        title: 'A garden blog',
        head: WP_EMOJI_SETTINGS,
        main: `<section class="hero"><h1>Hedgerow Notes</h1><p>Seasonal notes from a small garden 🌱</p></section>
<article class="card"><h2><a href="/2025/03/sowing-peas/">Sowing peas in March</a></h2><p>Posted on 12 March 2025 by Ruth · 4 comments</p>
<p>The soil finally warmed up this week 🌤️ — time to sow the first row of peas.</p></article>
<article class="card"><h2><a href="/2025/02/pruning-apples/">Winter pruning the old apple tree</a></h2><p>Posted on 20 February 2025 by Ruth</p></article>`,
      }),
    ),
    jsFile('/wp-includes/js/wp-emoji-loader.min.js', staticFile('sites', 'fp-emoji-support.js')),
    {
      method: 'GET',
      path: '/wp-includes/js/wp-emoji-release.min.js',
      // The Twemoji polyfill, loaded only where the browser cannot draw the emoji (not in Chromium).
      handle: (_req, res) =>
        send(res, 200, 'js', 'window.wp = window.wp || {}; window.wp.emoji = {};'),
    },
  ],
  ['This blog sets no cookies.'],
);

// d) Login page protected by a PerimeterX-style bot sensor.
export const fpCaptchaLike: FixtureHost = site(
  'Keystone Credit Union',
  'fp-captcha-like.example',
  '#1d5c7a',
  [
    home(
      htmlPage({
        siteName: 'Keystone Credit Union',
        accent: '#1d5c7a',
        title: 'Online banking',
        head: `<script>
  (function () {
    window._pxAppId = 'PXk3Jq8nWd';
    var p = document.getElementsByTagName('script')[0], s = document.createElement('script');
    s.async = 1;
    s.src = 'https://client.perimeterx.net/PXk3Jq8nWd/main.min.js';
    p.parentNode.insertBefore(s, p);
  })();
</script>`,
        main: `<section class="hero"><h1>Sign in to online banking</h1>
<form method="post" action="/login">
  <p><label>Member number<br><input name="member" autocomplete="username"></label></p>
  <p><label>Password<br><input type="password" name="password" autocomplete="current-password"></label></p>
  <p><button class="button" type="submit">Sign in</button></p>
</form>
<p><small>This page is protected against automated attacks.</small></p></section>`,
      }),
    ),
    { method: 'POST', path: '/login', handle: (_req, res) => sendNoContent(res) },
  ],
  ['We use a bot-protection service on the sign-in page.'],
);

/** A 96 × 96 RGB PNG (a soft portrait-like gradient), as a data: URL. */
function avatarPng(): string {
  const size = 96;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const dx = x - 48;
      const dy = y - 40;
      const face = dx * dx + dy * dy < 24 * 24;
      row[1 + x * 3] = face ? 224 : 90 + y;
      row[2 + x * 3] = face ? 182 : 120 + (x >> 1);
      row[3 + x * 3] = face ? 150 : 170;
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

// e) Avatar cropper.
export const fpImageEditor: FixtureHost = site(
  'Trellis Community',
  'fp-image-editor.example',
  '#b2573a',
  [
    home(
      htmlPage({
        siteName: 'Trellis Community',
        accent: '#b2573a',
        title: 'Your profile',
        main: `<section class="hero"><h1>Your profile picture</h1>
<img id="avatar-source" src="${avatarPng()}" alt="" hidden>
<p><canvas id="avatar-crop" width="256" height="256" style="border-radius:50%;max-width:100%"></canvas></p>
<p><label>Zoom <input id="avatar-zoom" type="range" min="100" max="300" value="130"></label></p>
<p>Preview: <img id="avatar-preview" alt="Avatar preview" width="64" height="64" style="border-radius:50%"></p>
<p><button class="button" type="button">Save picture</button></p></section>`,
        end: '<script src="/assets/js/avatar-cropper.js"></script>',
      }),
    ),
    jsFile('/assets/js/avatar-cropper.js', staticFile('sites', 'fp-avatar-cropper.js')),
  ],
  ['Your picture is cropped in your browser and stored only when you save it.'],
);

// f) Ticket marketplace with a device-ID / ad-fraud tag.
export const fpDeviceId: FixtureHost = site(
  'Riverside Tickets',
  'fp-device-id.example',
  '#c0392b',
  [
    home(
      htmlPage({
        siteName: 'Riverside Tickets',
        accent: '#c0392b',
        title: 'Resale tickets',
        head: `<script>window.tallyguard = { publisher: 'rvt-2291' };</script>
<script async src="https://js.tallyguard.example/v3/device.js"></script>`,
        main: `<section class="hero"><h1>Sold out? Not here.</h1><p>Fan-to-fan resale at face value, with buyer protection.</p>
<form method="get" action="/search"><p><label>Artist, team or venue <input name="q" type="search"></label> <button class="button" type="submit">Search</button></p></form></section>
<div class="grid">
  <article class="card"><div class="swatch"></div><h3>The Lanterns — Arena tour</h3><p>Sat 14 June · 12 listings from €48</p></article>
  <article class="card"><div class="swatch"></div><h3>City FC v Rovers</h3><p>Sun 15 June · 31 listings from €35</p></article>
  <article class="card"><div class="swatch"></div><h3>Summer Jazz Weekend</h3><p>27–29 June · 8 listings from €60</p></article>
</div>`,
      }),
    ),
  ],
  [
    'We use Tallyguard to detect fraudulent purchases; it recognises the devices used to buy tickets.',
  ],
);

/** A 1.5 s plucked A (220 Hz, decaying) as a 16-bit mono WAV at 8 kHz: the lesson's recording. */
function lessonWav(): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * 1.5);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const value =
      Math.exp(-3 * t) * (Math.sin(2 * Math.PI * 220 * t) + 0.4 * Math.sin(2 * Math.PI * 440 * t));
    wav.writeInt16LE(Math.round(value * 20000), 44 + i * 2);
  }
  return wav;
}

// g) Music lessons with a tone generator, a metronome and a waveform overview.
export const fpSynth: FixtureHost = site(
  'Fretwise',
  'fp-synth.example',
  '#8a4fbf',
  [
    home(
      htmlPage({
        siteName: 'Fretwise',
        accent: '#8a4fbf',
        title: 'Lesson 4: the A minor pentatonic',
        main: `<section class="hero"><h1>Lesson 4: the A minor pentatonic</h1><p>Tune up, listen to the recording, then play along with the metronome.</p></section>
<article class="card"><h3>Recording</h3><canvas id="waveform" width="600" height="80" data-src="/media/lesson-4.wav" aria-label="Waveform of the recording" role="img"></canvas>
<p><audio controls preload="none" src="/media/lesson-4.wav"></audio></p></article>
<article class="card"><h3>Practice tools</h3>
<p><button id="play-chord" class="button" type="button">Play the reference chord</button>
<button id="metronome" class="button" type="button">Metronome on/off</button>
<label>Tempo <input id="tempo" type="number" min="40" max="220" value="90"> bpm</label></p>
<canvas id="visualiser" width="600" height="100" aria-label="Sound level" role="img"></canvas></article>`,
        end: '<script src="/assets/js/practice.js"></script>',
      }),
    ),
    jsFile('/assets/js/practice.js', staticFile('sites', 'fp-synth.js')),
    {
      method: 'GET',
      path: '/media/lesson-4.wav',
      handle: (_req, res) => {
        const wav = lessonWav();
        res.writeHead(200, {
          'Content-Type': 'audio/wav',
          'Content-Length': wav.length,
          'Cache-Control': 'no-store',
        });
        res.end(wav);
      },
    },
  ],
  ['This site sets no cookies. The practice tools run in your browser.'],
);

// h) Print shop's sign designer.
export const fpTextFit: FixtureHost = site(
  'Signwright',
  'fp-text-fit.example',
  '#2a4d69',
  [
    home(
      htmlPage({
        siteName: 'Signwright',
        accent: '#2a4d69',
        title: 'Design your sign',
        main: `<section class="hero"><h1>Design your shop sign</h1><p>Type your headline, pick a typeface, and we print it on aluminium.</p></section>
<article class="card"><canvas id="sign" width="600" height="200" aria-label="Sign preview" role="img"></canvas>
<p><label>Headline <input id="headline" value="Grand opening this Saturday: everything 20% off"></label></p>
<p>Font size: <output id="fitted"></output></p>
<p><label>Typeface <select id="face"><option>Classic</option><option>Modern</option><option>Typewriter</option></select></label></p>
<ul><li data-face="Classic">Classic <small></small></li><li data-face="Modern">Modern <small></small></li><li data-face="Typewriter">Typewriter <small></small></li></ul>
<p><button class="button" type="button">Order — €89</button></p></article>`,
        end: '<script src="/assets/js/sign-designer.js"></script>',
      }),
    ),
    jsFile('/assets/js/sign-designer.js', staticFile('sites', 'fp-text-fit.js')),
  ],
  ['Your sign design stays in your browser until you order.'],
);

export const FINGERPRINT_PROBE_SITES: readonly FixtureHost[] = [
  fpOss,
  fpChartJs,
  fpEmoji,
  fpCaptchaLike,
  fpImageEditor,
  fpDeviceId,
  fpSynth,
  fpTextFit,
];
