import { describe, expect, it } from 'vitest';
import { isPlaywrightDisposalError } from '../../src/pipeline/batch-playwright-guard.ts';

const fromPlaywright = (message: string) => {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at Connection._createRemoteObject (/app/node_modules/playwright-core/lib/coreBundle.js:66096:17)`;
  return error;
};

describe('isPlaywrightDisposalError', () => {
  it('recognises the two dispatcher errors of a dead browser, from playwright-core only', () => {
    expect(
      isPlaywrightDisposalError(
        fromPlaywright(
          'Cannot find parent object page@ec76dd727e4dff6d74ccf71cb8cc9db9 to create disposable@40e19c997457e6c8a082cc306e3e4a19',
        ),
      ),
    ).toBe(true);
    expect(
      isPlaywrightDisposalError(
        fromPlaywright(
          'Object with guid disposable@9932b1e1029992f867dc42b7bd76bb84 was not bound in the connection',
        ),
      ),
    ).toBe(true);
    expect(
      isPlaywrightDisposalError(new Error('Cannot find parent object page@1 to create frame@2')),
    ).toBe(false);
    expect(isPlaywrightDisposalError(fromPlaywright('page.goto: Timeout 20000ms exceeded'))).toBe(
      false,
    );
    expect(isPlaywrightDisposalError('Cannot find parent object page@1 to create frame@2')).toBe(
      false,
    );
  });
});
