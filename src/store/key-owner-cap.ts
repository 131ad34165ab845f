import type { ApiKeyRecord } from './port.ts';

/** Store.createKeyWithinCap's arguments: the cap is per owner, so a key without one cannot be counted. */
export function assertKeyCap(key: ApiKeyRecord, maxPerOwner: number): void {
  if (!key.owner) throw new RangeError('createKeyWithinCap: the key must name its owner');
  if (!Number.isSafeInteger(maxPerOwner) || maxPerOwner < 1)
    throw new RangeError(
      `createKeyWithinCap: the cap must be a whole number ≥ 1 (got ${maxPerOwner})`,
    );
}
