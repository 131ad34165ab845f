/**
 * The JSON Schemas of schemas/ in Fastify: every public resource is added with addSchema (so route
 * schemas and the OpenAPI document use `$ref: '<name>.schema.json#'`), and request validation runs
 * on Ajv 2020 in strict mode (Fastify's default Ajv is draft-07 and rejects the 2020-12 schemas).
 * Response serialisation (fast-json-stringify) writes only declared properties: a field no schema
 * lists never leaves the server. Internal schemas (the Observation, the catalogue, the server
 * config, batch files) are not added, so they cannot appear in the contract.
 */
import type { AnySchema } from 'ajv';
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

/** Fastify's schemaController option: validation with the project's strict Ajv 2020 instance. */
export function schemaController(): NonNullable<FastifyServerOptions['schemaController']> {
  return {
    compilersFactory: {
      // Fastify's typing of this factory is narrower than what it calls it with ({ schema, method, url, httpPart }).
      buildValidator: (() => {
        const { ajv } = createSchemaAjv();
        return ({ schema }: { schema: AnySchema }) => ajv.compile(schema);
      }) as never,
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
