import type {
  ConsentNotice,
  ConsentNoticeLink,
  ConsentNoticePassage,
  ConsentNoticeRole,
  ConsentNoticeSource,
} from '../../model/index.ts';
import { hostOf, pathOf } from '../site.ts';
import { informationNoticeCandidates, type BannerRoot, type PageScan } from './banner-scan.ts';
import { isConsentText } from './text-classifier.ts';
import { NOTICE_SCRIPT } from './notice-script.ts';
import { withTimeout } from './time.ts';

/** Caps of a captured notice (the schema's limits). */
export const NOTICE_CAPS = {
  passages: 12,
  passageChars: 600,
  totalChars: 4_000,
  links: 6,
  labelChars: 200,
  pathChars: 512,
} as const;

/** The one in-page read of the banner ends within this bound (it typically takes a few ms). */
export const NOTICE_READ_TIMEOUT_MS = 1_000;

/** A cut passage keeps at least this much text; a shorter remainder of the total is left out. */
const MIN_CUT_CHARS = 40;

/** A link's path or label naming a privacy or cookie policy (en, de, fr, es, it, nl, pt). */
export const POLICY_LINK_PATTERN =
  'privacy|privacidad|privée|privee|vie priv|confidentialit|datenschutz|cookie|polic(y|ies)|politi[ck]a|richtlinie|donn[ée]es|protection des|gdpr|rgpd|dsgvo|riservatezza|gegevensbescherming';

const SCRIPT_LIMITS = {
  policyPattern: POLICY_LINK_PATTERN,
  maxNodes: 4_000,
  maxCandidates: 80,
  maxRawChars: 40_000,
  maxRawPassage: 2_000,
  maxLinks: 20,
};

const ROLES: ReadonlySet<string> = new Set<ConsentNoticeRole>([
  'heading',
  'body',
  'link',
  'control',
]);

/** What the page script returns, before any cap. */
export interface RawNotice {
  candidates: { role: ConsentNoticeRole; text: string; long: boolean }[];
  links: { host: string; path: string; label: string }[];
  cut: boolean;
}

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** `text` cut to at most `max` characters (code points), at a word boundary when one is near, ending in `…`. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  let kept = chars.slice(0, Math.max(0, max - 1)).join('');
  const space = kept.lastIndexOf(' ');
  if (space >= kept.length * 0.8) kept = kept.slice(0, space);
  return `${kept.trimEnd()}…`;
}

/** The page script's answer, checked field by field (the page could have tampered with built-ins). */
export function parseRawNotice(value: unknown): RawNotice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { candidates, links, cut } = value as Record<string, unknown>;
  if (!Array.isArray(candidates) || !Array.isArray(links)) return null;
  const raw: RawNotice = { candidates: [], links: [], cut: cut === true };
  for (const item of candidates.slice(0, SCRIPT_LIMITS.maxCandidates)) {
    const { role, text, long } = (item ?? {}) as Record<string, unknown>;
    if (typeof role === 'string' && ROLES.has(role) && typeof text === 'string') {
      raw.candidates.push({
        role: role as ConsentNoticeRole,
        text: text.slice(0, SCRIPT_LIMITS.maxRawPassage),
        long: long === true,
      });
    }
  }
  for (const item of links.slice(0, SCRIPT_LIMITS.maxLinks)) {
    const { host, path, label } = (item ?? {}) as Record<string, unknown>;
    if (typeof host === 'string' && typeof path === 'string')
      raw.links.push({ host, path, label: typeof label === 'string' ? label : '' });
  }
  return raw;
}

function policyLinks(raw: RawNotice['links']): ConsentNoticeLink[] {
  const out: ConsentNoticeLink[] = [];
  const seen = new Set<string>();
  for (const link of raw) {
    if (out.length >= NOTICE_CAPS.links) break;
    if (!/^\/[^\s?#]*$/.test(link.path) || /\s/.test(link.host)) continue;
    const url = `https://${link.host}${link.path}`;
    const host = hostOf(url);
    if (!host || host !== link.host.toLowerCase()) continue;
    const path = pathOf(url).slice(0, NOTICE_CAPS.pathChars);
    if (seen.has(`${host}${path}`)) continue;
    seen.add(`${host}${path}`);
    const label = cutText(clean(link.label), NOTICE_CAPS.labelChars);
    out.push(label ? { host, path, label } : { host, path });
  }
  return out;
}

/**
 * The notice within its caps: passages deduplicated; headings, body text and links chosen before
 * button labels (the privacy choices already list those), back in document order; each passage at
 * most 600 characters and 4,000 in all. Null when nothing is left.
 */
export function boundNotice(
  raw: RawNotice,
  frame: { host: string; inIframe: boolean },
  source: ConsentNoticeSource,
): ConsentNotice | null {
  const seen = new Set<string>();
  const unique: { index: number; role: ConsentNoticeRole; text: string; long: boolean }[] = [];
  raw.candidates.forEach((candidate, index) => {
    const text = clean(candidate.text);
    if (!text || seen.has(`${candidate.role}\u0000${text}`)) return;
    seen.add(`${candidate.role}\u0000${text}`);
    unique.push({ index, role: candidate.role, text, long: candidate.long });
  });
  const byPriority = [
    ...unique.filter((c) => c.role !== 'control'),
    ...unique.filter((c) => c.role === 'control'),
  ];
  const chosen: { index: number; passage: ConsentNoticePassage }[] = [];
  let left = NOTICE_CAPS.totalChars;
  let truncated = raw.cut;
  for (const candidate of byPriority) {
    if (chosen.length >= NOTICE_CAPS.passages) {
      truncated = true;
      break;
    }
    const length = Array.from(candidate.text).length;
    const max = Math.min(NOTICE_CAPS.passageChars, left);
    if (length > max && max < MIN_CUT_CHARS) {
      truncated = true;
      continue;
    }
    const text = length > max ? cutText(candidate.text, max) : candidate.text;
    const cut = length > max || candidate.long;
    truncated ||= cut;
    left -= Array.from(text).length;
    chosen.push({
      index: candidate.index,
      passage: { role: candidate.role, text, truncated: cut },
    });
  }
  const passages = chosen.sort((a, b) => a.index - b.index).map((c) => c.passage);
  const links = policyLinks(raw.links);
  if (passages.length === 0 && links.length === 0) return null;
  return {
    source,
    frameHost: frame.host,
    inIframe: frame.inIframe,
    passages,
    policyLinks: links,
    truncated,
  };
}

/**
 * Reads the banner's visible text once, right after detection and before any click: one bounded
 * evaluate on the banner container, in whatever frame it sits (a CMP's cross-origin iframe included).
 * Null when the container is gone, the frame has no http(s) host, the read timed out, or the banner
 * has no text. Never throws.
 */
export async function captureNotice(
  scan: PageScan,
  root: BannerRoot,
  source: ConsentNoticeSource,
  timeoutMs = NOTICE_READ_TIMEOUT_MS,
): Promise<ConsentNotice | null> {
  const host = hostOf(root.frame.url());
  if (!host || !/^https?:/.test(root.frame.url()) || timeoutMs <= 0) return null;
  const raw = parseRawNotice(
    await withTimeout(scan.evaluateOnRoot(root, NOTICE_SCRIPT, SCRIPT_LIMITS), timeoutMs, null),
  );
  return raw
    ? boundNotice(raw, { host, inIframe: root.frame.parentFrame() !== null }, source)
    : null;
}

/** Information-notice candidates read at most (each read is one round trip). */
const MAX_NOTICE_CANDIDATES = 3;

/**
 * With no consent banner shown: the page's information notice, if it has one — a container whose only
 * control acknowledges it ("OK", "Got it") and whose text is about cookies or personal data. It offers
 * no choice, so it never makes a banner; its text is kept as what the page told the visitor.
 */
export async function captureInformationNotice(
  scan: PageScan,
  timeoutMs = NOTICE_READ_TIMEOUT_MS,
): Promise<ConsentNotice | null> {
  const until = performance.now() + timeoutMs;
  for (const root of informationNoticeCandidates(scan.roots).slice(0, MAX_NOTICE_CANDIDATES)) {
    const notice = await captureNotice(scan, root, 'information_notice', until - performance.now());
    if (notice && isConsentText(notice.passages.map((passage) => passage.text).join(' ')))
      return notice;
  }
  return null;
}
