import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Runs the fixture web in its own process (its CPU is the "internet", not the scanner). */
export async function startFixtureWebProcess(): Promise<{
  mapHosts: string;
  process: ChildProcess;
  stop(): Promise<void>;
}> {
  const main = fileURLToPath(new URL('../test/web/main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main, '--port', '0', '--quiet'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const mapHosts = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /map rule: (MAP \* 127\.0\.0\.1:\d+)/.exec(buffer);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) =>
      reject(new Error(`fixture web exited (${code}) before it was ready`)),
    );
  });
  return {
    mapHosts,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
