/**
 * consentry_get_scan_bundle: the scan and its findings in one bounded answer (spec 4.5), a composite
 * read charged 4 units like the other heavy reads. Built from the same cached, schema-serialised
 * Scan and finding list that getScan and listScanFindings serve.
 */
import { z } from 'zod';
import { findingListOf, type FindingList, type Scan } from '../../../src/internal.ts';
import { bodyKey } from '../../body-keys.ts';
import { concluded, jobScanResource, scanState } from '../../scan-state.ts';
import { cachedResource, charge, declared, scanIdOf, SCHEMA } from '../read.ts';
import { BUNDLE_MAX_BYTES, projectScanBundle } from '../scan-bundle.ts';
import { defineTool } from '../tool.ts';
import { SCAN_ID_INPUT } from './get-scan-status.ts';

export const getScanBundleTool = defineTool({
  name: 'consentry_get_scan_bundle',
  access: 'read',
  title: 'Scan result bundle',
  description: `Score, risk level, coverage status and limitations, findings (most critical first), and the human-readable report URL of a completed scan, in at most \`maxBytes\` of JSON (default ${BUNDLE_MAX_BYTES.default}). \`detail: findings\` includes each finding's full evidence; the default \`summary\` lists what each finding is and what to review. When findings do not fit, \`truncated\` is true and \`recommendedNextAction\` says where the rest is. Failed or limited scans are incomplete evidence.`,
  input: z.object({
    scanId: SCAN_ID_INPUT,
    detail: z
      .enum(['summary', 'findings'])
      .optional()
      .describe(
        '`summary` (default): id, label, criticality, confidence, plain-English explanation and next step of each finding; `findings`: the full Finding resources with evidence examples.',
      ),
    maxBytes: z
      .number()
      .int()
      .min(BUNDLE_MAX_BYTES.min)
      .max(BUNDLE_MAX_BYTES.max)
      .optional()
      .describe(
        `Upper bound on the serialised bundle in bytes (${BUNDLE_MAX_BYTES.min}–${BUNDLE_MAX_BYTES.max}, default ${BUNDLE_MAX_BYTES.default}).`,
      ),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, context) {
    const scanId = scanIdOf(args.scanId);
    await charge(context, { kind: 'heavy', resource: { scanId } });
    const app = context.app;
    const state = await scanState(app, scanId);
    const stored = state.stored;
    // A scan that did not complete is bundled with its status and coverage and no finding (nothing concluded).
    const scan = stored
      ? await cachedResource<Scan>(
          context,
          bodyKey.scan(scanId),
          () => stored.resources.scan,
          SCHEMA.scan,
        )
      : declared<Scan>(
          context,
          SCHEMA.scan,
          jobScanResource({ ...state, job: state.job! }, app.consentry.config.baseUrl),
        );
    const findings = stored
      ? (
          await cachedResource<FindingList>(
            context,
            bodyKey.findings(scanId),
            () => findingListOf(scanId, stored.resources.findings, app.consentry.config.baseUrl),
            SCHEMA.findingList,
          )
        ).findings
      : [];
    const bundle = projectScanBundle(scan, findings, {
      detail: args.detail ?? 'summary',
      maxBytes: args.maxBytes ?? BUNDLE_MAX_BYTES.default,
    });
    const score =
      bundle.score === undefined ? '' : ` score ${bundle.score}, risk ${bundle.riskLevel},`;
    const shown = bundle.truncated
      ? `${bundle.findings.length} of ${bundle.findingCount} findings shown (truncated: see recommendedNextAction)`
      : `${bundle.findingCount} findings`;
    return {
      structured: { ...bundle },
      text: `Scan ${scanId} of ${bundle.domain}: ${bundle.status},${score} coverage ${bundle.coverage?.status ?? 'unknown'}; ${shown}.${concluded(state) ? '' : ' The scan did not complete: incomplete evidence, no finding may be inferred.'} Report: ${bundle.reportUrl ?? 'not available'}.`,
    };
  },
});
