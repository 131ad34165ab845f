import { describe, expect, it } from 'vitest';
import { RedirectWalls } from '../../../src/observe/pages/crawl.ts';
import { crawlRedirectsSentence } from '../../../src/shared/crawl-redirects.ts';
import { crawlTargets, nextViewTarget } from '../../../src/observe/pages/link-policy.ts';
import type { PageLink } from '../../../src/observe/pages/page-links.ts';

const link = (
  href: string,
  text: string,
  area: PageLink['area'] = 'content',
  action = false,
): PageLink => ({ href, text, area, action });
const SITE = 'https://shop.example';

/** The links of a realistic home page, in document order. */
const HOME: PageLink[] = [
  link(`${SITE}/`, 'Shop Name', 'header'),
  link(`${SITE}/`, 'Home', 'main_navigation'),
  link(`${SITE}/products`, 'Products', 'main_navigation'),
  link(`${SITE}/appointment`, 'Book online', 'main_navigation'),
  link(`${SITE}/about`, 'About', 'main_navigation'),
  link(`${SITE}/contact`, 'Contact', 'main_navigation'),
  link(`${SITE}/privacy`, 'Privacy', 'main_navigation'),
  link(`${SITE}/patient-portal`, 'Patient portal', 'header'),
  link(`${SITE}/logout`, 'Sign out', 'header'),
  link(`${SITE}/products/tent`, 'Ridgeline tent'),
  link(`${SITE}/products/booking-service`, 'Booking service'),
  link(`${SITE}/products/tent#reviews`, 'Reviews'),
  link(`${SITE}/account/confirm?token=abc`, 'Confirm your email'),
  link(`${SITE}/cart/add/42`, 'Add to cart'),
  link(`${SITE}/catalogue.pdf`, 'Catalogue (PDF)'),
  link(`${SITE}/delete-account`, 'Close my account'),
  link(`${SITE}/orders/1`, 'Remove', 'content', true),
  link('https://www.facebook.com/shop', 'Facebook', 'footer'),
  link('https://blog.shop.example/post', 'Our blog', 'footer'),
  link(`${SITE}/privacy-choices`, 'Do Not Sell or Share My Personal Information', 'footer'),
  link(`${SITE}/about#imprint`, 'Imprint', 'footer'),
];

describe('the link after a choice', () => {
  it('prefers the main navigation, never the page itself', () => {
    expect(nextViewTarget(HOME, `${SITE}/`)).toMatchObject({
      url: `${SITE}/products`,
      path: '/products',
      via: 'main_navigation',
    });
    expect(nextViewTarget(HOME, `${SITE}/products`)).toMatchObject({
      path: '/appointment',
      via: 'main_navigation',
    });
  });

  it('takes another same-site link when there is no navigation, and nothing (a reload) when there is no link at all', () => {
    const plain = [
      link(`${SITE}/logout`, 'Log out'),
      link('https://other.example/', 'Elsewhere'),
      link(`${SITE}/news`, 'News', 'footer'),
    ];
    expect(nextViewTarget(plain, `${SITE}/`)).toMatchObject({ path: '/news', via: 'page_link' });
    expect(nextViewTarget([link(`${SITE}/#top`, 'Top')], `${SITE}/`)).toBeNull();
    expect(nextViewTarget([], `${SITE}/`)).toBeNull();
  });
});

describe('the crawl’s choice of pages', () => {
  it('ranks form pages of the navigation, then privacy choices and notice, form-like content links, the main navigation, then other links; each page once', () => {
    const { targets } = crawlTargets(HOME, `${SITE}/`);
    expect(targets.map((t) => [t.path, t.via])).toEqual([
      ['/appointment', 'form_page'],
      ['/contact', 'form_page'],
      ['/patient-portal', 'form_page'],
      ['/privacy-choices', 'privacy_choices'],
      ['/privacy', 'privacy_notice'],
      ['/products/booking-service', 'form_page'],
      ['/products', 'main_navigation'],
      ['/about', 'main_navigation'],
      ['/products/tent', 'page_link'],
    ]);
  });

  it('never follows logout, delete, cart, one-time or action links, files, other hosts or other schemes', () => {
    const { targets, rejected } = crawlTargets(
      [...HOME, link('mailto:hi@shop.example', 'Mail us'), link('javascript:void(0)', 'Menu')],
      `${SITE}/`,
    );
    const paths = targets.map((t) => t.path);
    for (const path of [
      '/logout',
      '/account/confirm',
      '/cart/add/42',
      '/catalogue.pdf',
      '/delete-account',
      '/orders/1',
      '/shop',
      '/post',
    ]) {
      expect(paths).not.toContain(path);
    }
    expect(rejected.map((r) => r.path)).toEqual([
      '/logout',
      '/account/confirm',
      '/cart/add/42',
      '/delete-account',
      '/orders/1',
    ]);
    expect(rejected.every((r) => r.reason === 'side_effect_link')).toBe(true);
  });

  it('never clears a basket: "Clear basket" and /cart/clear are side-effect links', () => {
    const { targets, rejected } = crawlTargets(
      [
        link(`${SITE}/cart/clear?all=1`, 'Clear basket'),
        link(`${SITE}/basket?empty=1`, 'Clear the basket'),
        link(`${SITE}/clearance`, 'Clearance sale'),
      ],
      `${SITE}/`,
    );
    expect(rejected.map((r) => r.path)).toEqual(['/cart/clear', '/basket']);
    expect(targets.map((t) => t.path)).toEqual(['/clearance']);
  });

  it('spends the budget on distinct pages: another query of a chosen path (a calendar’s months) and a language switcher’s copy of the site come last', () => {
    const { targets } = crawlTargets(
      [
        link(`${SITE}/events?month=2026-11`, 'What’s on', 'main_navigation'),
        link(`${SITE}/de/`, 'Deutsch', 'main_navigation'),
        { ...link(`${SITE}/international`, 'Français', 'main_navigation'), otherLanguage: true },
        link(`${SITE}/visit`, 'Visit', 'main_navigation'),
        link(`${SITE}/events?month=2026-10`, '« Previous month'),
        link(`${SITE}/events?month=2026-12`, 'Next month »'),
        link(`${SITE}/events?day=2026-11-03`, 'Sunday concert'),
        link(`${SITE}/hire`, 'Hire the hall', 'footer'),
      ],
      `${SITE}/`,
    );
    expect(targets.map((t) => t.url.slice(SITE.length))).toEqual([
      '/events?month=2026-11',
      '/visit',
      '/hire',
      '/de/',
      '/international',
      '/events?month=2026-10',
      '/events?month=2026-12',
      '/events?day=2026-11-03',
    ]);
    // On a German page, the German pages are the distinct ones.
    const de = crawlTargets(
      [
        link(`${SITE}/fr/`, 'Français', 'main_navigation'),
        { ...link(`${SITE}/`, 'English', 'main_navigation'), otherLanguage: true },
        link(`${SITE}/de/besuch`, 'Besuch'),
      ],
      `${SITE}/de/`,
    );
    expect(de.targets.map((t) => t.path)).toEqual(['/de/besuch', '/fr/', '/']);
  });

  it('keeps no query in what it reports, and redacts data-like path segments', () => {
    const { targets } = crawlTargets(
      [link(`${SITE}/newsletter/jane@mail.example?ref=x`, 'Newsletter')],
      `${SITE}/`,
    );
    expect(targets).toEqual([
      expect.objectContaining({ path: '/newsletter/_redacted_', via: 'form_page' }),
    ]);
  });
});

describe('crawled pages that redirect to a page already seen', () => {
  it('notes a login wall and stops after three pages ended on the same page', () => {
    const walls = new RedirectWalls('/');
    walls.landed('/dashboard', '/login');
    expect(walls.closed()).toBe(false);
    walls.landed('/rota', '/login');
    expect(walls.closed()).toBe(false);
    walls.landed('/timesheets', '/login');
    expect(walls.closed()).toBe(true);
    const summary = walls.summary(1);
    expect(summary).toEqual({
      from: ['/dashboard', '/rota', '/timesheets'],
      to: ['/login'],
      stopped: true,
      untried: 1,
    });
    expect(crawlRedirectsSentence(summary!)).toBe(
      '3 crawled pages (/dashboard, /rota, /timesheets) redirected to /login, observed once: their own content could not be observed before consent. The crawl stopped there, as the other pages of the site likely stand behind the same page (a login wall): 1 more page could have been visited.',
    );
  });

  it('notes a page that redirected to the starting page; says nothing of ordinary pages or a single redirect to a new page', () => {
    const home = new RedirectWalls('/');
    home.landed('/contact', '/contact');
    home.landed('/about', '/about/');
    expect(home.summary(2)).toBeNull();
    home.landed('/account', '/');
    expect(home.closed()).toBe(false);
    const summary = home.summary(1);
    expect(summary).toEqual({ from: ['/account'], to: ['/'], stopped: false, untried: 0 });
    expect(crawlRedirectsSentence(summary!)).toBe(
      '1 crawled page (/account) redirected to /, observed once: its own content could not be observed before consent.',
    );
  });
});
