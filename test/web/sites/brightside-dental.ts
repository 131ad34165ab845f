import { sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { packageFile, staticFile } from '../static-files.ts';
import { REALISTIC_TAGS } from '../vendors/gtm-containers.ts';
import { DENTAL_TREATMENTS } from './realistic/catalogues.ts';
import { realisticSite } from './realistic/site.ts';
import { hubSpotFormAction, postHogSnippet, youtubeEmbed } from './realistic/snippets.ts';
import {
  googleFontsLink,
  gtmSnippet,
  metaPixelSnippet,
} from '../../../src/cli/demo-web/sites/tag-snippets.ts';

const TAGS = REALISTIC_TAGS.brightside;
/** The pixel of the booking funnel's conversions (a second Meta pixel, as agencies set them up). */
export const BRIGHTSIDE_CONVERSION_PIXEL = '3200000000000022';

const APPOINTMENT = `<section class="article"><h1>Book an appointment</h1>
<p>New and existing patients can book online. We confirm by email within two hours.</p>
<form class="stack" id="booking" action="/appointment" method="post">
  <label>Full name <input type="text" name="patient_name" autocomplete="name" required></label>
  <label>Email <input type="email" name="email" autocomplete="email" required></label>
  <label>Mobile phone <input type="tel" name="phone" autocomplete="tel" required></label>
  <label>Date of birth <input type="date" name="dob" required></label>
  <label>Reason for your visit <select name="reason"><option>Check-up and clean</option><option>Tooth pain</option><option>Implant consultation</option><option>Whitening</option></select></label>
  <label>Anything we should know? <textarea name="notes" rows="4" placeholder="Medication, allergies, anxiety…"></textarea></label>
  <label>Insurance number <input type="text" name="insurance_no"></label>
  <button class="button" type="submit">Request appointment</button>
</form></section>`;

/**
 * The booking funnel is recorded with PostHog with inputs unmasked (to "see where patients drop
 * off"), and the conversion pixel gets the patient's email (advanced matching, SHA-256) with a Lead
 * as soon as it is typed — before anything is submitted.
 */
const APPOINTMENT_TAGS = `${postHogSnippet(TAGS.posthog, { session_recording: { maskAllInputs: false } })}
<script>document.addEventListener('change', function (event) {
  var field = event.target;
  if (!field || field.name !== 'email' || !field.value) return;
  fbq('init', '${BRIGHTSIDE_CONVERSION_PIXEL}', { em: field.value });
  fbq('trackSingle', '${BRIGHTSIDE_CONVERSION_PIXEL}', 'Lead', { content_category: 'dental appointment', value: 0, currency: 'EUR' });
}, true);</script>`;

const PATIENT_PORTAL = `<section class="article"><h1>Patient portal</h1><p>See your appointments, invoices and X-rays.</p>
<form class="stack" action="/patient-portal/login" method="post">
  <label>Email <input type="email" name="email" autocomplete="username"></label>
  <label>Password <input type="password" name="password" autocomplete="current-password"></label>
  <button class="button" type="submit">Sign in</button>
</form><p><a href="/patient-portal/reset">Forgot your password?</a></p></section>`;

/**
 * A dental practice whose banner is decorative — the early-loading case. vanilla-cookieconsent
 * (served from node_modules, static/sites/brightside-cookieconsent-config.js) offers "Reject all" on
 * its first layer, but GTM (GTM-BRTSD01: GA4, Google Ads, LinkedIn Insight, Microsoft UET, no
 * consent requirement) and the Meta pixel are plain tags: they fire before any choice and on every
 * page view after "Reject all". Inner pages for issue 14: /appointment (a booking form; PostHog
 * records it with inputs unmasked and sends what is typed, the conversion pixel sends the hashed
 * email with a Lead), /contact (posts to forms.hubspot.com), a "Patient portal" (login form) that
 * robots.txt disallows, and a "Sign out" link to /logout.
 */
export const brightsideDental = realisticSite({
  identity: {
    name: 'Brightside Dental',
    hostname: 'brightside-dental.example',
    accent: '#0e7490',
    tagline: 'Family and cosmetic dentistry in the city centre.',
    promo: 'New patients: first check-up € 49',
  },
  catalogue: {
    path: '/treatments',
    navLabel: 'Treatments',
    heading: 'Our treatments',
    items: DENTAL_TREATMENTS,
    cta: 'See treatments',
  },
  head: (path) => `<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
${googleFontsLink('Inter:wght@400;600')}
${gtmSnippet(TAGS.gtm)}
${metaPixelSnippet(TAGS.metaPixel)}
${path === '/appointment' ? APPOINTMENT_TAGS : ''}`,
  end: () => `<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script src="/assets/js/cookieconsent-config.js"></script>`,
  home: {
    heading: 'Healthy smiles for the whole family',
    text: 'Evening and Saturday appointments, gentle care for nervous patients, and same-day emergencies.',
    extra: `<section class="band"><div><h3>Meet the team</h3>${youtubeEmbed('q2Rk7TmPb1c', 'Meet the Brightside team')}</div></section>`,
  },
  about: [
    'Brightside Dental has cared for families in the city centre since 1998.',
    'Our eight dentists and four hygienists speak six languages between them.',
  ],
  contact: {
    intro:
      'Questions about treatments or prices? Send us a message and our reception team will call you back.',
    action: hubSpotFormAction(8_765_432, '0c9e8d7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f'),
  },
  privacy: [
    'Our website uses Google Analytics, Google Ads, Meta, LinkedIn and Microsoft Advertising to measure visits and campaigns, and PostHog to improve online booking.',
    'Your choices are stored in the <code>cc_cookie</code> cookie. Messages from the contact form are handled in HubSpot.',
  ],
  headerLinks: '<a href="/patient-portal">Patient portal</a> <a href="/logout">Sign out</a>',
  pages: [
    {
      path: '/appointment',
      title: 'Book an appointment',
      navLabel: 'Book online',
      main: APPOINTMENT,
    },
    { path: '/patient-portal', title: 'Patient portal', hidden: true, main: PATIENT_PORTAL },
  ],
  robots:
    'User-agent: *\nDisallow: /patient-portal\nAllow: /\n\nSitemap: https://brightside-dental.example/sitemap.xml\n',
  routes: [
    {
      method: 'GET',
      path: '/vendor/cookieconsent/cookieconsent.umd.js',
      handle: (_req, res) =>
        sendFile(res, 'js', packageFile('vanilla-cookieconsent', 'dist/cookieconsent.umd.js')),
    },
    {
      method: 'GET',
      path: '/vendor/cookieconsent/cookieconsent.css',
      handle: (_req, res) =>
        sendFile(res, 'css', packageFile('vanilla-cookieconsent', 'dist/cookieconsent.css')),
    },
    {
      method: 'GET',
      path: '/assets/js/cookieconsent-config.js',
      handle: (_req, res) =>
        sendFile(res, 'js', staticFile('sites', 'brightside-cookieconsent-config.js')),
    },
  ],
  polyfills: true,
});
