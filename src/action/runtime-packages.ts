/**
 * The packages the bundle cannot hold, installed beside it on first use: playwright-core (drives the
 * browser; it cannot be bundled) and @duckduckgo/autoconsent (its rules and content script are read
 * from disk at run time). dist/action/package.json pins their versions. In a checkout with
 * node_modules they resolve from there and nothing is installed; in a clean copy of the action (what
 * a runner downloads for `uses:`) the first run installs them with npm into dist/action/node_modules.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** What must resolve from the bundle's folder (the entry points the library loads). */
export const RUNTIME_ENTRY_POINTS = [
  'playwright-core',
  '@duckduckgo/autoconsent/rules/rules.json',
] as const;

/** Entry points that do not resolve from a module in `dir`. */
export function missingRuntimePackages(dir: string): string[] {
  const require = createRequire(join(dir, 'main.js'));
  return RUNTIME_ENTRY_POINTS.filter((specifier) => {
    try {
      require.resolve(specifier);
      return false;
    } catch {
      return true;
    }
  });
}

/** npm of the running Node (official layouts put npm-cli.js beside it), else `npm` from PATH. */
export function npmCommand(execPath: string = process.execPath): {
  command: string;
  args: string[];
} {
  const beside = [
    join(dirname(execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'),
    join(dirname(execPath), 'node_modules', 'npm', 'bin', 'npm-cli.js'),
  ];
  const cli = beside.find((path) => existsSync(path));
  return cli
    ? { command: execPath, args: [cli] }
    : { command: process.platform === 'win32' ? 'npm.cmd' : 'npm', args: [] };
}

/** The npm arguments that install the pinned runtime packages of `dir`/package.json into `dir`/node_modules. */
export const NPM_INSTALL_ARGS = [
  'install',
  '--omit=dev',
  '--no-package-lock',
  '--no-audit',
  '--no-fund',
  '--ignore-scripts',
  '--loglevel=error',
];

const INSTALL_TIMEOUT_MS = 10 * 60_000;

export function installRuntimePackages(
  dir: string,
  log: (message: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const npm = npmCommand();
  log(
    `consentry: installing the runtime packages (playwright-core, @duckduckgo/autoconsent) into ${join(dir, 'node_modules')} — once per copy of the action`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(npm.command, [...npm.args, ...NPM_INSTALL_ARGS], {
      cwd: dir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), INSTALL_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(
        new Error(
          `cannot run npm (${error.message}): the action needs npm to install playwright-core once`,
        ),
      );
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `npm install in ${dir} ${signal ? `was stopped (${signal})` : `exited with code ${code}`}`,
          ),
        );
    });
  });
}
