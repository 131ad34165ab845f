import { send } from '../../../../src/cli/demo-web/http/respond.ts';
import type { Route } from '../../../../src/cli/demo-web/http/router.ts';
import { esbuildBundle, jsRoute, staticScript } from '../../js-bundles.ts';
import type { ExtraPage } from './site.ts';

/**
 * The US opt-out building block of the realistic tier: no consent banner; the IAB GPP CmpApi and
 * __uspapi (static/sites/us-privacy-cmp.js), /.well-known/gpc.json, a footer link "Do Not Sell or
 * Share My Personal Information" to a separate /privacy-choices page with a switch and a confirm
 * control (static/sites/us-privacy-choices.js). `confirm` says how that page behaves:
 * - `registers`: "Confirm my choices" stores the opt-out (usprivacy=1YYN, usnat SaleOptOut = 1);
 * - `ignored`: the same button stores nothing — the opt-out is never registered;
 * - `unlabelled`: the confirm control is an icon without text or accessible name.
 */
export type ConfirmBehaviour = 'registers' | 'ignored' | 'unlabelled';

export interface UsPrivacy {
  /** In <head>, before Google Tag Manager (Consent Mode defaults come from the stored opt-out). */
  head: string;
  legalLinks: string;
  page: ExtraPage;
  routes: Route[];
}

const CMP_PATH = '/assets/js/privacy-cmp.7c1d9e.js';
const CHOICES_PATH = '/assets/js/privacy-choices.js';

const CONFIRM_BUTTON =
  '<button class="button" type="button" data-pc-confirm>Confirm my choices</button>';
const CONFIRM_ICON = `<span class="pc-submit" data-pc-confirm tabindex="0" style="display:inline-flex;width:44px;height:44px;align-items:center;justify-content:center;border-radius:50%;background:var(--accent);color:#fff;cursor:pointer"><svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path d="M4 12l5 5L20 6" stroke="currentColor" fill="none" stroke-width="3"/></svg></span>`;

export function usPrivacy(
  siteName: string,
  partners: string,
  confirm: ConfirmBehaviour,
): UsPrivacy {
  const main = `<section class="article"><h1>Your Privacy Choices</h1>
<p>${siteName} shares personal information with advertising partners (${partners}) to show you relevant ads. California and other state laws may treat this as a “sale” or “sharing” of personal information. You can opt out below.</p>
<p>If your browser sends Global Privacy Control, we treat it as an opt-out.</p>
<div class="pc-choice"><label><input type="checkbox" role="switch" id="allow-sale" name="allow-sale" checked> Allow the sale or sharing of my personal information</label></div>
<p>${confirm === 'unlabelled' ? CONFIRM_ICON : CONFIRM_BUTTON}</p>
<p class="pc-status" role="status"></p>
</section>
<script src="${CHOICES_PATH}" data-confirm="${confirm}"></script>`;
  return {
    head: `<script src="${CMP_PATH}"></script>`,
    legalLinks: '<a href="/privacy-choices">Do Not Sell or Share My Personal Information</a>',
    page: { path: '/privacy-choices', title: 'Your Privacy Choices', hidden: true, main },
    routes: [
      jsRoute(CMP_PATH, esbuildBundle('sites', 'us-privacy-cmp.js')),
      jsRoute(CHOICES_PATH, staticScript('sites', 'us-privacy-choices.js')),
      {
        method: 'GET',
        path: '/.well-known/gpc.json',
        handle: (_req, res) =>
          send(res, 200, 'json', JSON.stringify({ gpc: true, lastUpdate: '2025-06-01' })),
      },
    ],
  };
}
