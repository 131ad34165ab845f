import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { send } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';

/**
 * OneTrust's privacy-request portal (DSAR web forms), as sites embed it in an iframe from
 * `privacyportal.onetrust.com/webform/<org id>/<form id>`: the visitor says who they are (state,
 * name, email), ticks the request types ("Opt out of the sale or sharing of my personal
 * information", "Access", "Delete"), solves a challenge and submits; the portal then emails a
 * verification link. Nothing is recorded in the browser, and nothing can be submitted without personal
 * data. The form's markup is the fixture's; the host and URL shape are OneTrust's.
 */
const FORM = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Privacy Request</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:20px;color:#1f2937}label{display:block;margin:10px 0 4px;font-weight:600}
input[type=text],input[type=email],select{width:100%;padding:8px;border:1px solid #cbd5e1;border-radius:4px}
fieldset{border:1px solid #e2e8f0;border-radius:6px;margin:14px 0;padding:10px 14px}.opt label{font-weight:400;display:flex;gap:8px;align-items:center}
button{background:#0b5cab;color:#fff;border:0;border-radius:4px;padding:10px 22px;font-size:15px}.captcha{border:1px solid #cbd5e1;padding:12px;margin:12px 0;width:280px}</style></head>
<body>
<form id="ot-webform" action="/webform/submit" method="post">
<h2>Submit a privacy request</h2>
<p>We will email you a link to verify your request. Requests are answered within 45 days.</p>
<label for="state">State of residence</label>
<select id="state" name="state" required><option value="">Select…</option><option>California</option><option>Colorado</option><option>Connecticut</option><option>Virginia</option><option>Other</option></select>
<label for="firstName">First name</label><input id="firstName" name="firstName" type="text" autocomplete="given-name" required>
<label for="lastName">Last name</label><input id="lastName" name="lastName" type="text" autocomplete="family-name" required>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required>
<fieldset><legend>What would you like to do?</legend>
<div class="opt"><label><input type="checkbox" name="requestType" value="optout"> Opt out of the sale or sharing of my personal information</label></div>
<div class="opt"><label><input type="checkbox" name="requestType" value="access"> Access my personal information</label></div>
<div class="opt"><label><input type="checkbox" name="requestType" value="delete"> Delete my personal information</label></div>
</fieldset>
<div class="captcha"><label><input type="checkbox" name="human" required> I'm not a robot</label></div>
<button type="submit">Submit</button>
</form>
</body></html>`;

const SUBMITTED = `<!doctype html><html lang="en"><body style="font:15px system-ui;padding:20px"><h2>Check your email</h2><p>We sent a verification link. Your request is not submitted until you confirm it.</p></body></html>`;

export const oneTrustPrivacyPortal: FixtureHost = {
  name: 'OneTrust privacy portal',
  kind: 'vendor',
  hostnames: ['privacyportal.onetrust.com'],
  handle: router([
    {
      method: 'GET',
      path: /^\/webform\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/,
      handle: (_req, res) => send(res, 200, 'html', FORM),
    },
    {
      method: 'POST',
      path: '/webform/submit',
      handle: (_req, res) => send(res, 200, 'html', SUBMITTED),
    },
  ]),
};
