// The design's import rule as a lint rule: arrows go left to right in the data flow
// (observe → classify → findings → projection); only pipeline/ joins stages; only observe/
// touches Playwright; faces (cli, action, server) import the internal entry (src/internal.ts)
// only; the public entry (src/index.ts) names every export (no `export *`), so what a library
// user may rely on is exactly the list in that file. src/shared/ (pure helpers, no imports) is
// the lowest layer: every library area may use it.
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** Which src/ areas each area may import (besides itself). */
const LIBRARY = [
  'shared',
  'model',
  'catalog',
  'observe',
  'classify',
  'findings',
  'projection',
  'safety',
  'store',
  'pipeline',
];

export const ALLOWED = {
  shared: [],
  model: [],
  catalog: ['shared', 'model'],
  observe: ['shared', 'model'],
  classify: ['shared', 'model', 'catalog'],
  findings: ['shared', 'model', 'catalog', 'classify'],
  projection: ['shared', 'model', 'catalog', 'classify', 'findings'],
  safety: ['shared', 'model'],
  store: ['shared', 'model'],
  pipeline: LIBRARY.filter((area) => area !== 'pipeline'),
  // The public entry (src/index.ts): the documented library API (docs/library.md).
  entry: LIBRARY,
  // The internal entry (src/internal.ts): what the project's own faces use.
  internal: LIBRARY,
  cli: ['internal'],
  action: ['internal'],
  server: ['internal'],
};

const PLAYWRIGHT = /^(playwright|playwright-core|@playwright\/)/;

/** The area of an absolute path inside the repo, or null outside src/ and server/. */
export function areaOf(absPath) {
  const rel = relative(ROOT, absPath).split(sep);
  if (rel[0] === 'server') return 'server';
  if (rel[0] !== 'src') return null;
  if (rel.length === 2 && /^index\.(ts|js)$/.test(rel[1])) return 'entry';
  if (rel.length === 2 && /^internal\.(ts|js)$/.test(rel[1])) return 'internal';
  return rel.length > 2 && rel[1] in ALLOWED ? rel[1] : null;
}

export default {
  rules: {
    'import-boundaries': {
      meta: {
        type: 'problem',
        docs: {
          description:
            'Enforce the layer rule of the design (data flow, Playwright, faces, the public entry).',
        },
        schema: [],
        messages: {
          layer:
            "'{{from}}' may not import from '{{to}}' (allowed: {{allowed}}). Only src/pipeline/ joins stages; faces use src/internal.ts.",
          exportAll:
            "The public entry src/index.ts names each export: no 'export *' (from '{{source}}'); list the documented names instead.",
          playwright:
            "Only src/observe/ may import Playwright ('{{source}}' imported from '{{from}}').",
        },
      },
      create(context) {
        const from = areaOf(context.filename);
        if (!from) return {};
        function check(node, source) {
          if (typeof source !== 'string') return;
          if (PLAYWRIGHT.test(source)) {
            if (from !== 'observe')
              context.report({ node, messageId: 'playwright', data: { source, from } });
            return;
          }
          if (!source.startsWith('.')) return;
          const to = areaOf(resolve(dirname(context.filename), source));
          if (!to || to === from) return;
          const allowed = ALLOWED[from];
          if (!allowed.includes(to)) {
            context.report({
              node,
              messageId: 'layer',
              data: { from, to, allowed: allowed.join(', ') || 'nothing' },
            });
          }
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => {
            if (from === 'entry')
              context.report({ node, messageId: 'exportAll', data: { source: node.source.value } });
            check(node, node.source.value);
          },
          ImportExpression: (node) =>
            node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
