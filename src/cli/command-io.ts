/**
 * What a command takes from its process: the environment, the working directory (relative paths
 * such as the default ./consentry-data) and where its output goes. bin/consentry.js runs commands
 * with the real process's; tests run them in-process with their own, changing no global state.
 */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  /** Absolute directory that relative paths resolve against. */
  cwd: string;
  stdout: OutputStream;
  stderr: OutputStream;
}

export interface OutputStream {
  write(text: string): unknown;
}

/** The running process's environment, working directory, stdout and stderr, read when called. */
export function processIo(): CommandIo {
  return { env: process.env, cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr };
}
