import { describe, expect, it } from 'vitest';
import { check as thirdPartyForm } from '../../src/findings/checks/third-party-form-destination.ts';
import { check as sensitiveFields } from '../../src/findings/checks/sensitive-form-fields.ts';
import { undeclaredFormDestinations } from '../../src/findings/coverage.ts';
import { assessScan } from '../../src/findings/index.ts';
import { projectPrivacyAuditEvidence } from '../../src/projection/privacy-audit.ts';
import { buildScan, form } from './observation-builder.ts';

const HUBSPOT = form({
  actionHost: 'forms.hubspot.com',
  actionPath: '/submissions/v3/submit',
  party: 'third_party',
  phase: 'before_consent',
});

describe('third_party_form_destination', () => {
  it('reports a personal-data form with a third-party action as a declared destination', () => {
    const draft = thirdPartyForm(
      buildScan({
        before_consent: { forms: [HUBSPOT] },
        after_reject: { forms: [{ ...HUBSPOT, phase: 'pre_consent' }] },
      }),
    );
    expect(draft?.subjects).toEqual({ vendors: ['HubSpot'], hosts: ['forms.hubspot.com'] });
    expect(draft?.evidence.examples).toEqual([
      {
        type: 'form',
        vendor: 'HubSpot',
        urlHost: 'forms.hubspot.com',
        phase: 'before_consent',
        name: 'POST form',
        party: 'third_party',
      },
    ]);
    expect(draft?.confidence).toBe('strong');
    expect(draft?.evidence.summary).toContain('declared destination, not proof of submission');
  });

  it('is silent for first-party forms, script forms and third-party search boxes', () => {
    const firstParty = form({
      actionHost: 'www.shop.example',
      actionPath: '/contact',
      party: 'first_party',
    });
    const scripted = form({ actionHost: null, party: 'first_party' });
    const search = form({
      actionHost: 'www.google.com',
      party: 'third_party',
      method: 'get',
      fields: [{ kind: 'other', inputType: 'search', required: false }],
    });
    expect(
      thirdPartyForm(buildScan({ before_consent: { forms: [firstParty, scripted, search] } })),
    ).toBeNull();
  });

  it('a hidden form without an action inside a third-party frame (a closed chat window) is not counted; a declared action in a frame is', () => {
    const prechat = form({
      actionHost: null,
      party: 'third_party',
      frameHost: 'secure.livechatinc.com',
      method: 'get',
      visible: false,
    });
    // Observations recorded before visibility was kept count as hidden.
    const { visible: _unknown, ...unknownVisibility } = { ...prechat, visible: undefined };
    expect(
      thirdPartyForm(buildScan({ before_consent: { forms: [prechat, unknownVisibility] } })),
    ).toBeNull();
    // A form in a third-party frame that does declare a third-party action is reported, naming that action.
    const booking = form({
      actionHost: 'bookings.partner-crm.example',
      actionPath: '/submit',
      party: 'third_party',
      frameHost: 'booking-widget.example',
      visible: false,
    });
    const draft = thirdPartyForm(buildScan({ before_consent: { forms: [prechat, booking] } }));
    expect(draft?.subjects.hosts).toEqual(['bookings.partner-crm.example']);
    expect(draft?.facts.formCount).toBe('1 form');
    expect(draft?.facts.declare).toBe('declares');
    expect(draft?.facts.framedNote).toBe('');
  });

  it('a visible form without an action inside a third-party frame (an embedded Typeform) sends what is typed to the frame host', () => {
    const typeform = form({
      actionHost: null,
      party: 'third_party',
      frameHost: 'form.typeform.com',
      method: 'get',
      visible: true,
      fields: [
        { kind: 'name', inputType: 'text', required: true, inferredFrom: 'autocomplete' },
        { kind: 'email', inputType: 'email', required: true, inferredFrom: 'type' },
      ],
    });
    const draft = thirdPartyForm(buildScan({ before_consent: { forms: [typeform] } }));
    expect(draft?.subjects.hosts).toEqual(['form.typeform.com']);
    expect(draft?.evidence.examples).toEqual([
      {
        type: 'form',
        vendor: null,
        urlHost: 'form.typeform.com',
        phase: 'before_consent',
        name: 'form in a third-party frame',
        party: 'third_party',
      },
    ]);
    expect(draft?.evidence.summary).toBe(
      '1 form inside a third-party frame (form.typeform.com); declared destination, not proof of submission.',
    );
    expect(draft?.facts.framedNote).toContain('the form is inside a third-party frame');
    // With a declared third-party action next to it, both are named.
    const both = thirdPartyForm(buildScan({ before_consent: { forms: [typeform, HUBSPOT] } }));
    expect(both?.subjects.hosts).toEqual(['form.typeform.com', 'forms.hubspot.com']);
    expect(both?.facts.declare).toBe('declare');
    expect(both?.facts.framedNote).toContain('1 form is inside a third-party frame');
    // A visible form in a frame of the site itself, or one asking for nothing personal, is not counted.
    const ownFrame = {
      ...typeform,
      frameHost: 'booking.shop.example',
      party: 'first_party' as const,
    };
    const searchOnly = {
      ...typeform,
      fields: [{ kind: 'other' as const, inputType: 'search', required: false }],
    };
    expect(
      thirdPartyForm(buildScan({ before_consent: { forms: [ownFrame, searchOnly] } })),
    ).toBeNull();
  });

  it('names the page of each form when the observation records its page views', () => {
    const pageViews = [
      {
        path: '/',
        role: 'starting_page' as const,
        startedMs: 0,
        status: 200,
        outcome: 'observed' as const,
      },
      {
        path: '/contact',
        role: 'crawled_page' as const,
        via: 'form_page' as const,
        startedMs: 6000,
        status: 200,
        outcome: 'observed' as const,
      },
    ];
    const draft = thirdPartyForm(
      buildScan({ before_consent: { pageViews, forms: [{ ...HUBSPOT, pageView: 1 }] } }),
    );
    expect(draft?.evidence.examples[0]).toMatchObject({
      urlHost: 'forms.hubspot.com',
      page: '/contact',
      pageView: 'crawled_page',
    });
    // A page view that turned out to be a bot wall contributes nothing.
    const walled = [pageViews[0]!, { ...pageViews[1]!, outcome: 'interstitial' as const }];
    expect(
      thirdPartyForm(
        buildScan({ before_consent: { pageViews: walled, forms: [{ ...HUBSPOT, pageView: 1 }] } }),
      ),
    ).toBeNull();
  });

  it('does not treat a sibling subdomain as a third party', () => {
    const sibling = form({ actionHost: 'forms.shop.example', party: 'third_party' });
    expect(thirdPartyForm(buildScan({ before_consent: { forms: [sibling] } }))).toBeNull();
  });
});

describe('sensitive_form_fields', () => {
  it('reports forms asking for health, government id, date of birth or payment data', () => {
    const fields = [
      { kind: 'name' as const, inputType: 'text', required: true },
      {
        kind: 'date_of_birth' as const,
        inputType: 'date',
        required: true,
        inferredFrom: 'autocomplete' as const,
      },
      {
        kind: 'health' as const,
        inputType: 'textarea',
        required: false,
        inferredFrom: 'label' as const,
      },
    ];
    const draft = sensitiveFields(
      buildScan({
        before_consent: {
          forms: [form({ actionHost: 'www.shop.example', actionPath: '/apply', fields })],
        },
      }),
    );
    expect(draft?.evidence.examples).toEqual([
      {
        type: 'form',
        vendor: null,
        urlHost: 'www.shop.example',
        phase: 'before_consent',
        name: 'date_of_birth, health',
        party: 'first_party',
      },
    ]);
    expect(draft?.facts.fieldKinds).toBe('date of birth and health');
    expect(draft?.confidence).toBe('strong');
  });

  it('names the frame host of a form inside a third-party frame, and agrees in number', () => {
    const intake = form({
      actionHost: null,
      party: 'third_party',
      frameHost: 'form.jotform.com',
      visible: true,
      fields: [{ kind: 'health', inputType: 'textarea', required: false, inferredFrom: 'label' }],
    });
    const draft = sensitiveFields(buildScan({ before_consent: { forms: [intake] } }));
    expect(draft?.evidence.examples[0]).toMatchObject({
      urlHost: 'form.jotform.com',
      party: 'third_party',
      name: 'health',
    });
    expect(draft?.subjects.hosts).toEqual(['form.jotform.com']);
    expect(draft?.facts.ask).toBe('asks');
  });

  it('is silent for ordinary contact forms', () => {
    expect(sensitiveFields(buildScan({ before_consent: { forms: [form(), HUBSPOT] } }))).toBeNull();
  });
});

describe('form_destination_not_declared (coverage, informational)', () => {
  it('says once that forms without a declared destination may be sent elsewhere by script', () => {
    // A lead form with no action whose submit handler posts to a CRM API: only the script knows.
    const leadForm = form({
      method: 'get',
      fields: [
        { kind: 'name', inputType: 'text', required: true, inferredFrom: 'autocomplete' },
        { kind: 'email', inputType: 'email', required: true, inferredFrom: 'autocomplete' },
      ],
    });
    const scan = buildScan({
      before_consent: { forms: [leadForm] },
      after_reject: { forms: [{ ...leadForm, phase: 'pre_consent' }] },
    });
    const note = assessScan(scan).coverage.limitations?.filter(
      (limitation) => limitation.code === 'form_destination_not_declared',
    );
    expect(note).toEqual([
      {
        code: 'form_destination_not_declared',
        arm: 'before_consent',
        summary:
          '1 form asking for personal data declares no destination but its own page (no action attribute, an action to the same page, or fields outside any form): it posts there unless a script sends it elsewhere. consentry never submits a form, so a destination that is only in script was not observed.',
      },
    ]);
    expect(thirdPartyForm(scan)).toBeNull();
    expect(assessScan(scan).status).toBe('completed');
  });

  it('is silent for declared actions, search boxes and widgets in frames', () => {
    const search = form({ fields: [{ kind: 'other', inputType: 'search', required: false }] });
    const chat = form({ party: 'third_party', frameHost: 'secure.livechatinc.com' });
    const scan = buildScan({ before_consent: { forms: [HUBSPOT, search, chat] } });
    expect(undeclaredFormDestinations(scan)).toBeNull();
  });
});

describe('privacyAuditEvidence.forms', () => {
  it('counts the destinations third_party_form_destination reports, frames included', () => {
    const typeform = form({
      party: 'third_party',
      frameHost: 'form.typeform.com',
      visible: true,
      method: 'get',
    });
    const closedChat = form({ party: 'third_party', frameHost: 'secure.livechatinc.com' });
    const scan = buildScan({ before_consent: { forms: [typeform, closedChat, HUBSPOT] } });
    expect(projectPrivacyAuditEvidence(scan).forms).toMatchObject({
      count: 3,
      thirdPartyDestinationCount: 2,
    });
    expect(thirdPartyForm(scan)?.subjects.hosts).toHaveLength(2);
  });
});
