/** Small value helpers every layer uses. Pure, no imports. */

/** The non-empty strings of `values`, each once, in order of first appearance. */
export function distinct(values: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const value of values) if (value) seen.add(value);
  return [...seen];
}

/** A plain object (not null, not an array): parsed JSON whose fields may be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
