import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STATIC_DIR = fileURLToPath(new URL('./static/', import.meta.url));

/** A file under test/web/static/ (browser-side scripts of the fake vendors and sites the demo web does not serve). */
export function staticFile(...segments: string[]): string {
  return join(STATIC_DIR, ...segments);
}

export { packageFile } from '../../src/cli/demo-web/static-files.ts';
