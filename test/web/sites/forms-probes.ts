/**
 * Forms as real sites and real form services write them, for the forms detectors
 * (third_party_form_destination, sensitive_form_fields): each site is one hostname, and each says
 * what a correct scan reports.
 */
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router, type Route } from '../../../src/cli/demo-web/http/router.ts';
import {
  htmlPage,
  notFoundPage,
  privacyPage,
  sharedAssetRoutes,
} from '../../../src/cli/demo-web/sites/page.ts';

const FORM_CSS = `<style>
form { display: grid; gap: 0.6rem; max-width: 30rem; margin-top: 1rem; }
label { display: grid; gap: 0.2rem; font-weight: 500; }
input, textarea, select { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #c9ced6; border-radius: 6px; }
.inline { display: flex; gap: 0.5rem; align-items: end; }
</style>`;

interface ProbeSite {
  name: string;
  hostname: string;
  accent: string;
  main: string;
  head?: string;
  end?: string;
  routes?: Route[];
  /** What the privacy policy says about the forms. */
  privacy: string;
}

function probeSite(site: ProbeSite): FixtureHost {
  const { name, accent } = site;
  const home = htmlPage({
    siteName: name,
    accent,
    title: 'Home',
    head: `${FORM_CSS}${site.head ?? ''}`,
    main: site.main,
    ...(site.end ? { end: site.end } : {}),
  });
  const thanks = htmlPage({
    siteName: name,
    accent,
    title: 'Thank you',
    main: '<section class="hero"><h1>Thank you</h1><p>We got your message.</p></section>',
  });
  return {
    name,
    kind: 'site',
    hostnames: [site.hostname],
    handle: router(
      [
        ...sharedAssetRoutes(accent),
        { method: 'GET', path: '/', handle: (_req, res) => send(res, 200, 'html', home) },
        {
          method: 'GET',
          path: '/privacy',
          handle: privacyPage(name, accent, [
            `${name} uses no cookies of its own. ${site.privacy}`,
          ]),
        },
        ...(site.routes ?? []),
        {
          method: 'POST',
          path: /^\/(contact|account\/login|api\/enquiries)$/,
          handle: (_req, res) => send(res, 200, 'html', thanks),
        },
      ],
      notFoundPage(name, accent),
    ),
  };
}

/**
 * a) A newsletter sign-up as Mailchimp's "embedded form" code writes it: `#mc_embed_signup`, action
 * `https://<account>.us21.list-manage.com/subscribe/post?u=…&id=…&f_id=…`, EMAIL and FNAME, the
 * off-screen bot honeypot (a *text* input named `b_<u>_<id>`, tabindex -1) and a hidden `tags` input.
 * Right answer: third_party_form_destination naming Mailchimp; no sensitive_form_fields.
 */
export const formsMailchimp = probeSite({
  name: 'Tideline Journal',
  hostname: 'forms-mailchimp.example',
  privacy: 'Newsletter sign-ups are handled by Mailchimp (Intuit).',
  accent: '#24577a',
  main: `<section class="hero"><h1>Notes from the coast</h1><p>Essays on sailing, tides and small harbours, about once a month.</p>
<div id="mc_embed_shell"><div id="mc_embed_signup">
<form action="https://tidelinejournal.us21.list-manage.com/subscribe/post?u=8f2d1c0b9a7e6d5c4b3a29181&amp;id=3e4f5a6b7c&amp;f_id=00a1b2e1f0" method="post" id="mc-embedded-subscribe-form" name="mc-embedded-subscribe-form" class="validate" target="_blank">
<div id="mc_embed_signup_scroll"><h2>Subscribe</h2>
<div class="indicates-required"><span class="asterisk">*</span> indicates required</div>
<div class="mc-field-group"><label for="mce-EMAIL">Email Address <span class="asterisk">*</span></label><input type="email" name="EMAIL" class="required email" id="mce-EMAIL" required="" value=""></div>
<div class="mc-field-group"><label for="mce-FNAME">First Name </label><input type="text" name="FNAME" class=" text" id="mce-FNAME" value=""></div>
<input type="hidden" name="tags" value="2841033">
<div id="mce-responses" class="clear foot"><div class="response" id="mce-error-response" style="display: none;"></div><div class="response" id="mce-success-response" style="display: none;"></div></div>
<div aria-hidden="true" style="position: absolute; left: -5000px;"><input type="text" name="b_8f2d1c0b9a7e6d5c4b3a29181_3e4f5a6b7c" tabindex="-1" value=""></div>
<div class="optionalParent"><div class="clear foot"><input type="submit" name="subscribe" id="mc-embedded-subscribe" class="button" value="Subscribe"></div></div>
</div></form></div></div></section>`,
});

/**
 * b) Only first-party forms: a site search (GET /search), a sign-in form with a password (POST
 * /account/login over HTTPS), a contact form with no action attribute, and an enquiry form with
 * action="" whose submit handler posts JSON with fetch to /api/enquiries on the same origin.
 * Right answer: no third_party_form_destination; no sensitive_form_fields (a password on an HTTPS page
 * is not a sensitive category of the check: health, government id, date of birth, payment).
 */
export const formsFirstParty = probeSite({
  name: 'Kiln & Co. Ceramics',
  hostname: 'forms-firstparty.example',
  privacy: 'Messages and accounts stay on our own servers.',
  accent: '#8a4b2a',
  main: `<section class="hero"><h1>Handmade stoneware</h1>
<form role="search" action="/search" method="get" class="inline"><label>Search the shop <input type="search" name="q" placeholder="Mugs, bowls…"></label><button class="button">Search</button></form>
<h2>Sign in</h2>
<form action="/account/login" method="post" id="login">
  <label>Email <input type="email" name="email" autocomplete="username" required></label>
  <label>Password <input type="password" name="password" autocomplete="current-password" required></label>
  <button class="button" type="submit">Sign in</button>
</form>
<h2>Contact</h2>
<form method="post" id="contact">
  <label>Your name <input type="text" name="name" autocomplete="name" required></label>
  <label>Email <input type="email" name="email" autocomplete="email" required></label>
  <label>Message <textarea name="message" rows="4"></textarea></label>
  <button class="button" type="submit">Send</button>
</form>
<h2>Commissions</h2>
<form action="" id="enquiry">
  <label>Name <input type="text" name="fullName" required></label>
  <label>Phone <input type="tel" name="phone"></label>
  <label>What would you like us to make? <textarea name="details" rows="3"></textarea></label>
  <button class="button" type="submit">Send enquiry</button>
</form></section>`,
  end: `<script>document.getElementById('enquiry').addEventListener('submit', function (event) {
  event.preventDefault();
  var data = Object.fromEntries(new FormData(event.target));
  fetch('/api/enquiries', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })
    .then(function () { event.target.replaceWith(Object.assign(document.createElement('p'), { textContent: 'Thanks, we will be in touch.' })); });
});</script>`,
});

/**
 * c) A clinic's appointment request posting to Formspree (`https://formspree.io/f/<id>`): name,
 * email, date of birth, "Symptoms / reason for visit", insurance number.
 * Right answer: third_party_form_destination (formspree.io) and sensitive_form_fields (date of birth,
 * health), the evidence naming field kinds, never values.
 */
export const formsHealth = probeSite({
  name: 'Riverside Family Clinic',
  hostname: 'forms-health.example',
  privacy: 'Appointment requests are delivered to us through Formspree.',
  accent: '#2f7d6d',
  main: `<section class="hero"><h1>Request an appointment</h1><p>Tell us a little about your visit and we will call you back within one working day.</p>
<form action="https://formspree.io/f/xqkrjdlw" method="POST" id="appointment">
  <label>Full name <input type="text" name="name" autocomplete="name" required></label>
  <label>Email <input type="email" name="email" autocomplete="email" required></label>
  <label>Date of birth <input type="date" name="date_of_birth" required></label>
  <label>Symptoms / reason for visit <textarea name="reason" rows="4" required></textarea></label>
  <label>Insurance number <input type="text" name="insurance_number"></label>
  <input type="hidden" name="_subject" value="New appointment request">
  <input type="text" name="_gotcha" style="display:none">
  <button class="button" type="submit">Request appointment</button>
</form></section>`,
});

/**
 * d) A contact form embedded from Typeform: `<div data-tf-widget>` + embed.typeform.com/next/embed.js,
 * the whole form (name, email, message) inside a form.typeform.com iframe, with no action attribute.
 * Right answer: third_party_form_destination naming form.typeform.com (the personal data typed there is
 * received by Typeform by construction — only the frame's origin can read it); no sensitive_form_fields.
 */
export const formsIframe = probeSite({
  name: 'Northwind Coworking',
  hostname: 'forms-iframe.example',
  privacy: 'The contact form is provided by Typeform.',
  accent: '#5b3fa8',
  main: `<section class="hero"><h1>Desks, rooms and coffee</h1><p>Book a tour or ask us anything.</p>
<div data-tf-widget="Zk3PqL9x" data-tf-height="460" data-tf-opacity="100" style="width:100%;height:460px;"></div></section>`,
  end: '<script src="https://embed.typeform.com/next/embed.js"></script>',
});

/**
 * e) A lead form without an action whose submit handler posts JSON with fetch to HubSpot's Forms API
 * (`api.hsforms.com/submissions/v3/integration/submit/<portal>/<guid>`): the destination is only in
 * script. Right answer: what the product can know without submitting — the DOM declares no
 * destination, so no third_party_form_destination from the form; an honest word that the destination
 * of script-submitted forms is not known.
 */
export const formsJsDestination = probeSite({
  name: 'Ledgerly',
  hostname: 'forms-js-destination.example',
  privacy: 'Demo requests are stored in HubSpot.',
  accent: '#1d4ed8',
  main: `<section class="hero"><h1>Bookkeeping on autopilot</h1><p>Get a demo tailored to your business.</p>
<form id="demo-request" novalidate>
  <label>First name <input type="text" name="firstname" autocomplete="given-name" required></label>
  <label>Last name <input type="text" name="lastname" autocomplete="family-name" required></label>
  <label>Work email <input type="email" name="email" autocomplete="email" required></label>
  <label>Company <input type="text" name="company" autocomplete="organization"></label>
  <label>Phone <input type="tel" name="phone" autocomplete="tel"></label>
  <button class="button" type="submit">Book a demo</button>
</form></section>`,
  end: `<script>(function () {
  var PORTAL = '24681357', FORM = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
  document.getElementById('demo-request').addEventListener('submit', function (event) {
    event.preventDefault();
    var fields = Array.prototype.map.call(event.target.elements, function (el) { return el.name ? { name: el.name, value: el.value } : null; }).filter(Boolean);
    var hutk = (document.cookie.match(/(?:^|; )hubspotutk=([^;]*)/) || [])[1];
    fetch('https://api.hsforms.com/submissions/v3/integration/submit/' + PORTAL + '/' + FORM, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: fields, context: { hutk: hutk, pageUri: location.href, pageName: document.title } })
    });
  });
})();</script>`,
});

export const FORMS_PROBE_SITES: readonly FixtureHost[] = [
  formsMailchimp,
  formsFirstParty,
  formsHealth,
  formsIframe,
  formsJsDestination,
];
