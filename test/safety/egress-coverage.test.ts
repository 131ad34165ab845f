import { describe, expect, it } from 'vitest';
import { applyEgressRecord } from '../../src/pipeline/egress-coverage.ts';
import { assertValid } from '../../src/projection/validate.ts';
import type { EgressFailure, EgressRefusal } from '../../src/safety/egress-record.ts';
import { buildObservation, request } from '../findings/observation-builder.ts';

const refused = (host: string, patch: Partial<EgressRefusal> = {}): EgressRefusal => ({
  host,
  port: 80,
  reason: 'address_not_public',
  via: 'http',
  count: 1,
  message: 'The host is not a public address (loopback).',
  ...patch,
});

const failed = (host: string, patch: Partial<EgressFailure> = {}): EgressFailure => ({
  host,
  port: 443,
  kind: 'dns_failure',
  via: 'connect',
  count: 1,
  ...patch,
});

/** The record of an arm that only refused. */
const applyEgressRefusals = (
  observation: Parameters<typeof applyEgressRecord>[0],
  refusals: EgressRefusal[],
) => applyEgressRecord(observation, { refusals, failures: [] });

describe('applyEgressRecord: refusals', () => {
  it('leaves an observation without refusals as it is', () => {
    const observation = buildObservation('before_consent');
    expect(applyEgressRefusals(observation, [])).toBe(observation);
  });

  it('records each refused host, port and reason as a limitation, replacing the generic tunnel line', () => {
    const observation = buildObservation('before_consent', {
      coverageLimitations: [
        {
          code: 'egress_denied',
          arm: 'before_consent',
          summary: 'Connections to 10.0.0.1 were refused by the egress guard.',
        },
      ],
    });
    const out = applyEgressRefusals(observation, [
      refused('10.0.0.1', {
        port: 443,
        via: 'connect',
        message: 'The host is not a public address (private).',
      }),
      refused('127.0.0.1', { port: 8080 }),
      refused('127.0.0.1', { port: 9090 }),
      refused('www.shop.example', {
        reason: 'request_cap',
        message: 'The per-scan request cap was reached.',
      }),
    ]);
    expect(out.coverageLimitations).toEqual([
      {
        code: 'egress_denied',
        arm: 'before_consent',
        summary:
          'Connections to 10.0.0.1 (port 443) were refused by the egress guard: The host is not a public address (private).',
      },
      {
        code: 'egress_denied',
        arm: 'before_consent',
        summary:
          'Connections to 127.0.0.1 (port 8080) were refused by the egress guard: The host is not a public address (loopback).',
      },
      {
        code: 'egress_denied',
        arm: 'before_consent',
        summary:
          'Connections to 127.0.0.1 (port 9090) were refused by the egress guard: The host is not a public address (loopback).',
      },
      {
        code: 'request_cap_reached',
        arm: 'before_consent',
        summary:
          'Connections to www.shop.example (port 80) were refused by the egress guard: The per-scan request cap was reached.',
      },
    ]);
    assertValid('observation', out);
  });

  it('marks plain-HTTP requests the guard answered as blocked, and leaves the site’s own 403s alone', () => {
    const observation = buildObservation('before_consent', {
      requests: [
        request('www.shop.example', { resourceType: 'document', path: '/' }),
        request('127.0.0.1', { resourceType: 'image', path: '/pixel.gif', status: 403 }),
        request('127.0.0.1', {
          resourceType: 'fetch',
          path: '/api',
          status: undefined,
          outcome: 'failed',
        }),
        request('cdn.shop.example', { resourceType: 'image', path: '/denied.png', status: 403 }),
      ],
    });
    const out = applyEgressRefusals(observation, [refused('127.0.0.1')]);
    expect(out.requests.map((r) => `${r.host}${r.path} ${r.outcome} ${r.status ?? '-'}`)).toEqual([
      'www.shop.example/ completed 200',
      '127.0.0.1/pixel.gif blocked_before_transmission -',
      '127.0.0.1/api blocked_before_transmission -',
      'cdn.shop.example/denied.png completed 403',
    ]);
    expect(out.termination.kind).toBe('network_quiet');
  });

  it('turns a main document the guard answered into a refused navigation, not the site’s 403', () => {
    const observation = buildObservation('before_consent', {
      finalUrl: 'http://127.0.0.1:8080/after',
      mainDocumentStatus: 403,
    });
    const out = applyEgressRefusals(observation, [refused('127.0.0.1', { port: 8080 })]);
    expect(out.mainDocumentStatus).toBeNull();
    expect(out.termination).toEqual({ kind: 'navigation_failed', intentional: false });
    expect(out.errors.at(-1)).toEqual({
      stage: 'navigation',
      code: 'egress_denied',
      message:
        'The egress guard refused the main document at 127.0.0.1: The host is not a public address (loopback).',
    });
    assertValid('observation', out);
    const tunnelled = applyEgressRefusals(observation, [
      refused('127.0.0.1', { port: 8080, via: 'connect' }),
    ]);
    expect(tunnelled.mainDocumentStatus).toBe(403);
  });

  it('keeps at most 20 guard lines per arm and sums up the rest', () => {
    const many = Array.from({ length: 25 }, (_, i) => refused(`10.0.0.${i + 1}`));
    const out = applyEgressRefusals(buildObservation('after_reject'), many);
    const guardLines = out.coverageLimitations.filter((l) => l.code === 'egress_denied');
    expect(guardLines).toHaveLength(21);
    expect(guardLines.at(-1)).toEqual({
      code: 'egress_denied',
      arm: 'after_reject',
      summary: '5 more kinds of connection were refused by the egress guard.',
    });
  });
});

describe('applyEgressRecord: hosts the guard allowed but could not reach', () => {
  it('are ordinary failures, as without the guard: no limitation, requests failed', () => {
    const observation = buildObservation('before_consent', {
      coverageLimitations: [
        {
          code: 'egress_denied',
          arm: 'before_consent',
          summary: 'Connections to dead-tracker.example were refused by the egress guard.',
        },
      ],
      requests: [
        request('dead-tracker.example', {
          path: '/t.js',
          status: undefined,
          outcome: 'blocked_before_transmission',
        }),
        request('down.example', { resourceType: 'image', path: '/p.gif', status: 502 }),
        request('www.shop.example', { resourceType: 'document', path: '/' }),
      ],
    });
    const out = applyEgressRecord(observation, {
      refusals: [],
      failures: [
        failed('dead-tracker.example'),
        failed('down.example', { port: 80, via: 'http', kind: 'unreachable' }),
      ],
    });
    expect(out.coverageLimitations).toEqual([]);
    expect(out.requests.map((r) => `${r.host} ${r.outcome} ${r.status ?? '-'}`)).toEqual([
      'dead-tracker.example failed -',
      'down.example failed -',
      'www.shop.example completed 200',
    ]);
    assertValid('observation', out);
  });

  it('turn a main document behind a failed tunnel into dns_failure, and a guard 502 on plain HTTP into a failed navigation', () => {
    const tunnelled = buildObservation('before_consent', {
      url: 'https://gone.example/',
      finalUrl: null,
      redirectChain: ['gone.example'],
      mainDocumentStatus: null,
      termination: { kind: 'navigation_failed', intentional: false },
      errors: [
        {
          stage: 'navigation',
          code: 'egress_denied',
          message: 'net::ERR_TUNNEL_CONNECTION_FAILED at https://gone.example/',
        },
      ],
    });
    expect(
      applyEgressRecord(tunnelled, { refusals: [], failures: [failed('gone.example')] }).errors.map(
        (e) => e.code,
      ),
    ).toEqual(['dns_failure']);
    expect(
      applyEgressRecord(tunnelled, {
        refusals: [],
        failures: [failed('gone.example', { kind: 'unreachable' })],
      }).errors.map((e) => e.code),
    ).toEqual(['connection_failed']);
    expect(
      applyEgressRecord(tunnelled, {
        refusals: [refused('gone.example', { via: 'connect' })],
        failures: [],
      }).errors.map((e) => e.code),
    ).toEqual(['egress_denied']);

    const plain = buildObservation('before_consent', {
      url: 'http://down.example/',
      finalUrl: 'http://down.example/',
      mainDocumentStatus: 502,
    });
    const out = applyEgressRecord(plain, {
      refusals: [],
      failures: [failed('down.example', { port: 80, via: 'http', kind: 'unreachable' })],
    });
    expect(out.mainDocumentStatus).toBeNull();
    expect(out.termination.kind).toBe('navigation_failed');
    expect(out.errors.at(-1)).toEqual({
      stage: 'navigation',
      code: 'connection_failed',
      message: 'The main document at down.example could not be loaded.',
    });
  });
});
