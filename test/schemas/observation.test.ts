import { describe, expect, it } from 'vitest';
import { validate } from '../../src/projection/validate.ts';
import { clone } from './examples.ts';
import { observation } from './observation-example.ts';

type Mutation = (o: ReturnType<typeof clone>) => unknown;

const CASES: [label: string, mutate: Mutation, expectedError: string][] = [
  [
    'a cookie value',
    (o) => ((o.cookies[0].value = 'GA1.2.3456.7890'), o),
    '/cookies/0 must NOT have additional properties (value)',
  ],
  [
    'a request path with a query string',
    (o) => ((o.requests[1].path = '/g/collect?cid=123&email=a@b.c'), o),
    '/requests/1/path must match pattern "^/[^\\s?#]*$"',
  ],
  [
    'a request query property',
    (o) => ((o.requests[1].query = 'cid=123'), o),
    '/requests/1 must NOT have additional properties (query)',
  ],
  [
    'a request body',
    (o) => ((o.requests[1].postData = '{"email":"a@b.c"}'), o),
    '/requests/1 must NOT have additional properties (postData)',
  ],
  [
    'request headers',
    (o) => ((o.requests[0].headers = { cookie: '_ga=1' }), o),
    '/requests/0 must NOT have additional properties (headers)',
  ],
  [
    'a page URL with a query string',
    (o) => ((o.finalUrl = 'https://www.shop.example/?session=abc'), o),
    '/finalUrl must match pattern',
  ],
  [
    'a storage value',
    (o) => ((o.storage.local[0].value = '{"id":1}'), o),
    '/storage/local/0 must NOT have additional properties (value)',
  ],
  [
    'a form field value',
    (o) => ((o.forms[0].fields[0].value = 'jane@example.org'), o),
    '/forms/0/fields/0 must NOT have additional properties (value)',
  ],
  [
    'a form action with a query',
    (o) => ((o.forms[0].actionPath = '/submit?token=abc'), o),
    '/forms/0/actionPath must match pattern',
  ],
  [
    'a key-logging sentinel',
    (o) => ((o.behaviour.keyLogging[0].sentinel = 'consentry-sentinel-1'), o),
    '/behaviour/keyLogging/0 must NOT have additional properties (sentinel)',
  ],
  [
    'pixel custom data values',
    (o) => ((o.behaviour.pixelEvents[0].customData = { content_category: 'oncology' }), o),
    '/behaviour/pixelEvents/0 must NOT have additional properties (customData)',
  ],
  [
    'a TC string',
    (o) => ((o.consent.tcf.tcString = 'CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA'), o),
    '/consent/tcf must NOT have additional properties (tcString)',
  ],
  [
    'an error message quoting a query string',
    (o) => ((o.errors[0].message = 'net::ERR_FAILED at https://x.example/a?token=abc'), o),
    '/errors/0/message must match pattern',
  ],
  [
    'an unknown arm',
    (o) => ((o.arm = 'after_settings'), o),
    '/arm must be equal to one of the allowed values (before_consent, after_reject, after_accept, gpc_on, gpc_off)',
  ],
  [
    'a job phase as evidence phase',
    (o) => ((o.requests[0].phase = 'runtime_observation'), o),
    '/requests/0/phase must be equal to one of the allowed values (before_consent, after_reject, after_accept, gpc_on, pre_consent, post_consent)',
  ],
  [
    'an unknown termination kind',
    (o) => ((o.termination.kind = 'quiet'), o),
    '/termination/kind must be equal to one of the allowed values (network_quiet, budget_exhausted, evidence_satisfied, navigation_failed, arm_error, not_run)',
  ],
  [
    'an unknown cookie setter',
    (o) => ((o.cookies[0].setBy = 'server'), o),
    '/cookies/0/setBy must be equal to one of the allowed values (http, script, unknown)',
  ],
  [
    'a missing consent state',
    (o) => (delete o.consent, o),
    "/ must have required property 'consent'",
  ],
  [
    'a screenshot ref that is a URL',
    (o) => ((o.screenshots[0].ref = 'https://cdn.example/banner.png?sig=1'), o),
    '/screenshots/0/ref must match pattern',
  ],
];

describe('observation (internal)', () => {
  it('the example observation is valid', () => {
    expect(validate('observation', observation)).toEqual({ ok: true });
  });

  it('a failed navigation with empty collections is valid', () => {
    const failed = clone(observation);
    Object.assign(failed, {
      finalUrl: null,
      mainDocumentStatus: null,
      redirectChain: ['shop.example'],
      termination: { kind: 'navigation_failed', intentional: false },
      requests: [],
      cookies: [],
      iframes: [],
      forms: [],
      screenshots: [],
      storage: { local: [], session: [], snapshotAvailable: false },
      behaviour: { sessionReplay: [], keyLogging: [], canvasFingerprinting: [], pixelEvents: [] },
      coverageLimitations: [
        { code: 'navigation_failed', arm: 'after_reject', summary: 'DNS lookup failed.' },
      ],
      errors: [{ stage: 'navigation', code: 'dns_error', message: 'net::ERR_NAME_NOT_RESOLVED' }],
    });
    expect(validate('observation', failed)).toEqual({ ok: true });
  });

  it.each(CASES)('rejects %s', (_label, mutate, expectedError) => {
    const result = validate('observation', mutate(clone(observation)));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(
      result.errors.some((e) => e.startsWith(expectedError)),
      `errors: ${result.errors.join(' | ')}`,
    ).toBe(true);
  });
});
