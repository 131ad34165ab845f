import { describe, expect, it } from 'vitest';
import { createSchemaAjv } from '../../src/projection/validate.ts';
import { modelSchemaFiles, schemaFiles, walkSchema, type SchemaNode } from './schema-files.ts';

/** Public resources served as a whole response body (they carry `type` and `disclaimer`). */
const TOP_LEVEL_RESOURCES = [
  'auth-check',
  'diagnostics',
  'discovery',
  'domain-latest-scan',
  'error',
  'finding',
  'finding-list',
  'health',
  'key-response',
  'pre-consent-table',
  'pulse',
  'pulse-evidence',
  'report-document',
  'report-evidence-page',
  'scan',
  'scan-job',
];

/** One schema file per resource named in the foundation issue. */
const EXPECTED_FILES = [
  ...TOP_LEVEL_RESOURCES,
  'evidence',
  'post-accept-observation',
  'post-refusal-observation',
  'gpc-response',
  'key-request',
  'create-scan-request',
  'observation',
];

describe('schema files', () => {
  it('has one schema per resource', () => {
    const names = schemaFiles().map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(EXPECTED_FILES));
  });

  it('every schema file compiles in Ajv 2020 strict mode with formats', () => {
    const { ajv, ids } = createSchemaAjv();
    const files = schemaFiles();
    expect(ids.size).toBe(files.length);
    for (const file of files) {
      const id = ids.get(file.name);
      expect(id, file.name).toBeDefined();
      expect(() => ajv.getSchema(id ?? ''), file.name).not.toThrow();
      expect(ajv.getSchema(id ?? ''), file.name).toBeTypeOf('function');
    }
  });

  it.each(modelSchemaFiles().map((f) => [f.name, f] as const))(
    '%s follows the $id/$schema/title convention',
    (name, file) => {
      expect(file.schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(file.schema.$id).toBe(`${name}.schema.json`);
      expect(file.schema.title).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    },
  );

  it.each(TOP_LEVEL_RESOURCES)('%s requires a consentry_ type const and a disclaimer', (name) => {
    const file = schemaFiles().find((f) => f.name === name);
    const schema = file?.schema as SchemaNode;
    expect(schema.required).toEqual(expect.arrayContaining(['type', 'disclaimer']));
    const props = schema.properties as Record<string, SchemaNode>;
    expect(props.type?.const).toMatch(/^consentry_[a-z_]+$/);
    expect(props.disclaimer?.$ref).toBe('common.schema.json#/$defs/Disclaimer');
  });

  it('type discriminators are unique', () => {
    const consts = modelSchemaFiles()
      .map(
        (f) =>
          (f.schema.properties as Record<string, SchemaNode> | undefined)?.type?.const as
            string | undefined,
      )
      .filter((c): c is string => typeof c === 'string');
    expect(new Set(consts).size).toBe(consts.length);
  });

  it('every object shape forbids additional properties', () => {
    const open: string[] = [];
    for (const file of modelSchemaFiles()) {
      walkSchema(file.schema, (node, ctx) => {
        if (ctx.conditional) return; // if/then/dependentSchemas only add constraints to a closed shape
        if (node.properties !== undefined && node.additionalProperties !== false)
          open.push(`${file.name}#${ctx.pointer}`);
      });
    }
    expect(open).toEqual([]);
  });

  it('every enum value is documented in its description', () => {
    const undocumented: string[] = [];
    for (const file of modelSchemaFiles()) {
      walkSchema(file.schema, (node, ctx) => {
        if (!Array.isArray(node.enum) || ctx.conditional) return; // conditions reuse documented values
        const description =
          typeof node.description === 'string' ? node.description : ctx.inheritedDescription;
        for (const value of node.enum) {
          if (!description?.includes(`\`${String(value)}\``))
            undocumented.push(`${file.name}#${ctx.pointer}: ${String(value)}`);
        }
      });
    }
    expect(undocumented).toEqual([]);
  });

  it('no public or internal shape declares a value, query, body or header field', () => {
    const forbidden = new Set([
      'value',
      'values',
      'query',
      'queryString',
      'search',
      'body',
      'postData',
      'requestBody',
      'headers',
      'cookieValue',
      'sentinel',
    ]);
    const found: string[] = [];
    for (const file of modelSchemaFiles()) {
      walkSchema(file.schema, (node, ctx) => {
        const props = node.properties as Record<string, unknown> | undefined;
        for (const key of Object.keys(props ?? {}))
          if (forbidden.has(key)) found.push(`${file.name}#${ctx.pointer}/properties/${key}`);
      });
    }
    expect(found).toEqual([]);
  });
});
