/**
 * The fenced blocks of README.md, for the test that runs them (readme-commands.test.ts).
 *
 * Every shell block (```sh) runs, command by command, in one shell session. A comment on the line
 * above a fence changes that, and a block that is not shell must carry one:
 *   <!-- readme-test: skip (why it cannot run offline) -->
 *   <!-- readme-test: background, ready when it prints "TEXT" -->   (a long-running command for a second terminal)
 * A command's trailing comment "# exits N" declares its exit status (0 otherwise).
 */
import { spawnSync } from 'node:child_process';

export type BlockMode =
  { kind: 'run' } | { kind: 'skip'; reason: string } | { kind: 'background'; ready: string };

export interface ReadmeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  text: string;
  mode: BlockMode;
}

const SHELL = new Set(['sh', 'bash', 'shell']);
const DIRECTIVE = /^<!--\s*readme-test:\s*(.*?)\s*-->$/;

function parseDirective(body: string, line: number): BlockMode {
  const skip = /^skip \((.+)\)$/.exec(body);
  if (skip) return { kind: 'skip', reason: skip[1]! };
  const background = /^background, ready when it prints "(.+)"$/.exec(body);
  if (background) return { kind: 'background', ready: background[1]! };
  throw new Error(
    `README.md line ${line}: unknown readme-test directive "${body}" (skip (reason) or background, ready when it prints "TEXT")`,
  );
}

export function readmeBlocks(markdown: string): ReadmeBlock[] {
  const lines = markdown.split('\n');
  const blocks: ReadmeBlock[] = [];
  let pending: { mode: BlockMode; line: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const directive = DIRECTIVE.exec(line.trim());
    if (directive) {
      pending = { mode: parseDirective(directive[1]!, i + 1), line: i + 1 };
      continue;
    }
    const fence = /^```(\S*)\s*$/.exec(line);
    if (!fence) {
      if (pending && line.trim() !== '')
        throw new Error(
          `README.md line ${pending.line}: a readme-test directive must stand right above a fenced block`,
        );
      continue;
    }
    const end = lines.findIndex((candidate, j) => j > i && /^```\s*$/.test(candidate));
    if (end < 0) throw new Error(`README.md line ${i + 1}: the fenced block is never closed`);
    const lang = fence[1]!;
    const mode = pending?.mode ?? { kind: 'run' };
    if (!SHELL.has(lang) && mode.kind !== 'skip') {
      throw new Error(
        `README.md line ${i + 1}: a \`\`\`${lang || '(no language)'} block is not run; mark it <!-- readme-test: skip (reason) -->`,
      );
    }
    blocks.push({ line: i + 1, lang, text: lines.slice(i + 1, end).join('\n'), mode });
    pending = null;
    i = end;
  }
  if (pending)
    throw new Error(
      `README.md line ${pending.line}: a readme-test directive must stand right above a fenced block`,
    );
  return blocks;
}

/** Whether bash reads `text` as complete commands (no open quote, loop, continuation …). */
function isComplete(text: string): boolean {
  if (/\\\s*$/.test(text)) return false;
  return spawnSync('bash', ['-n', '-c', text], { stdio: 'ignore' }).status === 0;
}

/** The commands of a shell block: lines joined until bash reads them as complete (continuations, loops). */
export function shellCommands(block: string): string[] {
  const commands: string[] = [];
  let current: string[] = [];
  for (const line of block.split('\n')) {
    if (current.length === 0 && (line.trim() === '' || line.trim().startsWith('#'))) continue;
    current.push(line);
    if (isComplete(current.join('\n'))) {
      commands.push(current.join('\n'));
      current = [];
    }
  }
  if (current.length)
    throw new Error(`an incomplete shell command in a README block:\n${current.join('\n')}`);
  return commands;
}

/** The exit status a command's trailing comment declares ("# exits 1 …"), else 0. */
export function expectedExit(command: string): number {
  const declared = /#[^\n]*\bexits (\d+)\b/.exec(command);
  return declared ? Number(declared[1]) : 0;
}

/** Files a command fills with --json output (`… --json > FILE`). */
export function jsonOutputs(command: string): string[] {
  return [...command.matchAll(/--json\s*>\s*(\S+)/g)].map((match) => match[1]!);
}
