/**
 * Page-side source (a string, run once on the banner container's element) that reads the banner's
 * visible text as candidate passages, in document order: headings, blocks of body text, one-link
 * blocks and button labels, plus the links that point to a privacy or cookie policy (host and path
 * only; the query string and fragment never leave the page).
 *
 * Only text nodes are read, through open shadow roots and slots, and only inside visible elements.
 * Form fields (input, textarea, select, output) and editable regions are never descended into, so
 * nothing a visitor typed can be read; a button-type input contributes its label (the `value`
 * attribute the site wrote, never the live property). Walking is bounded by node, passage and
 * character counts.
 *
 * Kept as a string so that no bundler helper (e.g. esbuild's __name) can leak into the page.
 *
 * Result: { candidates: [{ role, text, long }], links: [{ host, path, label }], cut }
 */
export const NOTICE_SCRIPT = String.raw`(root, opts) => {
  const POLICY = new RegExp(opts.policyPattern, 'i');
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'SELECT', 'OPTION', 'OPTGROUP', 'DATALIST', 'OUTPUT', 'INPUT', 'IFRAME', 'FRAME', 'FRAMESET', 'OBJECT', 'EMBED', 'CANVAS', 'SVG', 'MATH', 'VIDEO', 'AUDIO', 'IMG', 'PICTURE', 'METER', 'PROGRESS', 'HEAD', 'TITLE', 'LINK', 'META']);
  const CONTROL_ROLES = new Set(['button', 'menuitem', 'tab']);
  const clean = (s) => String(s || '').replace(/\s+/g, ' ').trim();
  const titleIds = new Set(clean(root.getAttribute && root.getAttribute('aria-labelledby')).split(' ').filter(Boolean));

  const candidates = [];
  const links = [];
  let nodes = 0;
  let rawChars = 0;
  let cut = false;
  let role = 'body';
  let buf = '';
  let bufLinks = 0;
  let bufOutsideLink = false;
  let linkDepth = 0;
  let linkText = '';
  let inControl = false;

  const push = (passageRole, raw) => {
    const text = clean(raw);
    if (!text) return;
    if (candidates.length >= opts.maxCandidates) { cut = true; return; }
    candidates.push({ role: passageRole, text: text.slice(0, opts.maxRawPassage), long: text.length > opts.maxRawPassage });
  };
  const flush = () => {
    if (inControl) return;
    push(role === 'body' && bufLinks === 1 && !bufOutsideLink ? 'link' : role, buf);
    buf = '';
    bufLinks = 0;
    bufOutsideLink = false;
  };
  const addText = (text) => {
    if (!text) return;
    if (rawChars > opts.maxRawChars) { cut = true; return; }
    rawChars += text.length;
    buf += text;
    if (linkDepth > 0) linkText += text;
    else if (/\S/.test(text)) bufOutsideLink = true;
  };
  const shown = (el, style) => {
    if (style.display === 'none') return false;
    if (style.display === 'contents') return true;
    if (typeof el.checkVisibility === 'function') return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    return style.visibility !== 'hidden';
  };
  const isBlock = (style) => {
    const d = style.display;
    return !(d.startsWith('inline') || d === 'contents' || d.startsWith('ruby'));
  };
  const isControl = (el, tag) => {
    if (tag === 'BUTTON') return true;
    if (tag === 'INPUT') return /^(button|submit|reset)$/i.test(el.getAttribute('type') || '');
    return CONTROL_ROLES.has((el.getAttribute('role') || '').toLowerCase());
  };
  const childrenOf = (el, tag) => {
    if (el.shadowRoot) return el.shadowRoot.childNodes;
    if (tag === 'SLOT' && typeof el.assignedNodes === 'function') {
      const assigned = el.assignedNodes({ flatten: true });
      if (assigned.length) return assigned;
    }
    return el.childNodes;
  };
  const policyLink = (el, label) => {
    const raw = (el.getAttribute('href') || '').trim();
    if (!raw || raw.startsWith('#') || /^javascript:/i.test(raw)) return;
    let url;
    try { url = new URL(raw, document.baseURI); } catch (e) { return; }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
    let path = url.pathname;
    try { path = decodeURIComponent(path); } catch (e) { /* keep it encoded */ }
    if (!POLICY.test(path) && !POLICY.test(label)) return;
    if (links.length < opts.maxLinks) links.push({ host: url.hostname, path: url.pathname, label: label.slice(0, 200) });
  };

  const walk = (node, depth) => {
    if (node.nodeType === 3) { addText(node.nodeValue); return; }
    if (node.nodeType === 11) { for (const child of node.childNodes) walk(child, depth + 1); return; }
    if (node.nodeType !== 1 || depth > 80) return;
    if (++nodes > opts.maxNodes) { cut = true; return; }
    const el = node;
    const tag = String(el.tagName).toUpperCase();
    if (tag === 'BR') { addText(' '); return; }
    if (el.isContentEditable) return;
    const control = !inControl && isControl(el, tag);
    if (SKIP.has(tag) && !(control && tag === 'INPUT')) return;
    const style = getComputedStyle(el);
    if (!shown(el, style)) return;
    if (control) {
      flush();
      if (tag === 'INPUT') {
        push('control', clean(el.getAttribute('aria-label')) || clean(el.getAttribute('value')));
        return;
      }
      inControl = true;
      for (const child of childrenOf(el, tag)) walk(child, depth + 1);
      inControl = false;
      const label = clean(buf) || clean(el.getAttribute('aria-label')) || clean(el.getAttribute('title'));
      buf = '';
      bufLinks = 0;
      bufOutsideLink = false;
      push('control', label);
      if (tag === 'A' && el.hasAttribute('href')) policyLink(el, label);
      return;
    }
    const heading = /^H[1-6]$/.test(tag) || el.getAttribute('role') === 'heading' || (el.id !== '' && titleIds.has(el.id));
    const block = heading || isBlock(style);
    const anchor = tag === 'A' && el.hasAttribute('href');
    const outer = role;
    if (block) flush();
    if (heading) role = 'heading';
    if (anchor) {
      linkDepth++;
      if (linkDepth === 1) { linkText = ''; bufLinks++; }
    }
    for (const child of childrenOf(el, tag)) walk(child, depth + 1);
    if (anchor) {
      linkDepth--;
      if (linkDepth === 0) policyLink(el, clean(linkText) || clean(el.getAttribute('aria-label')) || clean(el.getAttribute('title')));
    }
    if (block) flush();
    role = outer;
  };

  walk(root, 0);
  flush();
  return { candidates, links, cut };
}`;
