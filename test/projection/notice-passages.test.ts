/** Notice passages of the report evidence, from saved and hand-built observations (no browser). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ConsentNotice, Observation, ReportEvidenceEntry } from '../../src/model/index.ts';
import { EVIDENCE_CSV_COLUMNS, toEvidenceCsvRow } from '../../src/projection/evidence-csv.ts';
import { projectNoticePassages } from '../../src/projection/notice-passages.ts';
import { projectReportDocument } from '../../src/projection/report-evidence-page.ts';
import { projectReportEvidence, selectWorkpaper } from '../../src/projection/report-evidence.ts';
import { renderScanReportPage } from '../../src/projection/report-page-html.ts';
import { assertValid } from '../../src/projection/validate.ts';
import { buildObservations } from '../findings/observation-builder.ts';
import { BASE, judgeObservations, SCAN_ID } from './helpers.ts';

const saved = JSON.parse(
  readFileSync(new URL('../golden/banner-de.observations.json', import.meta.url), 'utf8'),
) as { observations: Observation[] };
const SCAN_URL = `${BASE}/api/v2/scans/${SCAN_ID}`;

function evidenceOf(observations: Observation[]) {
  const { bundle } = judgeObservations(observations);
  return {
    bundle,
    evidence: projectReportEvidence(
      { scanId: SCAN_ID, scan: bundle.scan, observations, artifactNames: [] },
      SCAN_URL,
    ),
  };
}

const notice = (patch: Partial<ConsentNotice> = {}): ConsentNotice => ({
  source: 'autoconsent',
  frameHost: 'consent.cmp.example',
  inIframe: true,
  passages: [
    { role: 'heading', text: 'We value your privacy', truncated: false },
    { role: 'body', text: 'We use cookies for statistics.', truncated: false },
    { role: 'link', text: 'Cookie policy', truncated: false },
    { role: 'control', text: 'Accept all', truncated: false },
  ],
  policyLinks: [
    { host: 'www.shop.example', path: '/cookie-policy', label: 'Cookie policy' },
    { host: 'legal.shop.example', path: '/privacy' },
  ],
  truncated: false,
  ...patch,
});

describe('notice passages from the saved banner-de observation', () => {
  it('the German banner’s heading, text and buttons, then its policy link by host and path', () => {
    const { evidence } = evidenceOf(saved.observations);
    const passages = evidence.noticePassages;
    expect(passages.map((p) => [p.id, p.role, p.text.slice(0, 40)])).toEqual([
      ['notice:1', 'heading', 'Wir respektieren Ihre Privatsphäre'],
      ['notice:2', 'body', 'Wir verwenden Cookies und ähnliche Techn'],
      ['notice:3', 'control', 'Alle akzeptieren'],
      ['notice:4', 'control', 'Nur notwendige Cookies'],
      ['notice:5', 'control', 'Einstellungen'],
      ['notice:6', 'policy_link', 'Datenschutzerklärung'],
    ]);
    expect(passages[1]!.text).toContain(
      'Notwendige Cookies sind für den Betrieb der Website erforderlich.',
    );
    expect(passages[5]).toEqual({
      kind: 'notice_passage',
      id: 'notice:6',
      pageUrl: 'https://banner-de.example/',
      text: 'Datenschutzerklärung',
      role: 'policy_link',
      frameHost: 'banner-de.example',
      source: 'fallback_heuristic',
      cmp: null,
      truncated: false,
      linkHost: 'banner-de.example',
      linkPath: '/datenschutz',
      reportContentRef: '#/noticePassages/5',
    });
  });

  it('the tracking workpaper lists them after the privacy choices and before GPC; the document validates and resolves their pointers', () => {
    const { bundle, evidence } = evidenceOf(saved.observations);
    const kinds = selectWorkpaper(evidence.entries, 'tracking').map((e) => e.kind);
    const firstNotice = kinds.indexOf('notice_passage');
    expect(firstNotice).toBeGreaterThan(kinds.lastIndexOf('privacy_choice'));
    expect(kinds.lastIndexOf('notice_passage')).toBeLessThan(kinds.indexOf('gpc'));
    const document = projectReportDocument({
      scanId: SCAN_ID,
      baseUrl: BASE,
      workpaper: 'tracking',
      scan: bundle.scan,
      findings: bundle.findings,
      preConsentTable: bundle.preConsentTable,
      evidence,
      generatedAt: '2026-09-12T10:00:09Z',
    });
    assertValid('report-document', document);
    for (const entry of document.entries.filter(
      (e): e is Extract<ReportEvidenceEntry, { kind: 'notice_passage' }> =>
        e.kind === 'notice_passage',
    )) {
      const index = Number(entry.reportContentRef!.split('/').at(-1));
      expect(document.noticePassages[index]).toEqual(entry);
    }
  });

  it('CSV rows: text as label, role, frame host; a policy link’s host and path', () => {
    const { evidence } = evidenceOf(saved.observations);
    const rows = evidence.noticePassages.map(toEvidenceCsvRow);
    expect(EVIDENCE_CSV_COLUMNS.slice(-2)).toEqual(['role', 'path']);
    expect(rows[0]).toMatchObject({
      kind: 'notice_passage',
      id: 'notice:1',
      host: 'banner-de.example',
      role: 'heading',
      label: 'Wir respektieren Ihre Privatsphäre',
      path: null,
    });
    expect(rows[5]).toMatchObject({
      role: 'policy_link',
      host: 'banner-de.example',
      path: '/datenschutz',
      label: 'Datenschutzerklärung',
    });
  });

  it('the report page says what the notice said', () => {
    const { bundle, evidence } = evidenceOf(saved.observations);
    const html = renderScanReportPage({
      scan: bundle.scan,
      findings: bundle.findings,
      preConsentTable: bundle.preConsentTable,
      images: [],
      noticePassages: evidence.noticePassages,
    });
    expect(html).toContain('<h2 id="h-notice">What the notice said</h2>');
    expect(html).toContain('<p><strong>Wir respektieren Ihre Privatsphäre</strong></p>');
    expect(html).toContain('Notwendige Cookies sind für den Betrieb der Website erforderlich.');
    expect(html).toContain('<span class="badge crit-info">Nur notwendige Cookies</span>');
    expect(html).toContain(
      '<li>Datenschutzerklärung: <code>banner-de.example/datenschutz</code></li>',
    );
    const none = renderScanReportPage({
      scan: bundle.scan,
      findings: [],
      preConsentTable: null,
      images: [],
    });
    expect(none).toContain('No notice text was retained');
  });
});

describe('notice passages from built observations', () => {
  it('an information notice ("Got it" only) keeps its source, and the report says it offered no choice', () => {
    const observations = buildObservations({
      before_consent: {
        consent: {
          popupShown: false,
          notice: notice({
            source: 'information_notice',
            frameHost: 'shop.example',
            inIframe: false,
            passages: [
              { role: 'body', text: 'This site uses cookies.', truncated: false },
              { role: 'control', text: 'Got it', truncated: false },
            ],
            policyLinks: [],
          }),
        },
      },
    });
    const passages = projectNoticePassages(observations);
    expect(passages.map((p) => p.source)).toEqual(['information_notice', 'information_notice']);
    const { bundle, evidence } = evidenceOf(observations);
    const html = renderScanReportPage({
      scan: bundle.scan,
      findings: bundle.findings,
      preConsentTable: bundle.preConsentTable,
      images: [],
      noticePassages: evidence.noticePassages,
    });
    expect(html).toContain(
      'The cookie notice (an information notice: it offered no choice, so it is no consent banner) shown by shop.example',
    );
  });

  it('a one-link block that is a policy link becomes that policy link; other policy links follow the text', () => {
    const observations = buildObservations({
      before_consent: {
        consent: { cmp: { name: 'Cookiebot', detectedBy: 'autoconsent' }, notice: notice() },
      },
    });
    const passages = projectNoticePassages(observations);
    expect(passages.map((p) => [p.role, p.text, p.linkHost ?? null, p.linkPath ?? null])).toEqual([
      ['heading', 'We value your privacy', null, null],
      ['body', 'We use cookies for statistics.', null, null],
      ['policy_link', 'Cookie policy', 'www.shop.example', '/cookie-policy'],
      ['control', 'Accept all', null, null],
      ['policy_link', 'legal.shop.example/privacy', 'legal.shop.example', '/privacy'],
    ]);
    expect(
      passages.every(
        (p) =>
          p.cmp === 'Cookiebot' &&
          p.source === 'autoconsent' &&
          p.frameHost === 'consent.cmp.example',
      ),
    ).toBe(true);
    expect(passages.map((p) => p.reportContentRef)).toEqual([
      '#/noticePassages/0',
      '#/noticePassages/1',
      '#/noticePassages/2',
      '#/noticePassages/3',
      '#/noticePassages/4',
    ]);
  });

  it('no banner, no before_consent arm, or an observation from before notices were read: no passages', () => {
    expect(projectNoticePassages(buildObservations({}))).toEqual([]);
    const withNotice = buildObservations({ before_consent: { consent: { notice: notice() } } });
    expect(projectNoticePassages(withNotice.filter((o) => o.arm !== 'before_consent'))).toEqual([]);
    const { evidence } = evidenceOf(buildObservations({}));
    expect(evidence.noticePassages).toEqual([]);
    expect(evidence.entries.some((e) => e.kind === 'notice_passage')).toBe(false);
  });

  it('only declared fields of the notice are copied; bad hosts and paths are dropped', () => {
    const tampered = notice({
      frameHost: 'bad host/with path',
      policyLinks: [
        { host: 'www.shop.example', path: '/privacy?token=SECRET_TOKEN' },
        { host: 'evil.example:8443', path: '/privacy' },
        { host: 'ok.example', path: '/cookies' },
      ],
    });
    (tampered as unknown as Record<string, unknown>).rawHtml = '<input value="SECRET_DOM">';
    (tampered.passages[1] as unknown as Record<string, unknown>).inputValue = 'SECRET_FORM_VALUE';
    const passages = projectNoticePassages(
      buildObservations({ before_consent: { consent: { notice: tampered } } }),
    );
    const serialized = JSON.stringify(passages);
    expect(serialized).not.toMatch(/SECRET|evil\.example|bad host/);
    expect(
      passages.filter((p) => p.role === 'policy_link').map((p) => `${p.linkHost}${p.linkPath}`),
    ).toEqual(['ok.example/cookies']);
    expect(passages.every((p) => p.frameHost === undefined)).toBe(true);
  });
});
