import { describe, expect, it } from 'vitest';
import { check as noFirstLayerReject } from '../../src/findings/checks/no-first-layer-reject.ts';
import { check as preticked } from '../../src/findings/checks/preticked-consent-options.ts';
import { buildScan, noMechanism } from './observation-builder.ts';

describe('no_first_layer_reject', () => {
  const secondLayer = {
    consent: {
      firstLayerRejectAvailable: false,
      action: {
        kind: 'reject' as const,
        clickStatus: 'clicked' as const,
        method: 'autoconsent' as const,
        label: 'Reject all',
        layer: 'second' as const,
      },
    },
  };

  it('reports a banner whose Reject sits behind a second layer (strong when the reject arm confirms it)', () => {
    const draft = noFirstLayerReject(
      buildScan({
        before_consent: { consent: { firstLayerRejectAvailable: false } },
        after_reject: secondLayer,
        after_accept: { consent: { firstLayerRejectAvailable: false } },
      }),
    );
    expect(draft?.confidence).toBe('strong');
    expect(draft?.evidence.phase).toBe('before_consent');
    expect(draft?.evidence.examples).toEqual([
      {
        type: 'signal',
        vendor: 'Cookiebot',
        urlHost: 'www.shop.example',
        phase: 'before_consent',
        name: 'first_layer_reject_missing',
      },
    ]);
    expect(draft?.facts.secondLayerNote).toBe(
      'the Reject choice was only reached through a second layer.',
    );
  });

  it('is moderate without the reject arm corroborating the second layer', () => {
    const draft = noFirstLayerReject(
      buildScan({
        before_consent: { consent: { firstLayerRejectAvailable: false } },
        after_reject: null,
        after_accept: null,
      }),
    );
    expect(draft?.confidence).toBe('moderate');
  });

  it('is silent when Reject is on the first layer, when there is no banner, or when any arm saw a first-layer Reject', () => {
    expect(noFirstLayerReject(buildScan())).toBeNull();
    expect(
      noFirstLayerReject(
        buildScan({
          before_consent: { consent: noMechanism() },
          after_reject: { consent: noMechanism() },
          after_accept: { consent: noMechanism() },
        }),
      ),
    ).toBeNull();
    expect(
      noFirstLayerReject(
        buildScan({ before_consent: { consent: { firstLayerRejectAvailable: false } } }),
      ),
    ).toBeNull();
  });
});

describe('preticked_consent_options', () => {
  it('reports optional purposes ticked before the choice, ignoring locked necessary purposes', () => {
    const draft = preticked(
      buildScan({
        after_reject: {
          consent: {
            pretickedPurposes: ['Strictly necessary', 'Statistics', 'Marketing', 'Notwendig'],
          },
        },
      }),
    );
    expect(draft?.confidence).toBe('strong');
    expect(draft?.evidence.phase).toBe('pre_consent');
    expect(draft?.evidence.examples.map((example) => example.name)).toEqual([
      'Statistics',
      'Marketing',
    ]);
    expect(draft?.facts.count).toBe('2 optional purposes');
  });

  it('is silent when only necessary purposes are ticked or nothing is', () => {
    expect(
      preticked(
        buildScan({
          before_consent: { consent: { pretickedPurposes: ['Nécessaires', 'Essential cookies'] } },
        }),
      ),
    ).toBeNull();
    expect(preticked(buildScan())).toBeNull();
  });

  it('ignores an invalid arm (bot wall)', () => {
    const limitation = {
      code: 'captcha_detected' as const,
      summary: 'A captcha replaced the page.',
    };
    expect(
      preticked(
        buildScan({
          after_reject: {
            consent: { pretickedPurposes: ['Marketing'] },
            coverageLimitations: [limitation],
          },
        }),
      ),
    ).toBeNull();
  });
});
