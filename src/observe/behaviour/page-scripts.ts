/**
 * Browser-side helpers shared by the forms and key-logging collectors, as JavaScript source (page
 * scripts are passed as strings so that no transpiler helper leaks into the page). They read what a
 * field *is* — tag, type, autocomplete, name, id, label text, required — and never its value.
 */

/** Defines `describeField(el)` and `isVisible(el)` in the evaluating scope. */
export const FIELD_HELPERS_JS = `
const squash = (text) => String(text || '').replace(/\\s+/g, ' ').trim().slice(0, 200);
const ownText = (node) => {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === 3) text += ' ' + child.nodeValue;
    else if (child.nodeType === 1 && !/^(INPUT|SELECT|TEXTAREA|BUTTON|SCRIPT|STYLE|OPTION)$/.test(child.tagName)) text += ' ' + ownText(child);
    if (text.length > 400) break;
  }
  return text;
};
const labelText = (el) => {
  const parts = [];
  if (el.labels) for (const label of Array.from(el.labels).slice(0, 2)) parts.push(ownText(label));
  if (!parts.join('').trim()) {
    const wrapping = el.closest && el.closest('label');
    if (wrapping) parts.push(ownText(wrapping));
  }
  const aria = el.getAttribute('aria-label');
  if (aria) parts.push(aria);
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    for (const id of labelledBy.split(/\\s+/).slice(0, 3)) {
      const node = id && el.ownerDocument.getElementById(id);
      if (node) parts.push(node.textContent || '');
    }
  }
  const placeholder = el.getAttribute('placeholder');
  if (placeholder) parts.push(placeholder);
  const title = el.getAttribute('title');
  if (title) parts.push(title);
  return squash(parts.join(' '));
};
const describeField = (el) => {
  const tag = el.tagName.toLowerCase();
  return {
    tag,
    type: tag === 'input' ? String(el.type || 'text').toLowerCase() : tag,
    autocomplete: squash(el.getAttribute('autocomplete')).toLowerCase() || undefined,
    name: squash(el.getAttribute('name')) || undefined,
    id: squash(el.id) || undefined,
    label: labelText(el) || undefined,
    required: Boolean(el.required) || el.getAttribute('aria-required') === 'true',
  };
};
const isVisible = (el) => {
  const rect = el.getBoundingClientRect();
  if (rect.width < 2 || rect.height < 2) return false;
  const style = getComputedStyle(el);
  return style.visibility === 'visible' && style.display !== 'none' && Number(style.opacity) > 0.05;
};
`;
