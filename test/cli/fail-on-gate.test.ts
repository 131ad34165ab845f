import { describe, expect, it } from 'vitest';
import { batchGate, scanGate } from '../../src/cli/fail-on-gate.ts';

const counts = (high: number, medium = 0, low = 0, info = 0) => ({ high, medium, low, info });

describe('scanGate', () => {
  const findings = [
    { id: 'pre_consent_tracking', criticality: 'high' as const },
    { id: 'pre_consent_nonessential_cookies', criticality: 'medium' as const },
    { id: 'gpc_opt_out_not_observed', criticality: 'info' as const },
  ];

  it('names every finding at or above the threshold', () => {
    expect(scanGate(findings, 'medium')).toEqual({
      exitCode: 1,
      message:
        '--fail-on medium: exit 1 for these 2 findings: pre_consent_tracking (high), pre_consent_nonessential_cookies (medium)',
    });
    expect(scanGate(findings, 'high')).toEqual({
      exitCode: 1,
      message: '--fail-on high: exit 1 for this finding: pre_consent_tracking (high)',
    });
  });

  it('passes without a message below the threshold, with no findings, or with none', () => {
    expect(scanGate(findings.slice(2), 'low')).toEqual({ exitCode: 0, message: null });
    expect(scanGate([], 'info')).toEqual({ exitCode: 0, message: null });
    expect(scanGate(findings, 'none')).toEqual({ exitCode: 0, message: null });
  });
});

describe('batchGate', () => {
  const site = (url: string, findings: ReturnType<typeof counts>, findingIds: string[]) => ({
    url,
    findings,
    findingIds,
  });

  it('names the sites that tripped it with their findings at or above the threshold', () => {
    const sites = [
      site('https://a.example/', counts(1, 1), [
        'pre_consent_tracking',
        'pre_consent_nonessential_cookies',
      ]),
      site('https://b.example/', counts(0, 1), ['pre_consent_nonessential_cookies']),
      site('https://c.example/', counts(0), []),
    ];
    expect(batchGate(sites, 'high', 'out/summary.md')).toEqual({
      exitCode: 1,
      message:
        '--fail-on high: exit 1 because 1 site has findings at or above high: https://a.example/ (pre_consent_tracking)',
    });
    expect(batchGate(sites, 'medium', 'out/summary.md').message).toBe(
      '--fail-on medium: exit 1 because 2 sites have findings at or above medium: https://a.example/ (pre_consent_tracking, pre_consent_nonessential_cookies); https://b.example/ (pre_consent_nonessential_cookies)',
    );
  });

  it('names five sites and points to the summary for the rest', () => {
    const sites = Array.from({ length: 7 }, (_, i) =>
      site(`https://s${i}.example/`, counts(1), ['pre_consent_tracking']),
    );
    const { message } = batchGate(sites, 'high', 'out/summary.md');
    expect(message).toMatch(
      /^--fail-on high: exit 1 because 7 sites have findings at or above high: /,
    );
    expect(message).toContain(
      'https://s4.example/ (pre_consent_tracking); 2 more in out/summary.md',
    );
    expect(message).not.toContain('s5.example');
  });

  it('decides on the counts, not the ids: a finding id this version does not know is still named', () => {
    expect(
      batchGate([site('https://old.example/', counts(1), ['retired_finding'])], 'high', 's.md')
        .message,
    ).toContain('https://old.example/ (retired_finding)');
    expect(
      batchGate(
        [site('https://old.example/', counts(0, 0, 1), ['retired_finding'])],
        'high',
        's.md',
      ),
    ).toEqual({ exitCode: 0, message: null });
  });

  it('passes without a message when no site reaches the threshold, and with none', () => {
    const sites = [site('https://b.example/', counts(0, 1), ['pre_consent_nonessential_cookies'])];
    expect(batchGate(sites, 'high', 's.md')).toEqual({ exitCode: 0, message: null });
    expect(batchGate(sites, 'none', 's.md')).toEqual({ exitCode: 0, message: null });
  });
});
