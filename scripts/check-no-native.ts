// "No native addons anywhere in the tree": nothing may compile with node-gyp, and the production
// dependency tree may not ship prebuilt addons (.node) either. Dev tools (the bundlers behind vitest)
// ship prebuilt N-API binaries; they never reach users and need no compiler, so they are allowed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function packageDirs(root: string): string[] {
  const dirs: string[] = [];
  const visit = (nodeModules: string) => {
    if (!existsSync(nodeModules)) return;
    for (const name of readdirSync(nodeModules)) {
      if (name.startsWith('.')) continue;
      const path = join(nodeModules, name);
      if (name.startsWith('@')) {
        visit(path);
        continue;
      }
      if (!existsSync(join(path, 'package.json'))) continue;
      dirs.push(path);
      visit(join(path, 'node_modules'));
    }
  };
  visit(join(root, 'node_modules'));
  return dirs;
}

function nativeFiles(dir: string, depth = 0): string[] {
  if (depth > 6) return [];
  const hits: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) hits.push(...nativeFiles(path, depth + 1));
    else if (name.endsWith('.node')) hits.push(path);
  }
  return hits;
}

const root = process.cwd();
const problems: string[] = [];
for (const dir of packageDirs(root)) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    gypfile?: boolean;
    scripts?: Record<string, string>;
  };
  const scripts = Object.values(manifest.scripts ?? {}).join(' ');
  if (
    existsSync(join(dir, 'binding.gyp')) ||
    manifest.gypfile ||
    /node-gyp|prebuild-install|node-pre-gyp/.test(scripts)
  ) {
    problems.push(`${dir}: builds a native addon`);
  }
}
const production = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((line) => line && line !== root);
for (const dir of production) {
  for (const file of nativeFiles(dir))
    problems.push(`${file}: native addon in a production dependency`);
}
if (problems.length) {
  console.error(`Native addons found:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`No native addons: ${production.length} production packages checked.`);
