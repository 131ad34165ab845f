import type { FixtureHost } from './fixture-host.ts';
import { cleanShop } from './sites/clean-shop.ts';
import { cmpVanilla } from './sites/cmp-vanilla.ts';
import { ignoresChoice } from './sites/ignores-choice.ts';
import { trackerBlog } from './sites/tracker-blog.ts';
import { doubleClick } from './vendors/doubleclick.ts';
import { googleAnalytics } from './vendors/google-analytics.ts';
import { googleFonts } from './vendors/google-fonts.ts';
import { googleTagManager } from './vendors/google-tag-manager.ts';
import { hotjar } from './vendors/hotjar.ts';
import { linkedInInsight } from './vendors/linkedin-insight.ts';
import { metaPixel } from './vendors/meta-pixel.ts';
import { plausible } from './vendors/plausible.ts';

/** Test sites, each under its own hostname in a reserved TLD. */
export const SITES: readonly FixtureHost[] = [cleanShop, trackerBlog, cmpVanilla, ignoresChoice];

/** Fake third parties at their real hostnames. */
export const VENDORS: readonly FixtureHost[] = [
  googleTagManager,
  googleAnalytics,
  doubleClick,
  metaPixel,
  hotjar,
  linkedInInsight,
  plausible,
  googleFonts,
];

/** Everything the fixture web serves by default. */
export const FIXTURE_HOSTS: readonly FixtureHost[] = [...SITES, ...VENDORS];
