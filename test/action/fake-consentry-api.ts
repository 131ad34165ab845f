/**
 * A small fake of a consentry server's /api/v2 on loopback for the remote-mode tests: a created
 * scan is a 202 job that is rate limited once (429 + Retry-After), then running, then completed;
 * `broken.example` ends `failed` with no scan resource; `refused.example` is refused (400); any
 * request without the bearer key gets 401. Every request is recorded. Resources validate against schemas/.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DISCLAIMER,
  type PreConsentTable,
  type Scan,
  type ScanJob,
  type ScanStatus,
} from '../../src/index.ts';
import { scan, table, tracker } from '../projection/batch-report-fixtures.ts';

export const API_KEY = 'csy_test_key';

export interface FakeApi {
  url: string;
  requests: { method: string; path: string; authorization: string | null }[];
  stop(): Promise<void>;
}

interface Job {
  scan: Scan;
  table: PreConsentTable;
  polls: number;
  fails: boolean;
}

export async function startFakeConsentryApi(): Promise<FakeApi> {
  const requests: FakeApi['requests'] = [];
  const jobs = new Map<string, Job>();
  let base = '';
  const jobOf = (id: string, status: ScanStatus): ScanJob => ({
    type: 'consentry_scan_job',
    jobId: id,
    scanId: id,
    domain: jobs.get(id)!.scan.domain,
    status,
    phase: status === 'completed' || status === 'failed' ? 'done' : 'runtime_observation',
    ...(status === 'queued' || status === 'running' ? { retryAfterSeconds: 7 } : {}),
    links: {
      self: `${base}/api/v2/scans/${id}/status`,
      status: `${base}/api/v2/scans/${id}/status`,
    },
    disclaimer: DISCLAIMER,
  });
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization ?? null,
    });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'x-consentry-api-version': 'v2',
        ...headers,
      });
      res.end(JSON.stringify(body));
    };
    const error = (
      status: number,
      code: string,
      message: string,
      headers: Record<string, string> = {},
    ) =>
      send(
        status,
        { type: 'consentry_api_error', error: { code, message }, disclaimer: DISCLAIMER },
        headers,
      );
    if (req.headers.authorization !== `Bearer ${API_KEY}`)
      return error(401, 'unauthorized', 'Missing or invalid API key.');
    if (req.method === 'POST' && path === '/api/v2/scans') {
      const { url } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { url: string };
      const domain = new URL(url).hostname;
      if (domain === 'refused.example') return error(400, 'invalid_request', 'Invalid request.');
      const made = scan({
        run: 'remote',
        domain,
        score: 70,
        riskLevel: 'review_recommended',
        findings: [
          {
            id: 'pre_consent_tracking',
            criticality: 'high',
            label: 'Tracking before consent',
            vendors: ['Google Analytics'],
          },
        ],
      });
      const id = made.scanId;
      jobs.set(id, {
        scan: made,
        table: table(made, [tracker('www.google-analytics.com', 'Google Analytics', 'analytics')]),
        polls: 0,
        fails: domain === 'broken.example',
      });
      return send(202, jobOf(id, 'queued'), { 'retry-after': '2' });
    }
    const match = /^\/api\/v2\/scans\/([0-9a-f-]+)(\/[a-z-]+)?$/.exec(path);
    const job = match ? jobs.get(match[1]!) : undefined;
    if (!match || !job) return error(404, 'not_found', 'Scan not found.');
    const id = match[1]!;
    switch (match[2]) {
      case '/status':
        job.polls++;
        if (job.polls === 1)
          return error(
            429,
            'rate_limited',
            'Rate limit reached. Retry after the recommended delay.',
            { 'retry-after': '3' },
          );
        if (job.polls === 2) return send(200, jobOf(id, 'running'), { 'retry-after': '1' });
        return send(200, jobOf(id, job.fails ? 'failed' : 'completed'));
      case undefined: {
        if (job.fails) return error(404, 'not_found', 'Scan not found.');
        const { findings: _embedded, ...resource } = job.scan;
        return send(200, resource);
      }
      case '/findings':
        return send(200, {
          type: 'consentry_finding_list',
          scanId: id,
          findings: job.scan.findings,
          links: { self: `${base}${path}` },
          disclaimer: DISCLAIMER,
        });
      case '/pre-consent-cookies-trackers':
        return send(200, job.table);
      default:
        return error(404, 'not_found', 'Scan not found.');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
