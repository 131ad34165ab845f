import type { ArmRuntime, Collector } from '../arm-runtime.ts';

export type InterstitialKind = 'bot_wall' | 'captcha' | null;

/**
 * Looks, in the page, for a bot wall or captcha interstitial standing in for the site (Cloudflare
 * challenge, DataDome, PerimeterX, Akamai, hCaptcha/reCAPTCHA gates). Its cookies are not the site's,
 * so such a scan is reported as limited instead of being judged. Only the verdict leaves the page.
 *
 * A challenge widget inside a page is not a wall: Cloudflare Turnstile's frame
 * (challenges.cloudflare.com) sits in newsletter and contact forms as reCAPTCHA's does, so it counts
 * as a captcha widget (a wall only on a sparse page that asks to verify a human), never as wall
 * markup by itself. Cloudflare's own challenge page is still known by its title and challenge form.
 */
export const DETECT_INTERSTITIAL = `(() => {
  const title = (document.title || '').toLowerCase();
  const text = (document.body && document.body.innerText || '').slice(0, 5000).toLowerCase();
  const has = (selector) => { try { return document.querySelector(selector) !== null; } catch { return false; } };
  const wallTitle = /just a moment|attention required|checking your browser|access denied|pardon our interruption|request unsuccessful|please wait while we verify|ddos protection/.test(title);
  const wallMarkup = has('#challenge-form, #cf-challenge-running, .cf-browser-verification, #challenge-running, script[src*="/cdn-cgi/challenge-platform/"], iframe[src*="captcha-delivery.com"], #px-captcha, #sec-if-cpt-container');
  const humanText = /verify (that )?you are (a )?human|are you a robot|confirm you are not a robot|press (and|&) hold|complete the security check|enable javascript and cookies to continue/.test(text);
  const captchaWidget = has('iframe[src*="hcaptcha.com"], iframe[src*="/recaptcha/"], iframe[src*="challenges.cloudflare.com"], .g-recaptcha, .h-captcha, .cf-turnstile');
  const sparse = text.length < 1500;
  if (wallTitle || wallMarkup) return 'bot_wall';
  if (humanText && sparse) return captchaWidget ? 'captcha' : 'bot_wall';
  if (captchaWidget && sparse && document.querySelectorAll('a[href]').length < 8) return 'captcha';
  return null;
})()`;

export class InterstitialCollector implements Collector<InterstitialKind> {
  readonly name = 'interstitial';

  async install(): Promise<void> {}

  /** Whether the current page is an interstitial (no coverage note: for page views after the starting page). */
  async detect(runtime: ArmRuntime): Promise<InterstitialKind> {
    if (runtime.page.isClosed()) return null;
    try {
      return (await runtime.page.evaluate(DETECT_INTERSTITIAL)) as InterstitialKind;
    } catch (error) {
      runtime.reportError('detector', 'interstitial_check_failed', String(error));
      return null;
    }
  }

  /** The starting page's verdict: an interstitial there bounds the whole arm (a coverage limitation). */
  async collect(runtime: ArmRuntime): Promise<InterstitialKind> {
    const kind = await this.detect(runtime);
    if (kind === 'bot_wall') {
      runtime.limit(
        'bot_wall_detected',
        'A bot wall stood in for the page; its cookies and requests are not the site’s own.',
      );
    } else if (kind === 'captcha') {
      runtime.limit(
        'captcha_detected',
        'A captcha interstitial stood in for the page; the site itself was not observed.',
      );
    }
    return kind;
  }
}
