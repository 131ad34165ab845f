import { esbuildBundle, jsRoute } from '../js-bundles.ts';
import { cmpLibrarySite } from './consent-kit.ts';
import { htmlPage } from '../../../src/cli/demo-web/sites/page.ts';

const NAME = 'Ridgeline Running';
const HOSTNAME = 'cmp-react-cookie-consent.example';
const ACCENT = '#0f766e';

const home = htmlPage({
  siteName: NAME,
  accent: ACCENT,
  title: 'Home',
  main: `<section class="hero"><h1>Shoes and layers for the long run</h1><p>Tested on the ridges above Innsbruck.</p></section>
<div id="root"></div>`,
  end: '<script src="/assets/app.js"></script>',
});

/**
 * A running shop built as a React app with react-cookie-consent (the real component from npm, bundled
 * with React 18 by esbuild): "Accept cookies" / "Decline" at the bottom, the choice in the cookie
 * CookieConsent = true | false — the name Cookiebot uses for its own format. Google Analytics and the Meta
 * pixel are loaded by the app once accepted.
 */
export const cmpReactCookieConsent = cmpLibrarySite({
  name: NAME,
  hostname: HOSTNAME,
  accent: ACCENT,
  home,
  routes: [jsRoute('/assets/app.js', esbuildBundle('sites', 'cmp-react-cookie-consent-app.js'))],
  storedIn: 'Your choice is kept in the <code>CookieConsent</code> cookie for a year.',
});
