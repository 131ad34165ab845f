/**
 * The pages to scan — the `urls` input and the `urls-file` list — as one batch list, and for each
 * page the file line that named it (SARIF anchors: code scanning rejects web URLs as locations).
 *
 * - urls-file: the list file's own line (repository-relative path).
 * - urls (inline): the line of the running workflow file that holds the URL text (found by search;
 *   else the line of `urls:`; else line 1). Without a workflow file of this repository (a reusable
 *   workflow of another one, a run outside GitHub) the Action writes the inline list to
 *   `<output-dir>/urls.txt` and anchors to its lines.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import {
  BatchListError,
  parseBatchList,
  type BatchList,
  type BatchTarget,
  type BatchUnusableLine,
  type SarifAnchor,
} from '../internal.ts';
import { ActionInputError, type ActionInputs } from './inputs.ts';

export const INLINE_LIST_FILE = 'urls.txt';

export interface ScanTargets {
  list: BatchList;
  /** Names the list(s) in the summary. */
  source: string;
  /** SARIF anchor of every target, by its page URL (BatchTarget.key). */
  anchors: Map<string, SarifAnchor>;
  fallback: SarifAnchor;
  /** Unusable lines with the file they are in, for annotations. */
  unusable: (BatchUnusableLine & { anchor: SarifAnchor })[];
}

const posix = (path: string) => path.split(sep).join('/');

/** A path relative to the workspace (forward slashes) when it lies inside it, else as given. */
export function repoRelative(workspace: string, path: string): string {
  const rel = relative(workspace, resolve(workspace, path));
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? posix(rel) : posix(path);
}

/** Line (1-based) of `lines` holding `needle`; else the line of the `urls:` key; else 1. */
export function lineOf(lines: readonly string[], needle: string): number {
  const exact = lines.findIndex((line) => line.includes(needle));
  if (exact >= 0) return exact + 1;
  const key = lines.findIndex((line) => /^\s*urls\s*:/.test(line));
  return key >= 0 ? key + 1 : 1;
}

function parse(text: string, name: string): BatchList {
  try {
    return parseBatchList(text, name);
  } catch (error) {
    if (error instanceof BatchListError) throw new ActionInputError(error.message);
    throw error;
  }
}

export function readTargets(
  inputs: ActionInputs,
  workspace: string,
  workflowFile: string | null,
): ScanTargets {
  const anchors = new Map<string, SarifAnchor>();
  const targets: BatchTarget[] = [];
  const duplicates: BatchList['duplicates'] = [];
  const unusable: ScanTargets['unusable'] = [];
  const sources: string[] = [];
  const firstLine = new Map<string, number>();
  let fallback: SarifAnchor | null = null;

  const add = (list: BatchList, anchorOf: (line: number) => SarifAnchor, origin: string) => {
    for (const target of list.targets) {
      const seen = firstLine.get(target.key);
      if (seen !== undefined) {
        duplicates.push({ line: target.line, url: target.key, firstLine: seen });
        continue;
      }
      firstLine.set(target.key, target.line);
      targets.push(target);
      anchors.set(target.key, anchorOf(target.line));
    }
    duplicates.push(...list.duplicates);
    for (const bad of list.unusable)
      unusable.push({ ...bad, reason: `${bad.reason} (${origin})`, anchor: anchorOf(bad.line) });
  };

  if (inputs.urls.trim()) {
    const list = parse(inputs.urls, 'urls input');
    const inputLines = inputs.urls.split(/\r\n|\r|\n/);
    const workflowPath = workflowFile ? join(workspace, workflowFile) : null;
    if (workflowFile && workflowPath && existsSync(workflowPath)) {
      const workflowLines = readFileSync(workflowPath, 'utf8').split(/\r\n|\r|\n/);
      add(
        list,
        (line) => ({
          uri: workflowFile,
          line: lineOf(
            workflowLines,
            (inputLines[line - 1] ?? '').replace(/(^|\s)#.*$/, '').trim() || '\u0000',
          ),
        }),
        'urls input',
      );
      fallback = { uri: workflowFile, line: lineOf(workflowLines, '\u0000') };
    } else {
      const uri = repoRelative(workspace, join(inputs.outputDir, INLINE_LIST_FILE));
      add(list, (line) => ({ uri, line }), 'urls input');
      fallback = { uri, line: 1 };
    }
    sources.push('urls input');
  }
  if (inputs.urlsFile) {
    const path = resolve(workspace, inputs.urlsFile);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      throw new ActionInputError(
        `input urls-file: cannot read ${inputs.urlsFile} (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const uri = repoRelative(workspace, inputs.urlsFile);
    add(parse(text, inputs.urlsFile), (line) => ({ uri, line }), uri);
    fallback ??= { uri, line: 1 };
    sources.push(uri);
  }
  if (targets.length === 0) {
    const first = unusable
      .slice(0, 3)
      .map((bad) => `line ${bad.line}: ${bad.reason}`)
      .join('; ');
    throw new ActionInputError(`no usable URL or domain to scan${first ? ` (${first})` : ''}`);
  }
  return {
    list: {
      format: 'text',
      targets,
      duplicates,
      unusable: unusable.map(({ anchor: _anchor, ...bad }) => bad),
    },
    source: sources.join(' + '),
    anchors,
    fallback: fallback!,
    unusable,
  };
}
