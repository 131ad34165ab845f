import type { ElementHandle, Frame, JSHandle } from 'playwright-core';
import type { FormMethod, ObservedForm, ObservedFormField } from '../../model/index.ts';
import { pageViewField, type ArmRuntime, type Collector } from '../arm-runtime.ts';
import { hostOf, registrableDomain } from '../site.ts';
import { inferFieldKind, type FieldDescriptor } from './field-kind.ts';
import { FIELD_HELPERS_JS } from './page-scripts.ts';
import { withUnseenScroll } from './unseen-scroll.ts';

export interface FormsOptions {
  /** Forms reported at most, over all frames (default 20). */
  maxForms?: number;
  /** Fields per form at most (default 50). */
  maxFields?: number;
  /** Masked crops taken at most (default 8); 0 disables screenshots. */
  maxCrops?: number;
  /** Frames searched besides the main frame (default 8). */
  maxChildFrames?: number;
}

interface RawField extends FieldDescriptor {
  required: boolean;
}

interface RawForm {
  kind: 'form' | 'group';
  method: string;
  scripted: boolean;
  /** The form submits to the document it is in (no action, `#`, or the same URL). */
  ownPage: boolean;
  /** It has an action attribute naming a URL (not empty, not `#`). */
  declared: boolean;
  actionHost: string | null;
  actionPath: string | null;
  visible: boolean;
  fields: RawField[];
}

/**
 * Reads every <form> with at least one field, and form-like groups (visible text-like controls outside
 * any form that share a container with a button), in document order. Only attributes and label text:
 * never a value. The action is resolved here and only its host and path leave the page.
 */
const FORMS_JS = (maxForms: number, maxFields: number) => `(() => {
${FIELD_HELPERS_JS}
  const SKIP_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
  const TEXTUAL = new Set(['text', 'email', 'search', 'tel', 'url', 'number', 'password', 'date', 'textarea', 'select']);
  const BUTTONS = 'button, input[type=submit], input[type=button], input[type=image], [role=button]';
  const isField = (el) => /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName) && !(el.tagName === 'INPUT' && SKIP_TYPES.has(String(el.type).toLowerCase()));
  const elements = [];
  const forms = [];
  const fieldsOf = (list) => list.filter(isField).slice(0, ${maxFields}).map(describeField);
  const resolveAction = (form) => {
    const raw = form.getAttribute('action');
    if (raw === null || raw.trim() === '' || raw.trim().startsWith('#')) return { ownPage: true, declared: false, scripted: false, host: null, path: null };
    if (/^\\s*javascript:/i.test(raw)) return { ownPage: false, declared: false, scripted: true, host: null, path: null };
    try {
      const url = new URL(raw, document.baseURI);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ownPage: false, declared: false, scripted: true, host: null, path: null };
      const ownPage = url.origin === location.origin && url.pathname === location.pathname;
      return { ownPage, declared: true, scripted: false, host: url.hostname, path: url.pathname || '/' };
    } catch (e) {
      return { ownPage: false, declared: false, scripted: true, host: null, path: null };
    }
  };
  for (const form of document.querySelectorAll('form')) {
    if (forms.length >= ${maxForms}) break;
    const fields = fieldsOf(Array.from(form.elements));
    if (fields.length === 0) continue;
    const action = resolveAction(form);
    elements.push(form);
    forms.push({
      kind: 'form', method: String(form.method || 'get').toLowerCase(), scripted: action.scripted, ownPage: action.ownPage, declared: action.declared,
      actionHost: action.host, actionPath: action.path, visible: isVisible(form), fields,
    });
  }
  const groups = new Map();
  for (const el of document.querySelectorAll('input, select, textarea')) {
    if (groups.size >= ${maxForms}) break;
    if (el.form || !isField(el) || !isVisible(el)) continue;
    let container = el.parentElement;
    for (let depth = 0; container && depth < 6; depth++, container = container.parentElement) {
      if (container === document.documentElement) { container = null; break; }
      if (container.querySelector(BUTTONS)) break;
    }
    if (!container || container === document.documentElement || !container.querySelector(BUTTONS)) continue;
    if (!groups.has(container)) groups.set(container, []);
    groups.get(container).push(el);
  }
  for (const [container, members] of groups) {
    if (forms.length >= ${maxForms}) break;
    const fields = fieldsOf(members);
    if (!fields.some((f) => TEXTUAL.has(f.type))) continue;
    elements.push(container);
    forms.push({ kind: 'group', method: 'unknown', scripted: true, ownPage: true, declared: false, actionHost: null, actionPath: null, visible: isVisible(container), fields });
  }
  Object.defineProperty(window, Symbol.for('consentry.forms'), { value: elements, configurable: true });
  return { elements, forms };
})()`;

/**
 * Hides what controls show (typed text, chosen options) while crops are taken; placeholders and labels
 * stay. Set through each element's inline style (CSSOM, so a page CSP against inline <style> cannot
 * stop it), remembering the previous values so MASK_OFF_JS restores them exactly.
 */
const MASK_STASH = "Symbol.for('consentry.formMask')";
const MASK_PROPERTIES = ['color', '-webkit-text-fill-color', 'text-shadow', 'caret-color'];
const MASK_ON_JS = `(() => {
  if (window[${MASK_STASH}]) return true;
  const saved = [];
  const props = ${JSON.stringify(MASK_PROPERTIES)};
  const controls = document.querySelectorAll('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
  for (let i = 0; i < controls.length && i < 2000; i++) {
    const el = controls[i];
    saved.push([el, props.map((p) => [el.style.getPropertyValue(p), el.style.getPropertyPriority(p)])]);
    for (const p of props) el.style.setProperty(p, p === 'text-shadow' ? 'none' : 'transparent', 'important');
  }
  Object.defineProperty(window, ${MASK_STASH}, { value: saved, configurable: true });
  return true;
})()`;
const MASK_OFF_JS = `(() => {
  const saved = window[${MASK_STASH}];
  if (!saved) return;
  const props = ${JSON.stringify(MASK_PROPERTIES)};
  for (const [el, values] of saved) {
    props.forEach((p, i) => {
      const [value, priority] = values[i];
      if (value) el.style.setProperty(p, value, priority); else el.style.removeProperty(p);
    });
    if (el.getAttribute('style') === '') el.removeAttribute('style');
  }
  delete window[${MASK_STASH}];
})()`;

/** Where FORMS_JS leaves the elements it found, for the mask check (removed after the crops). */
const STASH = "Symbol.for('consentry.forms')";
/** The crop may be kept only if every control inside form `index` really paints transparent text. */
const MASK_VERIFIED_JS = (index: number) => `(() => {
  const root = (window[${STASH}] || [])[${index}];
  if (!root) return false;
  const transparent = (value) => value === 'transparent' || /^rgba\\(.*,\\s*0\\)$/.test(value);
  for (const el of root.querySelectorAll('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) {
    const style = getComputedStyle(el);
    if (!transparent(style.webkitTextFillColor) || !transparent(style.color)) return false;
  }
  return true;
})()`;
const UNSTASH_JS = `(() => { delete window[${STASH}]; })()`;

function asMethod(raw: RawForm): FormMethod {
  if (raw.kind === 'group' || raw.scripted) return 'unknown';
  return raw.method === 'post' || raw.method === 'dialog' ? raw.method : 'get';
}

function toField(raw: RawField): ObservedFormField {
  const { kind, inferredFrom } = inferFieldKind(raw);
  const inputType = /^[a-z-]{1,32}$/.test(raw.type) ? raw.type : 'text';
  const field: ObservedFormField = { kind, inputType, required: Boolean(raw.required) };
  const autocomplete = (raw.autocomplete ?? '')
    .split(/\s+/)
    .filter((token) => /^[a-z0-9-]{1,40}$/.test(token))
    .join(' ')
    .slice(0, 100)
    .trim();
  if (autocomplete) field.autocomplete = autocomplete;
  if (inferredFrom) field.inferredFrom = inferredFrom;
  return field;
}

async function cropMasked(
  runtime: ArmRuntime,
  frame: Frame,
  element: ElementHandle,
  index: number,
): Promise<string | null> {
  const { page } = runtime;
  await element.scrollIntoViewIfNeeded({ timeout: 2_000 });
  if ((await frame.evaluate(MASK_VERIFIED_JS(index))) !== true) return null;
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return null;
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  const width = Math.min(box.x + box.width, viewport.width) - x;
  const height = Math.min(box.y + box.height, viewport.height) - y;
  if (width < 8 || height < 8) return null;
  const png = await page.screenshot({
    clip: { x, y, width, height },
    type: 'png',
    caret: 'hide',
    timeout: 5_000,
  });
  return runtime.keepScreenshot('form_crop', png, true);
}

/**
 * Where a form's data goes as declared. Only an action attribute declares a destination: a form in the
 * main frame that submits to its own page stays on the site, and a form without an action inside a
 * child frame is that frame's own widget (an embedded form service, a chat's pre-chat form, a booking
 * engine) and declares nothing — its frame and its visibility are recorded instead (the finding reads
 * a visible one as sent to the frame's host).
 */
function destinationOf(
  raw: RawForm,
  isMain: boolean,
): { actionHost: string | null; actionPath: string | null } {
  if (!raw.declared || (isMain && raw.ownPage)) return { actionHost: null, actionPath: null };
  return { actionHost: raw.actionHost, actionPath: raw.actionPath };
}

/**
 * Forms: every form of the main frame and of up to `maxChildFrames` child frames (method, declared
 * destination host/path and its party, the frame it is in, visibility, fields by kind, required), plus form-like
 * groups outside <form>. A masked crop of each visible form, with text in every control made
 * transparent and that verified before the screenshot. Read on each page view as the arm leaves it
 * and on the last at the arm's end. Bounded: 20 forms per page view, 50 fields each, `maxCrops` crops.
 */
export function createFormsCollector(options: FormsOptions = {}): Collector<ObservedForm[]> {
  const maxForms = options.maxForms ?? 20;
  const maxFields = options.maxFields ?? 50;
  const maxCrops = options.maxCrops ?? 8;
  const maxChildFrames = options.maxChildFrames ?? 8;
  const earlier: ObservedForm[] = [];
  let crops = 0;

  async function read(runtime: ArmRuntime): Promise<ObservedForm[]> {
    const { page } = runtime;
    if (page.isClosed()) return [];
    const frames = [
      page.mainFrame(),
      ...page
        .frames()
        .filter((f) => f !== page.mainFrame() && /^https?:/.test(f.url()))
        .slice(0, maxChildFrames),
    ];
    const out: ObservedForm[] = [];
    for (const frame of frames) {
      if (out.length >= maxForms) break;
      let handle: JSHandle | null = null;
      try {
        handle = await frame.evaluateHandle(FORMS_JS(maxForms - out.length, maxFields));
        const raws = (await (await handle.getProperty('forms')).jsonValue()) as RawForm[];
        const elements = await handle.getProperty('elements');
        const isMain = frame === page.mainFrame();
        const frameHost = hostOf(frame.url());
        let maskApplied = false;
        try {
          for (let i = 0; i < raws.length; i++) {
            const raw = raws[i];
            if (!raw) continue;
            const { actionHost, actionPath } = destinationOf(raw, isMain);
            const owner = actionHost ?? (isMain ? null : frameHost);
            const form: ObservedForm = {
              method: asMethod(raw),
              actionHost,
              party:
                owner && registrableDomain(owner) !== runtime.siteDomain()
                  ? 'third_party'
                  : 'first_party',
              fields: raw.fields.slice(0, maxFields).map(toField),
              capture: { status: 'not_attempted' },
              visible: raw.visible,
              phase: runtime.phase(),
              ...pageViewField(runtime),
            };
            if (actionHost && actionPath) form.actionPath = actionPath;
            if (!isMain && frameHost) form.frameHost = frameHost;
            if (raw.visible && crops < maxCrops) {
              crops++;
              try {
                const element = (await elements.getProperty(String(i))).asElement();
                if (!element) throw new Error('form element gone');
                if (!maskApplied) maskApplied = (await frame.evaluate(MASK_ON_JS)) === true;
                const crop = () => cropMasked(runtime, frame, element, i);
                const ref = await withUnseenScroll(page, () =>
                  isMain ? crop() : withUnseenScroll(frame, crop),
                );
                form.capture = ref
                  ? { status: 'captured', screenshotRef: ref }
                  : { status: 'failed' };
              } catch (error) {
                form.capture = { status: 'failed' };
                runtime.reportError('screenshot', 'form_crop_failed', String(error));
              }
            }
            out.push(form);
          }
        } finally {
          if (maskApplied) await frame.evaluate(MASK_OFF_JS).catch(() => {});
          await frame.evaluate(UNSTASH_JS).catch(() => {});
        }
      } catch (error) {
        if (frame === page.mainFrame())
          runtime.reportError('detector', 'forms_unreadable', String(error));
      } finally {
        await handle?.dispose().catch(() => {});
      }
    }
    return out;
  }

  return {
    name: 'forms',
    async install(): Promise<void> {},
    async leavePage(runtime: ArmRuntime): Promise<void> {
      earlier.push(...(await read(runtime)));
    },
    async collect(runtime: ArmRuntime): Promise<ObservedForm[]> {
      return [...earlier, ...(await read(runtime))].slice(0, 200);
    },
  };
}
