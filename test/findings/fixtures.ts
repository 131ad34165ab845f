/**
 * Two scans with (almost) everything wrong, for tests that need every finding at once:
 * - `everythingWrong()`: a banner site → 13 findings (all but tracking_without_consent_mechanism);
 *   12 doubleclick subdomains before consent make pre_consent_tracking exceed the example cap.
 * - `noMechanism()`-based `trackersWithoutBanner()`: trackers and no consent mechanism at all.
 */
import type { ArmPatches } from './observation-builder.ts';
import { cookie, form, noMechanism, request } from './observation-builder.ts';

export const MANY_TRACKER_HOSTS = Array.from(
  { length: 12 },
  (_, i) => `ad${i + 1}.doubleclick.net`,
);

export function everythingWrong(): ArmPatches {
  return {
    before_consent: {
      requests: [
        request('www.shop.example', { path: '/', resourceType: 'document', tMs: 0 }),
        request('www.google-analytics.com', { path: '/g/collect', resourceType: 'ping', tMs: 420 }),
        request('connect.facebook.net', { path: '/en_US/fbevents.js', tMs: 380 }),
        ...MANY_TRACKER_HOSTS.map((host, i) =>
          request(host, { path: '/pixel', resourceType: 'image', tMs: 500 + i }),
        ),
        request('fonts.gstatic.com', { path: '/s/font.woff2', resourceType: 'font', tMs: 150 }),
        request('www.googletagmanager.com', { path: '/gtm.js', tMs: 120 }),
        request('plausible.io', { path: '/api/event', resourceType: 'ping', tMs: 200 }),
      ],
      cookies: [
        cookie('_ga'),
        cookie('IDE', 'doubleclick.net', { setBy: 'http', firstSeenMs: 700 }),
        cookie('PHPSESSID', 'www.shop.example', {
          session: true,
          expiryDays: null,
          httpOnly: true,
        }),
        cookie('CookieConsent'),
        cookie('mystery_pref'),
      ],
      consent: { firstLayerRejectAvailable: false, pretickedPurposes: ['Necessary', 'Marketing'] },
      forms: [
        form({
          actionHost: 'forms.hubspot.com',
          actionPath: '/submissions/v3/submit',
          party: 'third_party',
          phase: 'before_consent',
          fields: [
            { kind: 'email', inputType: 'email', required: true, inferredFrom: 'type' },
            { kind: 'health', inputType: 'textarea', required: false, inferredFrom: 'label' },
          ],
        }),
      ],
      behaviour: {
        sessionReplay: [
          {
            vendor: 'Microsoft Clarity',
            host: 'www.clarity.ms',
            tMs: 800,
            phase: 'before_consent',
            recordingDataSent: true,
          },
        ],
        keyLogging: [
          {
            destinationHost: 'in.hotjar.com',
            encoding: 'plain',
            fieldKind: 'email',
            carrier: 'body',
            tMs: 2100,
            phase: 'before_consent',
          },
        ],
        canvasFingerprinting: [
          {
            scriptHost: 'fp.example-tracker.com',
            method: 'toDataURL',
            width: 220,
            height: 30,
            textColours: 2,
            distinctCharacters: 26,
            tMs: 700,
            phase: 'before_consent',
          },
        ],
        audioFingerprinting: [
          {
            scriptHost: 'fp.example-tracker.com',
            method: 'getChannelData',
            oscillators: 1,
            compressor: true,
            frames: 5000,
            sampleRate: 44100,
            tMs: 720,
            phase: 'before_consent',
          },
        ],
        fontFingerprinting: [
          {
            scriptHost: 'fp.example-tracker.com',
            fontFamilies: 65,
            measureTextCalls: 170,
            tMs: 740,
            phase: 'before_consent',
          },
        ],
        pixelEvents: [
          {
            vendor: 'meta',
            host: 'www.facebook.com',
            eventName: 'Lead',
            customDataKeys: ['content_category'],
            advancedMatchingKeys: ['em'],
            categories: ['health', 'form_content'],
            tMs: 1900,
            phase: 'before_consent',
          },
        ],
      },
    },
    after_reject: {
      consent: {
        firstLayerRejectAvailable: false,
        action: {
          kind: 'reject',
          clickStatus: 'clicked',
          method: 'autoconsent',
          label: 'Reject all',
          layer: 'second',
        },
        decision: { kind: 'refusal', registration: 'unconfirmed', verifiedBy: [] },
      },
      requests: [
        request('www.google-analytics.com', { tMs: 950, phase: 'after_reject' }),
        request('stats.g.doubleclick.net', {
          path: '/g/collect',
          resourceType: 'ping',
          method: 'POST',
          tMs: 1500,
          phase: 'after_reject',
          setCookieNames: ['IDE'],
        }),
      ],
      cookies: [
        cookie('IDE', 'doubleclick.net', {
          setBy: 'http',
          phase: 'after_reject',
          firstSeenMs: 1550,
        }),
      ],
    },
    after_accept: {
      consent: { firstLayerRejectAvailable: false },
      requests: [request('www.google-analytics.com', { tMs: 1200, phase: 'after_accept' })],
      cookies: [cookie('_ga', 'shop.example', { phase: 'after_accept', firstSeenMs: 1300 })],
    },
    gpc_on: {
      consent: { firstLayerRejectAvailable: false },
      requests: [
        request('connect.facebook.net', { path: '/en_US/fbevents.js', phase: 'gpc_on' }),
        request('www.facebook.com', {
          path: '/tr',
          resourceType: 'image',
          phase: 'gpc_on',
          tMs: 600,
        }),
        request('blocked.doubleclick.net', {
          path: '/x',
          phase: 'gpc_on',
          outcome: 'blocked_before_transmission',
        }),
      ],
    },
  };
}

export function trackersWithoutBanner(): ArmPatches {
  const none = { consent: noMechanism() };
  return {
    before_consent: {
      ...none,
      requests: [request('www.google-analytics.com', { path: '/g/collect', resourceType: 'ping' })],
      cookies: [cookie('_ga')],
    },
    after_reject: none,
    after_accept: none,
    gpc_on: none,
  };
}
