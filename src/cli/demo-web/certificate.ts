import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Certificate {
  key: string;
  cert: string;
}

/** The hostname itself plus a wildcard for its siblings (`a.b.c` → `*.b.c`, `b.c` → `*.b.c`). */
export function subjectAltNames(hostnames: readonly string[]): string[] {
  const names = new Set<string>(['localhost']);
  for (const host of hostnames) {
    names.add(host);
    const labels = host.split('.');
    names.add(labels.length > 2 ? `*.${labels.slice(1).join('.')}` : `*.${host}`);
  }
  return [...names].sort();
}

/**
 * A self-signed ECDSA P-256 certificate for all the given hostnames (wildcards for their siblings),
 * made with the openssl CLI in a temporary directory that is removed afterwards.
 */
export async function generateCertificate(hostnames: readonly string[]): Promise<Certificate> {
  const dir = await mkdtemp(join(tmpdir(), 'consentry-fixture-cert-'));
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  const san = [...subjectAltNames(hostnames).map((name) => `DNS:${name}`), 'IP:127.0.0.1'].join(
    ',',
  );
  try {
    await run('openssl', [
      'req',
      '-x509',
      '-nodes',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '7',
      '-subj',
      '/CN=consentry fixture web',
      '-addext',
      `subjectAltName=${san}`,
      '-addext',
      'extendedKeyUsage=serverAuth',
    ]);
    return { key: await readFile(keyPath, 'utf8'), cert: await readFile(certPath, 'utf8') };
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    if (failure.code === 'ENOENT' && failure.syscall?.startsWith('spawn')) {
      throw new Error(
        'The fixture web generates its TLS certificate with the `openssl` command, which was not found on PATH. ' +
          'Install it (Debian/Ubuntu: apt-get install -y openssl; macOS: it ships with the system).',
      );
    }
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(
      `openssl could not generate the fixture web certificate${stderr ? `: ${stderr}` : ''}`,
      { cause: error },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
