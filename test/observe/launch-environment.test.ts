// Browser tier: the environment of each launched Chromium process, and downloads a page attempts
/**
 * What a page's browser could take from the scanning machine: Chromium starts with an allow-listed
 * environment (no secret of the consentry process reaches any of its processes), every arm refuses
 * downloads, and running as root says that the sandbox is off.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUDGETS } from '../../src/observe/arm-spec.ts';
import { newArmContext } from '../../src/observe/arm-context.ts';
import {
  chromiumEnvironment,
  launchChromium,
  rootSandboxWarning,
  type LaunchedChromium,
} from '../../src/observe/launch.ts';

const SECRETS: Record<string, string> = {
  CONSENTRY_KEY_SECRET: 'key-secret-value-0123456789abcdef0123',
  CONSENTRY_DATABASE_URL: 'postgres://consentry:db-password@db.internal/consentry',
  DATABASE_URL: 'postgres://app:other-password@db.internal/app',
  GITHUB_TOKEN: 'ghs_githubtokenvalue0123456789',
  OPENAI_API_KEY: 'sk-apikeyvalue0123456789',
  AWS_SECRET_ACCESS_KEY: 'aws-secret-value-0123456789',
  CHROMIUM_FLAGS: '--no-proxy-server',
  NODE_OPTIONS: '--require /tmp/evil.js',
};

/** `root` and its descendants with their environments, from /proc. */
function treeEnvironments(root: number): Map<number, string[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // ended while reading
    }
  }
  const out = new Map<number, string[]>();
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      out.set(pid, readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean));
    } catch {
      // ended while reading
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

describe("Chromium's environment", () => {
  it('keeps what a browser needs and drops secrets, tokens, database URLs and launcher flags', () => {
    const env = chromiumEnvironment({
      ...SECRETS,
      PATH: '/usr/bin',
      HOME: '/home/scan',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      XDG_RUNTIME_DIR: '/run/user/1',
      HTTPS_PROXY: 'http://proxy:3128',
      no_proxy: 'localhost',
      FONTCONFIG_PATH: '/etc/fonts',
    });
    expect(env).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/scan',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      XDG_RUNTIME_DIR: '/run/user/1',
      HTTPS_PROXY: 'http://proxy:3128',
      no_proxy: 'localhost',
      FONTCONFIG_PATH: '/etc/fonts',
    });
  });

  describe('a launched browser', () => {
    let launched: LaunchedChromium;
    const saved: Record<string, string | undefined> = {};

    beforeAll(async () => {
      for (const [name, value] of Object.entries(SECRETS)) {
        saved[name] = process.env[name];
        process.env[name] = value;
      }
      launched = await launchChromium();
    }, 60_000);

    afterAll(async () => {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await launched?.close();
    });

    it('no process of it holds any secret of the consentry process', async () => {
      const context = await launched.browser.newContext();
      const page = await context.newPage();
      await page.setContent('<p>renderer up</p>');
      const environments = treeEnvironments(launched.pid!);
      // The launcher, the browser, its zygotes and the renderer.
      expect(environments.size).toBeGreaterThan(2);
      for (const [pid, variables] of environments) {
        const names = variables.map((line) => line.slice(0, line.indexOf('=')));
        expect(
          names.filter((name) => name in SECRETS),
          `process ${pid}`,
        ).toEqual([]);
        expect(variables.join('\n'), `process ${pid}`).not.toMatch(
          /password|ghs_|sk-apikey|key-secret-value|aws-secret/,
        );
      }
      expect(
        [...environments.values()].some((variables) =>
          variables.some((line) => line.startsWith('PATH=')),
        ),
      ).toBe(true);
      await context.close();
    }, 60_000);

    it('every arm context refuses downloads: the attempt is seen and cancelled, nothing is written', async () => {
      const context = await newArmContext(
        { browser: launched.browser, userAgent: 'Mozilla/5.0 test' },
        {
          arm: 'before_consent',
          url: 'about:blank',
          scanFrom: 'eu_ie',
          viewport: 'desktop',
          budgets: DEFAULT_BUDGETS,
        },
      );
      try {
        const page = await context.newPage();
        await page.setContent(
          '<a id="get" href="data:application/octet-stream;base64,aGVsbG8=" download="payload.bin">get</a>',
        );
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('#get')]);
        // Refused by the context (an accepting context reports no failure and a file path).
        expect(await download.failure()).toBe(
          'Pass { acceptDownloads: true } when you are creating your browser context.',
        );
        await expect(download.path()).rejects.toThrow(/acceptDownloads: true/);
      } finally {
        await context.close();
      }
    }, 60_000);
  });
});

describe('running as root', () => {
  it('warns that the sandbox is off, and only as root', () => {
    const warning = rootSandboxWarning();
    if (process.getuid?.() === 0)
      expect(warning).toMatch(
        /^running as root: Chromium runs without its sandbox \(--no-sandbox\).*unprivileged user/,
      );
    else expect(warning).toBeNull();
  });
});
