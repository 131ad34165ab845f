import { NECESSARY, parseJson, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * `cookie-agreed-categories` (categories method): a JSON list of the accepted category ids, the
 * required ones included (`["essential"]` after saving with nothing ticked, URI-encoded by newer
 * versions). Category ids are the site's own machine names: those the page's configuration marks
 * required, or that are named like necessary ones, are on whatever the choice.
 */
export function decode(input: DecodeInput): Verdict | null {
  const list = parseJson(safeDecode(input.value));
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return null;
  const required = new Set(input.requiredServices ?? []);
  return (list as string[]).some((id) => !required.has(id) && !NECESSARY.test(id))
    ? 'acceptance'
    : 'refusal';
}

/**
 * The page's `drupalSettings.eu_cookie_compliance`: the categories whose checkbox is "required"
 * (stored as accepted whatever the choice).
 */
export const readPageConfig = String.raw`() => {
  const settings = window.drupalSettings && window.drupalSettings.eu_cookie_compliance;
  if (!settings || typeof settings !== 'object') return null;
  const details = settings.cookie_categories_details;
  const required = [];
  if (details && typeof details === 'object')
    for (const key of Object.keys(details).slice(0, 100)) {
      const category = details[key];
      if (category && category.checkbox_default_state === 'required' && typeof category.id === 'string')
        required.push(category.id.slice(0, 200));
    }
  return { requiredServices: required };
}`;
