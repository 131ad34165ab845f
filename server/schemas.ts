/**
 * The JSON Schemas of schemas/ in Fastify: every public resource is added with addSchema (so route
 * schemas and the OpenAPI document use `$ref: '<name>.schema.json#'`), and request validation runs
 * on Ajv 2020 in strict mode (Fastify's default Ajv is draft-07 and rejects the 2020-12 schemas).
 * Response serialisation (fast-json-stringify) writes only declared properties: a field no schema
 * lists never leaves the server. Internal schemas (the Observation, the catalogue, the server
 * config, batch files) are not added, so they cannot appear in the contract.
 */
import { createRequire } from 'node:module';
import type { AnySchema, ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createSchemaAjv, loadSchemaDocuments } from '../src/internal.ts';

export const API_SCHEMAS = [
  'common',
  'evidence',
  'finding',
  'finding-list',
  'typed-observation',
  'post-accept-observation',
  'post-refusal-observation',
  'gpc-response',
  'scan',
  'scan-job',
  'domain-latest-scan',
  'pre-consent-table',
  'pulse',
  'pulse-evidence',
  'report-evidence-page',
  'report-document',
  'diagnostics',
  'health',
  'discovery',
  'auth-check',
  'key-request',
  'key-response',
  'create-scan-request',
  'error',
] as const;

export type ApiSchemaName = (typeof API_SCHEMAS)[number];

/** `{ $ref: 'scan.schema.json#' }` for a route schema. */
export const ref = (name: ApiSchemaName) => ({ $ref: `${name}.schema.json#` });

/*
 * A compiled validator or serializer is a pure function of its schema (and of the API schemas and
 * options, the same for every app): a process that builds several apps (the test suites build dozens)
 * compiles each schema once. Compiling costs seconds per app: Ajv's strict check of every schema
 * document, and fast-json-stringify for every route's responses. Both maps are keyed by the schema's
 * JSON, so an app whose schemas differ gets its own functions.
 */
let validationAjv: ReturnType<typeof createSchemaAjv>['ajv'] | undefined;
const validators = new Map<string, ValidateFunction>();
const serializers = new Map<string, (data: unknown) => string>();

type SerializerCompiler = (route: { schema: unknown }) => (data: unknown) => string;
type SerializerFactory = (externalSchemas: unknown, options: unknown) => SerializerCompiler;

/** Fastify's default serializer factory (fast-json-stringify), from Fastify's own dependencies. */
const defaultSerializerFactory = (
  createRequire(createRequire(import.meta.url).resolve('fastify'))(
    '@fastify/fast-json-stringify-compiler',
  ) as () => SerializerFactory
)();

function compileValidator(schema: AnySchema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validator = validators.get(key);
  if (!validator) {
    validationAjv ??= createSchemaAjv().ajv;
    validator = validationAjv.compile(schema);
    validators.set(key, validator);
  }
  return validator;
}

function cachedSerializers(externalSchemas: unknown, options: unknown): SerializerCompiler {
  const compile = defaultSerializerFactory(externalSchemas, options);
  const context = JSON.stringify([externalSchemas, options ?? null]);
  return (route) => {
    const key = `${JSON.stringify(route.schema)}\n${context}`;
    let serializer = serializers.get(key);
    if (!serializer) {
      serializer = compile(route);
      serializers.set(key, serializer);
    }
    return serializer;
  };
}

/**
 * Fastify's schemaController option: validation with the project's strict Ajv 2020 instance,
 * serialisation with Fastify's default (fast-json-stringify); both compiled once per process.
 */
export function schemaController(): NonNullable<FastifyServerOptions['schemaController']> {
  return {
    compilersFactory: {
      // Fastify's typing of these factories is narrower than what it calls them with ({ schema, method, url, httpPart }).
      buildValidator: (() =>
        ({ schema }: { schema: AnySchema }) =>
          compileValidator(schema)) as never,
      buildSerializer: cachedSerializers as never,
    },
  };
}

export function addApiSchemas(app: FastifyInstance): void {
  const wanted = new Set<string>(API_SCHEMAS);
  const docs = loadSchemaDocuments().filter((doc) => wanted.has(doc.name));
  const missing = API_SCHEMAS.filter((name) => !docs.some((doc) => doc.name === name));
  if (missing.length) throw new Error(`schemas/ lacks ${missing.join(', ')}`);
  for (const doc of docs) app.addSchema(doc.schema);
}
