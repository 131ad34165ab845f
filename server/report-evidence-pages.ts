/**
 * Report evidence of finished scans as the API serves it (spec 4.3), shared by the REST route and the
 * MCP tool: the projected entries of recently read scans (a client follows the cursor through every
 * page), and one page from a cursor this server signed. A cursor that was not made for this scan and
 * these selectors is `invalid_request`, whoever presents it.
 */
import { projectReportEvidence, projectReportEvidencePage, resourceUrls, selectWorkpaper, sliceEvidencePage, type ReportEvidence, type ReportEvidencePage, type StoredScan, type Workpaper } from '../src/index.ts';
import { ApiError } from './errors.ts';
import { CursorError, EvidenceCursors, type CursorPayload } from './evidence-cursor.ts';

const EVIDENCE_KEEP = 32;

export class ReportEvidencePages {
  private readonly cursors: EvidenceCursors;
  private readonly kept = new Map<string, ReportEvidence>();

  constructor(
    secret: string,
    private readonly baseUrl: string,
  ) {
    this.cursors = new EvidenceCursors(secret);
  }

  /** Every retained entry of the scan (projected once, then kept for the next pages). */
  evidenceOf(stored: StoredScan): ReportEvidence {
    let evidence = this.kept.get(stored.scanId);
    if (!evidence) {
      evidence = projectReportEvidence(
        { scanId: stored.scanId, scan: stored.resources.scan, observations: stored.observations, artifactNames: stored.artifactNames },
        resourceUrls(stored.scanId, this.baseUrl).scan,
      );
      if (this.kept.size >= EVIDENCE_KEEP) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(stored.scanId, evidence);
    }
    return evidence;
  }

  /** The page a cursor (or none: the first page) points at; throws invalid_request for a cursor this server did not make for it. */
  page(stored: StoredScan, workpaper: Workpaper | null, cursor: string | null): ReportEvidencePage {
    const scanId = stored.scanId;
    const entries = selectWorkpaper(this.evidenceOf(stored).entries, workpaper);
    let offset = 0;
    if (cursor) {
      let payload: CursorPayload;
      try {
        payload = this.cursors.decode(cursor);
      } catch (error) {
        if (error instanceof CursorError || error instanceof SyntaxError) throw new ApiError('invalid_request', 'Invalid request: the cursor is not valid.');
        throw error;
      }
      if (payload.scanId !== scanId || payload.workpaper !== workpaper || payload.offset >= entries.length) {
        throw new ApiError('invalid_request', 'Invalid request: the cursor does not belong to this scan and selection (repeat the workpaper it was made with).');
      }
      offset = payload.offset;
    }
    const slice = sliceEvidencePage(entries, offset);
    const next = slice.nextOffset === null ? null : this.cursors.encode({ scanId, offset: slice.nextOffset, workpaper });
    return projectReportEvidencePage({ scanId, baseUrl: this.baseUrl, workpaper, cursor, nextCursor: next, slice, totalEntries: entries.length });
  }
}
