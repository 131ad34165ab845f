import type { GpcInfo } from '../model/index.ts';
import type { ArmRuntime } from './arm-runtime.ts';

/** Exposes navigator.globalPrivacyControl === true before any page script (the GPC-on context). */
export const GPC_INIT_SCRIPT = `(() => {
  try {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true, enumerable: true });
  } catch {}
})();`;

const FETCH_WELL_KNOWN = `(async () => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 3000);
  try {
    const response = await fetch('/.well-known/gpc.json', { credentials: 'omit', cache: 'no-store', signal: controller.signal });
    const status = response.status;
    if (status === 404 || status === 410) return { status: 'not_found', httpStatus: status };
    if (!response.ok) return { status: 'fetch_failed', httpStatus: status };
    const text = (await response.text()).slice(0, 10000);
    let body;
    try { body = JSON.parse(text); } catch { return { status: 'invalid', httpStatus: status }; }
    if (!body || typeof body !== 'object' || typeof body.gpc !== 'boolean') return { status: 'invalid', httpStatus: status };
    const lastUpdate = typeof body.lastUpdate === 'string' && /^\\d{4}-\\d{2}-\\d{2}$/.test(body.lastUpdate) ? body.lastUpdate : undefined;
    return { status: body.gpc ? 'supports_gpc' : 'does_not_support_gpc', httpStatus: status, lastUpdate };
  } catch {
    return { status: 'fetch_failed' };
  } finally {
    clearTimeout(timer);
  }
})()`;

/** /.well-known/gpc.json fetched from inside the page, so it goes through the browser (and its proxy). */
export async function readWellKnownGpc(runtime: ArmRuntime): Promise<GpcInfo['wellKnown']> {
  try {
    const result = (await runtime.page.evaluate(FETCH_WELL_KNOWN)) as {
      status: GpcInfo['wellKnown']['status'];
      httpStatus?: number;
      lastUpdate?: string;
    };
    return { fetched: result.status !== 'fetch_failed', ...result };
  } catch (error) {
    runtime.reportError('gpc', 'well_known_fetch_failed', String(error));
    return { fetched: false, status: 'fetch_failed' };
  }
}

export async function navigatorGpcExposed(runtime: ArmRuntime): Promise<boolean> {
  try {
    return (await runtime.page.evaluate('navigator.globalPrivacyControl === true')) === true;
  } catch {
    return false;
  }
}
