import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';

const THANKS = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><p>${text}</p></body></html>`;

/**
 * Formspree's submission endpoint for plain HTML forms, `https://formspree.io/f/<formId>`: a hosted
 * form backend that receives whatever a site's form posts and forwards it by email. Answers with its
 * thank-you page (or JSON when the form posts with `Accept: application/json`).
 */
export const formspree: FixtureHost = {
  name: 'Formspree',
  kind: 'vendor',
  hostnames: ['formspree.io'],
  handle: router([
    {
      method: 'POST',
      path: /^\/f\/[a-z0-9]{8}$/i,
      handle: (req, res) => {
        allowAnyOrigin(res);
        if (String(req.headers.accept ?? '').includes('application/json'))
          return send(res, 200, 'json', JSON.stringify({ ok: true, next: '/thanks' }));
        return send(res, 200, 'html', THANKS('Thanks!', 'The form was submitted successfully.'));
      },
    },
  ]),
};

/**
 * HubSpot's Forms API for custom forms, `POST https://api.hsforms.com/submissions/v3/integration/submit/
 * <portalId>/<formGuid>` with a JSON body `{ fields: [{ name, value }], context: { hutk, pageUri } }`:
 * what sites call from their own submit handler when they do not use HubSpot's embed.
 */
export const hubSpotFormsApi: FixtureHost = {
  name: 'HubSpot Forms API',
  kind: 'vendor',
  hostnames: ['api.hsforms.com'],
  handle: router([
    {
      method: 'POST',
      path: /^\/submissions\/v3\/integration\/submit\/\d+\/[0-9a-f-]{36}$/,
      handle: (_req, res) => {
        allowAnyOrigin(res);
        send(
          res,
          200,
          'json',
          JSON.stringify({ inlineMessage: 'Thanks for submitting the form.', errors: [] }),
        );
      },
    },
  ]),
};

/**
 * Typeform as sites embed it: `embed.typeform.com/next/embed.js` turns `<div data-tf-widget="<id>">`
 * into an iframe of `https://form.typeform.com/to/<id>?typeform-embed=embed-widget`, and the form lives
 * entirely in that frame: a rendered app with inputs and no action attribute, whose script posts the
 * answers as JSON to `api.typeform.com/forms/<id>/complete-submission`. (An imitation of its observable
 * behaviour: @typeform/embed is not in node_modules and the renderer is not published.)
 */
const TYPEFORM_EMBED_JS = `(function () {
  var nodes = document.querySelectorAll('[data-tf-widget]');
  for (var i = 0; i < nodes.length; i++) {
    var node = nodes[i];
    var id = node.getAttribute('data-tf-widget');
    var frame = document.createElement('iframe');
    frame.src = 'https://form.typeform.com/to/' + encodeURIComponent(id) + '?typeform-embed=embed-widget&embed-hide-footer=true';
    frame.title = node.getAttribute('data-tf-iframe-props') ? 'Typeform' : 'Contact form';
    frame.setAttribute('allow', 'camera; microphone; autoplay; encrypted-media;');
    frame.style.cssText = 'border:0;width:100%;height:' + (node.getAttribute('data-tf-height') || '420') + 'px';
    node.appendChild(frame);
  }
})();`;

const TYPEFORM_PAGE = (id: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Contact us</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;background:#f4f1ec}
.tf-q{display:grid;gap:.3rem;margin-bottom:1rem}input,textarea{font:inherit;padding:.5rem;border:0;border-bottom:2px solid #3d3d3d;background:transparent}
button{font:inherit;padding:.5rem 1rem;background:#0445af;color:#fff;border:0;border-radius:4px}</style></head>
<body><div id="root"><form data-qa="form" novalidate>
<div class="tf-q"><label for="q1">1 → What's your name?*</label><input id="q1" type="text" data-qa="short-text" autocomplete="name" aria-required="true"></div>
<div class="tf-q"><label for="q2">2 → And your email address?*</label><input id="q2" type="email" data-qa="email" autocomplete="email" aria-required="true"></div>
<div class="tf-q"><label for="q3">3 → How can we help?</label><textarea id="q3" data-qa="long-text" rows="3"></textarea></div>
<button type="submit" data-qa="submit-button">Submit</button></form></div>
<script>document.querySelector('form').addEventListener('submit', function (event) {
  event.preventDefault();
  var answers = Array.prototype.map.call(document.querySelectorAll('input, textarea'), function (el) { return { field: { id: el.id }, text: el.value }; });
  fetch('https://api.typeform.com/forms/${id}/complete-submission', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ answers: answers }) });
});</script></body></html>`;

export const typeform: FixtureHost = {
  name: 'Typeform',
  kind: 'vendor',
  hostnames: ['embed.typeform.com', 'form.typeform.com', 'api.typeform.com'],
  handle: router([
    {
      host: 'embed.typeform.com',
      method: 'GET',
      path: '/next/embed.js',
      handle: (_req, res) => send(res, 200, 'js', TYPEFORM_EMBED_JS),
    },
    {
      host: 'form.typeform.com',
      method: 'GET',
      path: /^\/to\/[A-Za-z0-9]{6,12}$/,
      handle: (req, res) => send(res, 200, 'html', TYPEFORM_PAGE(req.path.split('/')[2] ?? '')),
    },
    {
      host: 'api.typeform.com',
      method: 'POST',
      path: /^\/forms\/[A-Za-z0-9]{6,12}\/complete-submission$/,
      handle: (_req, res) => {
        allowAnyOrigin(res);
        send(res, 200, 'json', JSON.stringify({ response_id: 'r1' }));
      },
    },
  ]),
};
