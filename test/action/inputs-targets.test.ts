import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ActionInputError, INPUT_DEFAULTS, readInputs } from '../../src/action/inputs.ts';
import { lineOf, readTargets } from '../../src/action/targets.ts';

const ACTION_YML = readFileSync(
  fileURLToPath(new URL('../../action.yml', import.meta.url)),
  'utf8',
);

/** name → default of the `inputs:` block, and the names of the `outputs:` block (our own two-level layout). */
function actionYml(): { defaults: Record<string, string>; outputs: string[] } {
  const inputs = ACTION_YML.slice(
    ACTION_YML.indexOf('\ninputs:'),
    ACTION_YML.indexOf('\noutputs:'),
  );
  const outputs = ACTION_YML.slice(ACTION_YML.indexOf('\noutputs:'), ACTION_YML.indexOf('\nruns:'));
  const defaults: Record<string, string> = {};
  let current = '';
  for (const line of inputs.split('\n')) {
    const name = /^ {2}([a-z-]+):\s*$/.exec(line);
    if (name) current = name[1]!;
    const value = /^ {4}default:\s*(.*)$/.exec(line);
    if (value) defaults[current] = value[1]!.replace(/^'(.*)'$/, '$1');
  }
  return { defaults, outputs: [...outputs.matchAll(/^ {2}([a-z-]+):\s*$/gm)].map((m) => m[1]!) };
}

const read = (values: Record<string, string>) => readInputs((name) => values[name] ?? '');

describe('inputs', () => {
  it('action.yml declares exactly the inputs and defaults the code applies', () => {
    expect(actionYml().defaults).toEqual(INPUT_DEFAULTS);
  });

  it('action.yml declares every output the Action sets', () => {
    expect(actionYml().outputs).toEqual([
      'score',
      'risk-level',
      'findings-count',
      'high-count',
      'failed-count',
      'new-findings-count',
      'new-before-consent-count',
      'report-dir',
      'sarif-file',
      'comment-url',
    ]);
  });

  it('applies the defaults when only urls is given', () => {
    expect(read({ urls: 'example.com' })).toEqual({
      urls: 'example.com',
      urlsFile: null,
      scanFrom: 'eu_ie',
      concurrency: null,
      pages: 4,
      failOn: 'none',
      comment: true,
      baseline: null,
      sarif: null,
      outputDir: 'consentry-out',
      apiUrl: null,
      apiKey: null,
      githubToken: null,
      mapHosts: null,
      ignoreTlsErrors: false,
      publicOnly: false,
      resultsDir: null,
    });
  });

  it('reads explicit values (trailing slash of api-url dropped)', () => {
    const inputs = read({
      'urls-file': 'sites.txt',
      'fail-on': 'medium',
      comment: 'false',
      concurrency: '3',
      'api-url': 'https://scan.example/',
      'api-key': 'csy_x',
      'scan-from': 'california',
      'public-only': 'true',
    });
    expect(read({ urls: 'a.example', pages: '0' }).pages).toBe(0);
    expect(inputs).toMatchObject({
      urlsFile: 'sites.txt',
      failOn: 'medium',
      comment: false,
      concurrency: 3,
      apiUrl: 'https://scan.example',
      apiKey: 'csy_x',
      scanFrom: 'california',
      publicOnly: true,
    });
  });

  it.each([
    [
      { urls: 'a.example', 'fail-on': 'critical' },
      'input fail-on must be one of none, info, low, medium, high (got "critical")',
    ],
    [
      { urls: 'a.example', concurrency: '0' },
      'input concurrency must be a whole number from 1 to 16 (got "0")',
    ],
    [{ urls: 'a.example', comment: 'maybe' }, 'input comment must be true or false (got "maybe")'],
    [
      { urls: 'a.example', pages: '21' },
      'input pages must be a whole number from 0 to 20 (got "21")',
    ],
    [
      { urls: 'a.example', pages: 'all' },
      'input pages must be a whole number from 0 to 20 (got "all")',
    ],
    [
      { urls: 'a.example', 'public-only': 'strict' },
      'input public-only must be true or false (got "strict")',
    ],
    [
      { urls: 'a.example', 'scan-from': 'mars' },
      'input scan-from must be one of eu_ie, california (got "mars")',
    ],
    [
      { urls: 'a.example', 'map-hosts': '127.0.0.1' },
      'input map-hosts takes Chromium host-resolver rules',
    ],
    [
      { urls: 'a.example', 'api-url': 'scan.example' },
      'input api-url must be the http(s) base address',
    ],
    [{ urls: 'a.example', 'api-key': 'csy_x' }, 'input api-key needs api-url'],
    [
      { urls: 'a.example', 'api-url': 'https://s.example', 'ignore-tls-errors': 'true' },
      'apply to the local browser only',
    ],
    [{}, 'give the pages to scan'],
  ])('rejects %j with a clear message', (values, message) => {
    expect(() => read(values)).toThrow(ActionInputError);
    expect(() => read(values)).toThrow(message);
  });
});

describe('targets and their SARIF anchors', () => {
  const workspace = mkdtempSync(join(tmpdir(), 'consentry-targets-'));
  mkdirSync(join(workspace, '.github', 'workflows'), { recursive: true });
  const workflow = [
    'on: pull_request',
    'jobs:',
    '  scan:',
    '    steps:',
    '      - uses: consentry/consentry@v1',
    '        with:',
    '          urls: |',
    '            https://shop.example/',
    '            news.example  # the blog',
    '',
  ].join('\n');
  writeFileSync(join(workspace, '.github/workflows/privacy.yml'), workflow);
  writeFileSync(
    join(workspace, 'sites.csv'),
    'name,url\nShop,https://shop.example/\nDocs,docs.example\nBad,not a url\n',
  );

  it('anchors inline URLs to the workflow lines that hold them, and urls-file URLs to their own lines', () => {
    const inputs = read({
      urls: 'https://shop.example/\nnews.example  # the blog\n',
      'urls-file': 'sites.csv',
    });
    const targets = readTargets(inputs, workspace, '.github/workflows/privacy.yml');
    expect(targets.list.targets.map((t) => t.key)).toEqual([
      'https://shop.example/',
      'https://news.example/',
      'https://docs.example/',
    ]);
    expect(Object.fromEntries(targets.anchors)).toEqual({
      'https://shop.example/': { uri: '.github/workflows/privacy.yml', line: 8 },
      'https://news.example/': { uri: '.github/workflows/privacy.yml', line: 9 },
      'https://docs.example/': { uri: 'sites.csv', line: 3 },
    });
    expect(targets.fallback).toEqual({ uri: '.github/workflows/privacy.yml', line: 7 });
    expect(targets.list.duplicates).toEqual([
      { line: 2, url: 'https://shop.example/', firstLine: 1 },
    ]);
    expect(targets.unusable).toEqual([
      {
        line: 4,
        text: 'not a url',
        reason: 'contains white space (one domain or URL per line) (sites.csv)',
        anchor: { uri: 'sites.csv', line: 4 },
      },
    ]);
    expect(targets.source).toBe('urls input + sites.csv');
  });

  it('without a workflow file of this repository, anchors inline URLs to <output-dir>/urls.txt', () => {
    const targets = readTargets(
      read({ urls: 'a.example\nb.example', 'output-dir': 'out' }),
      workspace,
      null,
    );
    expect(Object.fromEntries(targets.anchors)).toEqual({
      'https://a.example/': { uri: 'out/urls.txt', line: 1 },
      'https://b.example/': { uri: 'out/urls.txt', line: 2 },
    });
  });

  it('lineOf falls back to the urls: key, then to line 1', () => {
    expect(lineOf(['a', '  urls: |', 'x'], 'missing')).toBe(2);
    expect(lineOf(['a', 'b'], 'missing')).toBe(1);
  });

  it('fails clearly on an unreadable list, a CSV without a url column and a list with nothing usable', () => {
    expect(() => readTargets(read({ 'urls-file': 'nope.txt' }), workspace, null)).toThrow(
      /input urls-file: cannot read nope\.txt/,
    );
    writeFileSync(join(workspace, 'bad.csv'), 'name,site\nx,y\n');
    expect(() => readTargets(read({ 'urls-file': 'bad.csv' }), workspace, null)).toThrow(
      /needs a header row with a "url" or "domain" column/,
    );
    expect(() => readTargets(read({ urls: 'ftp://x.example\nno dot' }), workspace, null)).toThrow(
      /no usable URL or domain to scan \(line 1: unsupported scheme ftp:/,
    );
  });
});
