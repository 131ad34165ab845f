import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STATIC_DIR = fileURLToPath(new URL('./static/', import.meta.url));
const require = createRequire(import.meta.url);

/** A file under test/web/static/ (browser-side scripts of the fake vendors and sites). */
export function staticFile(...segments: string[]): string {
  return join(STATIC_DIR, ...segments);
}

/** A file inside an installed npm package, e.g. packageFile('vanilla-cookieconsent', 'dist/cookieconsent.css'). */
export function packageFile(packageName: string, relativePath: string): string {
  return join(dirname(require.resolve(`${packageName}/package.json`)), relativePath);
}
