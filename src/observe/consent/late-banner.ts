import type { Page, Request } from 'playwright-core';
import { withTimeout } from './time.ts';

/**
 * Evidence that a consent banner is still to come, so that detection does not answer "no banner"
 * too early on a page whose CMP shows it after a timer or the first interaction — while a page with
 * no such evidence still gets its quick answer.
 *
 * - `cmp_script`: a script or frame from a known CMP host, or whose path names consent/cookies/a CMP;
 * - `consent_api`: __tcfapi defined (a TCF CMP stub shows a banner to a new visitor; US `__gpp` /
 *   `__uspapi` pages often never do, so they are no evidence);
 * - `hidden_banner`: consent markup in the DOM (a known CMP container, or a cookie/consent-named
 *   element with consent text and buttons) that is not visible yet.
 */
export type LateBannerEvidence = 'cmp_script' | 'consent_api' | 'hidden_banner';

const CMP_HOSTS =
  /(^|\.)(cookielaw\.org|onetrust\.com|cookiebot\.com|cookiebot\.eu|usercentrics\.eu|privacy-center\.org|privacy-mgmt\.com|sp-prod\.net|consensu\.org|quantcast\.com|trustarc\.com|truste\.com|iubenda\.com|termly\.io|osano\.com|consentmanager\.net|axept\.io|cookieyes\.com|cdn-cookieyes\.com|cookie-script\.com|cookiehub\.net|cookieinformation\.com|didomi\.io|sirdata\.com|cookiefirst\.com|civiccomputing\.com|uniconsent\.com|clickio\.com|cmp\.inmobi\.com|evidon\.com|crownpeak\.com|securiti\.ai|transcend\.io|ketch\.(com|net)|cookiepro\.com)$/i;
const CMP_PATH =
  /(cookie|consent|gdpr|rgpd|dsgvo|privacy-?manager|\bcmp\b|cmp[-_.]|tarteaucitron|klaro|orejime|didomi|usercentrics|onetrust|optanon|cookiebot|sourcepoint|complianz|borlabs|iubenda|axeptio|cookieyes|osano)/i;
const WATCHED_TYPES = new Set(['script', 'document']);

/** Watches requests for CMP scripts and frames; read `scriptSeen` at any time. */
export class CmpSignals {
  scriptSeen = false;

  install(page: Page): void {
    const onRequest = (request: Request) => {
      if (this.scriptSeen || !WATCHED_TYPES.has(request.resourceType())) return;
      if (request.frame() === page.mainFrame() && request.isNavigationRequest()) return;
      if (looksLikeCmp(request.url())) this.scriptSeen = true;
    };
    page.on('request', onRequest);
  }
}

/** Whether a script or frame URL belongs to a CMP: known host, or a consent-named path or file. */
export function looksLikeCmp(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return CMP_HOSTS.test(parsed.hostname) || CMP_PATH.test(parsed.pathname);
}

const PROBE_SCRIPT = String.raw`((consentSource) => {
  const api = typeof window.__tcfapi === 'function';
  const CONSENT = new RegExp(consentSource, 'i');
  const KNOWN = '#usercentrics-root, #usercentrics-cmp-ui, #didomi-host, #onetrust-consent-sdk, #onetrust-banner-sdk, #CybotCookiebotDialog, #qc-cmp2-container, [id^="sp_message_container"], .klaro, #tarteaucitronRoot, #cc-main, .cc-window, #cmplz-cookiebanner-container, #BorlabsCookieBox, #truste-consent-track, #iubenda-cs-banner, #axeptio_overlay, .cky-consent-container';
  const NAMED = '[id*="cookie" i], [class*="cookie" i], [id*="consent" i], [class*="consent" i], [id*="gdpr" i], [class*="gdpr" i]';
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width >= 2 && r.height >= 2 && (typeof el.checkVisibility !== 'function' || el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }));
  };
  let hidden = false;
  for (const el of document.querySelectorAll(KNOWN)) if (!shown(el)) { hidden = true; break; }
  if (!hidden) {
    let looked = 0;
    for (const el of document.querySelectorAll(NAMED)) {
      if (++looked > 200) break;
      if (shown(el) || el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || el.tagName === 'LINK') continue;
      const text = (el.textContent || '').slice(0, 4000);
      if (text.length < 4000 && CONSENT.test(text) && el.querySelector('button, a, [role=button]')) { hidden = true; break; }
    }
  }
  return { api, hidden };
})`;

/** One look at the page for a CMP stub or hidden consent markup (top frame). */
export async function probeLateBanner(
  page: Page,
  consentPattern: string,
): Promise<LateBannerEvidence | null> {
  if (page.isClosed()) return null;
  const found = await withTimeout(
    page.evaluate(`${PROBE_SCRIPT}(${JSON.stringify(consentPattern)})`) as Promise<{
      api: boolean;
      hidden: boolean;
    }>,
    800,
    null,
  );
  if (found?.api) return 'consent_api';
  if (found?.hidden) return 'hidden_banner';
  return null;
}

/**
 * What a visitor does first — move the pointer and scroll a little, then back — for banners that wait
 * for the first interaction. Never clicks; bounded; never throws.
 */
export async function nudgePage(page: Page): Promise<void> {
  if (page.isClosed()) return;
  await withTimeout(
    (async () => {
      const size = page.viewportSize() ?? { width: 1280, height: 800 };
      await page.mouse.move(Math.round(size.width / 2), Math.round(size.height / 3), { steps: 2 });
      await page.mouse.wheel(0, Math.round(size.height / 2));
      await new Promise((resolve) => setTimeout(resolve, 80));
      await page.evaluate('window.scrollTo(0, 0)');
    })().catch(() => undefined),
    1_500,
    undefined,
  );
}
