/**
 * The public entry (src/index.ts) exports exactly the documented library API: every name it exports
 * is described in docs/library.md, and every value it exports at runtime is one its source names.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.ts';

const source = readFileSync(new URL('../../src/index.ts', import.meta.url), 'utf8');
const docs = readFileSync(new URL('../../docs/library.md', import.meta.url), 'utf8');

/** Names of `export { … }` / `export type { … }` blocks, split into values and types. */
function exportedNames(text: string): { values: string[]; types: string[] } {
  const values: string[] = [];
  const types: string[] = [];
  for (const block of text.matchAll(/export (type )?\{([^}]*)\}/g)) {
    for (const raw of block[2]!.split(',')) {
      const entry = raw.trim();
      if (!entry) continue;
      const isType = block[1] !== undefined || entry.startsWith('type ');
      const name = entry
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .at(-1)!;
      (isType ? types : values).push(name);
    }
  }
  return { values, types };
}

describe('the public entry src/index.ts', () => {
  const { values, types } = exportedNames(source);

  it('names its exports (no export *) and exports at runtime exactly the values it names', () => {
    expect(source).not.toMatch(/export (type )?\*/);
    expect(Object.keys(api).sort()).toEqual([...values].sort());
    expect(values).toEqual(
      expect.arrayContaining(['scanUrl', 'runBatch', 'judgeObservations', 'openStore']),
    );
    expect(types).toEqual(expect.arrayContaining(['Scan', 'Finding', 'Observation', 'Store']));
  });

  it('documents every name it exports in docs/library.md', () => {
    // Named in code: `Name` or, for a function, `name(…)`.
    const undocumented = [...values, ...types].filter(
      (name) => !docs.includes(`\`${name}\``) && !docs.includes(`\`${name}(`),
    );
    expect(undocumented).toEqual([]);
  });

  it('keeps the helpers of the faces out (they live in src/internal.ts)', () => {
    for (const name of ['escapeHtml', 'sliceEvidencePage', 'markdownText', 'plural', 'ScanWorkers'])
      expect(Object.keys(api)).not.toContain(name);
  });
});
