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

/** The demo sites (demo-sites.txt), each under its own hostname in a reserved TLD. */
export const DEMO_SITES: readonly FixtureHost[] = [
  cleanShop,
  trackerBlog,
  cmpVanilla,
  ignoresChoice,
];

/** The fake third parties the demo sites load, at their real hostnames. */
export const DEMO_VENDORS: readonly FixtureHost[] = [
  googleTagManager,
  googleAnalytics,
  doubleClick,
  metaPixel,
  hotjar,
  linkedInInsight,
  plausible,
  googleFonts,
];

/** Everything the demo web serves. */
export const DEMO_HOSTS: readonly FixtureHost[] = [...DEMO_SITES, ...DEMO_VENDORS];
