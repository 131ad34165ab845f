// Browser tier: forms found in the rendered DOM and its frames, and masked screenshots cropped to them
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormsCollector } from '../../../src/observe/behaviour/forms.ts';
import { PLANTED_SECRETS } from '../../../src/cli/demo-web/planted-secrets.ts';
import { leaks, runArm, startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

const PNG_MAGIC = '89504e47';

describe('forms collector', () => {
  it('reports a newsletter form posting to a third party, without its values or query', async () => {
    const {
      results: [forms],
      runtime,
    } = await runArm(harness, 'https://newsletter-third-party.example/', [createFormsCollector()]);
    expect(forms).toEqual([
      {
        method: 'post',
        actionHost: 'acme.us21.list-manage.com',
        actionPath: '/subscribe/post',
        party: 'third_party',
        fields: [
          { kind: 'email', inputType: 'email', required: true, inferredFrom: 'type' },
          { kind: 'name', inputType: 'text', required: false, inferredFrom: 'name' },
        ],
        capture: { status: 'captured', screenshotRef: 'before_consent-form_crop-1.png' },
        visible: true,
        phase: 'before_consent',
      },
    ]);
    const shot = runtime.screenshots[0];
    expect(shot).toMatchObject({
      subject: 'form_crop',
      masked: true,
      ref: 'before_consent-form_crop-1.png',
    });
    expect(shot?.png.subarray(0, 4).toString('hex')).toBe(PNG_MAGIC);
    expect(leaks(forms)).toEqual([]);
    expect(JSON.stringify(forms)).not.toContain(PLANTED_SECRETS.token);
  });

  it('reports first-party forms: contact, search, and a form-like group outside <form>', async () => {
    const {
      results: [forms],
    } = await runArm(harness, 'https://contact-first-party.example/', [createFormsCollector()]);
    expect(
      forms.map((form) => [form.method, form.actionHost, form.actionPath ?? null, form.party]),
    ).toEqual([
      ['get', 'contact-first-party.example', '/search', 'first_party'],
      ['post', 'contact-first-party.example', '/contact', 'first_party'],
      ['unknown', null, null, 'first_party'],
    ]);
    expect(forms[0]?.fields).toEqual([{ kind: 'other', inputType: 'search', required: false }]);
    expect(
      forms[1]?.fields.map((field) => [field.kind, field.inferredFrom ?? null, field.required]),
    ).toEqual([
      ['name', 'autocomplete', true],
      ['email', 'type', true],
      ['phone', 'type', false],
      ['free_text', 'label', true],
      ['other', null, true],
    ]);
    expect(forms[1]?.fields[0]?.autocomplete).toBe('name');
    expect(forms[2]?.fields).toEqual([
      { kind: 'phone', inputType: 'text', required: false, inferredFrom: 'label' },
    ]);
    expect(forms.every((form) => form.capture.status === 'captured')).toBe(true);
    expect(leaks(forms)).toEqual([]);
  });

  it("records the frame and visibility of a form: a widget's own form (no action) declares nothing; a declared action in a frame is a destination", async () => {
    const {
      results: [forms],
    } = await runArm(
      harness,
      'https://framed-forms.example/',
      [createFormsCollector({ maxCrops: 0 })],
      {
        settle: (page) =>
          page.waitForFunction(
            () => document.querySelectorAll('iframe').length === 2 && window.frames.length === 2,
          ),
      },
    );
    const byFrame = Object.fromEntries(forms.map((form) => [form.frameHost ?? 'main', form]));
    expect(byFrame['chat-widget.example']).toMatchObject({
      method: 'get',
      actionHost: null,
      party: 'third_party',
      visible: true,
    });
    expect(byFrame['chat-widget.example']).not.toHaveProperty('actionPath');
    expect(byFrame['booking-widget.example']).toMatchObject({
      method: 'post',
      actionHost: 'bookings.partner-crm.example',
      actionPath: '/submit',
      party: 'third_party',
      visible: true,
    });
    expect(forms).toHaveLength(2);
  });

  it('recognises sensitive fields labelled in German and French', async () => {
    const {
      results: [forms],
    } = await runArm(harness, 'https://clinic-intake.example/', [createFormsCollector()]);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({
      method: 'post',
      actionHost: 'clinic-intake.example',
      actionPath: '/intake',
      party: 'first_party',
    });
    expect(
      forms[0]?.fields.map((field) => [field.kind, field.inferredFrom, field.inputType]),
    ).toEqual([
      ['name', 'autocomplete', 'text'],
      ['email', 'type', 'email'],
      ['date_of_birth', 'label', 'date'],
      ['government_id', 'label', 'text'],
      ['government_id', 'name', 'text'],
      ['health', 'name', 'textarea'],
      ['health', 'label', 'select'],
    ]);
  });

  it('finds no sensitive kinds on a plain search form', async () => {
    const {
      results: [forms],
    } = await runArm(harness, 'https://contact-first-party.example/', [
      createFormsCollector({ maxCrops: 0 }),
    ]);
    const search = forms.find((form) => form.actionPath === '/search');
    expect(search?.fields.map((field) => field.kind)).toEqual(['other']);
    expect(forms.every((form) => form.capture.status === 'not_attempted')).toBe(true);
  });

  it('leaves the page as it found it: the mask is removed after the crops', async () => {
    const collector = createFormsCollector();
    let maskLeft: unknown = 'not checked';
    await runArm(harness, 'https://newsletter-third-party.example/', [
      collector,
      {
        name: 'mask-check',
        install: async () => {},
        collect: async (runtime) => {
          maskLeft = await runtime.page
            .evaluate(`[document.querySelector('input[type=email]').getAttribute('style'), getComputedStyle(document.querySelector('input[type=email]')).color,
          typeof window[Symbol.for('consentry.forms')], typeof window[Symbol.for('consentry.formMask')]]`);
          return null;
        },
      },
    ]);
    expect(maskLeft).toEqual([null, 'rgb(0, 0, 0)', 'undefined', 'undefined']);
  });
});
