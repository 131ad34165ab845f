import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './schema-files.ts';

const TSX = join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');
const SCRIPT = join(REPO_ROOT, 'scripts/gen-types.ts');

function genTypes(...args: string[]) {
  const run = spawnSync(process.execPath, [TSX, SCRIPT, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('gen-types --check on the repository', () => {
  it('passes: committed generated types match the schemas', () => {
    const run = genTypes('--check');
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/up to date/);
    expect(run.status).toBe(0);
  });
});

describe('gen-types on a temporary copy', () => {
  let dir: string;
  let schemas: string;
  let out: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'consentry-gen-types-'));
    schemas = join(dir, 'schemas');
    out = join(dir, 'generated');
    cpSync(join(REPO_ROOT, 'schemas'), schemas, { recursive: true });
    cpSync(join(REPO_ROOT, 'src/model/generated'), out, { recursive: true });
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes before any change', () => {
    expect(genTypes('--check', '--schemas', schemas, '--out', out).status).toBe(0);
  });

  it('fails naming the stale file after a schema change, and passes again after regeneration', () => {
    const file = join(schemas, 'health.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    schema.properties.uptimeSeconds = { type: 'integer', minimum: 0 };
    writeFileSync(file, JSON.stringify(schema, null, 2));

    const check = genTypes('--check', '--schemas', schemas, '--out', out);
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(/stale:\s+\S*health\.ts/);
    expect(check.stderr).not.toMatch(/scan\.ts/);

    expect(genTypes('--schemas', schemas, '--out', out).status).toBe(0);
    expect(readFileSync(join(out, 'health.ts'), 'utf8')).toContain('uptimeSeconds?: number;');
    expect(genTypes('--check', '--schemas', schemas, '--out', out).status).toBe(0);
  });

  it('names missing and extra files', () => {
    writeFileSync(
      join(schemas, 'widget.schema.json'),
      JSON.stringify({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: 'widget.schema.json',
        title: 'Widget',
        type: 'object',
        additionalProperties: false,
        properties: { name: { type: 'string' } },
      }),
    );
    unlinkSync(join(schemas, 'key-request.schema.json'));
    const check = genTypes('--check', '--schemas', schemas, '--out', out);
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(/missing:\s+\S*widget\.ts/);
    expect(check.stderr).toMatch(/extra:\s+\S*key-request\.ts/);
    expect(check.stderr).toMatch(/stale:\s+\S*index\.ts/);
  });

  it('is deterministic: a fresh in-memory generation equals what was just written', () => {
    expect(genTypes('--schemas', schemas, '--out', out).status).toBe(0);
    expect(genTypes('--check', '--schemas', schemas, '--out', out).status).toBe(0);
  });

  it('rejects unknown arguments with a usage message', () => {
    const run = genTypes('--frobnicate');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/unknown argument: --frobnicate/);
  });
});
