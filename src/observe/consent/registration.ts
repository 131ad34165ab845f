import type { BrowserContext, Page } from 'playwright-core';
import type {
  ConfirmationMethod,
  ConsentDecision,
  GpcRegistrationSource,
  GpcRegistrationState,
} from '../../model/index.ts';
import { fingerprint } from './fingerprint.ts';
import { readGpp, type GppReading } from './gpp.ts';
import { readConsentStorage, storageVerdicts } from './storage-state.ts';
import {
  cookiesActedOn,
  oneTrustGpc,
  storedVerdicts,
  unreadConsentCookies,
  type Verdict,
} from './stored-state.ts';
import { decodeTcString, readTcf, tcVerdict, type TcfReading } from './tcf.ts';
import { withTimeout } from './time.ts';
import { readUsp, uspOptOut, type UspReading } from './usp.ts';

/**
 * Whether the site registered the decision — "success without effect" must not pass as success.
 * Evidence only counts when the action produced it: stored state that is new or changed since a
 * snapshot taken just before the click (a CMP that writes a default "denied" state on load proves
 * nothing about the click). Cookie and localStorage values are read here, inside the observe layer,
 * and reduced to fingerprints and verdicts at once.
 */
export interface ConsentSnapshot {
  /** cookie key (name|domain|path) → fingerprint of value and expiry. */
  cookies: Map<string, string>;
  /** localStorage key of a known CMP format → fingerprint of its value. */
  storage: Map<string, string>;
  tcf: string | null;
  gpp: string | null;
  gppSaleOptOut: string | null;
  usp: string | null;
}

export interface ApiReadings {
  tcf: TcfReading;
  gpp: GppReading;
  usp: UspReading;
}

export interface Evidence {
  method: ConfirmationMethod;
  verdict: Verdict;
}

const COOKIE_READ_TIMEOUT_MS = 1_000;

const cookieKey = (c: { name: string; domain: string; path: string }) =>
  `${c.name}|${c.domain}|${c.path}`;

async function pageCookies(context: BrowserContext, page: Page) {
  if (page.isClosed()) return [];
  const url = page.url();
  return withTimeout(
    context.cookies(/^https?:/.test(url) ? [url] : []),
    COOKIE_READ_TIMEOUT_MS,
    [],
  );
}

export async function readConsentApis(page: Page): Promise<ApiReadings> {
  const [tcf, gpp, usp] = await Promise.all([readTcf(page), readGpp(page), readUsp(page)]);
  return { tcf, gpp, usp };
}

/** The state before the action: fingerprints only. */
export async function takeSnapshot(
  context: BrowserContext,
  page: Page,
  apis?: ApiReadings,
): Promise<ConsentSnapshot> {
  const [cookies, storage, readings] = await Promise.all([
    pageCookies(context, page),
    readConsentStorage(page),
    apis ? Promise.resolve(apis) : readConsentApis(page),
  ]);
  return {
    cookies: new Map(
      cookies.map((c) => [cookieKey(c), fingerprint(`${c.value}\u0000${Math.round(c.expires)}`)]),
    ),
    storage: new Map(storage.entries.map((entry) => [entry.key, fingerprint(entry.value)])),
    tcf: readings.tcf.fingerprint,
    gpp: readings.gpp.fingerprint,
    gppSaleOptOut: readings.gpp.state.saleOptOut ?? null,
    usp: readings.usp.value,
  };
}

/** Whether any consent-relevant state (a cookie, the TC / GPP / US Privacy string) changed between two snapshots. */
export function snapshotChanged(before: ConsentSnapshot, after: ConsentSnapshot): boolean {
  if (before.tcf !== after.tcf || before.gpp !== after.gpp || before.usp !== after.usp) return true;
  for (const [key, value] of after.cookies) if (before.cookies.get(key) !== value) return true;
  for (const [key, value] of after.storage) if (before.storage.get(key) !== value) return true;
  return false;
}

/** What the action produced: verdicts, and how many consent items it wrote that no reader decodes. */
export interface ActionEvidence {
  evidence: Evidence[];
  /** Consent cookies and platform storage entries written since the snapshot that gave no verdict. */
  unread: number;
}

/** Evidence produced since `before`: changed consent cookies and localStorage entries, TC / GPP / US Privacy strings. */
export async function collectEvidence(
  context: BrowserContext,
  page: Page,
  before: ConsentSnapshot,
  apis: ApiReadings,
): Promise<ActionEvidence> {
  const [cookies, storage] = await Promise.all([
    pageCookies(context, page),
    readConsentStorage(page),
  ]);
  const changed = cookies.filter(
    (c) =>
      before.cookies.get(cookieKey(c)) !== fingerprint(`${c.value}\u0000${Math.round(c.expires)}`),
  );
  const cookieVerdicts = storedVerdicts(
    cookiesActedOn(cookies, changed, storage.pageConfigs),
    storage.pageConfigs,
  );
  const evidence: Evidence[] = cookieVerdicts.map((v) => ({
    method: v.method,
    verdict: v.verdict,
  }));
  const changedStorage = storage.entries.filter(
    (entry) => before.storage.get(entry.key) !== fingerprint(entry.value),
  );
  const storageRead = storageVerdicts({ ...storage, entries: changedStorage });
  for (const v of storageRead) evidence.push({ method: v.method, verdict: v.verdict });
  const unread =
    unreadConsentCookies(changed, cookieVerdicts, storage.pageConfigs).length +
    changedStorage.filter((entry) => !storageRead.some((v) => v.key === entry.key)).length;

  if (apis.tcf.verdict && apis.tcf.fingerprint !== before.tcf)
    evidence.push({ method: 'tc_string', verdict: apis.tcf.verdict });
  if (!apis.tcf.state.present) {
    // No __tcfapi (or it did not answer): a TC string the action stored in the standard cookie still counts.
    const stored = changed.find((c) => c.name === 'euconsent-v2');
    const decoded = stored ? decodeTcString(stored.value) : null;
    if (decoded) evidence.push({ method: 'tc_string', verdict: tcVerdict(decoded) });
  }
  const gppChanged = apis.gpp.fingerprint !== before.gpp;
  const sale = apis.gpp.state.saleOptOut;
  if (apis.gpp.verdict && gppChanged) {
    evidence.push({ method: 'gpp_string', verdict: apis.gpp.verdict });
  } else if (sale === 'opted_out' && (gppChanged || before.gppSaleOptOut !== 'opted_out')) {
    evidence.push({ method: 'gpp_string', verdict: 'refusal' });
  }
  if (apis.usp.value && apis.usp.value !== before.usp && uspOptOut(apis.usp.value) === true) {
    evidence.push({ method: 'usp_string', verdict: 'refusal' });
  }
  return { evidence, unread };
}

/**
 * The decision and how it was verified: `confirmed` only when some evidence shows the wanted verdict
 * and none contradicts it; `unconfirmed` when the action ran without such evidence (saying why:
 * contradicted, consent state written that no reader decodes — `unread` items —, or nothing stored);
 * `not_attempted` when no decision was made.
 */
export function decide(
  kind: ConsentDecision['kind'],
  evidence: readonly Evidence[],
  unread = 0,
): ConsentDecision {
  if (kind === 'none') return { kind, registration: 'not_attempted', verifiedBy: [] };
  const wanted: Verdict = kind === 'acceptance' ? 'acceptance' : 'refusal';
  const contradicted = evidence.some((e) => e.verdict !== wanted);
  const methods = [
    ...new Set(evidence.filter((e) => e.verdict === wanted).map((e) => e.method)),
  ].slice(0, 6);
  if (contradicted) return unconfirmed(kind, 'contradicted');
  if (methods.length === 0)
    return unconfirmed(kind, unread > 0 ? 'stored_state_unread' : 'nothing_stored');
  return { kind, registration: 'confirmed', verifiedBy: methods };
}

/** A decision made but not shown to be registered, and why. */
export function unconfirmed(
  kind: ConsentDecision['kind'],
  because: NonNullable<ConsentDecision['unconfirmedBecause']>,
): ConsentDecision {
  return { kind, registration: 'unconfirmed', verifiedBy: [], unconfirmedBecause: because };
}

export interface GpcRegistration {
  state: GpcRegistrationState;
  source: GpcRegistrationSource;
}

/**
 * Whether the site registered a sale/sharing opt-out (for the GPC arm): __gpp US sections first, then
 * __uspapi, then OneTrust's isGpcEnabled flag, then a stored US Privacy cookie. Bounded; never throws.
 */
export async function readRegistration(page: Page): Promise<GpcRegistration> {
  try {
    const [gpp, usp] = await Promise.all([readGpp(page), readUsp(page)]);
    if (gpp.state.saleOptOut === 'opted_out') return { state: 'opted_out', source: 'gpp' };
    if (gpp.state.saleOptOut === 'not_opted_out') return { state: 'not_opted_out', source: 'gpp' };
    if (usp.state.optOut === true) return { state: 'opted_out', source: 'usp' };
    if (usp.state.optOut === false) return { state: 'not_opted_out', source: 'usp' };
    const cookies = await pageCookies(page.context(), page);
    const gpc = oneTrustGpc(cookies);
    if (gpc !== null) return { state: gpc ? 'opted_out' : 'not_opted_out', source: 'onetrust' };
    const stored = cookies.find((c) => c.name === 'usprivacy');
    const flag = stored ? uspOptOut(stored.value) : null;
    if (flag !== null) return { state: flag ? 'opted_out' : 'not_opted_out', source: 'cmp_other' };
  } catch {
    // a closed page or a broken API: nothing readable
  }
  return { state: 'unknown', source: 'none' };
}
