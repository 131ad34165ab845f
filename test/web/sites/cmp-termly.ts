import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

/** The tags the Termly sites load (GA4 measurement ids, Meta pixel ids). */
export const TERMLY_TAGS = {
  bakery: { ga4: 'G-TRMLYBAK1', metaPixel: '884120375519201' },
  plumbing: { ga4: 'G-TRMLYPLB2', metaPixel: '884120375519202' },
  grooming: { ga4: 'G-TRMLYGRM3', metaPixel: '884120375519203' },
} as const;

/** Termly's install snippet: its resource blocker, first in the head (the websites in vendors/termly.ts). */
function termlySnippet(uuid: string, autoBlock: boolean): string {
  return `<script type="text/javascript" src="https://app.termly.io/resource-blocker/${uuid}${autoBlock ? '?autoBlock=on' : ''}"></script>`;
}

/** A tag blocked by hand the way Termly documents it: `type="text/plain" data-categories="…"`. */
function blockedByHand(snippet: string, category: string): string {
  return snippet
    .replace(/<script src="([^"]+)" async><\/script>/g, `<script data-src="$1"></script>`)
    .replace(/<script(?=[\s>])/g, `<script type="text/plain" data-categories="${category}"`);
}

interface TermlySite {
  name: string;
  hostname: string;
  accent: string;
  head: string;
  home: string;
  inner: { path: string; title: string; main: string };
}

function termlySite(site: TermlySite): FixtureHost {
  const nav = `<p class="subnav"><a href="${site.inner.path}">${site.inner.title}</a> · <a href="/cookie-policy">Cookie Policy</a> · <a href="#" onclick="displayPreferenceModal();return false;" class="termly-display-preferences">Consent Preferences</a></p>`;
  const page = (title: string, main: string) =>
    htmlPage({
      siteName: site.name,
      accent: site.accent,
      title,
      head: site.head,
      main: main + nav,
    });
  const pages: Record<string, string> = {
    '/': page('Home', site.home),
    [site.inner.path]: page(site.inner.title, site.inner.main),
    '/privacy': page(
      'Privacy Policy',
      `<section class="hero"><h1>Privacy Policy</h1><p>This privacy notice for ${site.name} describes how and why we might collect, store, use and share your information. Our cookie consent is managed with Termly; your choice is kept in your browser's local storage.</p></section>`,
    ),
    '/cookie-policy': page(
      'Cookie Policy',
      `<section class="hero"><h1>Cookie Policy</h1><p>This Cookie Policy explains how ${site.name} uses cookies and similar technologies to recognize you when you visit our website.</p></section>`,
    ),
  };
  const routes: Route[] = [
    ...sharedAssetRoutes(site.accent),
    ...Object.entries(pages).map(([path, html]): Route => ({
      method: 'GET',
      path,
      handle: (_req, res) => send(res, 200, 'html', html),
    })),
  ];
  return {
    name: site.name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(routes, notFoundPage(site.name, site.accent)),
  };
}

/**
 * A bakery in Bristol on Termly with auto-blocking on (the resource blocker first in the head) and the
 * default banner: "Preferences", "Decline", "Accept". GA4 and the Meta pixel are pasted as their
 * vendors ship them, after the blocker, which holds them back until their category is accepted.
 *
 * Right answer (written before scanning): no findings. Reject is autoconsent's `Termly` rule clicking
 * "Decline" on the first layer, a refusal confirmed by localStorage `TERMLY_API_CACHE` (every optional
 * category false); nothing tracks after it. Accept: "Accept" on the first layer, GA4 and the pixel
 * run, confirmed by the stored state.
 */
export const termlyBakery = termlySite({
  name: 'Hearth & Crumb Bakery',
  hostname: 'termly-bakery.example',
  accent: '#b5651d',
  head: `${termlySnippet('5c2e8a41-7d3b-4f9e-b1a6-0e9d4c7f2a18', true)}
${gtagSnippet(TERMLY_TAGS.bakery.ga4)}
${metaPixelSnippet(TERMLY_TAGS.bakery.metaPixel)}`,
  home: `<section class="hero"><h1>Slow-fermented bread, baked in Bristol</h1><p>Open Tuesday to Sunday from 7:30 am on North Street. Order celebration cakes three days ahead.</p><p><a class="button" href="/menu">See the menu</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Country sourdough</h3><p class="price">£5.20</p></article>
<article class="card"><div class="swatch"></div><h3>Cardamom bun</h3><p class="price">£3.40</p></article>
<article class="card"><div class="swatch"></div><h3>Seeded rye</h3><p class="price">£5.80</p></article>
</section>`,
  inner: {
    path: '/menu',
    title: 'Menu',
    main: `<section class="hero"><h1>Menu</h1><p>Breads from 7:30, pastries until sold out, soup at lunchtime.</p></section>`,
  },
});

/**
 * A plumbing and heating firm in Leeds whose Termly banner has "Decline" switched off in the dashboard
 * ("Preferences" and "Accept" only); its preference centre has no "Decline All" and starts with
 * Performance and Functionality, Analytics and Customization and Advertising ticked. Auto-blocking is
 * off: GA4 and the Meta pixel are blocked by hand (`data-categories`).
 *
 * Right answer (written before scanning): `no_first_layer_reject` and `preticked_consent_options`
 * (the three optional categories). Reject is autoconsent's `Termly` rule opening "Preferences",
 * unticking the ticked boxes and clicking "Save My Choices": the second layer, a refusal confirmed by
 * the stored state; nothing tracks. Accept: "Accept" on the first layer, GA4 and the pixel run.
 */
export const termlyPlumbing = termlySite({
  name: 'Greaves Plumbing & Heating',
  hostname: 'termly-plumbing.example',
  accent: '#1d4e89',
  head: `${termlySnippet('9f1b3d72-2c4e-4a8b-9d05-6e7f8a1b2c3d', false)}
${blockedByHand(gtagSnippet(TERMLY_TAGS.plumbing.ga4), 'analytics')}
${blockedByHand(metaPixelSnippet(TERMLY_TAGS.plumbing.metaPixel), 'advertising')}`,
  home: `<section class="hero"><h1>Boilers, bathrooms and emergency call-outs</h1><p>Gas Safe registered engineers across Leeds and Bradford. Same-day call-outs before 2 pm.</p><p><a class="button" href="/boilers">Boiler installation</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Boiler service</h3><p class="price">£89</p></article>
<article class="card"><div class="swatch"></div><h3>Power flush</h3><p class="price">from £395</p></article>
<article class="card"><div class="swatch"></div><h3>Leak repair</h3><p>Fixed-price call-out.</p></article>
</section>`,
  inner: {
    path: '/boilers',
    title: 'Boilers',
    main: `<section class="hero"><h1>New boilers</h1><p>A-rated combi boilers fitted in a day, with up to 10 years' warranty.</p></section>`,
  },
});

/**
 * A pet-grooming salon in Madison, Wisconsin, on Termly with auto-blocking on, but whose Meta pixel
 * was pasted at the top of the head, above Termly's snippet (Termly asks for its script to come
 * first): the blocker cannot stop a script that ran before it. GA4, after the snippet, is blocked.
 * Termly shows the banner to every visitor.
 *
 * Right answer (written before scanning): `pre_consent_tracking`, `pre_consent_nonessential_cookies`
 * (`_fbp`) and `tracking_after_refusal`, each naming Meta only. "Decline" on the first layer is a
 * refusal confirmed by the stored state: Termly registers it, the pixel ignores it. Accept: "Accept",
 * confirmed.
 */
export const termlyGrooming = termlySite({
  name: 'Lakeside Paws Grooming',
  hostname: 'termly-grooming.example',
  accent: '#2a9d8f',
  head: `${metaPixelSnippet(TERMLY_TAGS.grooming.metaPixel)}
${termlySnippet('e4a7c0d9-8b21-4f3a-a6e5-1d2c3b4a5f60', true)}
${gtagSnippet(TERMLY_TAGS.grooming.ga4)}`,
  home: `<section class="hero"><h1>Full grooms, baths and nail trims</h1><p>Fear-free grooming on the east side of Madison. Walk-in nail trims Saturdays 9–12.</p><p><a class="button" href="/services">Services &amp; prices</a></p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Full groom, small dog</h3><p class="price">$65</p></article>
<article class="card"><div class="swatch"></div><h3>Bath &amp; brush</h3><p class="price">$40</p></article>
<article class="card"><div class="swatch"></div><h3>Cat groom</h3><p class="price">$80</p></article>
</section>`,
  inner: {
    path: '/services',
    title: 'Services',
    main: `<section class="hero"><h1>Services &amp; prices</h1><p>Prices depend on coat condition and size.</p></section>`,
  },
});

export const TERMLY_SITES: readonly FixtureHost[] = [termlyBakery, termlyPlumbing, termlyGrooming];
