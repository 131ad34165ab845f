/**
 * `npm run check:dist`: rebuilds the Action into a temporary folder and compares it, file by file,
 * with the checked-in dist/action. Exits 1 naming every file that differs, is missing or is extra
 * (then run `npm run build:action` and commit dist/).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAction } from './build-action.ts';

const DIST = fileURLToPath(new URL('../dist/action', import.meta.url));

/** Every file under `dir` (relative paths), skipping node_modules (the runtime packages a run installs). */
export function filesOf(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    let entries: string[];
    try {
      entries = readdirSync(at);
    } catch {
      return;
    }
    for (const name of entries) {
      if (name === 'node_modules') continue;
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}

/** Paths that differ between two folders (changed, missing in `actual`, or extra in `actual`). */
export function compareDirs(expected: string, actual: string): string[] {
  const want = filesOf(expected);
  const have = new Set(filesOf(actual));
  const problems: string[] = [];
  for (const file of want) {
    if (!have.has(file)) problems.push(`missing: ${file}`);
    else if (!readFileSync(join(expected, file)).equals(readFileSync(join(actual, file))))
      problems.push(`differs: ${file}`);
    have.delete(file);
  }
  for (const file of have) problems.push(`not built from the source: ${file}`);
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const temp = mkdtempSync(join(tmpdir(), 'consentry-dist-'));
  try {
    const built = await buildAction(temp);
    const problems = compareDirs(built, DIST);
    if (problems.length) {
      console.error(
        `dist/action does not match the source (${problems.length} file(s)):\n  ${problems.join('\n  ')}\nRun npm run build:action and commit dist/.`,
      );
      process.exitCode = 1;
    } else console.log(`dist/action matches the source (${filesOf(built).length} files)`);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
