import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';
import { plausibleSnippet } from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const FORM_CSS = `<style>form { display: grid; gap: 0.6rem; max-width: 28rem; margin-top: 1rem; }
label { display: grid; gap: 0.2rem; } input { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #c9ced6; border-radius: 6px; }</style>`;

const CHECKOUT = `<section class="hero"><h1>Checkout</h1>
<form action="/order" method="post" id="checkout">
  <label>Email <input type="email" name="email" autocomplete="email"></label>
  <label>Full name <input type="text" name="fullname" autocomplete="name"></label>
  <label>Phone <input type="tel" name="phone"></label>
  <label>Password (optional account) <input type="password" name="password" autocomplete="new-password"></label>
  <button class="button" type="submit">Place order</button>
</form>
<form action="/search" role="search"><input type="search" name="q" aria-label="Search"> <button class="button">Search</button></form></section>`;

function page(name: string, accent: string, head: string) {
  return (_req: FixtureRequest, res: ServerResponse) =>
    send(
      res,
      200,
      'html',
      htmlPage({
        siteName: name,
        accent,
        title: 'Checkout',
        head: `${FORM_CSS}\n${head}`,
        main: CHECKOUT,
      }),
    );
}

/**
 * A shop whose "form analytics" vendor (input-analytics.example) sends what is typed before the
 * form is submitted: base64 values in a JSON POST body, and the SHA-256 of the email in an image URL.
 * Expected key-logging hits to input-analytics.example: email/sha256/url, and base64/body for
 * email, name, phone and the search box (kind other).
 */
export const keyloggerShop: FixtureHost = {
  name: 'Keylogger Shop',
  kind: 'site',
  hostnames: ['keylogger-shop.example'],
  handle: router(
    [
      ...sharedAssetRoutes('#a83232'),
      {
        method: 'GET',
        path: '/',
        handle: page(
          'Keylogger Shop',
          '#a83232',
          '<script async src="https://input-analytics.example/v2/forms.js"></script>',
        ),
      },
    ],
    notFoundPage('Keylogger Shop', '#a83232'),
  ),
};

/**
 * The same checkout without exfiltration: a first-party address-suggest request carries what is
 * typed (first party, so not key logging) and a third party (Plausible) gets only a page view.
 * Expected: no key-logging hit.
 */
export const quietInputs: FixtureHost = {
  name: 'Quiet Inputs',
  kind: 'site',
  hostnames: ['quiet-inputs.example'],
  handle: router(
    [
      ...sharedAssetRoutes('#2d6a4f'),
      {
        method: 'GET',
        path: '/',
        handle: page(
          'Quiet Inputs',
          '#2d6a4f',
          `${plausibleSnippet('quiet-inputs.example')}
<script>document.addEventListener('input', function (event) {
  if (event.target && event.target.name === 'fullname') fetch('/suggest?q=' + encodeURIComponent(event.target.value)).catch(function () {});
}, true);</script>`,
        ),
      },
      { method: 'GET', path: '/suggest', handle: (_req, res) => send(res, 200, 'json', '[]') },
    ],
    notFoundPage('Quiet Inputs', '#2d6a4f'),
  ),
};
