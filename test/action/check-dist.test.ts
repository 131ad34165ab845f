import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDirs } from '../../scripts/check-dist.ts';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'consentry-dist-check-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('check:dist comparison', () => {
  it('passes identical folders and ignores installed runtime packages', () => {
    expect(
      compareDirs(
        folder({ 'main.js': 'a', 'schemas/x.json': '{}' }),
        folder({ 'main.js': 'a', 'schemas/x.json': '{}', 'node_modules/p/index.js': 'x' }),
      ),
    ).toEqual([]);
  });

  it('names changed, missing and extra files', () => {
    const built = folder({ 'main.js': 'new', 'index.js': 'i', 'schemas/x.json': '{}' });
    const checkedIn = folder({ 'main.js': 'old', 'index.js': 'i', 'stale.js': 's' });
    expect(compareDirs(built, checkedIn)).toEqual([
      'differs: main.js',
      'missing: schemas/x.json',
      'not built from the source: stale.js',
    ]);
  });
});
