/** The default concurrency from cores and memory. */
import { describe, expect, it } from 'vitest';
import { defaultConcurrency } from '../../src/pipeline/default-concurrency.ts';

describe('defaultConcurrency', () => {
  const GiB = 2 ** 30;
  it.each([
    [2, 16 * GiB, 4],
    [4, 16 * GiB, 8],
    [16, 64 * GiB, 8],
    [8, 1 * GiB, 2],
    [2, 0.2 * GiB, 1],
  ])('%i cores, %d bytes free → %i', (cores, bytes, expected) => {
    expect(defaultConcurrency(cores, bytes)).toBe(expected);
  });
});
