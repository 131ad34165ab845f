// Browser tier: a two-layer "Do Not Sell" flow followed by clicks and read back through __uspapi
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConsentArm, startConsentHarness, type ConsentHarness } from './harness.ts';

/**
 * An opt-out flow one layer deeper than the "Do Not Sell" dialog: the dialog holds the switch and a
 * "More settings" control, and the confirm button sits on the layer that opens. The flow follows it
 * to the final control; with that control unlabelled it stops, naming the step, and claims nothing.
 */
let harness: ConsentHarness;
beforeAll(async () => {
  harness = await startConsentHarness();
});
afterAll(async () => {
  await harness?.stop();
});

const page = (
  confirm: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbour Times</title>
<style>.layer{position:fixed;inset:10%;background:#fff;border:1px solid #888;padding:20px;z-index:10}.layer[hidden]{display:none}</style>
<script>
  const stored = () => (document.cookie.match(/(?:^|; )usprivacy=([^;]+)/) || [])[1] || '1YNN';
  window.__uspapi = (command, version, callback) => { if (command === 'getUSPData') callback({ version: 1, uspString: stored() }, true); };
</script></head><body>
<h1>Harbour Times</h1><p>Local news for the bay since 1921. Ferry timetables, council meetings and weekend sport.</p>
<footer><a href="#choices" id="dns">Do Not Sell or Share My Personal Information</a></footer>
<div class="layer" id="layer-1" role="dialog" aria-label="Your Privacy Choices" hidden>
  <h2>Your Privacy Choices</h2><p>We share personal information with advertising partners, which may be a sale or sharing under state privacy laws.</p>
  <label><input type="checkbox" role="switch" id="allow" checked> Allow the sale or sharing of my personal information</label>
  <p><button type="button" id="more">More settings</button></p>
</div>
<div class="layer" id="layer-2" role="dialog" aria-label="Privacy settings" hidden>
  <h2>Privacy settings</h2><p>Review the sale and sharing of your personal information with our partners.</p>
  <p>${confirm}</p>
</div>
<script>
  const show = (id, on) => { document.getElementById(id).hidden = !on; };
  document.getElementById('dns').addEventListener('click', (event) => { event.preventDefault(); show('layer-1', true); });
  document.getElementById('more').addEventListener('click', () => { show('layer-1', false); show('layer-2', true); });
  document.getElementById('confirm').addEventListener('click', () => {
    if (!document.getElementById('allow').checked) document.cookie = 'usprivacy=1YYN; path=/; max-age=31536000';
    show('layer-2', false);
  });
</script></body></html>`;

const LABELLED = '<button type="button" id="confirm">Confirm my choices</button>';
const UNLABELLED =
  '<span id="confirm" tabindex="0" style="display:inline-block;width:40px;height:40px;background:#0a7;cursor:pointer"></span>';

describe('an opt-out flow followed through a further layer', () => {
  it('switch on the first layer, confirm behind "More settings": the final control is clicked and the opt-out registered', async () => {
    const url = 'https://harbour-times.example/';
    const { state, runtime } = await runConsentArm(
      harness,
      url,
      'after_reject',
      { action: 'reject' },
      { pages: { [url]: page(LABELLED) } },
    );
    expect(state.action).toMatchObject({
      kind: 'opt_out_control',
      clickStatus: 'clicked',
      label: 'Confirm my choices',
      layer: 'page',
    });
    expect(state.decision).toEqual({
      kind: 'refusal',
      registration: 'confirmed',
      verifiedBy: ['usp_string'],
    });
    expect(runtime.limitations.filter((l) => l.code === 'flow_incomplete')).toEqual([]);
  });

  it('the same flow whose confirm control has no label: stopped where it could go no further, with a limitation, no refusal claimed', async () => {
    const url = 'https://harbour-times-icon.example/';
    const { state, runtime } = await runConsentArm(
      harness,
      url,
      'after_reject',
      { action: 'reject' },
      { pages: { [url]: page(UNLABELLED) } },
    );
    expect(state.action).toMatchObject({
      kind: 'opt_out_control',
      clickStatus: 'control_not_found',
    });
    expect(state.decision.kind).toBe('none');
    const stopped = runtime.limitations.find((l) => l.code === 'flow_incomplete');
    expect(stopped?.summary).toMatch(
      /^The opt-out flow stopped at step 2 \(\/\): the opt-out switch was set to opt out, but no confirm control could be identified .*, and "More settings" opened no layer with one either; whether the site registers the opt-out was not observed\.$/,
    );
  });

  it('a "Do Not Sell" link to a choices page that takes 3 s to answer: the link counts as clicked (once), and the flow reaches Confirm', async () => {
    const home = 'https://slow-choices.example/';
    const choices = 'https://slow-choices.example/privacy-choices';
    const { state, runtime, pageRequests } = await runConsentArm(
      harness,
      home,
      'after_reject',
      { action: 'reject' },
      {
        pages: { [home]: linkedPage('Home', LINK), [choices]: linkedPage('Choices', CHOICES) },
        pageDelayMs: { [choices]: 3_000 },
        observeMs: 500,
      },
    );
    // A click that waited for the slow page to commit ran past its timeout and was retried as a DOM
    // click: the page was requested twice, or the delivered click was counted as failed.
    expect(pageRequests[choices]).toBe(1);
    expectConfirmedOptOut(state, runtime);
  });

  it('a "Do Not Sell" link whose navigation starts 3.5 s after the click (link tracking first, or a busy renderer): the flow waits for it and reaches Confirm', async () => {
    const { state, runtime } = await rejectThroughDelayedLink('late-link.example', 3_500);
    // Before: nothing had appeared 2.5 s after the click, so the link itself was taken for the opt-out.
    expectConfirmedOptOut(state, runtime);
  });

  it('a choices page whose opt-out is a privacy-request form asking for name and email: not ticked, not submitted; the flow stops, no refusal claimed', async () => {
    const REQUEST_FORM = `<section class="article"><h1>Privacy requests</h1><p>Opt out of the sale or sharing of your personal information. We verify every request by email.</p>
<form id="dsar" action="/dsar" method="post">
<label>First name <input type="text" name="firstName" autocomplete="given-name" required></label>
<label>Email <input type="email" name="email" autocomplete="email" required></label>
<label><input type="checkbox" name="requestType" value="optout"> Opt out of the sale or sharing of my personal information</label>
<button type="submit">Submit</button></form></section>`;
    const { state, runtime } = await rejectThroughChoicesPage('request-form.example', REQUEST_FORM);
    expect(state.action).toMatchObject({
      kind: 'opt_out_control',
      clickStatus: 'control_not_found',
    });
    expect(state.decision.kind).toBe('none');
    expect(runtime.limitations.find((l) => l.code === 'flow_incomplete')?.summary).toContain(
      'a request form that asks for personal data',
    );
  });

  it('the same link whose page never opens in time: the flow stops at its second step, no refusal claimed', async () => {
    const { state, runtime } = await rejectThroughDelayedLink('stuck-link.example', 15_000);
    expect(state.action).toMatchObject({
      kind: 'opt_out_control',
      clickStatus: 'control_not_found',
    });
    expect(state.decision.kind).toBe('none');
    expect(runtime.limitations.find((l) => l.code === 'flow_incomplete')?.summary).toContain(
      'the "Do Not Sell or Share My Personal Information" link did not open its page in time',
    );
  });

  it('a choices page that re-renders its form whenever a switch changes (a templating library): the second switch and the confirm control the scan found are gone, the ones that replaced them are set and clicked', async () => {
    const { state, runtime } = await rejectThroughChoicesPage(
      'rerender-choices.example',
      RERENDERED,
    );
    expectConfirmedOptOut(state, runtime);
  });

  it('a confirm control removed after the switch changes and not put back: still click_failed, with its limitation (the retry finds nothing to click)', async () => {
    const { state, runtime } = await rejectThroughChoicesPage(
      'vanishing-choices.example',
      VANISHING,
    );
    expect(state.action).toMatchObject({
      kind: 'opt_out_control',
      clickStatus: 'click_failed',
      label: 'Confirm my choices',
    });
    expect(state.decision.kind).toBe('none');
    expect(runtime.limitations.map((l) => l.code)).toContain('consent_click_failed');
  });
});

const USP = `<script>
  const stored = () => (document.cookie.match(/(?:^|; )usprivacy=([^;]+)/) || [])[1] || '1YNN';
  window.__uspapi = (command, version, callback) => { if (command === 'getUSPData') callback({ version: 1, uspString: stored() }, true); };
</script>`;
const LINK =
  '<h1>Slow Choices Outfitters</h1><p>Boots, tents and maps for the Sierra since 1988.</p><footer><a href="/privacy-choices">Do Not Sell or Share My Personal Information</a></footer>';
const CHOICES = `<section class="article"><h1>Your Privacy Choices</h1><p>We share personal information with advertising partners, which may be a sale or sharing under state privacy laws. You can opt out below.</p>
<div><label><input type="checkbox" role="switch" id="allow" checked> Allow the sale or sharing of my personal information</label></div>
<p><button type="button" id="confirm">Confirm my choices</button></p></section>
<script>
  document.getElementById('confirm').addEventListener('click', () => {
    if (!document.getElementById('allow').checked) document.cookie = 'usprivacy=1YYN; path=/; max-age=31536000';
  });
</script>`;
const linkedPage = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${USP}</head><body>${body}</body></html>`;
/** "Confirm my choices" clicked, the opt-out registered, and no click reported as failed. */
function expectConfirmedOptOut(
  state: Awaited<ReturnType<typeof runConsentArm>>['state'],
  runtime: Awaited<ReturnType<typeof runConsentArm>>['runtime'],
): void {
  expect(state.action).toMatchObject({
    kind: 'opt_out_control',
    clickStatus: 'clicked',
    label: 'Confirm my choices',
  });
  expect(state.decision).toMatchObject({ kind: 'refusal', registration: 'confirmed' });
  expect(runtime.limitations.map((l) => l.code)).not.toContain('consent_click_failed');
}

/** The Reject arm on a home page whose "Do Not Sell" link leads to /privacy-choices with `choices` as its body. */
function rejectThroughChoicesPage(host: string, choices: string) {
  const home = `https://${host}/`;
  return runConsentArm(
    harness,
    home,
    'after_reject',
    { action: 'reject' },
    {
      pages: {
        [home]: linkedPage('Home', LINK),
        [`${home}privacy-choices`]: linkedPage('Choices', choices),
      },
      observeMs: 500,
    },
  );
}

/** As rejectThroughChoicesPage, with a link that sends an event and only then navigates, `delayMs` later. */
function rejectThroughDelayedLink(host: string, delayMs: number) {
  const home = `https://${host}/`;
  const delayed = `${LINK}<script>
  document.querySelector('footer a').addEventListener('click', (event) => {
    event.preventDefault();
    const to = event.currentTarget.href;
    setTimeout(() => { location.href = to; }, ${delayMs});
  });
</script>`;
  return runConsentArm(
    harness,
    home,
    'after_reject',
    { action: 'reject' },
    {
      pages: {
        [home]: linkedPage('Home', delayed),
        [`${home}privacy-choices`]: linkedPage('Choices', CHOICES),
      },
      observeMs: 500,
    },
  );
}

/**
 * The form is a template rendered from state: every change of a switch replaces all its elements. Both
 * switches must be off for the confirm to store the opt-out.
 */
const RERENDERED = `<section class="article"><h1>Your Privacy Choices</h1><p>We share personal information with advertising partners, which may be a sale or sharing under state privacy laws. You can opt out below.</p>
<form id="choices"></form></section>
<script>
  const allow = { sale: true, ads: true };
  const labels = { sale: 'Allow the sale of my personal information', ads: 'Allow targeted advertising' };
  const form = document.getElementById('choices');
  const render = () => {
    form.innerHTML = Object.keys(allow).map((key) => '<div><label><input type="checkbox" role="switch" data-key="' + key + '"' + (allow[key] ? ' checked' : '') + '> ' + labels[key] + '</label></div>').join('') +
      '<p><button type="button" id="confirm">Confirm my choices</button></p>';
    for (const input of form.querySelectorAll('input')) input.addEventListener('change', () => { allow[input.dataset.key] = input.checked; render(); });
    document.getElementById('confirm').addEventListener('click', () => {
      if (!allow.sale && !allow.ads) document.cookie = 'usprivacy=1YYN; path=/; max-age=31536000';
    });
  };
  render();
</script>`;
/** The confirm control leaves with the first change of the switch. */
const VANISHING = `<section class="article"><h1>Your Privacy Choices</h1><p>We share personal information with advertising partners, which may be a sale or sharing under state privacy laws. You can opt out below.</p>
<div><label><input type="checkbox" role="switch" id="allow" checked> Allow the sale or sharing of my personal information</label></div>
<p id="slot"><button type="button" id="confirm">Confirm my choices</button></p></section>
<script>
  document.getElementById('allow').addEventListener('change', () => { document.getElementById('slot').textContent = 'Saving…'; });
</script>`;
