import { isRecord, NECESSARY, parseJson, safeDecode, type Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/**
 * vanilla-cookieconsent v3: `{"categories":[…],"revision":…,"services":{…},…}` in the cookie
 * (URI-encoded JSON) or, with `cookie.useLocalStorage`, in localStorage under the same name. Read-only
 * categories are accepted whatever the choice: left out by the names the page's config marks
 * readOnly when known, else by a necessary-sounding name. Any other category = acceptance.
 */
export function decode(input: DecodeInput): Verdict | null {
  const data = parseJson(input.in === 'cookie' ? safeDecode(input.value) : input.value);
  if (!isRecord(data)) return null;
  const list = data.categories;
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return null;
  const required = input.requiredServices ?? [];
  const optional = (list as string[]).filter(
    (name) => !required.includes(name) && !NECESSARY.test(name),
  );
  return optional.length > 0 ? 'acceptance' : 'refusal';
}

/**
 * The page's CookieConsent.getConfig() (the UMD build's global; absent when the library is bundled as a
 * module): where the choice is stored (`cookie.name`, default "cc_cookie", in localStorage when
 * `cookie.useLocalStorage`) and the read-only categories.
 */
export const readPageConfig = String.raw`() => {
  const cc = window.CookieConsent;
  if (!cc || typeof cc.getConfig !== 'function') return null;
  const cookie = cc.getConfig('cookie');
  const categories = cc.getConfig('categories');
  const out = {
    requiredServices: categories && typeof categories === 'object'
      ? Object.keys(categories).filter((name) => categories[name] && categories[name].readOnly === true).slice(0, 100)
      : [],
  };
  const name = cookie && typeof cookie.name === 'string' && cookie.name.length > 0 && cookie.name.length <= 200 ? cookie.name : 'cc_cookie';
  if (cookie && cookie.useLocalStorage === true) out.storageName = name;
  else out.cookieName = name;
  return out;
}`;
