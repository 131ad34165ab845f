/**
 * Entry of `consentry serve`. bin/consentry.js dispatches the `serve` command here directly rather
 * than through src/cli/: faces do not import each other (eslint/import-boundaries.js), and the
 * server is its own face that uses only the library's public entry.
 */
import { ConfigError } from './config.ts';
import { serve } from './serve.ts';

serve(process.argv.slice(3)).then(
  (code) => {
    process.exitCode = code;
    // Everything is closed; a handle a library left open must not keep a stopped server alive.
    setTimeout(() => process.exit(code), 2_000).unref();
  },
  (error: unknown) => {
    const message =
      error instanceof ConfigError
        ? error.message
        : `internal error: ${error instanceof Error ? error.message : String(error)}`;
    console.error(`consentry serve: ${message}`);
    process.exitCode = 2;
  },
);
