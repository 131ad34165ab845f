/**
 * One vendor vocabulary: third-party-web entity names mapped to the names our catalogues use.
 * Data in `vendor-names.json`, validated against `schemas/catalog/vendor-names.schema.json` in tests.
 */
import type { VendorNamesCatalog } from '../model/generated/catalog/vendor-names.ts';
import vendorNamesFile from './vendor-names.json' with { type: 'json' };

const aliases = new Map(Object.entries((vendorNamesFile as unknown as VendorNamesCatalog).aliases));

/** The vendor name shown in findings for a third-party-web entity name. */
export function canonicalVendorName(name: string): string {
  return aliases.get(name) ?? name;
}
