/**
 * scripts/gen-types.ts: the generation and the check run in-process (checkTypes, writeTypes); two
 * spawned runs check the command's wiring (exit 1 and the named file on a stale copy, exit 2 on an
 * unknown argument).
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTypes, writeTypes } from '../../scripts/gen-types.ts';
import { REPO_ROOT, SCHEMAS_DIR } from './schema-files.ts';

const TSX = join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');
const SCRIPT = join(REPO_ROOT, 'scripts/gen-types.ts');
const GENERATED_DIR = join(REPO_ROOT, 'src/model/generated');

function genTypes(...args: string[]) {
  const run = spawnSync(process.execPath, [TSX, SCRIPT, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const clean = { missing: [], stale: [], extra: [] };

/** How many .ts files are under `dir`. */
function tsFileCount(dir: string): number {
  return readdirSync(dir, { recursive: true }).filter((path) => String(path).endsWith('.ts'))
    .length;
}

describe('gen-types --check on the repository', () => {
  it('passes: committed generated types match the schemas', async () => {
    expect(await checkTypes(SCHEMAS_DIR, GENERATED_DIR)).toEqual({
      files: tsFileCount(GENERATED_DIR),
      ...clean,
    });
  });
});

describe('gen-types on a temporary copy', () => {
  let dir: string;
  let schemas: string;
  let out: string;
  /** Generated files: as many as committed (the one schema added below replaces the one removed). */
  let files: number;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'consentry-gen-types-'));
    schemas = join(dir, 'schemas');
    out = join(dir, 'generated');
    cpSync(join(REPO_ROOT, 'schemas'), schemas, { recursive: true });
    cpSync(GENERATED_DIR, out, { recursive: true });
    files = tsFileCount(out);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes before any change', async () => {
    expect(await checkTypes(schemas, out)).toEqual({ files, ...clean });
  });

  it('fails naming the stale file after a schema change, and passes again after regeneration', async () => {
    const file = join(schemas, 'health.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    schema.properties.uptimeSeconds = { type: 'integer', minimum: 0 };
    writeFileSync(file, JSON.stringify(schema, null, 2));

    expect(await checkTypes(schemas, out)).toEqual({ files, ...clean, stale: ['health.ts'] });
    const cli = genTypes('--check', '--schemas', schemas, '--out', out);
    expect(cli.status).toBe(1);
    expect(cli.stderr).toMatch(/^stale:\s+\S*health\.ts$/m);
    expect(cli.stderr).not.toMatch(/scan\.ts/);
    expect(cli.stderr).toMatch(/run `npm run gen:types`/);

    expect(await writeTypes(schemas, out)).toEqual({ files, removed: [] });
    expect(readFileSync(join(out, 'health.ts'), 'utf8')).toContain('uptimeSeconds?: number;');
    expect(await checkTypes(schemas, out)).toEqual({ files, ...clean });
  });

  it('names missing and extra files', async () => {
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
    expect(await checkTypes(schemas, out)).toEqual({
      files,
      missing: ['widget.ts'],
      stale: ['schema-map.ts', 'index.ts'],
      extra: ['key-request.ts'],
    });
  });

  it('is deterministic: a fresh in-memory generation equals what was just written', async () => {
    expect(await writeTypes(schemas, out)).toEqual({ files, removed: ['key-request.ts'] });
    expect(readFileSync(join(out, 'widget.ts'), 'utf8')).toContain('export interface Widget {');
    expect(await checkTypes(schemas, out)).toEqual({ files, ...clean });
  });

  it('rejects unknown arguments with a usage message', () => {
    const run = genTypes('--frobnicate');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/unknown argument: --frobnicate/);
    expect(run.stderr).toMatch(/usage: gen-types \[--check\] \[--schemas DIR\] \[--out DIR\]/);
  });
});
