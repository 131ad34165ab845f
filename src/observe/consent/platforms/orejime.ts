/**
 * Orejime stores what Klaro stores, `{"<purpose>": true|false, …}` (3.x: cookie "eu-consent" of JSON;
 * 2.x: cookie "orejime"), mandatory purposes as true whatever the choice: decoded as Klaro's, leaving
 * out the purposes the page's configuration marks mandatory.
 */
export { decode } from './klaro.ts';

/**
 * The page's Orejime configuration (3.x: `window.orejime.config` once loaded, else `orejimeConfig`;
 * purposes, possibly grouped, with `isMandatory`, and `cookie.name`; 2.x: `apps` with `required`,
 * and `cookieName`): the purposes stored as on whatever the choice, and a renamed cookie.
 */
export const readPageConfig = String.raw`() => {
  const loaded = window.orejime && typeof window.orejime === 'object' ? window.orejime.config : null;
  const config = loaded && typeof loaded === 'object' ? loaded : window.orejimeConfig;
  if (!config || typeof config !== 'object') return null;
  const required = [];
  const visit = (list, depth) => {
    if (!Array.isArray(list) || depth > 3) return;
    for (const p of list) {
      if (!p || typeof p !== 'object') continue;
      if (Array.isArray(p.purposes)) visit(p.purposes, depth + 1);
      else if (p.isMandatory === true && typeof p.id === 'string') required.push(p.id);
    }
  };
  visit(config.purposes, 0);
  for (const app of Array.isArray(config.apps) ? config.apps : [])
    if (app && app.required === true && typeof app.name === 'string') required.push(app.name);
  const out = { requiredServices: required.slice(0, 100) };
  const cookieName = config.cookie && typeof config.cookie === 'object' ? config.cookie.name : config.cookieName;
  if (typeof cookieName === 'string' && cookieName.length > 0 && cookieName.length <= 200) out.cookieName = cookieName;
  return out;
}`;
