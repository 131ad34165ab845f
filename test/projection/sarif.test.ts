import { describe, expect, it } from 'vitest';
import { FINDING_IDS, projectSarif, type SarifAnchor } from '../../src/internal.ts';
import { PR_RUN } from './pr-comment-fixtures.ts';
import { SARIF_SCHEMA, sarifErrors } from './sarif-schema.ts';

interface Log {
  version: string;
  runs: {
    tool: { driver: { rules: { id: string; defaultConfiguration: { level: string } }[] } };
    invocations: {
      executionSuccessful: boolean;
      toolExecutionNotifications: { level: string; message: { text: string } }[];
    }[];
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: {
        physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } };
      }[];
      properties: { url: string };
    }[];
  }[];
}

const anchors = new Map<string, SarifAnchor>([
  ['https://shop.example/', { uri: 'sites.txt', line: 3 }],
  ['https://news.example/', { uri: 'sites.txt', line: 4 }],
  ['https://down.example/', { uri: '.github/workflows/privacy.yml', line: 21 }],
]);
const fallback: SarifAnchor = { uri: '.github/workflows/privacy.yml', line: 1 };

describe('projectSarif', () => {
  const log = projectSarif({
    scans: PR_RUN.scans,
    anchors,
    fallback,
    toolVersion: '0.1.0',
    informationUri: 'https://github.com/consentry/consentry',
  }) as unknown as Log;
  const run = log.runs[0]!;

  it('validates against the official SARIF 2.1.0 schema', () => {
    expect(SARIF_SCHEMA.title).toContain('2.1.0');
    expect(sarifErrors(log)).toEqual([]);
  });

  it('the schema check can fail: a web URL as a region line and a bad level are rejected', () => {
    const broken = structuredClone(log);
    (broken.runs[0]!.results[0] as unknown as { level: string }).level = 'critical';
    expect(sarifErrors(broken).join('\n')).toMatch(/level/);
    expect(sarifErrors({ version: '2.1.0' })).not.toEqual([]);
  });

  it('has one rule per finding id (every registered one, in registry order) with levels from the criticality', () => {
    const ids = run.tool.driver.rules.map((rule) => rule.id);
    expect(ids).toEqual([...FINDING_IDS]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      run.tool.driver.rules.find((rule) => rule.id === 'pre_consent_tracking')!.defaultConfiguration
        .level,
    ).toBe('error');
    expect(
      run.tool.driver.rules.find((rule) => rule.id === 'gpc_opt_out_not_observed')!
        .defaultConfiguration.level,
    ).toBe('note');
  });

  it('anchors each result to the line that named its page and puts the URL in the message and properties', () => {
    expect(run.results).toHaveLength(4);
    const tracking = run.results.find((r) => r.ruleId === 'pre_consent_tracking')!;
    expect(tracking.level).toBe('error');
    expect(run.tool.driver.rules[tracking.ruleIndex]!.id).toBe('pre_consent_tracking');
    expect(tracking.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: 'sites.txt' },
      region: { startLine: 3 },
    });
    expect(tracking.message.text).toBe(
      'Tracking before consent on https://shop.example/: Meta Pixel was contacted before any consent choice.',
    );
    expect(tracking.properties.url).toBe('https://shop.example/');
    const session = run.results.find((r) => r.ruleId === 'session_recording')!;
    expect(session.locations[0]!.physicalLocation.region.startLine).toBe(4);
    const unanchored = run.results.find((r) => r.ruleId === 'no_first_layer_reject')!;
    expect(unanchored.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: '.github/workflows/privacy.yml' },
      region: { startLine: 1 },
    });
    for (const result of run.results)
      expect(JSON.stringify(result.locations)).not.toMatch(/https?:/);
  });

  it('reports failed and limited scans as notifications, never as clean: the invocation did not succeed', () => {
    const invocation = run.invocations[0]!;
    expect(invocation.executionSuccessful).toBe(false);
    expect(invocation.toolExecutionNotifications.map((n) => [n.level, n.message.text])).toEqual([
      [
        'warning',
        'The scan of https://news.example/ had limited coverage (The after_reject arm could not click the banner.). Findings may be missing.',
      ],
      [
        'error',
        'The scan of https://down.example/ failed (http_error: The main document answered with HTTP 500.). Nothing is concluded about this page: it is not a clean result.',
      ],
    ]);
    const clean = projectSarif({
      scans: [PR_RUN.scans[0]!],
      anchors,
      fallback,
      toolVersion: '0.1.0',
    }) as unknown as Log;
    expect(clean.runs[0]!.invocations[0]!.executionSuccessful).toBe(true);
    expect(sarifErrors(clean)).toEqual([]);
  });
});
