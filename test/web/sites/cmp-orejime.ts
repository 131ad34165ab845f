import { cmpLibrarySite, packageFileRoute, siteScriptRoute } from './consent-kit.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';
import { gtagSnippet, metaPixelSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const NAME = 'Maison Orée';
const HOSTNAME = 'cmp-orejime.example';
const ACCENT = '#7c3aed';

export const CMP_OREJIME_TAGS = { ga4: 'G-OREJIME01', metaPixel: '4455667788990011' } as const;

/** A vendor snippet gated the way Orejime 3 expects: inside a template naming its purpose. */
const forOrejime = (purpose: string, snippet: string) =>
  `<template data-purpose="${purpose}">${snippet}</template>`;

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Home',
  head: `<link rel="stylesheet" href="/vendor/orejime/orejime-standard.css">`,
  main: `<section class="hero"><h1>Linen and ceramics from Brittany</h1><p>Tableware made in small batches in Quimper.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>Linen tablecloth</h3><p class="price">€ 89</p></article>
<article class="card"><div class="swatch"></div><h3>Stoneware bowl</h3><p class="price">€ 24</p></article>
</section>
${forOrejime('audience', gtagSnippet(CMP_OREJIME_TAGS.ga4))}
${forOrejime('advertising', metaPixelSnippet(CMP_OREJIME_TAGS.metaPixel))}`,
  end: `<script src="/assets/orejime-config.js"></script>
<script src="/vendor/orejime/orejime-standard-en.js"></script>`,
});

/**
 * A tableware shop using Orejime 3 (a real CMP, served from node_modules; Klaro's fork, with its own
 * markup and a JSON cookie "eu-consent"). Google Analytics and the Meta pixel run only once allowed.
 */
export const cmpOrejime = cmpLibrarySite({
  name: NAME,
  hostname: HOSTNAME,
  accent: ACCENT,
  home,
  routes: [
    siteScriptRoute('/assets/orejime-config.js', 'cmp-orejime-config.js'),
    packageFileRoute(
      '/vendor/orejime/orejime-standard-en.js',
      'orejime',
      'dist/orejime-standard-en.js',
    ),
    packageFileRoute(
      '/vendor/orejime/orejime-standard.css',
      'orejime',
      'dist/orejime-standard.css',
    ),
  ],
  storedIn: 'Your choices are kept in a cookie named <code>eu-consent</code> for six months.',
});
