import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STATIC_DIR = fileURLToPath(new URL('./static/', import.meta.url));
const require = createRequire(import.meta.url);

/** A file under static/ beside this file (browser-side scripts of the demo's fake vendors and sites). */
export function staticFile(...segments: string[]): string {
  return join(STATIC_DIR, ...segments);
}

/** The directory of an installed package, also for packages whose `exports` hide package.json (jquery). */
function packageDir(packageName: string): string {
  try {
    return dirname(require.resolve(`${packageName}/package.json`));
  } catch (error) {
    const dir = (require.resolve.paths(packageName) ?? [])
      .map((base) => join(base, packageName))
      .find((candidate) => existsSync(join(candidate, 'package.json')));
    if (!dir) throw error;
    return dir;
  }
}

/** A file inside an installed npm package, e.g. packageFile('vanilla-cookieconsent', 'dist/cookieconsent.css'). */
export function packageFile(packageName: string, relativePath: string): string {
  return join(packageDir(packageName), relativePath);
}
