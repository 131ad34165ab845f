/**
 * Validation of projected (and internal) objects against the JSON Schemas in `schemas/`.
 *
 * All schema files are loaded once, lazily, and compiled with Ajv (draft 2020-12, strict mode, formats).
 * A schema's name is its path under `schemas/` without `.schema.json`: `scan`, `scan-job`, `observation`,
 * `catalog/<name>` for subdirectories.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Ajv2020,
  type AnySchemaObject,
  type ErrorObject,
  type ValidateFunction,
} from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { SchemaName, SchemaTypeMap } from '../model/generated/schema-map.ts';

export type { SchemaName, SchemaTypeMap };

export type ValidationResult = { ok: true } | { ok: false; errors: string[] };

/** Directory of the schema files, resolved from this module (not from the working directory). */
export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

const SCHEMA_SUFFIX = '.schema.json';

interface Registry {
  ajv: Ajv2020;
  /** schema name → $id used as the Ajv key */
  ids: Map<string, string>;
  compiled: Map<string, ValidateFunction>;
}

let registry: Registry | undefined;

/** ajv-formats is CommonJS: under NodeNext its default import may be the module namespace. */
function applyFormats(ajv: Ajv2020): void {
  const mod = addFormatsModule as unknown as { default?: (ajv: Ajv2020) => unknown };
  const plugin = typeof mod === 'function' ? (mod as (ajv: Ajv2020) => unknown) : mod.default;
  if (typeof plugin !== 'function') throw new Error('ajv-formats: plugin function not found');
  plugin(ajv);
}

function listSchemaFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listSchemaFiles(full));
    else if (entry.isFile() && entry.name.endsWith(SCHEMA_SUFFIX)) files.push(full);
  }
  return files.sort();
}

export interface SchemaDocument {
  /** path under `schemas/` without `.schema.json`: `scan`, `catalog/cookie-catalog` */
  name: string;
  /** the schema's `$id` (`scan.schema.json`), the key for Ajv and for Fastify's `addSchema` */
  id: string;
  schema: AnySchemaObject;
}

/** Reads every schema file of `dir` (fresh objects on each call; e.g. for Fastify's `app.addSchema`). */
export function loadSchemaDocuments(dir: string = SCHEMAS_DIR): SchemaDocument[] {
  return listSchemaFiles(dir).map((file) => {
    const name = relative(dir, file).split(sep).join('/').slice(0, -SCHEMA_SUFFIX.length);
    const schema = JSON.parse(readFileSync(file, 'utf8')) as AnySchemaObject;
    const id = typeof schema.$id === 'string' ? schema.$id : `${name}${SCHEMA_SUFFIX}`;
    return { name, id, schema: typeof schema.$id === 'string' ? schema : { ...schema, $id: id } };
  });
}

/** Creates a strict Ajv 2020 instance with formats and every schema of `dir` added (compiled lazily). */
export function createSchemaAjv(dir: string = SCHEMAS_DIR): {
  ajv: Ajv2020;
  ids: Map<string, string>;
} {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  applyFormats(ajv);
  const ids = new Map<string, string>();
  for (const doc of loadSchemaDocuments(dir)) {
    ajv.addSchema(doc.schema);
    ids.set(doc.name, doc.id);
  }
  return { ajv, ids };
}

function getRegistry(): Registry {
  if (!registry) {
    const { ajv, ids } = createSchemaAjv();
    registry = { ajv, ids, compiled: new Map() };
  }
  return registry;
}

function getValidator(schemaName: string): ValidateFunction {
  const reg = getRegistry();
  const cached = reg.compiled.get(schemaName);
  if (cached) return cached;
  const id = reg.ids.get(schemaName);
  if (!id)
    throw new Error(`Unknown schema "${schemaName}" (known: ${[...reg.ids.keys()].join(', ')})`);
  const fn = reg.ajv.getSchema(id);
  if (!fn) throw new Error(`Schema "${schemaName}" (${id}) could not be compiled`);
  reg.compiled.set(schemaName, fn);
  return fn;
}

/** One error as `<instancePath> <message> [(detail)]`, e.g. `/cookies/0 must NOT have additional properties (value)`. */
export function formatError(error: ErrorObject): string {
  const path = error.instancePath === '' ? '/' : error.instancePath;
  const params = error.params as Record<string, unknown>;
  let detail = '';
  if (typeof params.additionalProperty === 'string') detail = ` (${params.additionalProperty})`;
  else if (Array.isArray(params.allowedValues))
    detail = ` (${params.allowedValues.map(String).join(', ')})`;
  else if (params.allowedValue !== undefined) detail = ` (${JSON.stringify(params.allowedValue)})`;
  return `${path} ${error.message ?? 'is invalid'}${detail}`;
}

/** Validates `value` against the named schema. */
export function validate(schemaName: SchemaName, value: unknown): ValidationResult {
  const fn = getValidator(schemaName);
  if (fn(value)) return { ok: true };
  return { ok: false, errors: (fn.errors ?? []).map(formatError) };
}

/** Throws an Error naming the schema, the optional context and every failing instance path. */
export function assertValid<N extends SchemaName>(
  schemaName: N,
  value: unknown,
  context?: string,
): asserts value is SchemaTypeMap[N] {
  const result = validate(schemaName, value);
  if (!result.ok) {
    const where = context ? ` (${context})` : '';
    throw new Error(`Invalid ${schemaName}${where}: ${result.errors.join('; ')}`);
  }
}
