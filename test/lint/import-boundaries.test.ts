import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'consentry/import-boundaries')
    .map((m) => m.message);
}

describe('import-boundaries lint rule (the design import rule)', () => {
  it.each([
    [
      'src/observe/arm.ts',
      "import { x } from '../classify/party.ts'; export { x };",
      /'observe' may not import from 'classify'/,
    ],
    [
      'src/classify/party.ts',
      "import { x } from '../findings/registry.ts'; export { x };",
      /'classify' may not import from 'findings'/,
    ],
    [
      'src/findings/check.ts',
      "import { x } from '../observe/arm.ts'; export { x };",
      /'findings' may not import from 'observe'/,
    ],
    [
      'src/findings/check.ts',
      "import { chromium } from 'playwright-core'; export { chromium };",
      /Only src\/observe\/ may import Playwright/,
    ],
    [
      'server/app.ts',
      "import { x } from '../src/pipeline/scan.ts'; export { x };",
      /'server' may not import from 'pipeline'/,
    ],
    [
      'src/cli/main.ts',
      "import { x } from '../action/main.ts'; export { x };",
      /'cli' may not import from 'action'/,
    ],
    ['src/cli/main.ts', "export * from '../store/sqlite.ts';", /'cli' may not import from 'store'/],
    // Faces import the internal entry only: not the public entry, not a library module.
    [
      'src/cli/main.ts',
      "import { scanUrl } from '../index.ts'; export { scanUrl };",
      /'cli' may not import from 'entry' \(allowed: internal\)/,
    ],
    [
      'server/app.ts',
      "import { scanUrl } from '../src/index.ts'; export { scanUrl };",
      /'server' may not import from 'entry' \(allowed: internal\)/,
    ],
    [
      'src/action/main.ts',
      "import { plural } from '../shared/text.ts'; export { plural };",
      /'action' may not import from 'shared' \(allowed: internal\)/,
    ],
    // The public entry names every export.
    [
      'src/index.ts',
      "export * from './store/index.ts';",
      /The public entry src\/index\.ts names each export: no 'export \*' \(from '\.\/store\/index\.ts'\)/,
    ],
    [
      'src/index.ts',
      "export type * from './model/index.ts';",
      /The public entry src\/index\.ts names each export: no 'export \*'/,
    ],
    // The public entry does not re-export the internal entry; library code imports neither.
    [
      'src/index.ts',
      "export { plural } from './internal.ts';",
      /'entry' may not import from 'internal'/,
    ],
    [
      'src/pipeline/scan.ts',
      "import { plural } from '../internal.ts'; export { plural };",
      /'pipeline' may not import from 'internal'/,
    ],
    // src/shared/ is the lowest layer: it imports nothing of the library.
    [
      'src/shared/text.ts',
      "import type { Scan } from '../model/index.ts'; export type { Scan };",
      /'shared' may not import from 'model' \(allowed: nothing\)/,
    ],
  ])('rejects %s: %s', async (file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    [
      'src/pipeline/scan.ts',
      "import { a } from '../observe/arm.ts'; import { b } from '../findings/registry.ts'; export { a, b };",
    ],
    [
      'src/observe/arm.ts',
      "import { chromium } from 'playwright-core'; import type { X } from '../model/index.ts'; export { chromium }; export type { X };",
    ],
    [
      'src/findings/check.ts',
      "import { a } from '../classify/party.ts'; import { b } from './registry.ts'; export { a, b };",
    ],
    ['server/app.ts', "import { scan } from '../src/internal.ts'; export { scan };"],
    ['src/cli/main.ts', "import { scan } from '../internal.ts'; export { scan };"],
    [
      'src/action/remote/api-client.ts',
      "import type { Scan } from '../../internal.ts'; export type { Scan };",
    ],
    [
      'src/index.ts',
      "export { scanUrl, type ScanOptions } from './pipeline/scan.ts'; export type { Scan } from './model/index.ts';",
    ],
    [
      'src/internal.ts',
      "export * from './store/index.ts'; export { plural } from './shared/text.ts';",
    ],
    ...['observe', 'classify', 'findings', 'projection', 'safety', 'store', 'pipeline'].map(
      (area) => [
        `src/${area}/x.ts`,
        "import { plural } from '../shared/text.ts'; export { plural };",
      ],
    ),
  ])('allows %s: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
