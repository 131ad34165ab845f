/**
 * Stored scans built from real judged observations (test/golden/*.observations.json, saved from
 * fixture-web scans) rather than hand-written JSON, and a real PNG for artifact round trips.
 */
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import {
  judgeObservations,
  type Observation,
  type ScanFrom,
  type StoredArtifact,
  type StoredScan,
} from '../../src/index.ts';
import { projectFailedScanBundle } from '../../src/projection/index.ts';

export type GoldenSite = 'tracker-blog' | 'cmp-vanilla' | 'ignores-choice' | 'reject-noop';

interface ObservationSet {
  url: string;
  expectedArms: Observation['arm'][];
  observations: Observation[];
}

const sets = new Map<GoldenSite, ObservationSet>();

function observationSet(site: GoldenSite): ObservationSet {
  let set = sets.get(site);
  if (!set) {
    set = JSON.parse(
      readFileSync(new URL(`../golden/${site}.observations.json`, import.meta.url), 'utf8'),
    ) as ObservationSet;
    sets.set(site, set);
  }
  return set;
}

export interface ScanFixtureOptions {
  scanId: string;
  completedAt: string;
  scanFrom?: ScanFrom;
  /** Judge only the first arms while all were planned: the scan becomes completed_limited. */
  limited?: boolean;
  artifactNames?: string[];
}

/** A finished scan of a golden site, judged now from its saved observations. */
export function judgedScan(site: GoldenSite, options: ScanFixtureOptions): StoredScan {
  const set = observationSet(site);
  const scanFrom = options.scanFrom ?? 'eu_ie';
  const all = set.observations.map((observation) => ({ ...observation, scanFrom }));
  const observations = options.limited ? all.slice(0, 2) : all;
  const createdAt = new Date(Date.parse(options.completedAt) - 30_000).toISOString();
  const bundle = judgeObservations(observations, {
    scanId: options.scanId,
    createdAt,
    completedAt: options.completedAt,
    expectedArms: set.expectedArms,
  });
  const status = bundle.scan.status;
  if (status !== 'completed' && status !== 'completed_limited')
    throw new Error(`${site} judged to ${status}`);
  return {
    scanId: options.scanId,
    normalizedUrl: set.url,
    domain: new URL(set.url).hostname,
    scanFrom,
    status,
    createdAt,
    completedAt: options.completedAt,
    resources: {
      scan: bundle.scan,
      findings: bundle.findings,
      preConsentTable: bundle.preConsentTable,
      pulse: bundle.pulse,
      pulseEvidence: bundle.pulseEvidence,
    },
    observations,
    artifactNames: options.artifactNames ?? [],
  };
}

/** A scan of a golden site's URL that failed before observing (the target answered 503). */
export function failedScan(site: GoldenSite, options: ScanFixtureOptions): StoredScan {
  const url = observationSet(site).url;
  const scanFrom = options.scanFrom ?? 'eu_ie';
  const createdAt = new Date(Date.parse(options.completedAt) - 5_000).toISOString();
  const bundle = projectFailedScanBundle({
    scanId: options.scanId,
    url,
    scanFrom,
    createdAt,
    completedAt: options.completedAt,
    failure: { code: 'http_error', summary: 'The page answered HTTP 503.', httpStatus: 503 },
  });
  return {
    scanId: options.scanId,
    normalizedUrl: url,
    domain: new URL(url).hostname,
    scanFrom,
    status: 'failed',
    createdAt,
    completedAt: options.completedAt,
    resources: {
      scan: bundle.scan,
      findings: bundle.findings,
      preConsentTable: null,
      pulse: bundle.pulse,
      pulseEvidence: bundle.pulseEvidence,
    },
    observations: [],
    artifactNames: [],
  };
}

export function urlOf(site: GoldenSite): string {
  return observationSet(site).url;
}

/** A valid 2×2 RGB PNG: the kind of bytes a screenshot artifact holds. */
export function pngArtifact(name: string): StoredArtifact {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, contentType: 'image/png', bytes: new Uint8Array(bytes) };
}
