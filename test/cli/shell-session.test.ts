import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BackgroundCommand, ShellSession, terminalEnv } from './shell-session.ts';

const dir = mkdtempSync(join(tmpdir(), 'consentry-shell-session-'));

describe('ShellSession', () => {
  const session = new ShellSession(dir, mkdtempSync(join(tmpdir(), 'consentry-shell-scratch-')));
  afterAll(() => session.close());

  it('keeps variables from one command to the next and reports each exit status with its output', async () => {
    expect(await session.run('KEY=$(echo secret-key)', 10_000)).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    expect(await session.run('echo "key is $KEY"; echo oops >&2', 10_000)).toEqual({
      code: 0,
      stdout: 'key is secret-key\n',
      stderr: 'oops\n',
    });
    expect((await session.run('false', 10_000)).code).toBe(1);
    expect((await session.run('sh -c "exit 22"', 10_000)).code).toBe(22);
    expect((await session.run('pwd', 10_000)).stdout.trim()).toBe(dir);
  });

  it('gives up on a command that runs past its time', async () => {
    await expect(session.run('sleep 5', 300)).rejects.toThrow(
      /still running after 0.3 s:\nsleep 5/,
    );
  });
});

describe('BackgroundCommand', () => {
  it('is ready once it prints the text, and stops on Ctrl-C', async () => {
    const command = new BackgroundCommand('echo "map rule: MAP * 127.0.0.1:1"; sleep 60', dir);
    await command.ready('map rule', 10_000);
    expect(command.running).toBe(true);
    await command.stop();
    expect(command.running).toBe(false);
  });

  it('fails with its output when it ends before it is ready', async () => {
    const command = new BackgroundCommand(
      'echo "listen EADDRINUSE 127.0.0.1:8080" >&2; exit 1',
      dir,
    );
    await expect(command.ready('listening', 10_000)).rejects.toThrow(
      /ended before it printed "listening":\nlisten EADDRINUSE/,
    );
  });
});

describe('terminalEnv', () => {
  it('drops what npm, vitest and consentry put into this process, and node_modules from PATH', () => {
    const env = terminalEnv();
    expect(Object.keys(env).filter((key) => /^(npm_|CONSENTRY_|VITEST)/.test(key))).toEqual([]);
    expect(env.PATH).not.toMatch(/node_modules/);
    expect(env.HOME).toBe(process.env.HOME);
  });
});
