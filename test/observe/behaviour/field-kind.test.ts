import { describe, expect, it } from 'vitest';
import {
  inferFieldKind,
  isSearchField,
  normaliseWords,
  type FieldDescriptor,
} from '../../../src/observe/behaviour/field-kind.ts';

const input = (over: Partial<FieldDescriptor>): FieldDescriptor => ({
  tag: 'input',
  type: 'text',
  ...over,
});

describe('inferFieldKind', () => {
  it.each<[string, FieldDescriptor, string, string | undefined]>([
    // type
    ['type email', input({ type: 'email', name: 'x1' }), 'email', 'type'],
    ['type tel', input({ type: 'tel' }), 'phone', 'type'],
    ['type password', input({ type: 'password', name: 'secret' }), 'password', 'type'],
    // autocomplete beats type and name
    [
      'autocomplete cc-number',
      input({ autocomplete: 'cc-number', name: 'email' }),
      'payment',
      'autocomplete',
    ],
    [
      'autocomplete with section and billing',
      input({ autocomplete: 'section-a billing postal-code' }),
      'address',
      'autocomplete',
    ],
    [
      'autocomplete bday',
      input({ type: 'date', autocomplete: 'bday' }),
      'date_of_birth',
      'autocomplete',
    ],
    ['autocomplete given-name', input({ autocomplete: 'given-name' }), 'name', 'autocomplete'],
    [
      'autocomplete off is ignored',
      input({ autocomplete: 'off', name: 'phone_number' }),
      'phone',
      'name',
    ],
    // name / id
    ['name FNAME', input({ name: 'FNAME' }), 'name', 'name'],
    ['name firstName', input({ name: 'firstName' }), 'name', 'name'],
    ['name user_name is not a person', input({ name: 'user_name' }), 'other', undefined],
    ['name company_name is not a person', input({ name: 'company_name' }), 'other', undefined],
    ['name customerEmail', input({ name: 'customerEmail' }), 'email', 'name'],
    ['run-together customeremail', input({ name: 'customeremail' }), 'email', 'name'],
    ['name passport_no', input({ name: 'passport_no' }), 'government_id', 'name'],
    ['name ssn', input({ name: 'ssn' }), 'government_id', 'name'],
    ['name dob', input({ name: 'dob', type: 'date' }), 'date_of_birth', 'name'],
    [
      'name symptoms (textarea)',
      { tag: 'textarea', type: 'textarea', name: 'symptoms' },
      'health',
      'name',
    ],
    ['name iban', input({ name: 'iban' }), 'payment', 'name'],
    ['id zip', input({ id: 'billing-zip' }), 'address', 'name'],
    ['name email_address is email, not address', input({ name: 'email_address' }), 'email', 'name'],
    // labels in six languages
    ['en Date of birth', input({ name: 'f1', label: 'Date of birth' }), 'date_of_birth', 'label'],
    [
      'de Geburtsdatum',
      input({ name: 'geb', type: 'date', label: 'Geburtsdatum' }),
      'date_of_birth',
      'label',
    ],
    ['de E-Mail-Adresse', input({ name: 'f', label: 'E-Mail-Adresse' }), 'email', 'label'],
    ['de Telefonnummer', input({ name: 'rueckruf', label: 'Telefonnummer' }), 'phone', 'label'],
    [
      'de Vorerkrankungen (select)',
      { tag: 'select', type: 'select', name: 'f5', label: 'Vorerkrankungen' },
      'health',
      'label',
    ],
    ['de Straße', input({ name: 'f', label: 'Straße und Hausnummer' }), 'address', 'label'],
    [
      'fr sécurité sociale',
      input({ name: 'f3', label: 'Numéro de sécurité sociale' }),
      'government_id',
      'label',
    ],
    ['fr Adresse e-mail', input({ name: 'f', label: 'Adresse e-mail' }), 'email', 'label'],
    ['fr Prénom', input({ name: 'f', label: 'Prénom' }), 'name', 'label'],
    ['fr Mot de passe', input({ name: 'f', label: 'Mot de passe' }), 'password', 'label'],
    [
      'es Fecha de nacimiento',
      input({ name: 'f', label: 'Fecha de nacimiento' }),
      'date_of_birth',
      'label',
    ],
    ['es Correo electrónico', input({ name: 'f', label: 'Correo electrónico' }), 'email', 'label'],
    [
      'es Síntomas',
      { tag: 'textarea', type: 'textarea', name: 'f', label: 'Síntomas' },
      'health',
      'label',
    ],
    ['it Codice fiscale', input({ name: 'f', label: 'Codice fiscale' }), 'government_id', 'label'],
    ['it Indirizzo email', input({ name: 'f', label: 'Indirizzo email' }), 'email', 'label'],
    ['it Cognome', input({ name: 'f', label: 'Cognome' }), 'name', 'label'],
    ['nl Geboortedatum', input({ name: 'f', label: 'Geboortedatum' }), 'date_of_birth', 'label'],
    ['nl Telefoonnummer', input({ name: 'f', label: 'Telefoonnummer' }), 'phone', 'label'],
    [
      'nl Burgerservicenummer',
      input({ name: 'f', label: 'Burgerservicenummer (BSN)' }),
      'government_id',
      'label',
    ],
    [
      'placeholder counts as label',
      input({ name: 'q2', label: 'Your email address' }),
      'email',
      'label',
    ],
    ['card number label', input({ name: 'f', label: 'Card number' }), 'payment', 'label'],
    // fallbacks
    [
      'plain textarea is free text',
      { tag: 'textarea', type: 'textarea', name: 'm' },
      'free_text',
      'type',
    ],
    [
      'search box is other',
      input({ type: 'search', name: 'q', label: 'Search the site' }),
      'other',
      undefined,
    ],
    [
      'search box whose label names health topics is other',
      input({ type: 'search', name: 'q', label: 'Search medicines, symptoms and conditions' }),
      'other',
      undefined,
    ],
    [
      'text search box labelled with a site name about health is other',
      input({ name: 'q', label: 'Search Medical Supplies Direct' }),
      'other',
      undefined,
    ],
    [
      'a field named as an email but labelled about search alerts is still email',
      input({ name: 'alert_email', label: 'Email for job search alerts' }),
      'email',
      'name',
    ],
    [
      'generically named textarea labelled with health data is health',
      {
        tag: 'textarea',
        type: 'textarea',
        name: 'notes',
        label: 'Health conditions or medicines we should know about',
      },
      'health',
      'label',
    ],
    [
      'a field asking which medicines the visitor takes is health (the plural too)',
      { tag: 'input', type: 'text', name: 'current', label: 'Which medicines do you take?' },
      'health',
      'label',
    ],
    [
      'generically named textarea with an ordinary label stays free text',
      { tag: 'textarea', type: 'textarea', name: 'message', label: 'Your message to our team' },
      'free_text',
      'name',
    ],
    [
      'terms checkbox is other',
      input({ type: 'checkbox', name: 'terms', label: 'I accept the terms and conditions' }),
      'other',
      undefined,
    ],
    [
      'health consent checkbox',
      input({
        type: 'checkbox',
        name: 'c',
        label: 'I consent to the processing of my health data',
      }),
      'health',
      'label',
    ],
    ['unlabelled text is other', input({ name: 'x' }), 'other', undefined],
  ])('%s', (_title, field, kind, source) => {
    const inferred = inferFieldKind(field);
    expect(inferred.kind).toBe(kind);
    expect(inferred.inferredFrom).toBe(source);
  });
});

describe('normaliseWords', () => {
  it.each([
    ['firstName', 'first name'],
    ['E-Mail-Adresse', 'e mail adresse'],
    ['Numéro de sécurité sociale', 'numero de securite sociale'],
    ['Straße', 'strasse'],
    ['billing[zip]', 'billing zip'],
  ])('%s → %s', (text, words) => expect(normaliseWords(text)).toBe(words));
});

describe('isSearchField', () => {
  it('recognises search boxes by type, name or label', () => {
    expect(isSearchField(input({ type: 'search' }))).toBe(true);
    expect(isSearchField(input({ name: 'q' }))).toBe(true);
    expect(isSearchField(input({ name: 's' }))).toBe(true);
    expect(isSearchField(input({ id: 'searchTerm' }))).toBe(true);
    expect(isSearchField(input({ label: 'Search products' }))).toBe(true);
    expect(isSearchField(input({ label: 'Suchbegriff eingeben' }))).toBe(true);
    expect(isSearchField(input({ label: 'Rechercher sur le site' }))).toBe(true);
  });

  it('does not take other fields for search boxes', () => {
    expect(isSearchField(input({ type: 'email', name: 'q' }))).toBe(false);
    expect(isSearchField(input({ name: 'email', label: 'Email' }))).toBe(false);
    expect(isSearchField(input({ name: 'research_area' }))).toBe(false);
    expect(isSearchField(input({ name: 'sq' }))).toBe(false);
    expect(isSearchField({ tag: 'textarea', type: 'textarea', label: 'Search notes' })).toBe(false);
  });
});
