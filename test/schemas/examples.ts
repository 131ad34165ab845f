/**
 * Hand-written VALID examples of every public resource, typed with the generated model so that the
 * types and the schemas are checked against the same data. Tests derive invalid variants from clones.
 */
import type {
  ApiError,
  AuthCheck,
  CreateScanRequest,
  Discovery,
  DomainLatestScan,
  Finding,
  FindingEvidence,
  FindingList,
  GpcResponse,
  Health,
  KeyRequest,
  KeyResponse,
  PostAcceptObservation,
  PostRefusalObservation,
  PreConsentTable,
  Pulse,
  PulseEvidence,
  ReportEvidencePage,
  Scan,
  ScanDiagnostics,
  ScanJob,
  SchemaName,
} from '../../src/model/index.ts';
import { DISCLAIMER } from '../../src/model/index.ts';

export const SCAN_ID = '0d9f4c1e-6a4b-4f7e-9b7a-2f1c3d4e5f60';
export const JOB_ID = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
const API = `https://consentry.example/api/v2/scans/${SCAN_ID}`;

export const evidence: FindingEvidence = {
  basis: 'runtime_observation',
  summary: 'Google Analytics was contacted before any consent choice.',
  phase: 'before_consent',
  exampleCount: 3,
  examplesShown: 2,
  examples: [
    {
      type: 'request',
      vendor: 'Google Analytics',
      urlHost: 'www.google-analytics.com',
      phase: 'before_consent',
      tMs: 412,
    },
    {
      type: 'cookie',
      vendor: 'Google Analytics',
      urlHost: 'shop.example',
      phase: 'before_consent',
      name: '_ga',
      party: 'first_party',
    },
  ],
  hasTimingAnchor: true,
  hasVendorAnchor: true,
  hasConsentContext: true,
};

export const finding: Finding = {
  type: 'consentry_finding',
  id: 'pre_consent_tracking',
  scanId: SCAN_ID,
  label: 'Tracking before consent',
  criticality: 'high',
  confidence: 'strong',
  plainEnglish: 'The page contacted a tracking service before the visitor made any choice.',
  reviewLenses: ['consent', 'trackers'],
  evidence,
  nextStep: 'Check that the tag manager waits for consent before loading analytics.',
  scoreEffect: 'deduction',
  links: { self: `${API}/findings/pre_consent_tracking`, scan: API },
  disclaimer: DISCLAIMER,
};

export const postAcceptObservation: PostAcceptObservation = {
  type: 'consentry_post_accept_observation',
  status: 'confirmed_observation',
  verdict: 'eligible_nonessential_activity_observed_after_confirmed_acceptance',
  productionProjectable: false,
  interpretation: 'Analytics started after confirmed acceptance; this is the expected baseline.',
  execution: {
    status: 'succeeded_with_confirmation',
    method: 'autoconsent',
    cmp: 'Cookiebot',
    confirmationMethods: ['tc_string'],
  },
  afterAction: {
    clickStatus: 'clicked',
    captureStopReason: 'evidence_satisfied',
    captureMs: 2100,
    requestCount: 14,
    storageWriteCount: 3,
    droppedRequestCount: 0,
    storageSnapshotAvailable: true,
  },
  coverageLimitations: [],
  termination: { kind: 'evidence_satisfied', intentional: true },
};

export const postRefusalObservation: PostRefusalObservation = {
  type: 'consentry_post_refusal_observation',
  status: 'unconfirmed',
  verdict: 'refusal_not_confirmed',
  refusalKind: 'reject_all',
  productionProjectable: false,
  interpretation: 'Reject was clicked but the CMP did not record the refusal.',
  execution: { status: 'succeeded', method: 'fallback_heuristic', cmp: null },
  afterAction: { clickStatus: 'clicked', captureStopReason: 'network_quiet', requestCount: 9 },
  coverageLimitations: [
    {
      code: 'persistence_not_measured',
      arm: 'after_reject',
      summary: 'Persistence across a reload was not measured.',
    },
  ],
  termination: { kind: 'network_quiet', intentional: false },
};

export const gpcResponse: GpcResponse = {
  type: 'consentry_gpc_response',
  version: 3,
  status: 'indeterminate',
  scoreEffect: 'none',
  legalInterpretation: 'not_assessed',
  interpretation:
    'The page loads different ad partners on each visit; the pair cannot be compared.',
  observation: {
    version: 3,
    status: 'complete',
    registration: { state: 'unknown', source: 'none' },
    delivery: { mainDocument: 'delivered', navigatorSignalExposed: true },
    acknowledgment: { wellKnown: 'not_found', coverage: 'complete' },
    requests: {
      classifiedRequestCount: 40,
      saleSharingRequestCount: 6,
      collectionCount: 2,
      blockedBeforeTransmissionCount: 0,
    },
  },
  activityComparison: {
    withoutGpc: {
      requestCount: 42,
      saleSharingRequestCount: 7,
      thirdPartyHostCount: 9,
      cookieCount: 12,
    },
    withGpc: {
      requestCount: 40,
      saleSharingRequestCount: 6,
      thirdPartyHostCount: 9,
      cookieCount: 11,
    },
  },
};

export const scan: Scan = {
  type: 'consentry_scan',
  scanId: SCAN_ID,
  domain: 'shop.example',
  url: 'https://shop.example/',
  status: 'completed_limited',
  scanFrom: 'eu_ie',
  createdAt: '2026-09-12T10:00:00Z',
  completedAt: '2026-09-12T10:00:09Z',
  score: 62,
  riskLevel: 'review_recommended',
  coverage: {
    status: 'partial',
    summary: 'The reject click failed; refusal behaviour was not observed.',
    limitations: [
      {
        code: 'consent_click_failed',
        arm: 'after_reject',
        summary: 'The reject button did not respond.',
      },
    ],
  },
  findingCount: 1,
  reused: false,
  quotaConsumed: true,
  postAcceptObservation,
  postRefusalObservation,
  gpcResponse,
  privacyAuditEvidence: {
    forms: { count: 2, thirdPartyDestinationCount: 1, sensitiveFieldKinds: ['email', 'health'] },
    sessionRecordingVendors: ['Hotjar'],
    keyLoggingDestinationHosts: [],
    canvasFingerprintingHosts: [],
    audioFingerprintingHosts: ['fp.example-tracker.com'],
    fontFingerprintingHosts: [],
    sensitiveDataCategories: ['health'],
  },
  links: {
    self: API,
    status: `${API}/status`,
    findings: `${API}/findings`,
    pulse: `${API}/pulse`,
    preConsentCookiesTrackers: `${API}/pre-consent-cookies-trackers`,
    report: `https://consentry.example/reports/${SCAN_ID}`,
  },
  disclaimer: DISCLAIMER,
};

export const scanJob: ScanJob = {
  type: 'consentry_scan_job',
  jobId: JOB_ID,
  scanId: SCAN_ID,
  domain: 'shop.example',
  status: 'running',
  phase: 'runtime_observation',
  retryAfterSeconds: 5,
  links: { self: `${API}/status`, status: `${API}/status` },
  disclaimer: DISCLAIMER,
};

export const findingList: FindingList = {
  type: 'consentry_finding_list',
  scanId: SCAN_ID,
  findings: [finding],
  links: { self: `${API}/findings` },
  disclaimer: DISCLAIMER,
};

export const domainLatestScan: DomainLatestScan = {
  type: 'consentry_domain_latest_scan',
  domain: 'shop.example',
  scanFrom: 'eu_ie',
  scan,
  links: {
    self: 'https://consentry.example/api/v2/domains/shop.example/latest',
    docs: 'https://consentry.example/docs/api',
  },
  disclaimer: DISCLAIMER,
};

export const preConsentTable: PreConsentTable = {
  type: 'consentry_pre_consent_cookies_trackers',
  scanId: SCAN_ID,
  domain: 'shop.example',
  summary: { rowCount: 2, trackerCount: 1, cookieCount: 1, requestCount: 37 },
  rows: [
    {
      kind: 'tracker',
      vendor: 'Google Analytics',
      host: 'www.google-analytics.com',
      purpose: 'analytics',
      phase: 'pre_consent',
      evidenceBasis: 'public_report_projection',
      priority: 'medium',
      party: 'third_party',
      requestCount: 3,
    },
    {
      kind: 'cookie',
      vendor: 'Google Ads',
      host: 'doubleclick.net',
      name: 'IDE',
      purpose: 'advertising',
      phase: 'pre_consent',
      evidenceBasis: 'public_report_projection',
      priority: 'high',
      party: 'third_party',
      expiryDays: 390,
    },
  ],
  links: { self: `${API}/pre-consent-cookies-trackers`, scan: API },
  disclaimer: DISCLAIMER,
};

export const pulseEvidence: PulseEvidence = {
  type: 'consentry_pulse_evidence',
  scanId: SCAN_ID,
  highlights: [
    {
      findingId: 'pre_consent_tracking',
      criticality: 'high',
      summary: 'Analytics before consent.',
      phase: 'before_consent',
      basis: 'runtime_observation',
      examples: [
        {
          type: 'request',
          vendor: 'Google Analytics',
          urlHost: 'www.google-analytics.com',
          phase: 'before_consent',
        },
      ],
    },
  ],
  links: { self: `${API}/pulse/evidence`, pulse: `${API}/pulse`, scan: API },
  disclaimer: DISCLAIMER,
};

export const pulse: Pulse = {
  type: 'consentry_pulse',
  scanId: SCAN_ID,
  scan: {
    domain: 'shop.example',
    url: 'https://shop.example/',
    status: 'completed',
    score: 62,
    riskLevel: 'review_recommended',
    coverageStatus: 'complete',
    findingCount: 1,
  },
  topFindings: [
    {
      id: 'pre_consent_tracking',
      label: 'Tracking before consent',
      criticality: 'high',
      confidence: 'strong',
      links: { self: `${API}/findings/pre_consent_tracking` },
    },
  ],
  evidenceHighlights: pulseEvidence.highlights,
  caveats: ['Automated observation of one page load per arm.'],
  links: { self: `${API}/pulse`, scan: API, findings: `${API}/findings` },
  disclaimer: DISCLAIMER,
};

export const reportEvidencePage: ReportEvidencePage = {
  type: 'consentry_report_evidence_page',
  scanId: SCAN_ID,
  workpaper: 'tracking',
  cursor: null,
  nextCursor: 'eyJvIjoxMjh9',
  pageBytes: 1800,
  entries: [
    {
      kind: 'tracker_request',
      id: 'req-1',
      phase: 'before_consent',
      host: 'www.google-analytics.com',
      vendor: 'Google Analytics',
      party: 'third_party',
      purpose: 'analytics',
      requestCount: 3,
    },
    {
      kind: 'cookie',
      id: 'cookie-1',
      phase: 'before_consent',
      name: '_ga',
      domain: 'shop.example',
      party: 'first_party',
      vendor: 'Google Analytics',
      purpose: 'analytics',
      session: false,
      expiryDays: 400,
      secure: true,
      httpOnly: false,
      sameSite: 'lax',
      setBy: 'script',
    },
    {
      kind: 'storage',
      id: 'ls-1',
      phase: 'before_consent',
      area: 'local',
      host: 'shop.example',
      key: '_hjSession',
    },
    {
      kind: 'form',
      id: 'form-1',
      pageUrl: 'https://shop.example/contact',
      method: 'post',
      actionHost: 'forms.hubspot.com',
      party: 'third_party',
      fields: [
        { kind: 'email', required: true },
        { kind: 'free_text', required: false },
      ],
      captureStatus: 'captured',
      snapshotUrl: `https://consentry.example/reports/${SCAN_ID}/forms/form-1.png`,
      reportContentRef: '#/forms/0',
      additionalPage: false,
    },
    {
      kind: 'privacy_choice',
      id: 'choice-1',
      control: 'reject',
      layer: 'first',
      label: 'Reject all',
      cmp: 'Cookiebot',
    },
    {
      kind: 'notice_passage',
      id: 'notice-1',
      pageUrl: 'https://shop.example/',
      text: 'We use cookies to improve your experience.',
    },
    {
      kind: 'gpc',
      id: 'gpc-1',
      comparison: 'indeterminate',
      wellKnown: 'not_found',
      registration: 'unknown',
      delivery: 'delivered',
    },
    { kind: 'screenshot', id: 'shot-1', subject: 'banner', available: false },
  ],
  links: {
    self: `${API}/report-evidence?workpaper=tracking`,
    next: `${API}/report-evidence?workpaper=tracking&cursor=eyJvIjoxMjh9`,
    scan: API,
  },
  disclaimer: DISCLAIMER,
};

export const diagnostics: ScanDiagnostics = {
  type: 'consentry_scan_diagnostics',
  scanId: SCAN_ID,
  status: 'completed',
  timings: {
    queueWaitMs: 120,
    observationMs: 2900,
    classificationMs: 40,
    projectionMs: 12,
    totalMs: 3100,
  },
  budgets: { scanBudgetMs: 30000, armBudgetMs: 12000, networkQuietWindowMs: 700 },
  collection: {
    requestCount: 180,
    droppedRequestCount: 0,
    cookieCount: 40,
    storageKeyCount: 12,
    iframeCount: 3,
    formCount: 1,
    screenshotCount: 2,
    egressDeniedCount: 0,
  },
  arms: [
    {
      arm: 'before_consent',
      durationMs: 2400,
      navigationMs: 800,
      termination: { kind: 'network_quiet', intentional: false },
      requestCount: 45,
      cookieCount: 10,
    },
  ],
  links: { self: `${API}/diagnostics`, scan: API },
  disclaimer: DISCLAIMER,
};

export const health: Health = {
  type: 'consentry_health',
  status: 'ok',
  apiVersion: 'v2',
  contractVersion: '0.1.0',
  version: '0.1.0',
  time: '2026-09-12T10:00:00.000Z',
  checks: { store: 'ok', queue: 'ok', browser: 'ok' },
  links: {
    self: 'https://consentry.example/api/v2/health',
    openapi: 'https://consentry.example/api/v2/openapi.json',
    discovery: 'https://consentry.example/.well-known/consentry-ai.json',
  },
  disclaimer: DISCLAIMER,
};

export const authCheck: AuthCheck = {
  type: 'consentry_auth_check',
  authenticated: true,
  credentialType: 'read_only_key',
  keyPrefix: 'csy_ro_',
  scopes: ['scan:read', 'mcp'],
  expiresAt: '2026-12-11T10:00:00Z',
  disclaimer: DISCLAIMER,
};

export const keyRequest: KeyRequest = { name: 'CI pipeline' };

export const keyResponse: KeyResponse = {
  type: 'consentry_api_key',
  keyId: 'q4ztm7abcxyz',
  name: 'CI pipeline',
  key: 'csy_ro_Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA',
  scopes: ['scan:read', 'mcp'],
  createdAt: '2026-09-12T10:00:00Z',
  expiresAt: '2026-12-11T10:00:00Z',
  disclaimer: DISCLAIMER,
};

export const discovery: Discovery = {
  type: 'consentry_ai_discovery',
  name: 'consentry',
  description: 'Open-source privacy-consent scanner API.',
  apiVersion: 'v2',
  contractVersion: '0.1.0',
  baseUrl: 'https://consentry.example',
  links: {
    openapi: 'https://consentry.example/api/v2/openapi.json',
    health: 'https://consentry.example/api/v2/health',
    llmsTxt: 'https://consentry.example/llms.txt',
  },
  auth: {
    scheme: 'bearer',
    header: 'Authorization',
    scopes: ['scan:read', 'scan:create', 'mcp'],
    anonymousScanCreation: true,
    readOnlyKeyPrefix: 'csy_ro_',
    keyRequestUrl: 'https://consentry.example/api/v2/keys/request',
  },
  mcp: {
    url: 'https://consentry.example/mcp/light',
    requiresAuth: false,
    tools: ['consentry_get_scan_status', 'consentry_get_scan_bundle'],
  },
  limits: {
    anonymousNewScansPerDay: 20,
    reportEvidencePageBytes: 65536,
    readPolicyVersion: '2026-09-12',
  },
  disclaimer: DISCLAIMER,
};

export const rateLimitError: ApiError = {
  type: 'consentry_api_error',
  error: {
    code: 'rate_limited',
    message: 'Rate limit reached. Retry after the recommended delay.',
    retryAfterSeconds: 60,
    rateLimit: {
      policyVersion: '2026-09-12',
      profile: 'anonymous',
      scope: 'caller_resource',
      window: 'rolling_10m',
      windowSeconds: 600,
      limit: 120,
      usage: 118,
      requestedUnits: 4,
    },
    requestId: 'req_01J9ZK',
  },
  links: { docs: 'https://consentry.example/docs/api#limits' },
  disclaimer: DISCLAIMER,
};

export const createScanRequest: CreateScanRequest = {
  url: 'https://shop.example/',
  freshness: 'latest',
  scanFrom: 'eu_ie',
};

/** One valid example per public resource schema, keyed by schema name. */
export const VALID_EXAMPLES = {
  scan,
  'scan-job': scanJob,
  finding,
  evidence,
  'finding-list': findingList,
  'domain-latest-scan': domainLatestScan,
  'post-accept-observation': postAcceptObservation,
  'post-refusal-observation': postRefusalObservation,
  'gpc-response': gpcResponse,
  'pre-consent-table': preConsentTable,
  pulse,
  'pulse-evidence': pulseEvidence,
  'report-evidence-page': reportEvidencePage,
  diagnostics,
  health,
  'auth-check': authCheck,
  'key-request': keyRequest,
  'key-response': keyResponse,
  discovery,
  error: rateLimitError,
  'create-scan-request': createScanRequest,
} satisfies Partial<Record<SchemaName, unknown>>;

/** A deep, mutable copy for deriving invalid variants. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests mutate clones freely
export function clone<T>(value: T): any {
  return structuredClone(value);
}
