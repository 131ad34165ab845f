import { describe, expect, it } from 'vitest';
import { expectedExit, jsonOutputs, readmeBlocks, shellCommands } from './readme-blocks.ts';

describe('readmeBlocks', () => {
  it('reads shell blocks as runnable, and the directives above a fence', () => {
    const markdown = [
      'Intro',
      '```sh',
      'echo one',
      '```',
      '<!-- readme-test: skip (needs the internet) -->',
      '```yaml',
      'on: push',
      '```',
      '<!-- readme-test: background, ready when it prints "map rule" -->',
      '```sh',
      'npm run web',
      '```',
    ].join('\n');
    expect(readmeBlocks(markdown)).toEqual([
      { line: 2, lang: 'sh', text: 'echo one', mode: { kind: 'run' } },
      {
        line: 6,
        lang: 'yaml',
        text: 'on: push',
        mode: { kind: 'skip', reason: 'needs the internet' },
      },
      {
        line: 10,
        lang: 'sh',
        text: 'npm run web',
        mode: { kind: 'background', ready: 'map rule' },
      },
    ]);
  });

  it.each([
    [
      ['```yaml', 'on: push', '```'],
      /line 1: a ```yaml block is not run; mark it <!-- readme-test: skip/,
    ],
    [['```', 'plain', '```'], /a ```\(no language\) block is not run/],
    [
      ['<!-- readme-test: maybe -->', '```sh', 'x', '```'],
      /line 1: unknown readme-test directive "maybe"/,
    ],
    [
      ['<!-- readme-test: skip (why) -->', 'text between', '```sh', 'x', '```'],
      /line 1: a readme-test directive must stand right above a fenced block/,
    ],
    [['```sh', 'echo never closed'], /line 1: the fenced block is never closed/],
    [
      ['<!-- readme-test: skip (why) -->'],
      /line 1: a readme-test directive must stand right above/,
    ],
  ])('refuses %j', (lines, message) => {
    expect(() => readmeBlocks(lines.join('\n'))).toThrow(message);
  });
});

describe('shellCommands', () => {
  it('splits a block into commands, joining continuations and loops, dropping comment lines', () => {
    const block = [
      '# a comment line',
      'export A=1',
      'curl -fsS http://x/ \\',
      "  -d '{}' -o job.json   # 202",
      '',
      'while [ -n "$NEXT" ]; do',
      '  NEXT=',
      'done',
      "echo 'a # inside quotes'",
    ].join('\n');
    expect(shellCommands(block)).toEqual([
      'export A=1',
      "curl -fsS http://x/ \\\n  -d '{}' -o job.json   # 202",
      'while [ -n "$NEXT" ]; do\n  NEXT=\ndone',
      "echo 'a # inside quotes'",
    ]);
  });

  it('refuses a command bash cannot complete', () => {
    expect(() => shellCommands('if true; then\n  echo x')).toThrow(/incomplete shell command/);
  });
});

describe('expectedExit and jsonOutputs', () => {
  it('reads the declared exit status, 0 by default', () => {
    expect(
      expectedExit(
        'npm run -s consentry -- scan x --fail-on high   # exits 1, naming the findings',
      ),
    ).toBe(1);
    expect(expectedExit('npm run -s consentry -- scan x   # score, risk, findings')).toBe(0);
    expect(expectedExit('echo exits 3')).toBe(0);
  });

  it('finds the files --json output is redirected to', () => {
    expect(jsonOutputs('npm run -s consentry -- scan x --json > scan.json   # the Scan')).toEqual([
      'scan.json',
    ]);
    expect(jsonOutputs('npm run -s consentry -- scan x --out dir')).toEqual([]);
  });
});
