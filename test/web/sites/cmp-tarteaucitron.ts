import type { FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import type { ServerResponse } from 'node:http';
import { sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { notFoundText } from '../../../src/cli/demo-web/http/router.ts';
import { packageFile } from '../static-files.ts';
import { cmpLibrarySite, siteScriptRoute } from './consent-kit.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';

const NAME = 'Tarte Travel Guides';
const HOSTNAME = 'cmp-tarteaucitron.example';
const ACCENT = '#6a3fa0';

export const CMP_TARTEAUCITRON_TAGS = {
  ga4: 'G-TARTEAU01',
  metaPixel: '8901234567890123',
} as const;

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Home',
  head: `<script>var tarteaucitronForceLanguage = 'en';</script>
<script src="/tarteaucitron/tarteaucitron.js"></script>
<script src="/assets/tarteaucitron-config.js"></script>`,
  main: `<section class="hero"><h1>Guides for slow travel</h1><p>Rail routes, small hotels and long walks across Europe.</p></section>
<section class="grid">
<article class="card"><div class="swatch"></div><h3>The Rhône by train</h3><p class="price">Guide · 48 pages</p></article>
<article class="card"><div class="swatch"></div><h3>Three Alpine valleys</h3><p class="price">Guide · 64 pages</p></article>
</section>`,
});

/** The tarteaucitronjs package as its loader expects it next to tarteaucitron.js (lang/, css/, services). */
export function packageAsset(req: FixtureRequest, res: ServerResponse): Promise<void> | void {
  const relative = req.path.slice('/tarteaucitron/'.length);
  if (!/^[\w.-]+(\/[\w.-]+)*\.(js|css)$/.test(relative) || relative.includes('..'))
    return notFoundText(req, res);
  return sendFile(
    res,
    relative.endsWith('.css') ? 'css' : 'js',
    packageFile('tarteaucitronjs', relative),
  ).catch(() => notFoundText(req, res));
}

/**
 * A travel site using tarteaucitron.js (a real CMP, served from node_modules; autoconsent knows it):
 * Google Analytics and the Facebook pixel are declared as tarteaucitron services and load only after
 * "Allow all". "Deny all" is on the first layer and stores `tarteaucitron=!gtag=false!facebookpixel=false`.
 */
export const cmpTarteaucitron = cmpLibrarySite({
  name: NAME,
  hostname: HOSTNAME,
  accent: ACCENT,
  home,
  routes: [
    { method: 'GET', path: /^\/tarteaucitron\//, handle: packageAsset },
    siteScriptRoute('/assets/tarteaucitron-config.js', 'cmp-tarteaucitron-config.js'),
  ],
  storedIn: 'Your choices are kept in the <code>tarteaucitron</code> cookie.',
});
