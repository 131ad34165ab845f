/**
 * Resources the API derives from what it stored: the finding list of stored findings, and the Scan
 * shape of a scan whose job has not finished (status and links only: nothing is known yet, so
 * nothing else is claimed).
 */
import {
  DISCLAIMER,
  type Finding,
  type FindingList,
  type Scan,
  type ScanFrom,
  type ScanStatus,
} from '../model/index.ts';
import { resourceUrls } from './links.ts';
import { pageUrl } from './scan.ts';

export function findingListOf(
  scanId: string,
  findings: readonly Finding[],
  baseUrl?: string,
): FindingList {
  const urls = resourceUrls(scanId, baseUrl);
  return {
    type: 'consentry_finding_list',
    scanId,
    findings: findings.slice(0, 200),
    links: { self: urls.findings, scan: urls.scan },
    disclaimer: DISCLAIMER,
  };
}

export interface PendingScanInput {
  scanId: string;
  url: string;
  domain: string;
  scanFrom: ScanFrom;
  status: Extract<ScanStatus, 'queued' | 'pending' | 'running' | 'finalizing' | 'expired'>;
  createdAt: string;
}

export function projectPendingScan(input: PendingScanInput, baseUrl?: string): Scan {
  const urls = resourceUrls(input.scanId, baseUrl);
  return {
    type: 'consentry_scan',
    scanId: input.scanId,
    domain: input.domain,
    url: pageUrl(input.url),
    status: input.status,
    scanFrom: input.scanFrom,
    createdAt: input.createdAt,
    links: { self: urls.scan, status: urls.status },
    disclaimer: DISCLAIMER,
  };
}
