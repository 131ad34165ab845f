import { describe, expect, it } from 'vitest';
import { validate, type SchemaName } from '../../src/projection/validate.ts';
import { clone, VALID_EXAMPLES } from './examples.ts';

describe('valid examples', () => {
  it.each(Object.entries(VALID_EXAMPLES))('%s example is valid', (name, example) => {
    expect(validate(name as SchemaName, example)).toEqual({ ok: true });
  });

  it('domain-latest-scan accepts scan: null', () => {
    expect(
      validate('domain-latest-scan', { ...VALID_EXAMPLES['domain-latest-scan'], scan: null }),
    ).toEqual({ ok: true });
  });

  it('scan-job accepts a null scanId and a terminal job without retryAfterSeconds', () => {
    const job = clone(VALID_EXAMPLES['scan-job']);
    job.scanId = null;
    job.status = 'completed';
    job.phase = 'done';
    delete job.retryAfterSeconds;
    expect(validate('scan-job', job)).toEqual({ ok: true });
  });

  it('create-scan-request needs only a url', () => {
    expect(validate('create-scan-request', { url: 'https://example.org/' })).toEqual({ ok: true });
  });
});

type Mutation = (value: ReturnType<typeof clone>) => unknown;
type InvalidCase = [
  label: string,
  schema: keyof typeof VALID_EXAMPLES,
  mutate: Mutation,
  expectedError: string,
];

const CASES: InvalidCase[] = [
  // scan
  [
    'scan without disclaimer',
    'scan',
    (s) => (delete s.disclaimer, s),
    "/ must have required property 'disclaimer'",
  ],
  [
    'scan with wrong type',
    'scan',
    (s) => ((s.type = 'service_scan'), s),
    '/type must be equal to constant ("consentry_scan")',
  ],
  [
    'scan with unknown riskLevel',
    'scan',
    (s) => ((s.riskLevel = 'medium'), s),
    '/riskLevel must be equal to one of the allowed values (low, review_recommended, high)',
  ],
  [
    'scan url with a query string',
    'scan',
    (s) => ((s.url = 'https://shop.example/?token=abc'), s),
    '/url must match pattern "^https?://[^\\s?#]+$"',
  ],
  [
    'scan with a smuggled query property',
    'scan',
    (s) => ((s.query = 'email=a@b.c'), s),
    '/ must NOT have additional properties (query)',
  ],
  [
    'scanId not a UUID',
    'scan',
    (s) => ((s.scanId = 'scan-1'), s),
    '/scanId must match format "uuid"',
  ],
  [
    'relative link',
    'scan',
    (s) => ((s.links.self = '/api/v2/scans/1'), s),
    '/links/self must match format "uri"',
  ],
  [
    'completed scan without score',
    'scan',
    (s) => (delete s.score, s),
    "/ must have required property 'score'",
  ],
  [
    'completed_limited scan with complete coverage',
    'scan',
    (s) => ((s.coverage.status = 'complete'), s),
    '/coverage/status must be equal to constant ("partial")',
  ],
  [
    'failed scan without failure',
    'scan',
    (s) => ((s.status = 'failed'), s),
    "/ must have required property 'failure'",
  ],
  ['score above 100', 'scan', (s) => ((s.score = 101), s), '/score must be <= 100'],
  [
    'status outside section 3',
    'scan',
    (s) => ((s.status = 'done'), s),
    '/status must be equal to one of the allowed values',
  ],
  // scan job
  [
    'job with an evidence phase',
    'scan-job',
    (j) => ((j.phase = 'before_consent'), j),
    '/phase must be equal to one of the allowed values (queued, scan_running, runtime_observation, classification, finalizing, done)',
  ],
  [
    'active job without retryAfterSeconds',
    'scan-job',
    (j) => (delete j.retryAfterSeconds, j),
    "/ must have required property 'retryAfterSeconds'",
  ],
  [
    'job without disclaimer',
    'scan-job',
    (j) => (delete j.disclaimer, j),
    "/ must have required property 'disclaimer'",
  ],
  // finding and evidence
  [
    'finding id not snake_case',
    'finding',
    (f) => ((f.id = 'PreConsentTracking'), f),
    '/id must match pattern "^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$"',
  ],
  [
    'finding with unknown criticality',
    'finding',
    (f) => ((f.criticality = 'critical'), f),
    '/criticality must be equal to one of the allowed values (info, low, medium, high)',
  ],
  [
    'finding with unknown confidence',
    'finding',
    (f) => ((f.confidence = 'certain'), f),
    '/confidence must be equal to one of the allowed values (weak, moderate, strong)',
  ],
  [
    'evidence example with a full URL',
    'finding',
    (f) => ((f.evidence.examples[0].url = 'https://www.google-analytics.com/g/collect?cid=1'), f),
    '/evidence/examples/0 must NOT have additional properties (url)',
  ],
  [
    'evidence example host with a path',
    'evidence',
    (e) => ((e.examples[0].urlHost = 'www.google-analytics.com/g/collect'), e),
    '/examples/0/urlHost must match pattern',
  ],
  [
    'evidence basis unknown',
    'evidence',
    (e) => ((e.basis = 'guess'), e),
    '/basis must be equal to one of the allowed values (runtime_observation, public_report_projection)',
  ],
  [
    'evidence over the example cap',
    'evidence',
    (e) => ((e.examplesShown = 11), e),
    '/examplesShown must be <= 10',
  ],
  [
    'finding list item without disclaimer',
    'finding-list',
    (l) => (delete l.findings[0].disclaimer, l),
    "/findings/0 must have required property 'disclaimer'",
  ],
  [
    'latest scan with an empty scan',
    'domain-latest-scan',
    (d) => ((d.scan = {}), d),
    "/scan must have required property 'scanId'",
  ],
  // typed observations and GPC
  [
    'refusal status unknown',
    'post-refusal-observation',
    (o) => ((o.status = 'honoured'), o),
    '/status must be equal to one of the allowed values (confirmed_observation, confirmed_clean, unconfirmed, not_attempted)',
  ],
  [
    'accept execution status unknown',
    'post-accept-observation',
    (o) => ((o.execution.status = 'ok'), o),
    '/execution/status must be equal to one of the allowed values (succeeded, succeeded_with_confirmation, failed, not_attempted, unavailable)',
  ],
  [
    'termination kind unknown',
    'post-accept-observation',
    (o) => ((o.termination.kind = 'timeout'), o),
    '/termination/kind must be equal to one of the allowed values',
  ],
  [
    'GPC changing the score',
    'gpc-response',
    (g) => ((g.scoreEffect = 'deduction'), g),
    '/scoreEffect must be equal to constant ("none")',
  ],
  [
    'GPC v3 observation with version 2',
    'gpc-response',
    (g) => ((g.observation.version = 2), g),
    '/observation/version must be >= 3',
  ],
  [
    'GPC registration unknown value',
    'gpc-response',
    (g) => ((g.observation.registration.state = 'honoured'), g),
    '/observation/registration/state must be equal to one of the allowed values (opted_out, not_opted_out, unknown)',
  ],
  // pre-consent table
  [
    'cookie row with a value',
    'pre-consent-table',
    (t) => ((t.rows[1].value = 'GA1.2.123'), t),
    '/rows/1 must NOT have additional properties (value)',
  ],
  [
    'cookie row without a name',
    'pre-consent-table',
    (t) => (delete t.rows[1].name, t),
    "/rows/1 must have required property 'name'",
  ],
  [
    'tracker row with a query smuggled in the host',
    'pre-consent-table',
    (t) => ((t.rows[0].host = 'www.google-analytics.com?uid=42'), t),
    '/rows/0/host must match pattern',
  ],
  [
    'row with unknown priority',
    'pre-consent-table',
    (t) => ((t.rows[0].priority = 'urgent'), t),
    '/rows/0/priority must be equal to one of the allowed values (high, medium, low)',
  ],
  [
    'row with unknown party',
    'pre-consent-table',
    (t) => ((t.rows[0].party = 'fourth_party'), t),
    '/rows/0/party must be equal to one of the allowed values (first_party, third_party)',
  ],
  // pulse
  [
    'pulse with six top findings',
    'pulse',
    (p) => ((p.topFindings = Array(6).fill(p.topFindings[0])), p),
    '/topFindings must NOT have more than 5 items',
  ],
  [
    'pulse evidence example with a cookie value',
    'pulse-evidence',
    (p) => ((p.highlights[0].examples[0].value = 'secret'), p),
    '/highlights/0/examples/0 must NOT have additional properties (value)',
  ],
  // report evidence
  [
    'cursor that is not opaque base64url',
    'report-evidence-page',
    (r) => ((r.nextCursor = 'offset=10&limit=5'), r),
    '/nextCursor must match pattern "^[A-Za-z0-9_-]+$"',
  ],
  [
    'cookie entry with a value',
    'report-evidence-page',
    (r) => ((r.entries[1].value = 'GA1.2.123'), r),
    '/entries/1 must NOT have additional properties (value)',
  ],
  [
    'page over 64 KB',
    'report-evidence-page',
    (r) => ((r.pageBytes = 70000), r),
    '/pageBytes must be <= 65536',
  ],
  [
    'page without a nextCursor field',
    'report-evidence-page',
    (r) => (delete r.nextCursor, r),
    "/ must have required property 'nextCursor'",
  ],
  // diagnostics, health, auth, keys, discovery
  [
    'diagnostics with negative timing',
    'diagnostics',
    (d) => ((d.timings.totalMs = -1), d),
    '/timings/totalMs must be >= 0',
  ],
  [
    'diagnostics with a URL list',
    'diagnostics',
    (d) => ((d.collection.urls = ['https://x.example/?a=1']), d),
    '/collection must NOT have additional properties (urls)',
  ],
  [
    'health with another API version',
    'health',
    (h) => ((h.apiVersion = 'v3'), h),
    '/apiVersion must be equal to constant ("v2")',
  ],
  [
    'auth check with an unknown scope',
    'auth-check',
    (a) => ((a.scopes = ['admin']), a),
    '/scopes/0 must be equal to one of the allowed values (scan:read, scan:create, mcp)',
  ],
  [
    'key request with extra fields',
    'key-request',
    (k) => ((k.scopes = ['scan:create']), k),
    '/ must NOT have additional properties (scopes)',
  ],
  [
    'key request with an empty name',
    'key-request',
    (k) => ((k.name = ''), k),
    '/name must NOT have fewer than 1 characters',
  ],
  [
    'key without the read-only prefix',
    'key-response',
    (k) => ((k.key = 'csy_Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA'), k),
    '/key must match pattern "^csy_ro_[A-Za-z0-9_-]{24,128}$"',
  ],
  [
    'discovery with a service_ tool name',
    'discovery',
    (d) => ((d.mcp.tools = ['service_get_scan_status']), d),
    '/mcp/tools/0 must match pattern "^consentry_[a-z0-9_]+$"',
  ],
  // error envelope
  [
    'rate limit without retryAfterSeconds',
    'error',
    (e) => (delete e.error.retryAfterSeconds, e),
    "/error must have required property 'retryAfterSeconds'",
  ],
  [
    'rate-limit policy on a non-429 code',
    'error',
    (e) => ((e.error.code = 'not_found'), e),
    '/error/code must be equal to constant ("rate_limited")',
  ],
  [
    'rate-limit policy without usage',
    'error',
    (e) => (delete e.error.rateLimit.usage, e),
    "/error/rateLimit must have required property 'usage'",
  ],
  [
    'rate-limit window unknown',
    'error',
    (e) => ((e.error.rateLimit.window = '1h'), e),
    '/error/rateLimit/window must be equal to one of the allowed values (rolling_1m, rolling_10m, rolling_24h, utc_day)',
  ],
  [
    'error code outside the catalogue',
    'error',
    (e) => ((e.error.code = 'teapot'), e),
    '/error/code must be equal to one of the allowed values',
  ],
  [
    'error without disclaimer',
    'error',
    (e) => (delete e.disclaimer, e),
    "/ must have required property 'disclaimer'",
  ],
  // create scan request
  [
    'non-http scan URL',
    'create-scan-request',
    (r) => ((r.url = 'ftp://shop.example/'), r),
    '/url must match pattern',
  ],
  [
    'unknown freshness',
    'create-scan-request',
    (r) => ((r.freshness = 'stale'), r),
    '/freshness must be equal to one of the allowed values (latest, fresh)',
  ],
  [
    'unknown scanFrom',
    'create-scan-request',
    (r) => ((r.scanFrom = 'us'), r),
    '/scanFrom must be equal to one of the allowed values (eu_ie, california)',
  ],
  [
    'extra request field',
    'create-scan-request',
    (r) => ((r.callbackUrl = 'https://x.example/'), r),
    '/ must NOT have additional properties (callbackUrl)',
  ],
];

describe('invalid examples', () => {
  it.each(CASES)('rejects %s', (_label, schema, mutate, expectedError) => {
    const value = mutate(clone(VALID_EXAMPLES[schema]));
    const result = validate(schema, value);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(
      result.errors.some((e) => e.startsWith(expectedError)),
      `errors: ${result.errors.join(' | ')}`,
    ).toBe(true);
  });

  it('covers every public resource with at least one invalid case', () => {
    const covered = new Set(CASES.map(([, schema]) => schema));
    const uncovered = Object.keys(VALID_EXAMPLES).filter(
      (name) => !covered.has(name as keyof typeof VALID_EXAMPLES),
    );
    expect(uncovered).toEqual([]);
  });
});
