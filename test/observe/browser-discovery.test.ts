import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrowserNotFoundError, findChromium } from '../../src/observe/browser-discovery.ts';

function fakeExecutable(path: string): string {
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
}

describe('findChromium', () => {
  const dir = mkdtempSync(join(tmpdir(), 'consentry-discovery-'));
  const emptyCache = join(dir, 'empty-cache');
  mkdirSync(emptyCache);

  it('prefers CONSENTRY_CHROMIUM when it points at an executable', () => {
    const exe = fakeExecutable(join(dir, 'my-chrome'));
    const found = findChromium({ CONSENTRY_CHROMIUM: exe }, []);
    expect(found).toEqual({ executablePath: exe, source: 'CONSENTRY_CHROMIUM' });
  });

  it('rejects a CONSENTRY_CHROMIUM that is not executable, naming it and how to fix it', () => {
    const call = () => findChromium({ CONSENTRY_CHROMIUM: join(dir, 'nope') }, []);
    expect(call).toThrow(BrowserNotFoundError);
    expect(call).toThrow(/CONSENTRY_CHROMIUM=.*nope is not an executable/);
  });

  it('takes the first executable system path', () => {
    const exe = fakeExecutable(join(dir, 'chromium'));
    const found = findChromium({ PLAYWRIGHT_BROWSERS_PATH: emptyCache }, [
      join(dir, 'missing'),
      exe,
    ]);
    expect(found).toEqual({ executablePath: exe, source: 'system' });
  });

  it("falls back to the newest build in Playwright's cache", () => {
    const cache = join(dir, 'pw');
    for (const rev of ['1100', '1200']) {
      mkdirSync(join(cache, `chromium-${rev}`, 'chrome-linux64'), { recursive: true });
      fakeExecutable(join(cache, `chromium-${rev}`, 'chrome-linux64', 'chrome'));
    }
    const found = findChromium({ PLAYWRIGHT_BROWSERS_PATH: cache }, []);
    expect(found).toEqual({
      executablePath: join(cache, 'chromium-1200', 'chrome-linux64', 'chrome'),
      source: 'playwright-cache',
    });
  });

  it('fails with install instructions when nothing is found', () => {
    const call = () =>
      findChromium({ PLAYWRIGHT_BROWSERS_PATH: emptyCache }, [join(dir, 'missing')]);
    expect(call).toThrow(BrowserNotFoundError);
    expect(call).toThrow(/apt-get install -y chromium/);
    expect(call).toThrow(/CONSENTRY_CHROMIUM=/);
  });
});
