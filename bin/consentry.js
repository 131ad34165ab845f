#!/usr/bin/env node
// The consentry CLI runs its TypeScript sources through tsx (no build step, no native addon).
import { register } from 'tsx/esm/api';

// One requirement for every command: node:sqlite (serve, keys) is unflagged from 22.13.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  console.error(
    `consentry: Node.js 22.13 or newer is needed (this is ${process.version}). Inside this repository, \`npm run -s consentry -- <command>\` runs the pinned Node 24.`,
  );
  process.exit(2);
}

// `consentry help serve` is `consentry serve --help`: the server's help lives with the server.
if (process.argv[2] === 'help' && process.argv[3] === 'serve')
  process.argv.splice(2, 2, 'serve', '--help');

register();
// `serve` is the API server's own entry: faces (src/cli/, server/) do not import each other.
if (process.argv[2] === 'serve') await import('../server/main.ts');
else await import('../src/cli/main.ts');
