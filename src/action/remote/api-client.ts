/**
 * A small client of a consentry server's /api/v2 (shared/spec/api-v2.md): create or reuse a scan,
 * poll its status honouring Retry-After (or retryAfterSeconds; 10 s when neither is given) until a
 * terminal state, then read the scan, its findings and its pre-consent table. Every answer is
 * validated against schemas/ before it is used. Every wait is bounded by the scan's deadline.
 */
import {
  validate,
  type FindingList,
  type PreConsentTable,
  type Scan,
  type ScanFrom,
  type ScanJob,
  type SchemaName,
  type SchemaTypeMap,
} from '../../internal.ts';

export const ACTIVE_STATUSES = new Set(['queued', 'pending', 'running', 'finalizing']);
const DEFAULT_POLL_SECONDS = 10;
const REQUEST_TIMEOUT_MS = 30_000;
/** Answers 429/5xx retried per request before giving up. */
const MAX_RETRIES = 3;

/** An error answer of the API (its error envelope), or a transport failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  apiKey: string | null;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export type CreateAnswer =
  { kind: 'scan'; scan: Scan } | { kind: 'job'; job: ScanJob; retryAfterSeconds: number };

interface Answer {
  status: number;
  body: unknown;
  retryAfterSeconds: number | null;
}

function retryAfterOf(headers: Headers, body: unknown): number | null {
  const header = Number(headers.get('retry-after'));
  if (headers.get('retry-after') !== null && Number.isFinite(header) && header >= 0) return header;
  const fromBody =
    (body as { retryAfterSeconds?: unknown; error?: { retryAfterSeconds?: unknown } } | null) ?? {};
  const value = fromBody.retryAfterSeconds ?? fromBody.error?.retryAfterSeconds;
  return typeof value === 'number' && value >= 0 ? value : null;
}

export class ConsentryApiClient {
  private readonly fetch: typeof fetch;
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => number;

  constructor(private readonly options: ApiClientOptions) {
    this.fetch = options.fetch ?? fetch;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.now = options.now ?? Date.now;
  }

  private async send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await this.fetch(`${this.options.baseUrl}${path}`, {
          method,
          headers,
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        if (attempt < MAX_RETRIES) {
          await this.sleep(1_000 * attempt);
          continue;
        }
        throw new ApiError(
          0,
          'unreachable',
          `cannot reach ${this.options.baseUrl}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        throw new ApiError(
          response.status,
          'invalid_response',
          `${method} ${path} answered HTTP ${response.status} with a body that is not JSON`,
        );
      }
      const retryAfterSeconds = retryAfterOf(response.headers, parsed);
      if ((response.status === 429 || response.status >= 500) && attempt < MAX_RETRIES) {
        await this.sleep(1_000 * (retryAfterSeconds ?? attempt * 2));
        continue;
      }
      if (response.status >= 400) {
        const error = (parsed as { error?: { code?: string; message?: string } } | null)?.error;
        throw new ApiError(
          response.status,
          error?.code ?? 'http_error',
          `${method} ${path}: HTTP ${response.status} ${error?.code ?? ''}${error?.message ? ` — ${error.message}` : ''}`.trim(),
          retryAfterSeconds,
        );
      }
      return { status: response.status, body: parsed, retryAfterSeconds };
    }
  }

  private checked<N extends SchemaName>(schema: N, value: unknown, what: string): SchemaTypeMap[N] {
    const result = validate(schema, value);
    if (!result.ok)
      throw new ApiError(
        200,
        'invalid_response',
        `the server's ${what} does not match schemas/${schema}: ${result.errors.slice(0, 3).join('; ')}`,
      );
    return value as SchemaTypeMap[N];
  }

  async createScan(url: string, scanFrom: ScanFrom): Promise<CreateAnswer> {
    const answer = await this.send('POST', '/api/v2/scans', { url, freshness: 'latest', scanFrom });
    if (answer.status === 202) {
      const job = this.checked('scan-job', answer.body, 'scan job');
      return {
        kind: 'job',
        job,
        retryAfterSeconds:
          answer.retryAfterSeconds ?? job.retryAfterSeconds ?? DEFAULT_POLL_SECONDS,
      };
    }
    return { kind: 'scan', scan: this.checked('scan', answer.body, 'scan') };
  }

  /** The status of a job: by its scan id, or by its status link while the job has no scan id yet. */
  async status(
    of: Pick<ScanJob, 'scanId' | 'links'>,
  ): Promise<{ job: ScanJob; retryAfterSeconds: number }> {
    const path = of.scanId
      ? `/api/v2/scans/${encodeURIComponent(of.scanId)}/status`
      : new URL(of.links.status).pathname;
    const answer = await this.send('GET', path);
    const job = this.checked('scan-job', answer.body, 'scan status');
    return {
      job,
      retryAfterSeconds: answer.retryAfterSeconds ?? job.retryAfterSeconds ?? DEFAULT_POLL_SECONDS,
    };
  }

  async getScan(scanId: string): Promise<Scan> {
    return this.checked(
      'scan',
      (await this.send('GET', `/api/v2/scans/${encodeURIComponent(scanId)}`)).body,
      'scan',
    );
  }

  async findings(scanId: string): Promise<FindingList> {
    return this.checked(
      'finding-list',
      (await this.send('GET', `/api/v2/scans/${encodeURIComponent(scanId)}/findings`)).body,
      'finding list',
    );
  }

  async preConsentTable(scanId: string): Promise<PreConsentTable> {
    const path = `/api/v2/scans/${encodeURIComponent(scanId)}/pre-consent-cookies-trackers`;
    return this.checked(
      'pre-consent-table',
      (await this.send('GET', path)).body,
      'pre-consent table',
    );
  }

  /**
   * Polls until the scan leaves the active states or `deadline` (epoch ms) passes; returns the last
   * status (still active when the deadline passed).
   */
  async waitForTerminal(
    created: ScanJob,
    firstDelaySeconds: number,
    deadline: number,
  ): Promise<ScanJob> {
    let delay = firstDelaySeconds;
    let last = created;
    while (this.now() + delay * 1000 <= deadline) {
      await this.sleep(delay * 1000);
      const { job, retryAfterSeconds } = await this.status(last);
      last = job;
      if (!ACTIVE_STATUSES.has(job.status)) return job;
      delay = Math.max(1, retryAfterSeconds);
    }
    return last;
  }
}
