import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { PLANTED_SECRETS } from '../../../src/cli/demo-web/planted-secrets.ts';
import { htmlPage, notFoundPage, sharedAssetRoutes } from '../../../src/cli/demo-web/sites/page.ts';

const FORM_CSS = `<style>
form, .callback { display: grid; gap: 0.6rem; max-width: 28rem; margin-top: 1rem; }
label { display: grid; gap: 0.2rem; font-weight: 500; }
input, textarea, select { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #c9ced6; border-radius: 6px; }
</style>`;

function site(
  name: string,
  hostname: string,
  accent: string,
  main: string,
  lang = 'en',
): FixtureHost {
  const page = (_req: unknown, res: Parameters<FixtureHost['handle']>[1]) =>
    send(
      res,
      200,
      'html',
      htmlPage({ siteName: name, accent, title: 'Home', head: FORM_CSS, main, lang }),
    );
  return {
    name,
    kind: 'site',
    hostnames: [hostname],
    handle: router(
      [...sharedAssetRoutes(accent), { method: 'GET', path: '/', handle: page }],
      notFoundPage(name, accent),
    ),
  };
}

/**
 * A newsletter sign-up that posts to a marketing provider (Mailchimp-style list-manage.com action
 * with a query string carrying a planted token), with a pre-filled planted email and a hidden token.
 * Expected: one form, POST, actionHost `acme.us21.list-manage.com`, path `/subscribe/post`, third
 * party; fields email (type, required) and name (from the name `FNAME`).
 */
export const newsletterThirdParty = site(
  'Newsletter Digest',
  'newsletter-third-party.example',
  '#6b3fa0',
  `<section class="hero"><h1>The weekly digest</h1><p>One email every Friday, with the best links of the week.</p>
<form class="newsletter" action="https://acme.us21.list-manage.com/subscribe/post?u=${PLANTED_SECRETS.token}&amp;id=4f2a9c" method="post" target="_blank">
  <label for="mce-EMAIL">Email address</label>
  <input type="email" name="EMAIL" id="mce-EMAIL" required value="${PLANTED_SECRETS.email}">
  <label for="mce-FNAME">First name</label>
  <input type="text" name="FNAME" id="mce-FNAME">
  <input type="hidden" name="b_${PLANTED_SECRETS.token}" value="${PLANTED_SECRETS.cookieValue}">
  <button class="button" type="submit">Subscribe</button>
</form></section>`,
);

/**
 * Only first-party destinations: a contact form posting to /contact, a plain search form (GET
 * /search) and a German call-back box outside any <form> (a form-like group).
 * Expected: contact = POST, first party, [name (autocomplete), email (type), phone (type),
 * free_text (textarea), other (checkbox)]; search = GET, host contact-first-party.example, path
 * /search, [other]; group = method unknown, actionHost null, [phone (label "Telefonnummer")].
 */
export const contactFirstParty = site(
  'Contact Works',
  'contact-first-party.example',
  '#1f6f8b',
  `<section class="hero"><h1>Get in touch</h1>
<form role="search" action="/search" class="search"><input type="search" name="q" placeholder="Search the site" aria-label="Search"><button class="button">Search</button></form>
<form id="contact" action="/contact" method="post">
  <label>Your name <input type="text" name="n" autocomplete="name" required></label>
  <label>Email <input type="email" name="e" required></label>
  <label>Phone <input type="tel" name="p"></label>
  <label>Message <textarea name="m" rows="4" required></textarea></label>
  <label><input type="checkbox" name="privacy" required> I have read the privacy policy</label>
  <button class="button" type="submit">Send</button>
</form>
<div class="callback" lang="de"><label>Telefonnummer <input type="text" name="rueckruf"></label><button class="button" type="button">Rückruf anfordern</button></div>
</section>`,
);

/**
 * A clinic intake form with sensitive fields, labelled in German and French, posting first-party.
 * Expected kinds: name (autocomplete), email (type), date_of_birth (label "Geburtsdatum"),
 * government_id (label "Numéro de sécurité sociale"), government_id (name passport_no),
 * health (name symptoms), health (label "Vorerkrankungen").
 */
export const clinicIntake = site(
  'Praxis am Park',
  'clinic-intake.example',
  '#2b7a78',
  `<section class="hero"><h1>Patientenaufnahme</h1><p>Bitte füllen Sie das Formular vor Ihrem ersten Termin aus.</p>
<form action="/intake" method="post">
  <label>Name <input type="text" name="f1" autocomplete="name" required></label>
  <label>E-Mail <input type="email" name="f2" required></label>
  <label for="geb">Geburtsdatum</label><input type="date" id="geb" name="geb" required>
  <label>Numéro de sécurité sociale <input type="text" name="f3"></label>
  <label>Passport <input type="text" name="passport_no"></label>
  <label>Beschreibung <textarea name="symptoms" placeholder="Describe your symptoms"></textarea></label>
  <label>Vorerkrankungen <select name="f5"><option>keine</option><option>Diabetes</option><option>Asthma</option></select></label>
  <button class="button" type="submit">Absenden</button>
</form></section>`,
  'de',
);

/**
 * Forms inside third-party frames: a chat widget whose pre-chat form has no action attribute (the
 * widget's own form: it declares no destination) and a booking widget whose form declares a third-party
 * action. Served on three hostnames of three sites: the page (framed-forms.example), the chat frame
 * (chat-widget.example/frame) and the booking frame (booking-widget.example/embed).
 * Expected: two forms, in frame order — chat: actionHost null, frameHost chat-widget.example, third
 * party; booking: POST to bookings.partner-crm.example /submit, frameHost booking-widget.example.
 */
const FRAME_PAGE = (main: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget</title>${FORM_CSS}</head><body>${main}</body></html>`;
export const framedForms: FixtureHost = {
  name: 'Framed Forms',
  kind: 'site',
  hostnames: ['framed-forms.example', 'chat-widget.example', 'booking-widget.example'],
  handle: router(
    [
      ...sharedAssetRoutes('#5a4fcf'),
      {
        method: 'GET',
        path: '/',
        handle: (req, res) => {
          if (req.host !== 'framed-forms.example') return send(res, 404, 'text', 'not here');
          return send(
            res,
            200,
            'html',
            htmlPage({
              siteName: 'Framed Forms',
              accent: '#5a4fcf',
              title: 'Home',
              main: `<section class="hero"><h1>Book a table</h1>
<iframe title="Chat" src="https://chat-widget.example/frame" width="360" height="260"></iframe>
<iframe title="Booking" src="https://booking-widget.example/embed" width="360" height="300"></iframe></section>`,
            }),
          );
        },
      },
      {
        method: 'GET',
        path: '/frame',
        handle: (_req, res) =>
          send(
            res,
            200,
            'html',
            FRAME_PAGE(
              `<form class="prechat"><label>Your email <input type="email" name="email" required></label><button type="submit">Start chat</button></form>`,
            ),
          ),
      },
      {
        method: 'GET',
        path: '/embed',
        handle: (_req, res) =>
          send(
            res,
            200,
            'html',
            FRAME_PAGE(
              `<form action="https://bookings.partner-crm.example/submit" method="post"><label>Name <input type="text" name="name" autocomplete="name"></label><label>Email <input type="email" name="email"></label><button type="submit">Book</button></form>`,
            ),
          ),
      },
    ],
    notFoundPage('Framed Forms', '#5a4fcf'),
  ),
};
