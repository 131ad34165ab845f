import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { build } from 'esbuild';
import type { FixtureRequest } from '../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, send } from '../../src/cli/demo-web/http/respond.ts';
import type { Route } from '../../src/cli/demo-web/http/router.ts';
import { packageFile, staticFile } from './static-files.ts';

/**
 * JavaScript payloads of realistic weight: real libraries from node_modules, concatenated with the
 * vendor's or site's own browser code, or bundled with esbuild from an ES module entry in static/.
 * Each payload is built once per process, on its first request.
 */
export type JsSource = () => Promise<string>;

export function once(make: JsSource): JsSource {
  let built: Promise<string> | null = null;
  return () => (built ??= make());
}

const stripSourceMap = (source: string) => source.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');

/**
 * A UMD/CommonJS library file of an installed package as an expression evaluating to its exports,
 * run in its own scope: it defines no global, as when a vendor bundles the library into its script.
 */
export function packageModule(packageName: string, relativePath: string): JsSource {
  return once(async () => {
    const source = stripSourceMap(await readFile(packageFile(packageName, relativePath), 'utf8'));
    return `(function () { var module = { exports: {} }; var exports = module.exports; var define;\n${source}\n;return module.exports; })()`;
  });
}

/** A file of an installed package, as published (a CMP library served the way its docs show). */
export function packageScript(packageName: string, relativePath: string): JsSource {
  return once(async () =>
    stripSourceMap(await readFile(packageFile(packageName, relativePath), 'utf8')),
  );
}

/** A plain browser script under test/web/static/. */
export function staticScript(...segments: string[]): JsSource {
  return once(() => readFile(staticFile(...segments), 'utf8'));
}

/**
 * A vendor script that bundles libraries: `var <name> = <library exports>;` for each library, then the
 * vendor's own code, all in one function scope (the libraries stay private to the script).
 */
export function scriptWithLibraries(
  banner: string,
  libraries: Record<string, JsSource>,
  code: JsSource,
): JsSource {
  return once(async () => {
    const declarations = await Promise.all(
      Object.entries(libraries).map(async ([name, library]) => `var ${name} = ${await library()};`),
    );
    return `/*! ${banner} */\n;(function () {\n${declarations.join('\n')}\n${await code()}\n})();\n`;
  });
}

/** An ES module entry under test/web/static/ bundled with its npm imports into one minified IIFE. */
export function esbuildBundle(...segments: string[]): JsSource {
  return once(async () => {
    const result = await build({
      entryPoints: [staticFile(...segments)],
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2020',
      write: false,
      logLevel: 'silent',
    });
    const output = result.outputFiles[0];
    if (!output) throw new Error(`esbuild produced nothing for ${segments.join('/')}`);
    return output.text;
  });
}

export function sendJs(
  res: ServerResponse,
  source: string,
  options: { cors?: boolean } = {},
): void {
  if (options.cors) allowAnyOrigin(res);
  send(res, 200, 'js', source);
}

/** A GET route answering with a built payload. */
export function jsRoute(
  path: string | RegExp,
  source: JsSource,
  options: { host?: string; cors?: boolean } = {},
): Route {
  return {
    ...(options.host ? { host: options.host } : {}),
    method: 'GET',
    path,
    handle: async (_req: FixtureRequest, res: ServerResponse) =>
      sendJs(res, await source(), options),
  };
}

/** Real libraries vendors and sites bundle (their exports, no globals). */
export const LIBRARIES = {
  lodash: packageModule('lodash', 'lodash.min.js'),
  jquery: packageModule('jquery', 'dist/jquery.min.js'),
  rrweb: packageModule('rrweb', 'dist/rrweb.umd.min.cjs'),
} as const;

/** core-js polyfills as sites ship them in their own bundle (installs what the browser lacks). */
export const CORE_JS = packageScript('core-js-bundle', 'minified.js');
