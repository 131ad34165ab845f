/**
 * Retained report evidence of a completed scan (spec 4.3) as an ordered list of public-safe entries,
 * built from the stored observations: tracker requests by host and phase, cookies by name and
 * attributes, storage keys, forms (field kinds, declared destination, capture status, masked crop
 * link), observed privacy choices, notice passages (the banner's text and policy links, read before
 * any choice), GPC evidence and screenshot references. Never values, query strings or full request
 * URLs. The order is deterministic, so offsets are stable page positions.
 *
 * The tracking workpaper is the starting page's inventory, as the spec says; the full export adds what
 * was seen on the other pages (`additionalPage`, with their path): requests and cookies of the page
 * view after each choice and of crawled pages, and the forms of crawled pages with their page's URL.
 */
import { classifyScan } from '../classify/classify-scan.ts';
import type { PageRef } from '../classify/classified.ts';
import { onStartingPage } from '../classify/page-ref.ts';
import type { ClassifiedArm } from '../classify/classified.ts';
import type {
  ArmName,
  EvidencePhase,
  FormEntry,
  NoticePassageEntry,
  Observation,
  Party,
  PrivacyChoiceEntry,
  Purpose,
  ReportEvidenceEntry,
  Scan,
} from '../model/index.ts';
import { projectNoticePassages } from './notice-passages.ts';
import { safeHost, safePath, safeVendor } from './sanitize.ts';
import { clip } from '../shared/text.ts';
import { cmpName } from '../shared/cmp-name.ts';

export type Workpaper = 'tracking';

export interface ReportEvidenceInput {
  scanId: string;
  scan: Scan;
  observations: readonly Observation[];
  /** Names of the artifacts stored with the scan (screenshots, masked crops). */
  artifactNames: readonly string[];
}

export interface ReportEvidence {
  entries: ReportEvidenceEntry[];
  forms: FormEntry[];
  noticePassages: NoticePassageEntry[];
}

const ARTIFACT_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
const ARM_ORDER: readonly ArmName[] = [
  'before_consent',
  'after_reject',
  'after_accept',
  'gpc_on',
  'gpc_off',
];
const ARM_PHASE: Record<ArmName, EvidencePhase> = {
  before_consent: 'before_consent',
  after_reject: 'after_reject',
  after_accept: 'after_accept',
  gpc_on: 'gpc_on',
  gpc_off: 'pre_consent',
};

/** Download address of a stored artifact (screenshots and crops are separate downloads). */
export function artifactUrl(baseScanUrl: string, name: string): string {
  return `${baseScanUrl}/artifacts/${encodeURIComponent(name)}`;
}

function orderedArms(
  observations: readonly Observation[],
  classified: Partial<Record<ArmName, ClassifiedArm>>,
): ClassifiedArm[] {
  const seen = new Set(observations.map((o) => o.arm));
  return ARM_ORDER.filter((arm) => seen.has(arm)).flatMap((arm) =>
    classified[arm] ? [classified[arm]] : [],
  );
}

/** `page` and `additionalPage` of an entry seen after the starting page; nothing for the starting page's. */
function additionalPageOf(record: { page?: PageRef }): { page?: string; additionalPage?: true } {
  if (onStartingPage(record)) return {};
  const page = safePath(record.page?.path);
  return page ? { page, additionalPage: true } : {};
}

function trackerEntries(arm: ClassifiedArm, next: () => string): ReportEvidenceEntry[] {
  const groups = new Map<
    string,
    {
      phase: EvidencePhase;
      host: string;
      vendor: string | null;
      party: Party;
      purpose: Purpose;
      count: number;
      where: ReturnType<typeof additionalPageOf>;
    }
  >();
  for (const request of arm.requests) {
    const host = safeHost(request.host);
    if (!host) continue;
    const where = additionalPageOf(request);
    const key = `${request.phase}\u0000${host}\u0000${where.page ?? ''}`;
    const group = groups.get(key);
    if (group) group.count++;
    else
      groups.set(key, {
        phase: request.phase,
        host,
        vendor: safeVendor(request.vendor),
        party: request.party,
        purpose: request.purpose ?? 'unknown',
        count: 1,
        where,
      });
  }
  return [...groups.values()].map((g) => ({
    kind: 'tracker_request',
    id: next(),
    phase: g.phase,
    host: g.host,
    vendor: g.vendor,
    party: g.party,
    purpose: g.purpose,
    requestCount: g.count,
    ...g.where,
  }));
}

function cookieEntries(arm: ClassifiedArm, next: () => string): ReportEvidenceEntry[] {
  const seen = new Set<string>();
  const out: ReportEvidenceEntry[] = [];
  for (const cookie of arm.cookies) {
    const domain = safeHost(cookie.domain.replace(/^\.+/, ''));
    if (!domain || cookie.name.length === 0) continue;
    const phase = cookie.phase ?? ARM_PHASE[arm.arm];
    const where = additionalPageOf(cookie);
    const key = `${phase}\u0000${domain}\u0000${cookie.name}\u0000${where.page ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      kind: 'cookie',
      id: next(),
      phase,
      name: clip(cookie.name, 200),
      domain,
      party: cookie.party,
      vendor: safeVendor(cookie.vendor),
      purpose: cookie.purpose,
      session: cookie.session,
      expiryDays:
        cookie.session || cookie.expiryDays === null ? null : Math.max(0, cookie.expiryDays),
      secure: cookie.secure,
      httpOnly: cookie.httpOnly,
      sameSite: cookie.sameSite,
      setBy: cookie.setBy,
      ...where,
    });
  }
  return out;
}

function storageEntries(observation: Observation, next: () => string): ReportEvidenceEntry[] {
  const out: ReportEvidenceEntry[] = [];
  for (const area of ['local', 'session'] as const) {
    const seen = new Set<string>();
    for (const item of observation.storage[area]) {
      const host = safeHost(item.host);
      if (!host || item.key.length === 0 || seen.has(`${host}\u0000${item.key}`)) continue;
      seen.add(`${host}\u0000${item.key}`);
      out.push({
        kind: 'storage',
        id: next(),
        phase: ARM_PHASE[observation.arm],
        area,
        host,
        key: clip(item.key, 200),
      });
    }
  }
  return out;
}

/** The URL of the page view a form was on: the starting page's origin and the view's path (never a query). */
function formPageUrl(observation: Observation, pageView: number | undefined): string {
  const start = observation.finalUrl ?? observation.url;
  const view = observation.pageViews?.[pageView ?? 0];
  if (!view || (pageView ?? 0) === 0) return start;
  try {
    return new URL(view.path, start).href;
  } catch {
    return start;
  }
}

function formEntries(
  observation: Observation,
  input: ReportEvidenceInput,
  scanUrl: string,
  next: () => string,
): FormEntry[] {
  return observation.forms.map((form, index) => {
    const entry: FormEntry = {
      kind: 'form',
      id: next(),
      pageUrl: formPageUrl(observation, form.pageView),
      method: form.method,
      actionHost: form.actionHost === null ? null : safeHost(form.actionHost),
      party: form.party,
      fields: form.fields
        .slice(0, 200)
        .map((field) => ({ kind: field.kind, required: field.required })),
      captureStatus: form.capture.status,
      reportContentRef: `#/forms/${index}`,
      additionalPage: observation.pageViews?.[form.pageView ?? 0]?.role === 'crawled_page',
    };
    const ref = form.capture.screenshotRef;
    // A masked crop is linked only where capture succeeded and the image was kept.
    if (
      form.capture.status === 'captured' &&
      ref &&
      ARTIFACT_NAME.test(ref) &&
      input.artifactNames.includes(ref)
    ) {
      entry.snapshotUrl = artifactUrl(scanUrl, ref);
    }
    return entry;
  });
}

function privacyChoiceEntries(
  arms: readonly ClassifiedArm[],
  next: () => string,
): PrivacyChoiceEntry[] {
  const out: PrivacyChoiceEntry[] = [];
  const seen = new Set<string>();
  const add = (
    control: PrivacyChoiceEntry['control'],
    layer: PrivacyChoiceEntry['layer'],
    label: string | undefined,
    cmp: string | null,
  ) => {
    const text = label?.replace(/\s+/g, ' ').trim();
    if (!text || seen.has(`${control}\u0000${layer}\u0000${text}`)) return;
    seen.add(`${control}\u0000${layer}\u0000${text}`);
    out.push({
      kind: 'privacy_choice',
      id: next(),
      control,
      layer,
      label: clip(text, 200),
      cmp: cmp === null ? null : clip(cmp, 120),
    });
  };
  for (const { observation } of arms) {
    const consent = observation.consent;
    const cmp = cmpName(consent.cmp);
    const action = consent.action;
    if (action.kind === 'accept' || action.kind === 'reject' || action.kind === 'necessary_only') {
      add(action.kind, action.layer ?? 'first', action.label, cmp);
    }
    if (consent.optOutControl) {
      add(
        consent.optOutControl.kind === 'toggle' ? 'opt_out_toggle' : 'opt_out_link',
        'page',
        consent.optOutControl.label,
        cmp,
      );
    }
  }
  return out;
}

function gpcEntry(
  scan: Scan,
  arms: readonly ClassifiedArm[],
  next: () => string,
): ReportEvidenceEntry[] {
  const gpcArm = arms.find((a) => a.arm === 'gpc_on')?.observation;
  if (!gpcArm || !scan.gpcResponse) return [];
  return [
    {
      kind: 'gpc',
      id: next(),
      comparison: scan.gpcResponse.status,
      wellKnown: gpcArm.gpc.wellKnown.status,
      registration: gpcArm.gpc.registration.state,
      delivery: gpcArm.gpc.mainDocumentDelivery ?? 'unknown',
    },
  ];
}

function screenshotEntries(
  observations: readonly Observation[],
  input: ReportEvidenceInput,
  scanUrl: string,
  next: () => string,
): ReportEvidenceEntry[] {
  const out: ReportEvidenceEntry[] = [];
  for (const observation of observations) {
    for (const shot of observation.screenshots) {
      const available = ARTIFACT_NAME.test(shot.ref) && input.artifactNames.includes(shot.ref);
      out.push({
        kind: 'screenshot',
        id: next(),
        subject: shot.subject,
        available,
        ...(available ? { downloadUrl: artifactUrl(scanUrl, shot.ref) } : {}),
      });
    }
  }
  return out;
}

/** Every retained entry, in report order; `forms` is the `#/forms` section the form entries point into. */
export function projectReportEvidence(input: ReportEvidenceInput, scanUrl: string): ReportEvidence {
  if (input.observations.length === 0) return { entries: [], forms: [], noticePassages: [] };
  const classified = classifyScan(input.observations);
  const arms = orderedArms(input.observations, classified.arms);
  const counters = new Map<string, number>();
  const idFor = (prefix: string) => () => {
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return `${prefix}:${n}`;
  };
  const starting =
    arms.find((a) => a.arm === 'before_consent')?.observation ?? arms[0]?.observation;
  const forms = starting ? formEntries(starting, input, scanUrl, idFor('form')) : [];
  const noticePassages = projectNoticePassages(input.observations, idFor('notice'));
  const entries: ReportEvidenceEntry[] = [
    ...arms.flatMap((arm) => trackerEntries(arm, idFor('request'))),
    ...arms.flatMap((arm) => cookieEntries(arm, idFor('cookie'))),
    ...arms.flatMap((arm) => storageEntries(arm.observation, idFor('storage'))),
    ...forms,
    ...privacyChoiceEntries(arms, idFor('choice')),
    ...noticePassages,
    ...gpcEntry(input.scan, arms, idFor('gpc')),
    ...screenshotEntries(
      arms.map((a) => a.observation),
      input,
      scanUrl,
      idFor('screenshot'),
    ),
  ];
  return { entries, forms, noticePassages };
}

const TRACKING_KINDS: ReadonlySet<ReportEvidenceEntry['kind']> = new Set([
  'tracker_request',
  'cookie',
  'storage',
  'privacy_choice',
  'notice_passage',
  'gpc',
]);

/**
 * The entries of a workpaper: `tracking` = the starting page's tracking inventory (spec 4.3), privacy
 * choices, notice passages, GPC evidence; what other pages showed stays in the full export.
 */
export function selectWorkpaper(
  entries: readonly ReportEvidenceEntry[],
  workpaper: Workpaper | null,
): ReportEvidenceEntry[] {
  if (workpaper !== 'tracking') return [...entries];
  return entries.filter(
    (entry) =>
      TRACKING_KINDS.has(entry.kind) &&
      !('additionalPage' in entry && entry.additionalPage === true),
  );
}
