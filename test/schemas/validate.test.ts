import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  assertValid,
  loadSchemaDocuments,
  validate,
  type SchemaName,
} from '../../src/projection/validate.ts';
import { SCHEMA_NAMES } from '../../src/model/index.ts';
import { clone, finding } from './examples.ts';
import { REPO_ROOT } from './schema-files.ts';

describe('validate()', () => {
  it('returns exactly { ok: true } for a valid value', () => {
    expect(validate('finding', finding)).toStrictEqual({ ok: true });
  });

  it('returns every error with its instance path', () => {
    const bad = clone(finding);
    bad.criticality = 'severe';
    delete bad.nextStep;
    const result = validate('finding', bad);
    expect(result).toStrictEqual({
      ok: false,
      errors: expect.arrayContaining([
        "/ must have required property 'nextStep'",
        '/criticality must be equal to one of the allowed values (info, low, medium, high)',
      ]),
    });
  });

  it('throws on an unknown schema name', () => {
    expect(() => validate('nope' as SchemaName, {})).toThrow(/Unknown schema "nope"/);
  });
});

describe('assertValid()', () => {
  it('passes silently and narrows the type', () => {
    const value: unknown = clone(finding);
    assertValid('finding', value);
    expect(value.id).toBe('pre_consent_tracking');
  });

  it('throws an Error naming the schema, the context and the paths', () => {
    const bad = clone(finding);
    bad.evidence.examples[0].value = 'secret';
    expect(() => assertValid('finding', bad, 'projectFinding(pre_consent_tracking)')).toThrow(
      'Invalid finding (projectFinding(pre_consent_tracking)): /evidence/examples/0 must NOT have additional properties (value)',
    );
  });
});

describe('schema location', () => {
  it('resolves schemas/ from the module, not from the working directory', () => {
    const moduleUrl = pathToFileURL(join(REPO_ROOT, 'src/projection/validate.ts')).href;
    const script = `import(${JSON.stringify(moduleUrl)}).then((m) => console.log(JSON.stringify(m.validate('key-request', { name: 'x' }))));`;
    const run = spawnSync(
      process.execPath,
      [join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), '--eval', script],
      {
        cwd: tmpdir(),
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('{"ok":true}');
  });
});

describe('loadSchemaDocuments()', () => {
  it('lists every schema with its $id, ready for addSchema', () => {
    const docs = loadSchemaDocuments();
    const scan = docs.find((d) => d.name === 'scan');
    expect(scan?.id).toBe('scan.schema.json');
    expect(scan?.schema.$id).toBe('scan.schema.json');
    for (const name of SCHEMA_NAMES) expect(docs.map((d) => d.name)).toContain(name);
  });
});
