import { createHash } from 'node:crypto';

/** A short one-way fingerprint to tell whether a stored value changed, without keeping the value. */
export function fingerprint(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16);
}
