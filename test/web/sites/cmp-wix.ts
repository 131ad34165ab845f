import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { redirect, send, setCookie } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { WIX_SCRIPTS } from '../vendors/wix.ts';

/** The tags the Wix sites connect in Marketing Integrations (GA4 as analytics, Meta as advertising). */
export const CMP_WIX_TAGS = {
  bakery: { ga4: 'G-WIXBAKE001', metaPixel: '6230918475610001' },
  studio: { ga4: 'G-WIXYOGA002', metaPixel: '6230918475610002' },
  customCode: { ga4: 'G-WIXPLMB003', metaPixel: '6230918475610003' },
} as const;

interface WixSite {
  name: string;
  hostname: string;
  accent: string;
  tagline: string;
  /** "Reject all" on the banner's first layer. */
  decline: boolean;
  tags: { ga4: string; metaPixel: string };
  /** Custom Code the owner added to <head> and marked "Essential" (loads whatever the visitor chose). */
  customCode?: string;
  services: readonly { title: string; text: string }[];
}

function siteHead(site: WixSite): string {
  return `<script src="${WIX_SCRIPTS.viewer}" async></script>
<script src="${WIX_SCRIPTS.consentBanner}" data-decline="${site.decline}" async></script>
<script src="${WIX_SCRIPTS.integrations}" data-ga4="${site.tags.ga4}" data-meta-pixel="${site.tags.metaPixel}" async></script>
${site.customCode ?? ''}`;
}

const NAV = `<p class="wix-nav"><a data-testid="linkElement" href="/services">Services</a> · <a data-testid="linkElement" href="/contact">Contact</a> · <a data-testid="linkElement" href="/privacy-policy">Privacy Policy</a></p>`;

/** The cookies a Wix site sets on a visitor's first response (all essential by Wix's cookie list). */
function setWixCookies(req: FixtureRequest, res: ServerResponse): void {
  if (!req.cookies.has('XSRF-TOKEN'))
    setCookie(
      res,
      `XSRF-TOKEN=${Date.now()}|${randomBytes(9).toString('base64url')}; Path=/; SameSite=Lax; Secure`,
    );
  if (!req.cookies.has('hs'))
    setCookie(res, `hs=-${randomBytes(4).readUInt32BE()}; Path=/; HttpOnly; SameSite=Lax; Secure`);
  if (!req.cookies.has('svSession'))
    setCookie(
      res,
      `svSession=${randomBytes(48).toString('hex')}; Path=/; Max-Age=${2 * 365 * 24 * 3600}; HttpOnly; SameSite=None; Secure`,
    );
  if (!req.cookies.has('bSession'))
    setCookie(res, `bSession=${randomUUID()}|1; Path=/; Max-Age=1800; SameSite=Lax; Secure`);
}

function wixSite(site: WixSite): FixtureHost {
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: site.name,
      accent: site.accent,
      title,
      head: siteHead(site),
      main: `${NAV}\n${main}`,
    });
  const cards = site.services
    .map((s) => `<article class="card"><h3>${s.title}</h3><p>${s.text}</p></article>`)
    .join('\n');
  const pages: Record<string, string> = {
    '/': page(
      'Home',
      `<section class="hero"><h1>${site.name}</h1><p>${site.tagline}</p><p><a class="button" href="/contact">Get in touch</a></p></section>\n<section class="grid">${cards}</section>`,
    ),
    '/services': page(
      'Services',
      `<section class="hero"><h1>Services</h1></section>\n<section class="grid">${cards}</section>`,
    ),
    '/contact': page(
      'Contact',
      `<section class="hero"><h1>Contact</h1><form method="post" action="/_api/wix-forms/v1/submit-form">
<p><label>First name <input name="first_name" autocomplete="given-name"></label></p>
<p><label>Email <input type="email" name="email" autocomplete="email" required></label></p>
<p><label>Message <textarea name="message"></textarea></label></p>
<p><button class="button" type="submit">Submit</button></p></form></section>`,
    ),
    '/privacy-policy': page(
      'Privacy Policy',
      `<section class="hero"><h1>Privacy Policy</h1><p>This site is built on Wix. Your cookie choice is kept in the <code>consent-policy</code> cookie; Google Analytics and the Meta pixel load only if you allow analytics or advertising cookies.</p></section>`,
    ),
  };
  const routes: Route[] = Object.entries(pages).map(([path, html]) => ({
    method: 'GET',
    path,
    handle: (req: FixtureRequest, res: ServerResponse) => {
      setWixCookies(req, res);
      send(res, 200, 'html', html);
    },
  }));
  const notFound = (req: FixtureRequest, res: ServerResponse) => {
    setWixCookies(req, res);
    send(
      res,
      404,
      'html',
      page(
        'Page not found',
        '<section class="hero"><h1>This page isn’t available</h1><p>Check the link, or go back to the home page.</p></section>',
      ),
    );
  };
  return {
    name: site.name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(
      [
        ...sharedAssetRoutes(site.accent),
        ...routes,
        // The chrome's "Privacy" link: the site's policy page.
        {
          method: 'GET',
          path: '/privacy',
          handle: (_req, res) => redirect(res, '/privacy-policy', 301),
        },
      ],
      notFound,
    ),
  };
}

/**
 * An Irish bakery on Wix with the cookie banner as Wix sets it up: "Settings", "Reject all" and
 * "Accept"; GA4 and the Meta pixel come from Marketing Integrations and wait for the consent policy.
 */
export const wixBakery = wixSite({
  name: 'Marigold Bakehouse',
  hostname: 'wix-bakery.example',
  accent: '#d97706',
  tagline: 'Sourdough, cinnamon knots and celebration cakes, baked in Galway every morning.',
  decline: true,
  tags: CMP_WIX_TAGS.bakery,
  services: [
    { title: 'Celebration cakes', text: 'Order four days ahead.' },
    { title: 'Wholesale bread', text: 'Daily delivery to cafés in the city.' },
    { title: 'Baking classes', text: 'Saturday mornings, six places.' },
  ],
});

/** A yoga studio whose owner turned "Reject all" off: refusing takes "Settings", switches off, "Save". */
export const wixStudio = wixSite({
  name: 'Northlight Yoga Studio',
  hostname: 'wix-studio.example',
  accent: '#6d28d9',
  tagline: 'Vinyasa, yin and prenatal classes in Leith.',
  decline: false,
  tags: CMP_WIX_TAGS.studio,
  services: [
    { title: 'Drop-in class', text: '£ 14, mats provided.' },
    { title: 'Ten-class pass', text: '£ 120, valid four months.' },
  ],
});

/**
 * A plumber's site with "Reject all", whose owner pasted a Meta pixel as Custom Code in <head> and
 * marked it "Essential": it loads on every page whatever the visitor chose. GA4 stays gated.
 */
export const wixCustomCode = wixSite({
  name: 'Brightwater Plumbing',
  hostname: 'wix-custom-code.example',
  accent: '#0369a1',
  tagline: 'Boilers, leaks and bathrooms across Cork. Same-day call-outs.',
  decline: true,
  tags: CMP_WIX_TAGS.customCode,
  customCode: metaPixelSnippet(CMP_WIX_TAGS.customCode.metaPixel),
  services: [
    { title: 'Boiler service', text: 'Annual service and safety check.' },
    { title: 'Emergency call-out', text: 'Within two hours, seven days.' },
  ],
});

export const WIX_SITES: readonly FixtureHost[] = [wixBakery, wixStudio, wixCustomCode];
