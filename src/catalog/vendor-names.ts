/**
 * One vendor vocabulary: every vendor name that reaches a result goes through `canonicalVendorName`.
 * Third-party-web entity names, names our detectors report and names earlier versions stored map to
 * the one name shown; our own catalogues already use the shown names (tested). Data in
 * `vendor-names.json`, validated against `schemas/catalog/vendor-names.schema.json` in tests.
 *
 * How names are chosen: a vendor is a product that receives data, at third-party-web's entity
 * granularity (Google Analytics and Google Ads are two vendors). Where a bare company name is a vendor
 * it takes in the company's sub-brands (`LinkedIn Ads`, `OneTrust CMP` → `LinkedIn`, `OneTrust`);
 * where several entities name one product they become one (`Google/Doubleclick Ads`, `Google
 * DoubleClick Ad Exchange` and AdSense → `Google Ads`). A cookie set on a vendor's domain carries the
 * name of that domain's vendor (MUID on bing.com, like bat.bing.com: `Microsoft Advertising`).
 */
import type { VendorNamesCatalog } from '../model/generated/catalog/vendor-names.ts';
import vendorNamesFile from './vendor-names.json' with { type: 'json' };

const file = vendorNamesFile as unknown as VendorNamesCatalog;

const names: ReadonlyMap<string, string> = new Map(
  [file.aliases, file.formerNames, file.detectorNames]
    .flatMap((map) => Object.entries(map))
    .filter((entry): entry is [string, string] => entry[1] !== undefined),
);

/** The vendor name shown for any name a source gives (unlisted names are already shown as they are). */
export function canonicalVendorName(name: string): string {
  return names.get(name) ?? name;
}

/** `canonicalVendorName` for optional names: null and the empty string stay null. */
export function vendorNameOf(name: string | null | undefined): string | null {
  return name ? canonicalVendorName(name) : null;
}

/** The three maps as they are in the data (for tests that check the vocabulary). */
export const vendorNameMaps: Readonly<
  Pick<VendorNamesCatalog, 'aliases' | 'formerNames' | 'detectorNames'>
> = Object.freeze({
  aliases: Object.freeze({ ...file.aliases }),
  formerNames: Object.freeze({ ...file.formerNames }),
  detectorNames: Object.freeze({ ...file.detectorNames }),
});
