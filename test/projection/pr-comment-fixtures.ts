/** Two runs of four pages (baseline and PR) for the PR comment and SARIF tests. */
import {
  diffScans,
  type BatchDiff,
  type DirData,
  type PreConsentTable,
  type Scan,
} from '../../src/internal.ts';
import { cookie, scan, table, tracker } from './batch-report-fixtures.ts';

function run(
  label: string,
  sites: [Scan, PreConsentTable['rows'] | null][],
): DirData & { scans: Scan[]; preConsentTables: PreConsentTable[] } {
  return {
    label,
    scans: sites.map(([s]) => s),
    preConsentTables: sites.filter(([, rows]) => rows !== null).map(([s, rows]) => table(s, rows!)),
  };
}

const GA = tracker('www.google-analytics.com', 'Google Analytics', 'analytics');
const SESSION = cookie('sessionid', 'shop.example', null, 'strictly_necessary');
const META = tracker('connect.facebook.net', 'Meta Pixel');
const FBP = cookie('_fbp', 'shop.example', 'Meta');
const THEME = cookie('theme', 'shop.example', null, 'functional');
const HOTJAR = tracker('static.hotjar.com', 'Hotjar', 'session_replay');

export const BASELINE = run('baseline', [
  [scan({ run: 'base', domain: 'shop.example', score: 100, riskLevel: 'low' }), [SESSION, THEME]],
  [
    scan({
      run: 'base',
      domain: 'news.example',
      score: 63,
      riskLevel: 'high',
      findings: [
        {
          id: 'pre_consent_tracking',
          criticality: 'high',
          label: 'Tracking before consent',
          vendors: ['Hotjar'],
        },
        { id: 'session_recording', criticality: 'medium', label: 'Session recording' },
      ],
    }),
    [HOTJAR],
  ],
  [scan({ run: 'base', domain: 'down.example', score: 95, riskLevel: 'low' }), []],
]);

export const PR_RUN = run('pr', [
  [
    scan({
      run: 'pr',
      domain: 'shop.example',
      score: 63,
      riskLevel: 'high',
      findings: [
        {
          id: 'pre_consent_tracking',
          criticality: 'high',
          label: 'Tracking before consent',
          vendors: ['Meta Pixel'],
          summary: 'Meta Pixel was contacted before any consent choice.',
        },
        {
          id: 'pre_consent_nonessential_cookies',
          criticality: 'medium',
          label: 'Non-essential cookies before consent',
          summary: 'The cookie _fbp was set before any consent choice.',
        },
      ],
    }),
    [SESSION, META, FBP],
  ],
  [
    scan({
      run: 'pr',
      domain: 'news.example',
      status: 'completed_limited',
      score: 88,
      riskLevel: 'review_recommended',
      findings: [{ id: 'session_recording', criticality: 'medium', label: 'Session recording' }],
    }),
    [GA],
  ],
  [scan({ run: 'pr', domain: 'down.example', status: 'failed' }), null],
  [
    scan({
      run: 'pr',
      domain: 'new-page.example',
      score: 95,
      riskLevel: 'low',
      findings: [
        { id: 'no_first_layer_reject', criticality: 'low', label: 'No reject on the first layer' },
      ],
    }),
    [GA],
  ],
]);

export const PR_DIFF: BatchDiff = diffScans(BASELINE, PR_RUN);
export const RUN_URL = 'https://github.example/acme/shop/actions/runs/42';
