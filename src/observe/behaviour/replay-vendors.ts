/**
 * Known session-replay vendors: the domains they serve from (any request there means the vendor is on
 * the page) and which endpoints carry recording data. A vendor counts as *recording* only when a
 * payload goes to a recording endpoint (or a WebSocket frame to its recording host) — not when its
 * script merely loads: survey-only Hotjar and Yandex Metrica without Webvisor load the same scripts
 * and record nothing.
 */
export interface ReplayVendor {
  readonly vendor: string;
  /** Registrable domains (or hosts) the vendor serves from. */
  readonly domains: readonly string[];
  /** An endpoint that receives recording payloads (sent with a body, not fetched). */
  recording(host: string, path: string): boolean;
  /** A WebSocket to this host carries recording frames. */
  recordingSocket?(host: string): boolean;
  /**
   * The vendor's script is shared with a product that does not record (Yandex Metrica's tag.js):
   * only report it once recording is seen.
   */
  readonly reportOnlyWhenRecording?: boolean;
}

const onDomain = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

const YANDEX = [
  'yandex.ru',
  'yandex.com',
  'yandex.by',
  'yandex.kz',
  'yandex.ua',
  'yandex.com.tr',
  'yandex.uz',
];

export const REPLAY_VENDORS: readonly ReplayVendor[] = [
  {
    vendor: 'Hotjar',
    domains: ['hotjar.com', 'hotjar.io'],
    // vc.hotjar.io/api/v2/sites/<id>/recordings/content; visit data (in.hotjar.com) and surveys are not recordings.
    recording: (host, path) =>
      onDomain(host, ['hotjar.io', 'hotjar.com']) && /\/recordings?(\/|$)/.test(path),
    recordingSocket: (host) => /^ws\d*\.hotjar\.com$/.test(host),
  },
  {
    vendor: 'Microsoft Clarity',
    domains: ['clarity.ms'],
    recording: (host, path) => onDomain(host, ['clarity.ms']) && path === '/collect',
  },
  {
    vendor: 'FullStory',
    domains: ['fullstory.com'],
    recording: (host, path) =>
      onDomain(host, ['fullstory.com']) && /^\/rec\/bundle(\/|$)/.test(path),
  },
  {
    vendor: 'Mouseflow',
    domains: ['mouseflow.com'],
    recording: (host) => onDomain(host, ['mouseflow.com']) && host !== 'cdn.mouseflow.com',
    recordingSocket: (host) => onDomain(host, ['mouseflow.com']),
  },
  {
    vendor: 'LogRocket',
    domains: [
      'logrocket.io',
      'logrocket.com',
      'lr-ingest.io',
      'lr-ingest.com',
      'lr-in.com',
      'lr-in-prod.com',
      'lrkt-in.com',
    ],
    recording: (host, path) => /^r\./.test(host) && /^\/i(\/|$|\?)/.test(path),
  },
  {
    vendor: 'Smartlook',
    domains: ['smartlook.com', 'smartlook.cloud'],
    recording: (host, path) =>
      onDomain(host, ['smartlook.cloud', 'smartlook.com']) && /\/rec\//.test(path),
  },
  {
    vendor: 'Yandex Webvisor',
    domains: YANDEX,
    recording: (host, path) => /^mc\./.test(host) && /^\/webvisor\//.test(path),
    reportOnlyWhenRecording: true,
  },
  {
    vendor: 'Lucky Orange',
    domains: ['luckyorange.com', 'luckyorange.net', 'd10lpsik1i8c69.cloudfront.net'],
    recording: (host) => onDomain(host, ['luckyorange.net']),
    recordingSocket: (host) => onDomain(host, ['luckyorange.net', 'luckyorange.com']),
  },
  {
    vendor: 'Inspectlet',
    domains: ['inspectlet.com'],
    recording: (host) => onDomain(host, ['inspectlet.com']) && host !== 'cdn.inspectlet.com',
    recordingSocket: (host) => onDomain(host, ['inspectlet.com']),
  },
  {
    vendor: 'Quantum Metric',
    domains: ['quantummetric.com'],
    recording: (host) => onDomain(host, ['quantummetric.com']) && host !== 'cdn.quantummetric.com',
  },
  {
    vendor: 'Contentsquare',
    domains: ['contentsquare.net', 'content-square.net', 'd1m6l9dfulcyw7.cloudfront.net'],
    recording: (host, path) =>
      onDomain(host, ['contentsquare.net', 'content-square.net']) && /\/recording(\/|$)/.test(path),
  },
];

export function replayVendorOf(host: string): ReplayVendor | null {
  return REPLAY_VENDORS.find((vendor) => onDomain(host, vendor.domains)) ?? null;
}

/** Vendor name for payloads recognised by their shape, wherever they are sent (first-party proxies). */
export const RRWEB_VENDOR = 'rrweb-based session recorder';

/**
 * Recognises a session-recording payload by its shape: rrweb events (full DOM snapshot or incremental
 * mutations — PostHog, Sentry Replay, OpenReplay, Highlight … and self-hosted rrweb), Clarity's
 * envelope `{"e":[…],"a":[[…]]…}` and FullStory's bundle `{"Evts":[{"Kind":…}]}`. Returns the vendor.
 */
export function recordingPayloadVendor(body: string): string | null {
  if (body.length < 20) return null;
  if (/^\s*\{\s*"e"\s*:\s*\[/.test(body) && /"a"\s*:\s*\[\s*\[/.test(body))
    return 'Microsoft Clarity';
  if (/"Evts"\s*:\s*\[/.test(body) && /"Kind"\s*:/.test(body)) return 'FullStory';
  const snapshot =
    /"type"\s*:\s*2\s*,\s*"data"\s*:\s*\{\s*"node"\s*:/.test(body) ||
    (/"childNodes"\s*:\s*\[/.test(body) &&
      /"tagName"\s*:/.test(body) &&
      /"type"\s*:\s*[0-5]/.test(body));
  const incremental = /"type"\s*:\s*3\s*,\s*"data"\s*:\s*\{\s*"source"\s*:\s*\d/.test(body);
  if (snapshot || incremental || /"\$snapshot(_data)?"/.test(body)) return RRWEB_VENDOR;
  return null;
}
