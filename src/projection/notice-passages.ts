/**
 * Notice passages of the report evidence: what the consent banner of the starting page said before
 * any choice (headings, body text, links, button labels) and where its privacy or cookie policy
 * links point (host and path). Built field by field from the before_consent observation's notice;
 * nothing else of the observation is copied. No before_consent arm, or no notice in it (no banner,
 * or an observation from before notices were read), gives no passages — missing evidence, not absence.
 */
import type { ConsentNotice, NoticePassageEntry, Observation } from '../model/index.ts';
import { safeHost } from './sanitize.ts';
import { clip } from '../shared/text.ts';
import { cmpName } from '../shared/cmp-name.ts';

type Role = NonNullable<NoticePassageEntry['role']>;

const PASSAGE_ROLES: ReadonlySet<string> = new Set<Role>(['heading', 'body', 'link', 'control']);
const SOURCES: ReadonlySet<string> = new Set([
  'autoconsent',
  'fallback_heuristic',
  'information_notice',
]);
const URL_PATH = /^\/[^\s?#]*$/;
const MAX_PASSAGES = 12;
const MAX_LINKS = 6;

const clean = (text: unknown): string =>
  typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';

interface Draft {
  role: Role;
  text: string;
  truncated: boolean;
  linkHost?: string;
  linkPath?: string;
}

function drafts(notice: ConsentNotice): Draft[] {
  const out: Draft[] = [];
  for (const passage of notice.passages.slice(0, MAX_PASSAGES)) {
    const text = clean(passage.text);
    if (text && PASSAGE_ROLES.has(passage.role))
      out.push({
        role: passage.role,
        text: clip(text, 2000),
        truncated: passage.truncated === true,
      });
  }
  for (const link of notice.policyLinks.slice(0, MAX_LINKS)) {
    const linkHost = safeHost(link.host);
    const linkPath =
      typeof link.path === 'string' && link.path.length <= 2048 && URL_PATH.test(link.path)
        ? link.path
        : null;
    if (!linkHost || !linkPath) continue;
    const label = clip(clean(link.label), 200);
    // A block that is only this link already stands in the passages: it becomes the policy link.
    const same = label ? out.find((d) => d.role === 'link' && d.text === label) : undefined;
    if (same) Object.assign(same, { role: 'policy_link', linkHost, linkPath });
    else
      out.push({
        role: 'policy_link',
        text: label || clip(`${linkHost}${linkPath}`, 2000),
        truncated: false,
        linkHost,
        linkPath,
      });
  }
  return out;
}

/** The starting page's notice passages, ids `notice:<n>` (or from `next`), each pointing to its place in `#/noticePassages`. */
export function projectNoticePassages(
  observations: readonly Observation[],
  next?: () => string,
): NoticePassageEntry[] {
  const starting = observations.find((o) => o.arm === 'before_consent');
  const notice = starting?.consent.notice;
  if (!starting || !notice) return [];
  let n = 0;
  const id = next ?? (() => `notice:${++n}`);
  const pageUrl = starting.finalUrl ?? starting.url;
  const frameHost = safeHost(notice.frameHost);
  const source = SOURCES.has(notice.source) ? notice.source : null;
  const name = cmpName(starting.consent.cmp);
  const cmp = typeof name === 'string' && name.length > 0 ? clip(name, 120) : null;
  return drafts(notice).map((draft, index) => {
    const entry: NoticePassageEntry = {
      kind: 'notice_passage',
      id: id(),
      pageUrl,
      text: draft.text,
      role: draft.role,
    };
    if (frameHost) entry.frameHost = frameHost;
    if (source) entry.source = source;
    entry.cmp = cmp;
    entry.truncated = draft.truncated;
    if (draft.linkHost && draft.linkPath)
      Object.assign(entry, { linkHost: draft.linkHost, linkPath: draft.linkPath });
    entry.reportContentRef = `#/noticePassages/${index}`;
    return entry;
  });
}
