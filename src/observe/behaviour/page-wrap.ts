/**
 * In-page helpers shared by the API instrumentations (canvas, audio, canvas fonts), as JavaScript
 * source to inline in an init script. Defines in the evaluating scope:
 *
 * - `proxy(original, before, after)`: a Proxy that calls `before(self, args)` and
 *   `after(self, args, result)` around the original (their errors are swallowed);
 * - `wrap(proto, name, before, after)`: replaces a method of `proto` with such a Proxy;
 * - `wrapGetter(proto, name, after)`: the same for an accessor's getter;
 * - `callerStack()`: the current stack (30 frames), for Node to name the calling script
 *   (`callerScriptHost` below).
 *
 * Wrapped functions print as their originals: Function.prototype.toString is wrapped once per realm,
 * and every instrumentation registers its Proxies with that one wrapper.
 */
export const PAGE_WRAP_JS = `
  const NATIVE = Symbol.for('consentry.native');
  if (!window[NATIVE]) {
    const originals = new WeakMap();
    const fnToString = Function.prototype.toString;
    const toStringProxy = new Proxy(fnToString, {
      apply(target, self, args) { return Reflect.apply(target, originals.get(self) || self, args); },
    });
    originals.set(toStringProxy, fnToString);
    Object.defineProperty(Function.prototype, 'toString', { ...Object.getOwnPropertyDescriptor(Function.prototype, 'toString'), value: toStringProxy });
    Object.defineProperty(window, NATIVE, { value: (wrapped, original) => { originals.set(wrapped, original); } });
  }
  const register = window[NATIVE];
  const proxy = (original, before, after) => {
    const wrapped = new Proxy(original, {
      apply(target, self, args) {
        if (before) try { before(self, args); } catch (e) {}
        const result = Reflect.apply(target, self, args);
        if (after) try { after(self, args, result); } catch (e) {}
        return result;
      },
    });
    register(wrapped, original);
    return wrapped;
  };
  const wrap = (proto, name, before, after) => {
    const desc = proto && Object.getOwnPropertyDescriptor(proto, name);
    if (!desc || typeof desc.value !== 'function') return;
    desc.value = proxy(desc.value, before, after);
    Object.defineProperty(proto, name, desc);
  };
  const wrapGetter = (proto, name, after) => {
    const desc = proto && Object.getOwnPropertyDescriptor(proto, name);
    if (!desc || typeof desc.get !== 'function') return;
    desc.get = proxy(desc.get, undefined, after);
    Object.defineProperty(proto, name, desc);
  };
  const callerStack = () => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 30;
    const stack = String(new Error().stack || '');
    Error.stackTraceLimit = limit;
    return stack;
  };
`;

const FRAME_URL = /\b((?:https?|blob:https?):\/\/[^\s()]+?):\d+:\d+\)?\s*$/;

/**
 * The URL of the first stack frame outside the instrumentation (frames whose location contains
 * `instrumentationMarker` are skipped, as is the leading `Error` line). Null when no frame has an
 * http(s) location (eval'd or extension code).
 */
export function callerUrlFromStack(stack: string, instrumentationMarker: string): string | null {
  for (const line of stack.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('at ') || trimmed.includes(instrumentationMarker)) continue;
    const match = FRAME_URL.exec(trimmed);
    if (match?.[1]) return match[1].replace(/^blob:/, '');
    // A frame without a URL: native code or an anonymous eval; keep looking for the script that called it.
  }
  return null;
}

/**
 * Host of the calling script, or null for an inline script of the document (its frames carry the
 * document's own URL) and for frames without a location.
 */
export function callerScriptHost(
  stack: string,
  documentUrl: string,
  instrumentationMarker: string,
): string | null {
  const url = callerUrlFromStack(stack, instrumentationMarker);
  if (!url) return null;
  const withoutHash = (value: string) => value.split('#')[0];
  if (withoutHash(url) === withoutHash(documentUrl)) return null;
  try {
    return new URL(url).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}
