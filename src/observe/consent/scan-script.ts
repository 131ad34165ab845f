/**
 * Page-side source (a string, evaluated in each frame) that finds what a consent banner is made of:
 * visible clickable controls with their labels, the banner-like container ("root") each belongs to,
 * and checkbox/switch/radio toggles. It walks open shadow roots. It never reads form input values (only the
 * value of button-type inputs, which is their label) and returns elements in a handle for clicking.
 *
 * Kept as a string so that no bundler helper (e.g. esbuild's __name) can leak into the page.
 *
 * Options: { consentPattern, cmpNames (the platforms' element-name words, a regex alternation), maxControls? }
 *
 * Result: { els: { controls, roots, toggles }, info: { top, controls: [...], roots: [...], toggles: [...] } }
 */
export const SCAN_SCRIPT = String.raw`(opts) => {
  const CONSENT = new RegExp(opts.consentPattern, 'i');
  const BANNERISH = new RegExp('cookie|consent|gdpr|privacy|cmp|banner|notice|rgpd|dsgvo|datenschutz|einwilligung|hinweis|bandeau|popup|modal|overlay|dialog|' + opts.cmpNames, 'i');
  const NATIVE = 'button, a, input[type=button], input[type=submit], [role=button], [role=link], [role=menuitem], [role=tab]';
  const EXTRA = '[onclick], [class*="btn" i], [class*="button" i], [tabindex="0"]';
  const TOGGLE = 'input[type=checkbox], input[type=radio], [role=switch], [role=checkbox]';
  const MAX_CONTROLS = opts.maxControls || 200;
  const MAX_TOGGLES = 60;

  const scopes = [document];
  for (let i = 0; i < scopes.length && scopes.length < 300; i++) {
    const walker = document.createTreeWalker(scopes[i], NodeFilter.SHOW_ELEMENT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.shadowRoot) scopes.push(n.shadowRoot);
  }

  const parentOf = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;
  const styles = new Map();
  const styleOf = (el) => {
    let s = styles.get(el);
    if (!s) { s = getComputedStyle(el); styles.set(el, s); }
    return s;
  };
  // A position:fixed box moved wholly out of the viewport (a banner slid away, bottom: -300px) cannot be scrolled into view.
  const offscreenFixed = (el) => {
    for (let a = el, d = 0; a && a.nodeType === 1 && d < 40; a = parentOf(a), d++) {
      if (styleOf(a).position !== 'fixed') continue;
      const f = a.getBoundingClientRect();
      return f.top >= innerHeight || f.bottom <= 0 || f.left >= innerWidth || f.right <= 0;
    }
    return false;
  };
  const visible = (el) => {
    if (!el || !el.isConnected || typeof el.getBoundingClientRect !== 'function') return false;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    if (r.right <= 0 || r.left >= innerWidth + 2 || r.bottom <= -scrollY) return false;
    if (offscreenFixed(el)) return false;
    if (typeof el.checkVisibility === 'function') return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const s = styleOf(el);
    return s.visibility !== 'hidden' && s.display !== 'none';
  };
  const clean = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const texts = new Map();
  const textOf = (el) => {
    let t = texts.get(el);
    if (t !== undefined) return t;
    t = el.innerText || '';
    if (el.shadowRoot) for (const child of el.shadowRoot.children) t += ' ' + textOf(child);
    texts.set(el, t);
    return t;
  };
  const labelOf = (el) => {
    const aria = clean(el.getAttribute('aria-label'));
    if (el.tagName === 'INPUT') {
      const type = (el.type || '').toLowerCase();
      return aria || (type === 'button' || type === 'submit' ? clean(el.value) : '') || clean(el.title);
    }
    const text = clean(el.innerText || el.textContent);
    if (text.length <= 1 && aria) return aria;
    return text || aria || clean(el.title);
  };
  const ariaBeside = (el, label) => {
    const aria = clean(el.getAttribute('aria-label')).slice(0, 200);
    return aria && aria !== label ? aria : undefined;
  };
  const nameOf = (el) => (el.id || '') + ' ' + (el.getAttribute('class') || '') + ' ' + el.tagName.toLowerCase() + ' ' + (el.getAttribute('aria-label') || '');
  const overlayish = (el) => {
    const s = styleOf(el);
    if (s.position === 'fixed' || s.position === 'sticky') return true;
    const role = el.getAttribute('role');
    return role === 'dialog' || role === 'alertdialog' || el.getAttribute('aria-modal') === 'true' || el.tagName === 'DIALOG';
  };
  const bannerish = (el) => overlayish(el) || BANNERISH.test(nameOf(el));
  const dialogLike = (el) => BANNERISH.test(nameOf(el)) || /^(alert)?dialog$/.test(el.getAttribute('role') || '') || el.getAttribute('aria-modal') === 'true' || el.tagName === 'DIALOG';

  const rootEls = [];
  const rootInfo = [];
  const rootIndex = new Map();
  const addRoot = (el, overlay) => {
    if (rootIndex.has(el)) return rootIndex.get(el);
    const i = rootEls.length;
    rootEls.push(el);
    rootIndex.set(el, i);
    const r = el.getBoundingClientRect();
    rootInfo.push({
      index: i,
      overlay,
      visible: el === document.body ? true : visible(el),
      // Only an overlay's text length is read (offersChoicesOnlyInSettings): the page body's would lay out the whole page.
      textLength: overlay && el !== document.body ? Math.min(textOf(el).length, 10000) : 0,
      rect: { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) },
    });
    return i;
  };
  const rootCache = new Map();
  const rootOf = (el) => {
    if (rootCache.has(el)) return rootCache.get(el);
    const chain = [];
    for (let a = parentOf(el), d = 0; a && a.nodeType === 1 && a !== document.body && a !== document.documentElement && d < 40; a = parentOf(a), d++) chain.push(a);
    let found = -1;
    for (const a of chain) {
      if (!bannerish(a)) continue;
      const t = textOf(a);
      if (t.length <= 6000 && CONSENT.test(t)) {
        // A library naming every part of its banner (gdpr-cookie-notice-nav, -modal-footer) makes an inner
        // part bannerish too: the banner is the overlay holding it, when that overlay is named or marked
        // as a banner or dialog and is still banner-sized.
        let root = a;
        if (!overlayish(a)) {
          const overlay = chain.slice(chain.indexOf(a) + 1).find(overlayish);
          if (overlay && dialogLike(overlay) && textOf(overlay).length <= 6000) root = overlay;
        }
        found = addRoot(root, overlayish(root) || chain.slice(chain.indexOf(root)).some(overlayish));
        break;
      }
    }
    if (found < 0) {
      let best = null;
      for (const a of chain.slice(0, 8)) {
        const t = textOf(a);
        if (t.length > 2500) break;
        if (CONSENT.test(t)) best = a;
      }
      if (best) found = addRoot(best, chain.slice(chain.indexOf(best)).some(overlayish));
    }
    if (found < 0 && window.top !== window && document.body) {
      const t = textOf(document.body);
      if (t.length <= 4000 && CONSENT.test(t)) found = addRoot(document.body, true);
    }
    rootCache.set(el, found);
    return found;
  };

  const navigates = (el) => {
    const a = el.closest ? el.closest('a[href]') : null;
    if (!a) return false;
    if (a.target && a.target !== '_self') return true;
    const raw = a.getAttribute('href') || '';
    if (raw === '' || raw.startsWith('#') || /^javascript:/i.test(raw)) return false;
    try {
      const u = new URL(a.href, location.href);
      return u.origin !== location.origin || u.pathname !== location.pathname || u.search !== location.search;
    } catch (e) {
      return true;
    }
  };

  const candidates = [];
  for (const scope of scopes) for (const el of scope.querySelectorAll(NATIVE + ',' + EXTRA)) candidates.push(el);
  const isNative = (el) => el.matches(NATIVE);
  const eligible = new Set();
  for (const el of candidates) {
    if (isNative(el)) { eligible.add(el); continue; }
    let containsNative = false;
    for (const scope of [el, el.shadowRoot].filter(Boolean)) if (scope.querySelector(NATIVE)) containsNative = true;
    if (!containsNative) eligible.add(el);
  }
  const hasEligibleAncestor = (el) => {
    for (let a = parentOf(el); a; a = parentOf(a)) if (eligible.has(a)) return true;
    return false;
  };

  const controlEls = [];
  const controls = [];
  for (const el of candidates) {
    if (controls.length >= MAX_CONTROLS) break;
    if (!eligible.has(el) || hasEligibleAncestor(el) || !visible(el)) continue;
    const label = labelOf(el).slice(0, 200);
    if (!label) continue;
    const tag = el.tagName.toLowerCase();
    const role = el.getAttribute('role');
    controls.push({
      index: controlEls.length,
      label,
      kind: tag === 'a' || role === 'link' ? 'link' : 'button',
      tab: role === 'tab',
      aria: ariaBeside(el, label),
      navigates: navigates(el),
      root: rootOf(el),
    });
    controlEls.push(el);
  }

  const toggleLabel = (t) => {
    const aria = clean(t.getAttribute('aria-label'));
    if (aria) return aria;
    const by = t.getAttribute('aria-labelledby');
    if (by) {
      const scope = t.getRootNode();
      const text = clean(by.split(/\s+/).map((id) => (scope.getElementById ? scope.getElementById(id) : document.getElementById(id))).filter(Boolean).map((e) => e.innerText || e.textContent).join(' '));
      if (text) return text;
    }
    if (t.labels && t.labels.length) {
      const text = clean(t.labels[0].innerText || t.labels[0].textContent);
      if (text) return text;
    }
    for (let a = parentOf(t), d = 0; a && d < 5; a = parentOf(a), d++) {
      const lines = (a.innerText || '').split('\n').map(clean).filter(Boolean);
      if (lines.length) return lines[0];
    }
    return '';
  };
  // A radio button's group (its form and name) and the question it answers (its fieldset's legend).
  const radioGroup = (t) => {
    const form = t.form;
    const formKey = form ? String(Array.prototype.indexOf.call(document.forms, form)) : '-';
    const fieldset = t.closest ? t.closest('fieldset') : null;
    const legend = fieldset && fieldset.querySelector('legend');
    return { group: formKey + ':' + (t.name || ''), legend: clean(legend ? legend.innerText || legend.textContent : '').slice(0, 200) };
  };
  // A switch its own row calls "Always active" is locked on (Complianz and OneTrust hide it with CSS, which
  // may not have applied yet when the page is busy).
  const ALWAYS_ON = /\balways (active|on|enabled|required)\b|immer aktiv|toujours acti|sempre attiv|siempre activ|altijd actief|zawsze aktywn/i;
  const saysAlwaysOn = (t) => {
    // Its own row only: up to the first ancestor that holds another switch.
    for (let a = parentOf(t), d = 0; a && d < 3; a = parentOf(a), d++) {
      const text = a.textContent || '';
      if (text.length > 150 || (a.querySelectorAll && a.querySelectorAll(TOGGLE).length > 1)) return false;
      if (ALWAYS_ON.test(text)) return true;
    }
    return false;
  };
  const toggleEls = [];
  const toggles = [];
  for (const scope of scopes) {
    for (const t of scope.querySelectorAll(TOGGLE)) {
      if (toggles.length >= MAX_TOGGLES) break;
      const type = t.tagName === 'INPUT' ? (t.type || '').toLowerCase() : '';
      if (type && type !== 'checkbox' && type !== 'radio') continue;
      const holder = (t.labels && t.labels[0]) || parentOf(t);
      if (!visible(t) && !(holder && visible(holder))) continue;
      const label = toggleLabel(t).slice(0, 200);
      if (!label) continue;
      toggles.push({
        index: toggleEls.length,
        label,
        checked: t.tagName === 'INPUT' ? t.checked === true : t.getAttribute('aria-checked') === 'true',
        disabled: t.disabled === true || t.getAttribute('aria-disabled') === 'true' || t.getAttribute('aria-readonly') === 'true' || saysAlwaysOn(t),
        root: rootOf(t),
        radio: type === 'radio' ? radioGroup(t) : undefined,
      });
      toggleEls.push(t);
    }
  }

  return { els: { controls: controlEls, roots: rootEls, toggles: toggleEls }, info: { top: window.top === window, controls, roots: rootInfo, toggles } };
}`;
