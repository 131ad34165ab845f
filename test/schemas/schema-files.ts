/** Test helpers: the raw schema files under schemas/ and a walker over their subschemas. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SCHEMAS_DIR = join(REPO_ROOT, 'schemas');

export type SchemaNode = { [key: string]: unknown };

export interface SchemaFileEntry {
  /** `scan`, `catalog/cookie-catalog` */
  name: string;
  file: string;
  schema: SchemaNode;
}

function list(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? list(join(dir, e.name))
        : e.name.endsWith('.schema.json')
          ? [join(dir, e.name)]
          : [],
    )
    .sort();
}

export function schemaFiles(): SchemaFileEntry[] {
  return list(SCHEMAS_DIR).map((file) => ({
    name: relative(SCHEMAS_DIR, file)
      .split(sep)
      .join('/')
      .replace(/\.schema\.json$/, ''),
    file,
    schema: JSON.parse(readFileSync(file, 'utf8')) as SchemaNode,
  }));
}

/** Files owned by the API model (everything outside schemas/catalog/). */
export function modelSchemaFiles(): SchemaFileEntry[] {
  return schemaFiles().filter((f) => !f.name.startsWith('catalog/'));
}

const MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SINGLE = [
  'items',
  'additionalProperties',
  'not',
  'contains',
  'if',
  'then',
  'else',
  'propertyNames',
];
const LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];

export interface VisitContext {
  /** JSON pointer of the node inside its file */
  pointer: string;
  /** description of the closest ancestor reached only through anyOf/oneOf (enum documented on the parent) */
  inheritedDescription: string | undefined;
  /** true inside if/then/else/dependentSchemas (partial constraints, not shapes) */
  conditional: boolean;
}

/** Visits every subschema (objects only) of a schema file. */
export function walkSchema(
  node: unknown,
  visit: (node: SchemaNode, ctx: VisitContext) => void,
  ctx?: VisitContext,
): void {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
  const here = ctx ?? { pointer: '', inheritedDescription: undefined, conditional: false };
  const schema = node as SchemaNode;
  visit(schema, here);
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  for (const key of MAPS) {
    const map = schema[key];
    if (typeof map !== 'object' || map === null) continue;
    for (const [name, child] of Object.entries(map)) {
      walkSchema(child, visit, {
        pointer: `${here.pointer}/${key}/${name}`,
        inheritedDescription: undefined,
        conditional: here.conditional || key === 'dependentSchemas',
      });
    }
  }
  for (const key of SINGLE) {
    if (key in schema) {
      walkSchema(schema[key], visit, {
        pointer: `${here.pointer}/${key}`,
        inheritedDescription: undefined,
        conditional: here.conditional || key === 'if' || key === 'then' || key === 'else',
      });
    }
  }
  for (const key of LISTS) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    list.forEach((child, i) =>
      walkSchema(child, visit, {
        pointer: `${here.pointer}/${key}/${i}`,
        inheritedDescription:
          key === 'anyOf' || key === 'oneOf'
            ? (description ?? here.inheritedDescription)
            : undefined,
        conditional: here.conditional,
      }),
    );
  }
}
