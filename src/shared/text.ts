/** Small text helpers every layer uses: counts in words and capped strings. Pure, no imports. */

/** "1 site", "3 sites"; `many` for irregular plurals ("2 entries"). */
export function plural(count: number, singular: string, many = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : many}`;
}

/** The text, cut to at most `max` characters with a trailing "…" when it was longer. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
