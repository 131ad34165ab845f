import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';

// ajv-formats is CommonJS; under NodeNext its default import is the module object, whose `default` is the plugin.
const addFormats = ajvFormats.default;

const root = new URL('../../', import.meta.url);

export function readJson(relativePath: string): unknown {
  return JSON.parse(readFileSync(new URL(relativePath, root), 'utf8'));
}

/** A strict Ajv (2020-12) with formats, compiled for one schema file of the repo. */
export function compileSchema(relativePath: string) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  return ajv.compile(readJson(relativePath) as object);
}
