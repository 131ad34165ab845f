/** Bad usage: printed as a one-line message with a hint, exit code 2, never a stack trace. */
export class UsageError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
