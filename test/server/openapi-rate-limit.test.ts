/**
 * The OpenAPI document describes the 429 of every limited operation: Retry-After, RateLimit-Policy
 * and RateLimit headers and an example envelope with the policy fields under their schema names;
 * the document stays valid OpenAPI 3.1, and what it documents is what the server sends.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_POLICY_VERSION, validate } from '../../src/internal.ts';
import { startHostileApp, type HostileApp } from './hostile-app.ts';

interface Header {
  description: string;
  schema: { type: string };
  example: string | number;
}
interface Response429 {
  description: string;
  headers?: Record<string, Header>;
  content: {
    'application/json': {
      examples: Record<
        string,
        {
          value: {
            error: { code: string; retryAfterSeconds: number; rateLimit?: Record<string, unknown> };
          };
        }
      >;
    };
  };
}
type Doc = {
  paths: Record<
    string,
    Record<string, { operationId: string; responses: Record<string, Response429> }>
  >;
};

/** Every charged operation, the budget scope its example is refused by and the weight of one request. */
const LIMITED: Record<string, [scope: string, units: number]> = {
  createScan: ['anonymous_new_scans', 1],
  requestKey: ['key_requests', 1],
  getScanStatus: ['status_caller_scan', 1],
  getScan: ['caller_resource', 1],
  listScanFindings: ['caller_resource', 1],
  getScanFinding: ['caller_resource', 1],
  getScanPulse: ['caller_resource', 1],
  getScanPreConsentCookiesTrackers: ['caller_resource', 1],
  getScanReportEvidence: ['caller_resource', 1],
  getLatestDomainScan: ['caller_resource', 1],
  getLatestDomainPreConsentCookiesTrackers: ['caller_resource', 1],
  getScanDiagnostics: ['caller_resource', 4],
  getScanPulseEvidence: ['caller_resource', 4],
  getScanArtifact: ['caller_resource', 4],
  getScanReport: ['caller_resource', 4],
};

let hostile: HostileApp;
let doc: Doc;

beforeAll(async () => {
  hostile = await startHostileApp();
  doc = JSON.parse((await hostile.app.inject({ url: '/api/v2/openapi.json' })).body) as Doc;
}, 60_000);
afterAll(async () => hostile?.close());

const operations = () => Object.values(doc.paths).flatMap((item) => Object.values(item));

describe('OpenAPI: 429 of limited operations', () => {
  it('is still a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it.each(Object.entries(LIMITED))(
    '%s documents the headers and the policy fields',
    (operationId, [scope, units]) => {
      const operation = operations().find((op) => op.operationId === operationId)!;
      const response = operation.responses['429']!;
      expect(Object.keys(response.headers ?? {}).sort()).toEqual([
        'RateLimit',
        'RateLimit-Policy',
        'Retry-After',
      ]);
      expect(response.headers!['Retry-After']!.schema.type).toBe('integer');
      expect(response.description).toContain('error.rateLimit');
      const example = response.content['application/json'].examples.rate_limited!.value;
      expect(validate('error', example)).toEqual({ ok: true });
      expect(example.error.code).toBe('rate_limited');
      expect(example.error.retryAfterSeconds).toBe(response.headers!['Retry-After']!.example);
      expect(Object.keys(example.error.rateLimit!).sort()).toEqual([
        'limit',
        'policyVersion',
        'profile',
        'requestedUnits',
        'scope',
        'usage',
        'window',
        'windowSeconds',
      ]);
      expect(example.error.rateLimit).toMatchObject({
        policyVersion: READ_POLICY_VERSION,
        scope,
        requestedUnits: units,
      });
      expect(String(response.headers!['RateLimit-Policy']!.example)).toContain(`"${scope}.`);
      expect(String(response.headers!.RateLimit!.example)).toMatch(
        new RegExp(`^"${scope}\\.\\w+";r=0;t=${example.error.retryAfterSeconds}$`),
      );
    },
  );

  it('operations that are not charged have no rate-limit headers', () => {
    const unlimited = operations().filter((op) => !(op.operationId in LIMITED));
    expect(unlimited.map((op) => op.operationId).sort()).toEqual([
      'checkAuth',
      'getDiscovery',
      'getHealth',
      'getLlmsTxt',
      'getOpenApi',
    ]);
    for (const op of unlimited) expect(op.responses['429']?.headers).toBeUndefined();
  });

  it('documents the RateLimit-Policy the server sends', async () => {
    const [scanId] = hostile.context.scanIds;
    const headers = { authorization: `Bearer ${hostile.context.keys.read}` };
    const reads: [string, string][] = [
      ['getScanStatus', `/api/v2/scans/${scanId}/status`],
      ['getScan', `/api/v2/scans/${scanId}`],
      ['getScanDiagnostics', `/api/v2/scans/${scanId}/diagnostics`],
    ];
    for (const [operationId, url] of reads) {
      const response = await hostile.app.inject({ url, headers, remoteAddress: '198.51.100.77' });
      expect(response.statusCode).toBe(200);
      const documented = operations().find((op) => op.operationId === operationId)!.responses[
        '429'
      ]!.headers!['RateLimit-Policy']!.example;
      expect(response.headers['ratelimit-policy']).toBe(documented);
    }
  });
});
