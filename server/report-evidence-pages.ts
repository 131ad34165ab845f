/**
 * Report evidence of finished scans as the API serves it (spec 4.3), shared by the REST route and the
 * MCP tool: the projected entries of recently read scans (a client follows the cursor through every
 * page), and one page from a cursor this server signed. A cursor that was not made for this scan and
 * these selectors is `invalid_request`, whoever presents it.
 */
import {
  projectReportEvidence,
  projectReportEvidencePage,
  resourceUrls,
  selectWorkpaper,
  sliceEvidencePage,
  type ReportEvidence,
  type ReportEvidencePage,
  type Scan,
  type StoredScan,
  type Workpaper,
} from '../src/internal.ts';
import { ApiError } from './errors.ts';
import { CursorError, EvidenceCursors, type CursorPayload } from './evidence-cursor.ts';

const EVIDENCE_KEEP = 32;
const FOREIGN_CURSOR =
  'Invalid request: the cursor does not belong to this scan and selection (repeat the workpaper it was made with).';

/** What evidence is projected from: a stored scan, or a scan that has only its job (nothing observed yet or ever). */
export type EvidenceSource = Pick<StoredScan, 'scanId' | 'observations' | 'artifactNames'> & {
  resources: { scan: Scan };
};

/** A scan with no stored result: its Scan resource and no observation. */
export const unobserved = (scanId: string, scan: Scan): EvidenceSource => ({
  scanId,
  resources: { scan },
  observations: [],
  artifactNames: [],
});

export class ReportEvidencePages {
  private readonly cursors: EvidenceCursors;
  private readonly kept = new Map<string, ReportEvidence>();

  constructor(
    secret: string,
    private readonly baseUrl: string,
  ) {
    this.cursors = new EvidenceCursors(secret);
  }

  /** Every retained entry of the scan (projected once, then kept for the next pages; a scan without a stored result is not kept). */
  evidenceOf(source: EvidenceSource): ReportEvidence {
    let evidence = this.kept.get(source.scanId);
    if (!evidence) {
      evidence = projectReportEvidence(
        {
          scanId: source.scanId,
          scan: source.resources.scan,
          observations: source.observations,
          artifactNames: source.artifactNames,
        },
        resourceUrls(source.scanId, this.baseUrl).scan,
      );
      if (!isStored(source)) return evidence;
      if (this.kept.size >= EVIDENCE_KEEP) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(source.scanId, evidence);
    }
    return evidence;
  }

  /**
   * The offset a cursor signed by this server for this scan and workpaper points at; invalid_request
   * otherwise. Cheap and store-free: callers check a cursor before anything is charged for the read.
   */
  cursorOffset(scanId: string, workpaper: Workpaper | null, cursor: string): number {
    let payload: CursorPayload;
    try {
      payload = this.cursors.decode(cursor);
    } catch (error) {
      if (error instanceof CursorError || error instanceof SyntaxError)
        throw new ApiError('invalid_request', 'Invalid request: the cursor is not valid.');
      throw error;
    }
    if (payload.scanId !== scanId || payload.workpaper !== workpaper)
      throw new ApiError('invalid_request', FOREIGN_CURSOR);
    return payload.offset;
  }

  /** The page a cursor (or none: the first page) points at; throws invalid_request for a cursor this server did not make for it. */
  page(
    source: EvidenceSource,
    workpaper: Workpaper | null,
    cursor: string | null,
  ): ReportEvidencePage {
    const scanId = source.scanId;
    const entries = selectWorkpaper(this.evidenceOf(source).entries, workpaper);
    let offset = 0;
    if (cursor) {
      offset = this.cursorOffset(scanId, workpaper, cursor);
      if (offset >= entries.length) throw new ApiError('invalid_request', FOREIGN_CURSOR);
    }
    const slice = sliceEvidencePage(entries, offset);
    const next =
      slice.nextOffset === null
        ? null
        : this.cursors.encode({ scanId, offset: slice.nextOffset, workpaper });
    return projectReportEvidencePage({
      scanId,
      baseUrl: this.baseUrl,
      workpaper,
      cursor,
      nextCursor: next,
      slice,
      totalEntries: entries.length,
    });
  }
}

const isStored = (source: EvidenceSource): source is StoredScan => 'status' in source;
