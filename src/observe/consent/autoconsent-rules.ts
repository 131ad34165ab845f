import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The FULL autoconsent rule set (rules.json: opt-in steps included, which the compact rules omit),
 * loaded once, and the per-frame subset sent to each content script: rules whose run context allows
 * this frame (top or child) and whose urlPattern, if any, matches its URL. Site-specific rules for
 * other sites never reach the page, which keeps parsing and detection cheap.
 */
interface RunContext {
  main?: boolean;
  frame?: boolean;
  urlPattern?: string;
}

interface Rule {
  name: string;
  runContext?: RunContext;
}

interface LoadedRule {
  rule: Rule;
  pattern: RegExp | null;
}

const require = createRequire(import.meta.url);
let loaded: LoadedRule[] | undefined;
let contentScript: string | undefined;
const bundleCache = new Map<string, string>();

function rulesPath(): string {
  return require.resolve('@duckduckgo/autoconsent/rules/rules.json');
}

function load(): LoadedRule[] {
  if (loaded) return loaded;
  const bundle = JSON.parse(readFileSync(rulesPath(), 'utf8')) as { autoconsent: Rule[] };
  loaded = bundle.autoconsent.map((rule) => {
    let pattern: RegExp | null = null;
    if (rule.runContext?.urlPattern) {
      try {
        pattern = new RegExp(rule.runContext.urlPattern);
      } catch {
        pattern = /$^/; // an invalid pattern matches nothing
      }
    }
    return { rule, pattern };
  });
  return loaded;
}

let dynamicNames: readonly string[] | undefined;

/**
 * Rules implemented in autoconsent's code (lib/cmps), not in rules.json; only disabledCmps can turn
 * them off. Read from the installed package (lib/cmps/all.ts lists them; each class names itself),
 * so that the list follows the pinned version instead of being copied by hand.
 */
export function dynamicCmpNames(): readonly string[] {
  if (dynamicNames) return dynamicNames;
  const dir = join(dirname(rulesPath()), '..', 'lib', 'cmps');
  const all = readFileSync(join(dir, 'all.ts'), 'utf8');
  const files = new Map(
    [...all.matchAll(/^import (\w+) from '\.\/([\w.-]+)';$/gm)].map((m) => [m[1], m[2]]),
  );
  const listed = /dynamicCMPs\s*=\s*\[([^\]]*)\]/.exec(all)?.[1]?.match(/\w+/g) ?? [];
  const names = listed.map((identifier) => {
    const file = files.get(identifier);
    const source = file ? readFileSync(join(dir, `${file}.ts`), 'utf8') : '';
    return /^\s+name = '([^']+)';$/m.exec(source)?.[1];
  });
  if (names.length === 0 || names.some((name) => name === undefined))
    throw new Error(`autoconsent: cannot read the names of its code-implemented CMPs from ${dir}`);
  dynamicNames = Object.freeze(names as string[]);
  return dynamicNames;
}

/** The content script autoconsent ships for Playwright (dist/autoconsent.playwright.js). */
export function autoconsentContentScript(): string {
  contentScript ??= readFileSync(
    join(dirname(rulesPath()), '..', 'dist', 'autoconsent.playwright.js'),
    'utf8',
  );
  return contentScript;
}

function appliesTo(entry: LoadedRule, url: string, mainFrame: boolean): boolean {
  const context = entry.rule.runContext ?? {};
  if (mainFrame ? context.main === false : context.frame !== true) return false;
  return entry.pattern ? entry.pattern.test(url) : true;
}

export interface FrameRules {
  /** JSON of the RuleBundle ({ autoconsent: [...] }) for this frame. */
  json: string;
  count: number;
  /** Frame-specific rules matched by URL (not just generic ones). */
  siteSpecific: number;
}

/** The rules a frame at `url` needs; `onlyRule` restricts to one known rule (dynamic or declarative). */
export function rulesForFrame(url: string, mainFrame: boolean, onlyRule?: string): FrameRules {
  const entries = load().filter(
    (entry) =>
      (onlyRule === undefined || entry.rule.name === onlyRule) && appliesTo(entry, url, mainFrame),
  );
  const siteSpecific = entries.filter((entry) => entry.pattern !== null).length;
  const key = `${mainFrame}|${onlyRule ?? ''}|${entries.map((entry) => entry.rule.name).join('\u0000')}`;
  let json = bundleCache.get(key);
  if (json === undefined) {
    json = JSON.stringify({ autoconsent: entries.map((entry) => entry.rule) });
    if (bundleCache.size > 200) bundleCache.clear();
    bundleCache.set(key, json);
  }
  return { json, count: entries.length, siteSpecific };
}

/** Whether a rule of this name exists (declarative or dynamic). */
export function isKnownRule(name: string): boolean {
  return dynamicCmpNames().includes(name) || load().some((entry) => entry.rule.name === name);
}

/** disabledCmps for a run restricted to `onlyRule`: every dynamic CMP except that one. */
export function disabledDynamicCmps(onlyRule?: string): string[] {
  return onlyRule === undefined ? [] : dynamicCmpNames().filter((name) => name !== onlyRule);
}
