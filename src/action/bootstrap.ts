/**
 * dist/action/index.js — what action.yml runs: makes sure the runtime packages are beside the bundle
 * (see runtime-packages.ts) unless the run needs no browser (remote mode, comment mode), then loads the
 * bundled Action (dist/action/main.js).
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installRuntimePackages, missingRuntimePackages } from './runtime-packages.ts';

const dir = dirname(fileURLToPath(import.meta.url));
// Remote mode (api-url set: GitHub passes the input as INPUT_API-URL) scans on the server, comment mode
// (results-dir) scans nothing: no browser, nothing to install.
const input = (name: string) => (process.env[`INPUT_${name.toUpperCase()}`] ?? '').trim() !== '';
const noBrowser = input('api-url') || input('results-dir');
try {
  if (!noBrowser) {
    if (missingRuntimePackages(dir).length > 0)
      await installRuntimePackages(dir, (message) => console.log(message));
    const missing = missingRuntimePackages(dir);
    if (missing.length > 0)
      throw new Error(`still missing after npm install: ${missing.join(', ')}`);
  }
  // A computed specifier: the bundler leaves it alone, Node loads the sibling bundle.
  await import(new URL('./main.js', import.meta.url).href);
} catch (error) {
  console.log(
    `::error::consentry: the action could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 2;
}
