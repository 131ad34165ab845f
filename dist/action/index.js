// src/action/bootstrap.ts
import { dirname as dirname2 } from "node:path";
import { fileURLToPath } from "node:url";

// src/action/runtime-packages.ts
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
var RUNTIME_ENTRY_POINTS = [
  "playwright-core",
  "@duckduckgo/autoconsent/rules/rules.json"
];
function missingRuntimePackages(dir2) {
  const require2 = createRequire(join(dir2, "main.js"));
  return RUNTIME_ENTRY_POINTS.filter((specifier) => {
    try {
      require2.resolve(specifier);
      return false;
    } catch {
      return true;
    }
  });
}
function npmCommand(execPath = process.execPath) {
  const beside = [
    join(dirname(execPath), "..", "lib", "node_modules", "npm", "bin", "npm-cli.js"),
    join(dirname(execPath), "node_modules", "npm", "bin", "npm-cli.js")
  ];
  const cli = beside.find((path) => existsSync(path));
  return cli ? { command: execPath, args: [cli] } : { command: process.platform === "win32" ? "npm.cmd" : "npm", args: [] };
}
var NPM_INSTALL_ARGS = [
  "install",
  "--omit=dev",
  "--no-package-lock",
  "--no-audit",
  "--no-fund",
  "--ignore-scripts",
  "--loglevel=error"
];
var INSTALL_TIMEOUT_MS = 10 * 6e4;
function installRuntimePackages(dir2, log, env = process.env) {
  const npm = npmCommand();
  log(
    `consentry: installing the runtime packages (playwright-core, @duckduckgo/autoconsent) into ${join(dir2, "node_modules")} \u2014 once per copy of the action`
  );
  return new Promise((resolve, reject) => {
    const child = spawn(npm.command, [...npm.args, ...NPM_INSTALL_ARGS], {
      cwd: dir2,
      env,
      stdio: ["ignore", "inherit", "inherit"]
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), INSTALL_TIMEOUT_MS);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(
        new Error(
          `cannot run npm (${error.message}): the action needs npm to install playwright-core once`
        )
      );
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `npm install in ${dir2} ${signal ? `was stopped (${signal})` : `exited with code ${code}`}`
          )
        );
    });
  });
}

// src/action/bootstrap.ts
var dir = dirname2(fileURLToPath(import.meta.url));
var input = (name) => (process.env[`INPUT_${name.toUpperCase()}`] ?? "").trim() !== "";
var noBrowser = input("api-url") || input("results-dir");
try {
  if (!noBrowser) {
    if (missingRuntimePackages(dir).length > 0)
      await installRuntimePackages(dir, (message) => console.log(message));
    const missing = missingRuntimePackages(dir);
    if (missing.length > 0)
      throw new Error(`still missing after npm install: ${missing.join(", ")}`);
  }
  await import(new URL("./main.js", import.meta.url).href);
} catch (error) {
  console.log(
    `::error::consentry: the action could not start: ${error instanceof Error ? error.message : String(error)}`
  );
  process.exitCode = 2;
}
