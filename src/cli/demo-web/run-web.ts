/**
 * The command line of a fixture web: runs it until Ctrl-C (flags [--port N] [--http-port N] [--quiet])
 * and prints the Chromium flags that route every hostname to it, and the demo site URLs. main.ts runs
 * the demo web (`consentry demo` starts it); test/web/main.ts (`npm run web`) the tests' fixture web.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { FixtureHost } from './fixture-host.ts';
import { startFixtureWeb } from './server.ts';

function portOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--${name} must be a port number (0–65535), got "${value}"`);
  return port;
}

/** The demo sites, one URL per line ('#' starts a comment). */
export const DEMO_LIST = new URL('./demo-sites.txt', import.meta.url);

function demoSites(): string[] {
  return readFileSync(DEMO_LIST, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

async function main(hosts: readonly FixtureHost[] | undefined): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'http-port': { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const web = await startFixtureWeb({
    ...(hosts ? { hosts } : {}),
    port: portOption(values.port, 'port'),
    httpPort: portOption(values['http-port'], 'http-port'),
    quiet: values.quiet,
  });
  console.log(
    `consentry fixture web: https:// and http:// on 127.0.0.1:${web.port}, plain http:// also on 127.0.0.1:${web.httpPort}`,
  );
  console.log(`map rule: ${web.mapHostsRule}`);
  console.log(`chromium --host-resolver-rules="${web.mapHostsRule}" --ignore-certificate-errors`);
  console.log(`consentry scan --map-hosts "${web.mapHostsRule}" --ignore-tls-errors <url>`);
  console.log(
    `demo sites:\n${demoSites()
      .map((url) => `  ${url}`)
      .join('\n')}`,
  );
  console.log(`serving ${web.hostnames.length} hostnames; Ctrl-C to stop`);

  const shutdown = () => {
    void web.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/** Runs the fixture web serving `hosts` (default: the demo web's) until SIGINT or SIGTERM. */
export function runFixtureWeb(hosts?: readonly FixtureHost[]): void {
  main(hosts).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
}
