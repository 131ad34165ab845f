import { describe, expect, it } from 'vitest';
import { assertValid, validate } from '../../src/projection/validate.ts';
import { everythingWrong, trackersWithoutBanner } from './fixtures.ts';
import {
  buildObservation,
  buildObservations,
  cookie,
  form,
  noMechanism,
  request,
} from './observation-builder.ts';

describe('observation builder', () => {
  it('builds a schema-valid Observation for every arm', () => {
    for (const arm of [
      'before_consent',
      'after_reject',
      'after_accept',
      'gpc_on',
      'gpc_off',
    ] as const) {
      assertValid('observation', buildObservation(arm), arm);
    }
  });

  it('stays valid with rows, forms, behaviour signals and a no-banner consent state', () => {
    const observations = buildObservations({
      before_consent: {
        consent: noMechanism(),
        requests: [request('www.google-analytics.com', { setCookieNames: ['_ga'] })],
        cookies: [
          cookie('_ga'),
          cookie('IDE', 'doubleclick.net', { thirdParty: true, setBy: 'http' }),
        ],
        forms: [
          form({ actionHost: 'forms.hubspot.com', actionPath: '/submit', party: 'third_party' }),
        ],
        behaviour: {
          sessionReplay: [
            {
              vendor: 'Hotjar',
              host: 'static.hotjar.com',
              tMs: 500,
              phase: 'before_consent',
              recordingDataSent: true,
            },
          ],
        },
      },
      gpc_off: {},
    });
    expect(observations.map((observation) => observation.arm)).toEqual([
      'before_consent',
      'after_reject',
      'after_accept',
      'gpc_on',
      'gpc_off',
    ]);
    for (const observation of observations)
      assertValid('observation', observation, observation.arm);
  });

  it('the shared fixtures are schema-valid', () => {
    for (const observation of [
      ...buildObservations(everythingWrong()),
      ...buildObservations(trackersWithoutBanner()),
    ]) {
      assertValid('observation', observation, observation.arm);
    }
  });

  it('produces data the schema rejects when a value sneaks in (the schema is the first line of defence)', () => {
    const observation = buildObservation('before_consent', { cookies: [cookie('_ga')] });
    (observation.cookies[0] as unknown as Record<string, unknown>).value = 'GA1.1.123';
    expect(validate('observation', observation)).toEqual({
      ok: false,
      errors: ['/cookies/0 must NOT have additional properties (value)'],
    });
  });
});
