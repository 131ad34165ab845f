import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Observation, Scan } from '../model/index.ts';
import type { KeptScreenshot } from '../observe/runtime.ts';
import { pageUrlOf } from '../observe/site.ts';
import type { ScanBundle } from '../projection/bundle.ts';
import { assertValid } from '../projection/validate.ts';

/** The Scan resource with its findings embedded: the export shape (CLI --json, batch scans.jsonl). */
export function scanWithFindings(bundle: ScanBundle): Scan {
  const scan: Scan = { ...bundle.scan, findings: bundle.findings };
  assertValid('scan', scan, `scan ${scan.scanId}`);
  return scan;
}

export interface SavedObservations {
  type: 'consentry_observation_set';
  url: string;
  scanId: string;
  savedAt: string;
  expectedArms: string[];
  observations: Observation[];
}

export function observationSet(
  url: string,
  scanId: string,
  expectedArms: readonly string[],
  observations: readonly Observation[],
): SavedObservations {
  return {
    type: 'consentry_observation_set',
    url: pageUrlOf(url),
    scanId,
    savedAt: new Date().toISOString(),
    expectedArms: [...expectedArms],
    observations: [...observations],
  };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes every public resource of one scan into `dir` (created if needed), plus screenshots when
 * given. Files: scan.json, findings.json, pre-consent-cookies-trackers.json, pulse.json,
 * pulse-evidence.json, screenshots/*.png.
 */
export async function writeScanOutputs(
  dir: string,
  bundle: ScanBundle,
  screenshots: readonly KeptScreenshot[] = [],
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files: [string, string | Buffer][] = [
    ['scan.json', json(scanWithFindings(bundle))],
    ['findings.json', json(bundle.findingList)],
    ['pulse.json', json(bundle.pulse)],
    ['pulse-evidence.json', json(bundle.pulseEvidence)],
  ];
  if (bundle.preConsentTable)
    files.push(['pre-consent-cookies-trackers.json', json(bundle.preConsentTable)]);
  if (screenshots.length) {
    await mkdir(join(dir, 'screenshots'), { recursive: true });
    for (const shot of screenshots) files.push([join('screenshots', shot.ref), shot.png]);
  }
  await Promise.all(files.map(([name, body]) => writeFile(join(dir, name), body)));
  return files.map(([name]) => name);
}
