/**
 * A package registry on loopback for the clean-copy test (no internet): serves the packages the
 * Action installs at run time — and their dependencies — packed with `npm pack` from this checkout's
 * node_modules, so the real `npm install` of the bootstrap runs unchanged against it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));

interface Packed {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  file: string;
  integrity: string;
  shasum: string;
}

export interface FakeRegistry {
  url: string;
  /** Package names requested (packuments) and tarballs downloaded. */
  requests: string[];
  stop(): Promise<void>;
}

function manifest(name: string): { version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(join(NODE_MODULES, name, 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };
}

/** The packages and their production dependencies (as installed here), each packed into `dir`. */
function pack(roots: readonly string[], dir: string): Map<string, Packed> {
  const packed = new Map<string, Packed>();
  const queue = [...roots];
  for (let i = 0; i < queue.length && i < 50; i++) {
    const name = queue[i]!;
    if (packed.has(name)) continue;
    const pkg = manifest(name);
    const output = execFileSync(
      'npm',
      [
        'pack',
        join(NODE_MODULES, name),
        '--pack-destination',
        dir,
        '--ignore-scripts',
        '--json',
        '--loglevel=error',
      ],
      { encoding: 'utf8' },
    );
    const [info] = JSON.parse(output.slice(output.indexOf('['))) as { filename: string }[];
    const file = join(dir, info!.filename);
    const bytes = readFileSync(file);
    packed.set(name, {
      name,
      version: pkg.version,
      dependencies: pkg.dependencies ?? {},
      file,
      integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
      shasum: createHash('sha1').update(bytes).digest('hex'),
    });
    queue.push(...Object.keys(pkg.dependencies ?? {}));
  }
  return packed;
}

export async function startFakeRegistry(roots: readonly string[]): Promise<FakeRegistry> {
  const packed = pack(roots, mkdtempSync(join(tmpdir(), 'consentry-registry-')));
  const requests: string[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname).slice(1);
    requests.push(path);
    const tarball = /^-\/(.+)\.tgz$/.exec(path);
    if (tarball) {
      const entry = [...packed.values()].find((p) => `${p.name}-${p.version}` === tarball[1]);
      if (!entry) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return void res.end(readFileSync(entry.file));
    }
    const entry = packed.get(path);
    if (!entry) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ error: 'Not found' }));
    }
    const version = {
      name: entry.name,
      version: entry.version,
      dependencies: entry.dependencies,
      dist: {
        tarball: `${base}/-/${entry.name}-${entry.version}.tgz`,
        integrity: entry.integrity,
        shasum: entry.shasum,
      },
    };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        name: entry.name,
        'dist-tags': { latest: entry.version },
        versions: { [entry.version]: version },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
