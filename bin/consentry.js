#!/usr/bin/env node
// The consentry CLI runs its TypeScript sources through tsx (no build step, no native addon).
import { register } from 'tsx/esm/api';

// node:sqlite (serve, keys) is unflagged from 22.13; everything else needs 22.12.
const [major, minor] = process.versions.node.split('.').map(Number);
const needsSqlite = ['serve', 'keys'].includes(process.argv[2] ?? '');
if (major < 22 || (major === 22 && minor < (needsSqlite ? 13 : 12))) {
  console.error(`consentry: Node.js ${needsSqlite ? '22.13' : '22.12'} or newer is needed (this is ${process.version}). Inside this repository, \`npm run consentry -- <command>\` runs the pinned Node 24.`);
  process.exit(2);
}

register();
// `serve` is the API server's own entry: faces (src/cli/, server/) do not import each other.
if (process.argv[2] === 'serve') await import('../server/main.ts');
else await import('../src/cli/main.ts');
