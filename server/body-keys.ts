/**
 * Keys of the serialised bodies ScanCache keeps for finished scans, shared by the REST routes and the
 * MCP tools that read the same resources (one body per resource and variant, whoever asked first).
 */
import type { Workpaper } from '../src/internal.ts';

export const bodyKey = {
  scan: (scanId: string) => `scan:${scanId}`,
  /** Only a terminal status is kept. */
  status: (scanId: string) => `status:${scanId}`,
  findings: (scanId: string) => `findings:${scanId}`,
  preConsent: (scanId: string) => `pre-consent:${scanId}`,
  /** A page under the exact cursor that produced it (kept only after that cursor was verified). */
  evidencePage: (scanId: string, workpaper: Workpaper | null, cursor: string | null) =>
    `evidence:${scanId}:${workpaper}:${cursor ?? ''}`,
};
