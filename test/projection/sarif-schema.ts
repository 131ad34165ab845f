/**
 * The official SARIF 2.1.0 JSON schema (draft-04), as shipped by @microsoft/jest-sarif, compiled with
 * the ajv 6 that package depends on (ajv 8 no longer reads draft-04) — the same set-up its own matcher uses.
 */
import { createRequire } from 'node:module';

const jestSarif = createRequire(import.meta.url).resolve('@microsoft/jest-sarif');
const require = createRequire(jestSarif);

interface Ajv6 {
  addMetaSchema(schema: object): void;
  compile(
    schema: object,
  ): ((data: unknown) => boolean) & { errors?: { dataPath: string; message?: string }[] | null };
}

const Ajv = require('ajv') as new (options: object) => Ajv6;
export const SARIF_SCHEMA = require('./schemas/sarif-2.1.0-rtm.5.json') as {
  id: string;
  title: string;
};

let validateFn: ReturnType<Ajv6['compile']> | undefined;

/** Errors of `log` against the SARIF 2.1.0 schema (empty when valid). */
export function sarifErrors(log: unknown): string[] {
  if (!validateFn) {
    const ajv = new Ajv({ schemaId: 'auto', allErrors: true });
    ajv.addMetaSchema(require('ajv/lib/refs/json-schema-draft-04.json') as object);
    validateFn = ajv.compile(SARIF_SCHEMA);
  }
  return validateFn(log)
    ? []
    : (validateFn.errors ?? []).map((e) => `${e.dataPath || '/'} ${e.message ?? ''}`);
}
