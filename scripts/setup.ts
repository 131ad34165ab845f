// Makes sure a Chromium is available: used by `npm test`, `npm run demo` and .ci/run.
// Installs Debian's `chromium` with apt-get when running as root on Debian/Ubuntu and none is found;
// never downloads a browser build of its own.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { BrowserNotFoundError, findChromium } from '../src/observe/browser-discovery.ts';

function found(): string | null {
  try {
    const browser = findChromium();
    return `${browser.executablePath} (${browser.source})`;
  } catch (error) {
    if (error instanceof BrowserNotFoundError) return null;
    throw error;
  }
}

function isDebianLike(): boolean {
  if (!existsSync('/etc/os-release')) return false;
  const release = readFileSync('/etc/os-release', 'utf8');
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
}

function run(command: string, args: string[]): void {
  console.log(`consentry setup: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`,
    );
  }
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function aptHasCandidate(pkg: string): boolean {
  const policy = spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' });
  return policy.status === 0 && /Candidate: (?!\(none\))\S+/.test(policy.stdout);
}

const headlessShellPresent = () =>
  existsSync('/usr/lib/chromium/chromium-headless-shell') || onPath('chromium-headless-shell');

// openssl makes the fixture web's certificate (tests and the demo). The headless shell is the
// scanner's preferred browser (half the CPU per page); full Chromium is the fallback.
const canApt = process.platform === 'linux' && process.getuid?.() === 0 && isDebianLike();
const missing: string[] = [];
if (!found()) missing.push('chromium', 'fonts-liberation', 'ca-certificates');
if (!onPath('openssl')) missing.push('openssl');
// Only when apt knows the package (Debian has it; some distributions do not).
if (
  canApt &&
  !headlessShellPresent() &&
  (missing.length > 0 || aptHasCandidate('chromium-headless-shell'))
)
  missing.push('chromium-headless-shell');

if (missing.length && canApt) {
  run('apt-get', ['update', '-qq']);
  const installable = missing.filter(
    (pkg) => pkg !== 'chromium-headless-shell' || aptHasCandidate(pkg),
  );
  if (installable.length)
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...installable]);
}

const browser = found();
if (!browser) {
  console.error(new BrowserNotFoundError().message);
  process.exit(1);
}
if (!onPath('openssl')) {
  console.error(
    'consentry setup: openssl is missing (the fixture web makes its certificate with it): apt-get install openssl',
  );
  process.exit(1);
}
console.log(`consentry setup: Chromium ${browser}; openssl present`);
