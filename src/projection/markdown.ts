/**
 * The one Markdown escaper of every Markdown file consentry writes (summary.md, the diff, the PR
 * comment): text a scanned site controls becomes inert Markdown.
 */

/**
 * Text safe in a Markdown table cell and in a GitHub comment: no HTML, no table breaks, no emphasis,
 * links, @mentions or #references from data a scanned site controls.
 */
export function markdownText(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('#', '&#35;')
    .replaceAll('@', '&#64;')
    .replace(/([\\`*_[\]()|~!])/g, '\\$1');
}

/** A table cell of text: a missing or empty value is "–", a number as it is, text escaped. */
export function markdownCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  return typeof value === 'number' ? String(value) : markdownText(value);
}

/**
 * A table cell of consentry's own vocabulary (a status, a risk level, a failure code such as
 * `http_error`): written as it is, since no site controls it; "–" when missing.
 */
export function markdownToken(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? '–' : value;
}

/** A code span, unless the text holds a backtick or a line break (then escaped text). */
export function markdownCode(value: string): string {
  return /[`\r\n]/.test(value) || value.length === 0 ? markdownText(value) : `\`${value}\``;
}
