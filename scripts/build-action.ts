/**
 * Builds the GitHub Action into DIR/action (default dist/action): `npm run build:action [-- --out DIR]`.
 *
 *   index.js      bootstrap that action.yml runs: installs the runtime packages once, then loads main.js
 *   main.js       src/action/entry.ts and the library, bundled by esbuild (ESM, node24)
 *   package.json  the runtime packages the bundle leaves out, pinned to the versions in node_modules
 *   schemas/      the JSON Schemas every output is validated against (read at run time)
 *
 * Deterministic: the same sources give the same bytes (npm run check:dist compares a fresh build).
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Left out of the bundle and installed beside it (see src/action/runtime-packages.ts). */
export const RUNTIME_PACKAGES = ['playwright-core', '@duckduckgo/autoconsent'] as const;

const SCHEMAS_FROM_SOURCE = "new URL('../../schemas/', import.meta.url)";

/** The bundle lives in dist/action/, its schemas in dist/action/schemas/: rewrite the one path the library resolves from its own file. */
const schemasBesideBundle: Plugin = {
  name: 'schemas-beside-bundle',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]projection[\\/]validate\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(SCHEMAS_FROM_SOURCE)) {
        return {
          errors: [
            {
              text: `build-action: ${args.path} no longer holds ${SCHEMAS_FROM_SOURCE}; update scripts/build-action.ts`,
            },
          ],
        };
      }
      return {
        contents: source.replace(SCHEMAS_FROM_SOURCE, "new URL('./schemas/', import.meta.url)"),
        loader: 'ts',
      };
    });
  },
};

function installedVersion(name: string): string {
  return (
    JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

export async function buildAction(outRoot: string): Promise<string> {
  const out = join(outRoot, 'action');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const common = {
    bundle: true,
    platform: 'node' as const,
    format: 'esm' as const,
    target: 'node24',
    logLevel: 'warning' as const,
    legalComments: 'eof' as const,
    absWorkingDir: ROOT,
  };
  await build({
    ...common,
    entryPoints: [join(ROOT, 'src/action/entry.ts')],
    outfile: join(out, 'main.js'),
    external: [...RUNTIME_PACKAGES],
    plugins: [schemasBesideBundle],
    // CommonJS dependencies call require() for Node built-ins; an ESM bundle needs one.
    banner: {
      js: "import { createRequire as __consentryCreateRequire } from 'node:module';\nconst require = __consentryCreateRequire(import.meta.url);",
    },
  });
  await build({
    ...common,
    entryPoints: [join(ROOT, 'src/action/bootstrap.ts')],
    outfile: join(out, 'index.js'),
  });
  cpSync(join(ROOT, 'schemas'), join(out, 'schemas'), {
    recursive: true,
    filter: (path) => !path.endsWith('.md'),
  });
  const manifest = {
    name: 'consentry-action-runtime',
    private: true,
    description:
      'Runtime packages of the bundled consentry Action (installed on first run; see README, GitHub Action).',
    type: 'module',
    dependencies: Object.fromEntries(
      RUNTIME_PACKAGES.map((name) => [name, installedVersion(name)]),
    ),
  };
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const out = await buildAction(resolve(values.out ?? join(ROOT, 'dist')));
  console.log(`built ${out}`);
}
