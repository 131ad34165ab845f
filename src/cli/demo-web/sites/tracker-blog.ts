import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../fixture-host.ts';
import { send, setCookie } from '../http/respond.ts';
import { router } from '../http/router.ts';
import { PLANTED_QUERY, PLANTED_SECRETS } from '../planted-secrets.ts';
import { htmlPage, notFoundPage, privacyPage, sharedAssetRoutes } from './page.ts';
import {
  gtagSnippet,
  gtmSnippet,
  linkedInInsightSnippet,
  metaPixelSnippet,
} from './tag-snippets.ts';

const NAME = 'Tracker Blog';
const HOSTNAME = 'tracker-blog.example';
const ACCENT = '#b4432f';

/** Tag IDs on this site; GTM-TRKBLOG fires GA4 G-TRKBLOG. */
export const TRACKER_BLOG_TAGS = {
  gtmContainer: 'GTM-TRKBLOG',
  ga4: 'G-TRKBLOG',
  googleAds: 'AW-123456789',
  floodlight: 'DC-8765432/visits/blogv0+standard',
  metaPixel: '1234567890123456',
  linkedInPartner: '5123456',
} as const;

const POSTS = [
  {
    slug: 'sourdough-at-altitude',
    title: 'Sourdough at altitude',
    summary: 'What changes when you bake 1,500 m above sea level.',
  },
  {
    slug: 'the-ten-minute-kitchen',
    title: 'The ten-minute kitchen',
    summary: 'Weeknight dinners that start from what is already in the fridge.',
  },
  {
    slug: 'fermenting-in-winter',
    title: 'Fermenting in winter',
    summary: 'Keeping cultures happy when the flat is cold.',
  },
];

const HEAD = [
  gtmSnippet(TRACKER_BLOG_TAGS.gtmContainer),
  gtagSnippet(TRACKER_BLOG_TAGS.googleAds),
  metaPixelSnippet(TRACKER_BLOG_TAGS.metaPixel, { userData: { em: PLANTED_SECRETS.email } }),
  linkedInInsightSnippet(TRACKER_BLOG_TAGS.linkedInPartner),
].join('\n');

/**
 * Late page script: remembers the reader's newsletter sign-up in a cookie and reports it to GA4 and
 * Floodlight — leaking the planted email and token in the reported page location.
 */
const END = `<script>
document.cookie = 'tb_newsletter=${PLANTED_SECRETS.cookieValue}; path=/; max-age=31536000; SameSite=Lax';
gtag('event', 'newsletter_signup', { send_to: '${TRACKER_BLOG_TAGS.ga4}', method: 'footer_form', page_location: location.origin + '/newsletter/confirm?${PLANTED_QUERY}' });
gtag('event', 'conversion', { allow_custom_scripts: true, send_to: '${TRACKER_BLOG_TAGS.floodlight}' });
fbq('track', 'Lead', { content_name: 'newsletter' });
</script>`;

/** A first-party visitor ID set by HTTP, persistent, carrying a planted secret value. */
function setVisitorCookie(req: FixtureRequest, res: ServerResponse): void {
  if (req.cookies.has('tb_visitor')) return;
  const secure = req.scheme === 'https' ? '; Secure' : '';
  setCookie(
    res,
    `tb_visitor=${PLANTED_SECRETS.cookieValue}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`,
  );
}

function page(title: string, main: string) {
  return (req: FixtureRequest, res: ServerResponse) => {
    setVisitorCookie(req, res);
    send(
      res,
      200,
      'html',
      htmlPage({ siteName: NAME, accent: ACCENT, title, head: HEAD, main, end: END }),
    );
  };
}

const index = page(
  'Home',
  `<section class="hero"><h1>Notes from a small kitchen</h1><p>Recipes, experiments and the occasional disaster. New posts every Sunday.</p>
<form class="newsletter" onsubmit="return false"><label>Newsletter <input type="email" name="email" placeholder="you@example.com"></label> <button class="button">Subscribe</button></form></section>
<section class="grid">${POSTS.map((p) => `<article class="card"><h3><a href="/posts/${p.slug}">${p.title}</a></h3><p>${p.summary}</p></article>`).join('\n')}</section>`,
);

const postRoutes = POSTS.map((post) => ({
  method: 'GET',
  path: `/posts/${post.slug}`,
  handle: page(
    post.title,
    `<article class="hero"><h1>${post.title}</h1><p>${post.summary}</p>
<p>Every kitchen is a little laboratory. This week we weighed, timed and tasted our way through three variations and wrote down what worked.</p></article>`,
  ),
}));

/**
 * A blog with trackers on every page and no consent banner: GTM (→ GA4), Google Ads remarketing and
 * Floodlight (→ DoubleClick's third-party IDE cookie), Meta pixel with advanced matching, LinkedIn
 * Insight. Plants secret values in cookies and in the page location it reports to GA4.
 */
export const trackerBlog: FixtureHost = {
  name: NAME,
  kind: 'site',
  hostnames: [HOSTNAME],
  handle: router(
    [
      ...sharedAssetRoutes(ACCENT),
      { method: 'GET', path: '/', handle: index },
      ...postRoutes,
      {
        method: 'GET',
        path: '/privacy',
        handle: privacyPage(NAME, ACCENT, [
          'We use analytics and advertising partners to understand our readers and show relevant ads.',
        ]),
      },
    ],
    notFoundPage(NAME, ACCENT),
  ),
};
