import { describe, expect, it } from 'vitest';
import { check as sessionRecording } from '../../src/findings/checks/session-recording.ts';
import { check as keyLogging } from '../../src/findings/checks/key-logging.ts';
import { check as audio } from '../../src/findings/checks/audio-fingerprinting.ts';
import { check as canvas } from '../../src/findings/checks/canvas-fingerprinting.ts';
import { check as fonts } from '../../src/findings/checks/font-fingerprinting.ts';
import { check as sensitiveData } from '../../src/findings/checks/sensitive-data-to-third-party.ts';
import type {
  AudioFingerprintRead,
  CanvasFingerprintCall,
  FontFingerprintProbe,
  KeyLoggingHit,
  PixelEvent,
  SessionReplaySignal,
} from '../../src/model/index.ts';
import { judgeObservations } from '../../src/index.ts';
import { buildObservations, buildScan, request } from './observation-builder.ts';

const replay = (patch: Partial<SessionReplaySignal> = {}): SessionReplaySignal => ({
  vendor: 'Microsoft Clarity',
  host: 'www.clarity.ms',
  tMs: 800,
  phase: 'before_consent',
  recordingDataSent: true,
  ...patch,
});

describe('session_recording', () => {
  it('reports a replay vendor that actually sent recording data', () => {
    const draft = sessionRecording(
      buildScan({ before_consent: { behaviour: { sessionReplay: [replay()] } } }),
    );
    expect(draft?.confidence).toBe('strong');
    expect(draft?.evidence.examples).toEqual([
      {
        type: 'signal',
        vendor: 'Microsoft Clarity',
        urlHost: 'www.clarity.ms',
        phase: 'before_consent',
        name: 'session_recording',
        tMs: 800,
      },
    ]);
    expect(draft?.facts.when).toBe('before any consent choice');
  });

  it('reports recording after refusal with its phase', () => {
    const draft = sessionRecording(
      buildScan({
        after_reject: {
          behaviour: { sessionReplay: [replay({ phase: 'after_reject', tMs: 1600 })] },
        },
      }),
    );
    expect(draft?.evidence.phase).toBe('after_reject');
    expect(draft?.facts.when).toBe('after the visitor refused');
  });

  it('is silent for a survey-only Hotjar (script loaded, no recording sent) and for recording after acceptance', () => {
    const survey = replay({
      vendor: 'Hotjar',
      host: 'static.hotjar.com',
      recordingDataSent: false,
    });
    const unknownSent = replay({
      vendor: 'Hotjar',
      host: 'static.hotjar.com',
      recordingDataSent: undefined,
    });
    expect(
      sessionRecording(
        buildScan({ before_consent: { behaviour: { sessionReplay: [survey, unknownSent] } } }),
      ),
    ).toBeNull();
    expect(
      sessionRecording(
        buildScan({
          after_accept: {
            behaviour: { sessionReplay: [replay({ phase: 'after_accept', tMs: 1500 })] },
          },
        }),
      ),
    ).toBeNull();
  });

  it('names the vendor as its requests are named: Yandex Webvisor recording on mc.yandex.ru is Yandex Metrica, in the finding and the scan', () => {
    const patches = {
      before_consent: {
        requests: [request('mc.yandex.ru', { path: '/watch/123', tMs: 500 })],
        behaviour: { sessionReplay: [replay({ vendor: 'Yandex Webvisor', host: 'mc.yandex.ru' })] },
      },
    };
    const draft = sessionRecording(buildScan(patches));
    expect(draft?.subjects.vendors).toEqual(['Yandex Metrica']);
    expect(draft?.evidence.examples.map((example) => example.vendor)).toEqual(['Yandex Metrica']);
    const { scan, findings } = judgeObservations(buildObservations(patches), {
      scanId: '0f2d4c6e-8a1b-4c3d-9e5f-7a6b5c4d3e2f',
    });
    expect(scan.privacyAuditEvidence?.sessionRecordingVendors).toEqual(['Yandex Metrica']);
    expect(
      findings
        .find((f) => f.id === 'pre_consent_tracking')
        ?.evidence.examples.map((example) => example.vendor),
    ).toEqual(['Yandex Metrica']);
  });
});

const hit = (patch: Partial<KeyLoggingHit> = {}): KeyLoggingHit => ({
  destinationHost: 'collector.example-tracker.com',
  encoding: 'base64',
  fieldKind: 'email',
  carrier: 'body',
  tMs: 2100,
  phase: 'before_consent',
  ...patch,
});

describe('key_logging', () => {
  it('reports typed input sent to a third party before submission (unknown vendor → moderate)', () => {
    const draft = keyLogging(
      buildScan({
        before_consent: { behaviour: { keyLogging: [hit(), hit({ encoding: 'sha256' })] } },
      }),
    );
    expect(draft?.confidence).toBe('moderate');
    expect(draft?.evidence.examples).toEqual([
      {
        type: 'signal',
        vendor: null,
        urlHost: 'collector.example-tracker.com',
        phase: 'before_consent',
        name: 'key_logging:email',
        party: 'third_party',
        tMs: 2100,
      },
    ]);
    expect(draft?.facts.encodings).toBe('base64 and sha256');
  });

  it('is strong for a classified destination', () => {
    const draft = keyLogging(
      buildScan({
        before_consent: { behaviour: { keyLogging: [hit({ destinationHost: 'in.hotjar.com' })] } },
      }),
    );
    expect(draft?.confidence).toBe('strong');
    expect(draft?.subjects.vendors).toEqual(['Hotjar']);
  });

  it('does not count a search box sent to a site-search service, but does count an email sent there', () => {
    const search = hit({
      destinationHost: 'xyz-dsn.algolia.net',
      fieldKind: 'other',
      encoding: 'plain',
      carrier: 'url',
    });
    expect(
      keyLogging(buildScan({ before_consent: { behaviour: { keyLogging: [search] } } })),
    ).toBeNull();
    const email = hit({ destinationHost: 'xyz-dsn.algolia.net', fieldKind: 'email' });
    expect(
      keyLogging(buildScan({ before_consent: { behaviour: { keyLogging: [search, email] } } }))
        ?.subjects.hosts,
    ).toEqual(['xyz-dsn.algolia.net']);
    // The same search box sent to a tracker is key logging.
    expect(
      keyLogging(
        buildScan({ before_consent: { behaviour: { keyLogging: [hit({ fieldKind: 'other' })] } } }),
      ),
    ).not.toBeNull();
  });

  it('does not count a search box queried as typed by a search service it does not list, unless the host also gets other input, records or tracks', () => {
    const query = hit({
      destinationHost: 'eu1-search.doofinder.com',
      fieldKind: 'other',
      searchField: true,
      encoding: 'plain',
      carrier: 'url',
    });
    const judge = (keyLoggingHits: KeyLoggingHit[], sessionReplay: SessionReplaySignal[] = []) =>
      keyLogging(
        buildScan({ before_consent: { behaviour: { keyLogging: keyLoggingHits, sessionReplay } } }),
      );
    expect(judge([query])).toBeNull();
    // The same host also got the email field: a key logger reading every field, search box included.
    expect(
      judge([query, hit({ destinationHost: 'eu1-search.doofinder.com' })])?.evidence.examples.map(
        (example) => example.name,
      ),
    ).toEqual(['key_logging:other', 'key_logging:email']);
    // Hashed or encoded: not a search query.
    expect(judge([{ ...query, encoding: 'base64' }])).not.toBeNull();
    // A session recorder that reads the search box with the rest of the page.
    expect(
      judge(
        [{ ...query, destinationHost: 'pub.highlight.io', carrier: 'body' }],
        [replay({ vendor: 'rrweb-based session recorder', host: 'pub.highlight.io' })],
      ),
    ).not.toBeNull();
    // A known tracker receiving the search box as it is typed.
    expect(judge([{ ...query, destinationHost: 'in.hotjar.com' }])).not.toBeNull();
  });

  it('is silent for first-party destinations and empty detectors', () => {
    expect(
      keyLogging(
        buildScan({
          before_consent: {
            behaviour: { keyLogging: [hit({ destinationHost: 'api.shop.example' })] },
          },
        }),
      ),
    ).toBeNull();
    expect(keyLogging(buildScan())).toBeNull();
  });
});

const call = (patch: Partial<CanvasFingerprintCall> = {}): CanvasFingerprintCall => ({
  scriptHost: 'fp.example-tracker.com',
  method: 'toDataURL',
  width: 220,
  height: 30,
  textColours: 2,
  distinctCharacters: 26,
  tMs: 700,
  phase: 'before_consent',
  ...patch,
});

describe('canvas_fingerprinting', () => {
  it('reports qualifying canvas read-backs with the script host', () => {
    const draft = canvas(
      buildScan({
        before_consent: { behaviour: { canvasFingerprinting: [call(), call({ tMs: 900 })] } },
      }),
    );
    expect(draft?.subjects.hosts).toEqual(['fp.example-tracker.com']);
    expect(draft?.facts.callCount).toBe('2 read-backs');
    expect(draft?.confidence).toBe('moderate');
    expect(draft?.evidence.examples[0]).toEqual({
      type: 'signal',
      vendor: null,
      urlHost: 'fp.example-tracker.com',
      phase: 'before_consent',
      name: 'canvas_toDataURL',
      party: 'third_party',
      tMs: 700,
    });
  });

  it('uses the site host for inline scripts', () => {
    const draft = canvas(
      buildScan({
        before_consent: { behaviour: { canvasFingerprinting: [call({ scriptHost: null })] } },
      }),
    );
    expect(draft?.evidence.examples[0]?.urlHost).toBe('www.shop.example');
  });

  it('is silent for small canvases or single-colour short text', () => {
    const small = call({ width: 10, height: 10 });
    const plain = call({ textColours: 1, distinctCharacters: 4 });
    expect(
      canvas(
        buildScan({ before_consent: { behaviour: { canvasFingerprinting: [small, plain] } } }),
      ),
    ).toBeNull();
  });
});

const audioRead = (patch: Partial<AudioFingerprintRead> = {}): AudioFingerprintRead => ({
  scriptHost: 'fp.example-tracker.com',
  method: 'getChannelData',
  oscillators: 1,
  compressor: true,
  frames: 5000,
  sampleRate: 44100,
  tMs: 650,
  phase: 'before_consent',
  ...patch,
});

describe('audio_fingerprinting', () => {
  it('reports offline oscillator read-backs with the script host, once per script, method and phase', () => {
    const draft = audio(
      buildScan({
        before_consent: {
          behaviour: {
            audioFingerprinting: [audioRead(), audioRead({ scriptHost: null, tMs: 900 })],
          },
        },
        after_reject: {
          behaviour: { audioFingerprinting: [audioRead({ phase: 'pre_consent' })] },
        },
      }),
    );
    expect(draft?.subjects.hosts).toEqual(['fp.example-tracker.com', 'www.shop.example']);
    expect(draft?.facts).toEqual({
      hosts: 'fp.example-tracker.com and www.shop.example',
      readCount: '3 read-backs',
    });
    expect(draft?.evidence.examples.map((e) => [e.urlHost, e.phase, e.party])).toEqual([
      ['fp.example-tracker.com', 'before_consent', 'third_party'],
      ['www.shop.example', 'before_consent', 'first_party'],
      ['fp.example-tracker.com', 'pre_consent', 'third_party'],
    ]);
    expect(draft?.evidence.examples[0]).toMatchObject({
      type: 'signal',
      name: 'audio_getChannelData',
      tMs: 650,
    });
  });

  it('is silent without reads, and judges observations recorded before the detector existed', () => {
    expect(audio(buildScan())).toBeNull();
    const observations = buildObservations();
    for (const observation of observations) {
      delete observation.behaviour.audioFingerprinting;
      delete observation.behaviour.fontFingerprinting;
    }
    const { scan, findings } = judgeObservations(observations, {
      scanId: '0f2d4c6e-8a1b-4c3d-9e5f-7a6b5c4d3e2f',
    });
    expect(findings.map((f) => f.id)).not.toEqual(expect.arrayContaining(['audio_fingerprinting']));
    expect(scan.privacyAuditEvidence).toMatchObject({
      audioFingerprintingHosts: [],
      fontFingerprintingHosts: [],
    });
  });

  it('shows in the scan: privacyAuditEvidence lists the hosts, and the finding deducts like canvas', () => {
    const { scan, findings } = judgeObservations(
      buildObservations({
        before_consent: { behaviour: { audioFingerprinting: [audioRead()] } },
      }),
      { scanId: '0f2d4c6e-8a1b-4c3d-9e5f-7a6b5c4d3e2f' },
    );
    expect(scan.privacyAuditEvidence?.audioFingerprintingHosts).toEqual(['fp.example-tracker.com']);
    const finding = findings.find((f) => f.id === 'audio_fingerprinting');
    expect(finding).toMatchObject({ criticality: 'medium', label: 'Audio fingerprinting' });
    expect(finding?.plainEnglish).toBe(
      'Scripts from fp.example-tracker.com rendered an audio signal silently and read back the samples (1 read-back), a known browser-fingerprinting technique.',
    );
  });
});

const fontProbe = (patch: Partial<FontFingerprintProbe> = {}): FontFingerprintProbe => ({
  scriptHost: 'js.tallyguard.example',
  fontFamilies: 65,
  measureTextCalls: 170,
  tMs: 520,
  phase: 'before_consent',
  ...patch,
});

describe('font_fingerprinting', () => {
  it('reports a text measured in 50 or more font families, with the most families seen', () => {
    const draft = fonts(
      buildScan({
        before_consent: {
          behaviour: {
            fontFingerprinting: [fontProbe(), fontProbe({ scriptHost: null, fontFamilies: 50 })],
          },
        },
      }),
    );
    expect(draft?.subjects.hosts).toEqual(['js.tallyguard.example', 'www.shop.example']);
    expect(draft?.facts.fontCount).toBe('65 font families');
    expect(draft?.evidence.summary).toBe(
      'Text measured in up to 65 font families by scripts from js.tallyguard.example and www.shop.example.',
    );
    expect(draft?.evidence.examples[0]).toEqual({
      type: 'signal',
      vendor: null,
      urlHost: 'js.tallyguard.example',
      phase: 'before_consent',
      name: 'canvas_measureText',
      party: 'third_party',
      tMs: 520,
    });
  });

  it('is silent below 50 families or 50 calls', () => {
    const few = fontProbe({ fontFamilies: 49 });
    const short = fontProbe({ measureTextCalls: 49 });
    expect(
      fonts(buildScan({ before_consent: { behaviour: { fontFingerprinting: [few, short] } } })),
    ).toBeNull();
  });
});

const pixel = (patch: Partial<PixelEvent> = {}): PixelEvent => ({
  vendor: 'meta',
  host: 'www.facebook.com',
  eventName: 'Lead',
  customDataKeys: ['content_category'],
  advancedMatchingKeys: ['em'],
  categories: ['health', 'form_content'],
  tMs: 1900,
  phase: 'before_consent',
  ...patch,
});

describe('sensitive_data_to_third_party', () => {
  it('reports pixel events carrying sensitive categories', () => {
    const draft = sensitiveData(
      buildScan({
        before_consent: {
          behaviour: {
            pixelEvents: [
              pixel(),
              pixel({
                vendor: 'tiktok',
                host: 'analytics.tiktok.com',
                eventName: 'SubmitForm',
                categories: ['finance'],
              }),
            ],
          },
        },
      }),
    );
    expect(draft?.confidence).toBe('strong');
    expect(draft?.subjects).toEqual({
      vendors: ['Meta', 'TikTok'],
      hosts: ['www.facebook.com', 'analytics.tiktok.com'],
    });
    expect(draft?.facts.categories).toBe('health, form content and finance');
    expect(draft?.evidence.examples[0]).toEqual({
      type: 'pixel_event',
      vendor: 'Meta',
      urlHost: 'www.facebook.com',
      phase: 'before_consent',
      name: 'Lead',
      party: 'third_party',
      tMs: 1900,
    });
  });

  it('is silent for pixel events without sensitive categories and after acceptance', () => {
    expect(
      sensitiveData(
        buildScan({ before_consent: { behaviour: { pixelEvents: [pixel({ categories: [] })] } } }),
      ),
    ).toBeNull();
    expect(
      sensitiveData(
        buildScan({
          after_accept: { behaviour: { pixelEvents: [pixel({ phase: 'after_accept' })] } },
        }),
      ),
    ).toBeNull();
  });
});
