/** The model's CmpDetection, as far as naming goes (shared/ imports nothing). */
interface NamedCmp {
  name: string | null;
  platform?: { name: string };
}

/**
 * The name a reader knows the detected CMP by: its platform's, when consentry's platform data claims
 * the detecting rule (autoconsent names some rules for another product), else the rule's; null when
 * none was named.
 */
export function cmpName(cmp: NamedCmp): string | null {
  return cmp.platform?.name ?? cmp.name;
}
