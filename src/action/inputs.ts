/**
 * The Action's inputs (action.yml), read through `getInput` and validated. The defaults here are the
 * ones action.yml declares (a test keeps them equal): the runner fills them in, but a direct run of
 * the bundle (tests, other CI systems) gets the same behaviour.
 */
import { MAX_CRAWL_PAGES, type Criticality, type ScanFrom } from '../internal.ts';

export type FailOn = Criticality | 'none';

export interface ActionInputs {
  urls: string;
  urlsFile: string | null;
  scanFrom: ScanFrom;
  concurrency: number | null;
  /** Additional same-site pages the crawl visits before consent (local mode). */
  pages: number;
  failOn: FailOn;
  comment: boolean;
  baseline: string | null;
  sarif: string | null;
  outputDir: string;
  apiUrl: string | null;
  apiKey: string | null;
  githubToken: string | null;
  mapHosts: string | null;
  ignoreTlsErrors: boolean;
  /**
   * Refuse private targets: check each URL and hold every browser connection to public addresses
   * (local mode). Default: on for scheduled runs (third-party sites on a runner that may see a private
   * network), off otherwise (a preview build on localhost).
   */
  publicOnly: boolean;
  /**
   * Comment mode: the output folder of an earlier run (an artifact of an untrusted pull_request run).
   * Nothing is scanned; only its JSON results are read (validated), and the comment is rebuilt from them.
   */
  resultsDir: string | null;
}

/** Every input with its action.yml default ('' where action.yml has none). */
export const INPUT_DEFAULTS = {
  urls: '',
  'urls-file': '',
  'scan-from': 'eu_ie',
  concurrency: '',
  pages: '4',
  'fail-on': 'none',
  comment: 'true',
  baseline: '',
  sarif: '',
  'output-dir': 'consentry-out',
  'api-url': '',
  'api-key': '',
  'github-token': '${{ github.token }}',
  'map-hosts': '',
  'ignore-tls-errors': 'false',
  'public-only': '',
  'results-dir': '',
} as const;

export type InputName = keyof typeof INPUT_DEFAULTS;

/** Bad input: the Action stops before scanning with this message. */
export class ActionInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionInputError';
  }
}

const FAIL_ON = ['none', 'info', 'low', 'medium', 'high'] as const;
const SCAN_FROM = ['eu_ie', 'california'] as const;

function oneOf<T extends string>(name: InputName, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ActionInputError(`input ${name} must be one of ${allowed.join(', ')} (got "${value}")`);
}

function boolean(name: InputName, value: string): boolean {
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new ActionInputError(`input ${name} must be true or false (got "${value}")`);
}

const optional = (value: string) => (value === '' ? null : value);

/** `eventName`: the workflow's event (GITHUB_EVENT_NAME): a scheduled run defaults to public-only. */
export function readInputs(
  getInput: (name: string) => string,
  eventName: string | null = null,
): ActionInputs {
  const raw = (name: InputName): string => {
    const value = getInput(name).trim();
    const fallback = INPUT_DEFAULTS[name];
    // An unexpanded expression means the runner did not fill the default in (a direct run).
    return value === '' && !fallback.startsWith('${{') ? fallback : value;
  };
  let concurrency: number | null = null;
  if (raw('concurrency') !== '') {
    concurrency = Number(raw('concurrency'));
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16)
      throw new ActionInputError(
        `input concurrency must be a whole number from 1 to 16 (got "${raw('concurrency')}")`,
      );
  }
  const pages = Number(raw('pages'));
  if (!/^\d+$/.test(raw('pages')) || pages > MAX_CRAWL_PAGES)
    throw new ActionInputError(
      `input pages must be a whole number from 0 to ${MAX_CRAWL_PAGES} (got "${raw('pages')}")`,
    );
  const mapHosts = optional(raw('map-hosts'));
  if (mapHosts !== null && !/^\s*(MAP|EXCLUDE)\s+\S+/i.test(mapHosts)) {
    throw new ActionInputError(
      `input map-hosts takes Chromium host-resolver rules such as "MAP * 127.0.0.1:8443" (got "${mapHosts}")`,
    );
  }
  const apiUrl = optional(raw('api-url'));
  if (apiUrl !== null && !/^https?:\/\/[^\s/]+/i.test(apiUrl))
    throw new ActionInputError(
      `input api-url must be the http(s) base address of a consentry server (got "${apiUrl}")`,
    );
  const inputs: ActionInputs = {
    urls: raw('urls'),
    urlsFile: optional(raw('urls-file')),
    scanFrom: oneOf('scan-from', raw('scan-from'), SCAN_FROM),
    concurrency,
    pages,
    failOn: oneOf('fail-on', raw('fail-on'), FAIL_ON),
    comment: boolean('comment', raw('comment')),
    baseline: optional(raw('baseline')),
    sarif: optional(raw('sarif')),
    outputDir: raw('output-dir'),
    apiUrl: apiUrl?.replace(/\/+$/, '') ?? null,
    apiKey: optional(raw('api-key')),
    githubToken: optional(raw('github-token')),
    mapHosts,
    ignoreTlsErrors: boolean('ignore-tls-errors', raw('ignore-tls-errors')),
    publicOnly:
      raw('public-only') === ''
        ? eventName === 'schedule'
        : boolean('public-only', raw('public-only')),
    resultsDir: optional(raw('results-dir')),
  };
  if (inputs.resultsDir) {
    const scanning = (['urls', 'urls-file', 'api-url'] as const).filter((name) => raw(name) !== '');
    if (scanning.length)
      throw new ActionInputError(
        `input results-dir posts the comment of an earlier run and scans nothing: drop ${scanning.join(', ')}`,
      );
    return inputs;
  }
  if (!inputs.urls && !inputs.urlsFile)
    throw new ActionInputError(
      'give the pages to scan: input urls (one URL or domain per line) or urls-file (a list file as for consentry batch)',
    );
  if (inputs.apiKey && !inputs.apiUrl)
    throw new ActionInputError(
      'input api-key needs api-url (the consentry server to run the scans on)',
    );
  if (inputs.apiUrl && (inputs.mapHosts || inputs.ignoreTlsErrors))
    throw new ActionInputError(
      'inputs map-hosts and ignore-tls-errors apply to the local browser only, not with api-url (the server scans public pages)',
    );
  return inputs;
}
