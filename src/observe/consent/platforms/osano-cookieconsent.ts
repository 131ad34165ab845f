import type { Verdict } from './formats.ts';
import type { DecodeInput } from './types.ts';

/** Osano cookieconsent's status cookie: "allow" / "deny"; "dismiss" (the info notice's "Got it") says nothing. */
const STATUS: Readonly<Record<string, Verdict>> = { allow: 'acceptance', deny: 'refusal' };

export function decode(input: DecodeInput): Verdict | null {
  return STATUS[input.value] ?? null;
}

/**
 * The library keeps no reference to its configuration, so a renamed status cookie (`cookie.name`) is
 * found by its value: with the library on the page and no `cookieconsent_status`, the one cookie whose
 * whole value is one of the library's statuses (allow / deny / dismiss). Only its name leaves the page.
 */
export const readPageConfig = String.raw`() => {
  const cc = window.cookieconsent;
  if (!cc || typeof cc.initialise !== 'function' || !cc.status) return null;
  const statuses = Object.keys(cc.status);
  const names = document.cookie.split(';').map((pair) => pair.trim().split('=')).filter((kv) => kv.length === 2 && statuses.indexOf(kv[1]) >= 0).map((kv) => kv[0]);
  if (names.indexOf('cookieconsent_status') >= 0 || names.length !== 1 || names[0].length > 200) return null;
  return { cookieName: names[0] };
}`;
