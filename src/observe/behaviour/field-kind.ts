import type { FieldKindSource, FormFieldKind } from '../../model/index.ts';

/** What the page tells about one form control (read in the page, never its value). */
export interface FieldDescriptor {
  /** `input`, `textarea` or `select`. */
  tag: string;
  /** The input's type attribute as the browser resolved it (`text` when missing). */
  type: string;
  autocomplete?: string | undefined;
  name?: string | undefined;
  id?: string | undefined;
  /** Visible label, aria-label, placeholder or title text (first 200 characters). */
  label?: string | undefined;
}

export interface InferredKind {
  kind: FormFieldKind;
  /** Absent when nothing pointed at a kind (`other` by default). */
  inferredFrom?: FieldKindSource;
}

/** Kinds a label may give a generically named free-text field (see inferFieldKind). */
const SENSITIVE_LABEL_KINDS: ReadonlySet<FormFieldKind> = new Set([
  'payment',
  'government_id',
  'date_of_birth',
  'health',
]);

/** Order matters: the more specific and the more sensitive kinds are tried first. */
const KIND_ORDER: readonly FormFieldKind[] = [
  'password',
  'payment',
  'government_id',
  'date_of_birth',
  'health',
  'email',
  'phone',
  'address',
  'name',
  'free_text',
];

/**
 * Word lists per kind. Names and ids are matched on tokens (`first_name`, `firstName`, `first-name` →
 * `first name`); labels on words after accents are removed and the text is lower-cased, in en, de, fr,
 * es, it and nl. Multi-word entries match consecutive words.
 */
const WORDS: Readonly<Record<FormFieldKind, readonly string[]>> = {
  password: [
    'password',
    'passwd',
    'pwd',
    'pass word',
    'passwort',
    'kennwort',
    'mot de passe',
    'mdp',
    'contrasena',
    'clave',
    'wachtwoord',
    'pin',
  ],
  payment: [
    'card number',
    'cardnumber',
    'cc number',
    'ccnumber',
    'ccnum',
    'cc num',
    'credit card',
    'debit card',
    'card no',
    'cvc',
    'cvv',
    'cvc2',
    'cvv2',
    'csc',
    'security code',
    'card expiry',
    'card exp',
    'expiry date',
    'exp date',
    'iban',
    'bic',
    'swift',
    'account number',
    'routing number',
    'sort code',
    'cardholder',
    'card holder',
    'name on card',
    'kartennummer',
    'kreditkarte',
    'kreditkartennummer',
    'kontonummer',
    'prufziffer',
    'numero de carte',
    'carte bancaire',
    'carte de credit',
    'cryptogramme',
    'numero de tarjeta',
    'tarjeta',
    'numero di carta',
    'carta di credito',
    'kaartnummer',
    'creditcard',
    'rekeningnummer',
  ],
  government_id: [
    'ssn',
    'social security',
    'social security number',
    'social insurance number',
    'sin number',
    'national id',
    'nationalid',
    'national identity',
    'national insurance',
    'nino',
    'passport',
    'passport number',
    'tax id',
    'taxid',
    'tax number',
    'tin',
    'vat id',
    'id number',
    'id card',
    'identity card',
    'identity number',
    'driver license',
    'drivers license',
    'driver licence',
    'drivers licence',
    'driving licence',
    'driving license',
    'aadhaar',
    'pan number',
    'steuer id',
    'steuerid',
    'steuernummer',
    'steueridentifikationsnummer',
    'personalausweis',
    'personalausweisnummer',
    'reisepass',
    'sozialversicherungsnummer',
    'versicherungsnummer',
    'ausweisnummer',
    'numero de securite sociale',
    'securite sociale',
    'numero fiscal',
    'carte d identite',
    'passeport',
    'nir',
    'dni',
    'nif',
    'nss',
    'pasaporte',
    'documento de identidad',
    'codice fiscale',
    'carta d identita',
    'passaporto',
    'bsn',
    'burgerservicenummer',
    'paspoort',
    'identiteitskaart',
    'rijbewijs',
  ],
  date_of_birth: [
    'dob',
    'birthday',
    'birthdate',
    'birth date',
    'date of birth',
    'bday',
    'birth day',
    'birth year',
    'birth month',
    'born',
    'geburtsdatum',
    'geburtstag',
    'geboren',
    'date de naissance',
    'naissance',
    'fecha de nacimiento',
    'nacimiento',
    'data di nascita',
    'nascita',
    'geboortedatum',
    'geboortedag',
  ],
  health: [
    'health',
    'medical',
    'medical history',
    'diagnosis',
    'diagnose',
    'diagnosed',
    'symptom',
    'symptoms',
    'medical condition',
    'medical conditions',
    'health condition',
    'health conditions',
    'pre existing conditions',
    'preexisting conditions',
    'medication',
    'medications',
    'medicine',
    'medicines',
    'prescriptions',
    'prescription',
    'allergy',
    'allergies',
    'pregnancy',
    'pregnant',
    'disability',
    'disabilities',
    'illness',
    'disease',
    'treatment',
    'blood type',
    'therapy',
    'patient',
    'hiv',
    'gesundheit',
    'krankheit',
    'krankheiten',
    'vorerkrankung',
    'vorerkrankungen',
    'symptome',
    'beschwerden',
    'medikament',
    'medikamente',
    'schwangerschaft',
    'allergien',
    'behinderung',
    'krankenkasse',
    'sante',
    'maladie',
    'maladies',
    'symptomes',
    'diagnostic',
    'traitement',
    'antecedents',
    'ordonnance',
    'grossesse',
    'handicap',
    'salud',
    'enfermedad',
    'sintomas',
    'diagnostico',
    'tratamiento',
    'medicamento',
    'medicamentos',
    'embarazo',
    'alergias',
    'discapacidad',
    'salute',
    'malattia',
    'sintomi',
    'diagnosi',
    'terapia',
    'farmaci',
    'gravidanza',
    'allergie',
    'gezondheid',
    'ziekte',
    'symptomen',
    'klachten',
    'medicatie',
    'zwangerschap',
    'medicijnen',
  ],
  email: [
    'email',
    'e mail',
    'mail',
    'email address',
    'emailaddress',
    'courriel',
    'correo',
    'correo electronico',
    'posta elettronica',
    'emailadres',
    'e mailadres',
  ],
  phone: [
    'phone',
    'telephone',
    'tel',
    'mobile',
    'mobile number',
    'cell',
    'cellphone',
    'phone number',
    'phonenumber',
    'msisdn',
    'whatsapp',
    'telefon',
    'telefonnummer',
    'handy',
    'handynummer',
    'mobilnummer',
    'rufnummer',
    'telephone portable',
    'portable',
    'numero de telephone',
    'telefono',
    'movil',
    'celular',
    'cellulare',
    'telefoonnummer',
    'mobiel',
    'gsm',
  ],
  address: [
    'address',
    'street',
    'street address',
    'addr',
    'address1',
    'address2',
    'address line',
    'city',
    'town',
    'zip',
    'zipcode',
    'zip code',
    'postcode',
    'post code',
    'postal',
    'postal code',
    'postalcode',
    'county',
    'state',
    'province',
    'region',
    'country',
    'house number',
    'apartment',
    'strasse',
    'hausnummer',
    'plz',
    'postleitzahl',
    'ort',
    'wohnort',
    'stadt',
    'anschrift',
    'adresse',
    'rue',
    'ville',
    'code postal',
    'pays',
    'direccion',
    'calle',
    'ciudad',
    'codigo postal',
    'provincia',
    'indirizzo',
    'citta',
    'cap',
    'adres',
    'straat',
    'huisnummer',
    'woonplaats',
    'plaats',
  ],
  name: [
    'name',
    'full name',
    'fullname',
    'first name',
    'firstname',
    'fname',
    'last name',
    'lastname',
    'lname',
    'surname',
    'given name',
    'givenname',
    'family name',
    'familyname',
    'middle name',
    'forename',
    'your name',
    'vorname',
    'nachname',
    'familienname',
    'prenom',
    'nom',
    'nom de famille',
    'nombre',
    'apellido',
    'apellidos',
    'nome',
    'cognome',
    'naam',
    'voornaam',
    'achternaam',
  ],
  free_text: [
    'message',
    'comment',
    'comments',
    'feedback',
    'question',
    'questions',
    'description',
    'details',
    'notes',
    'your message',
    'nachricht',
    'kommentar',
    'anmerkung',
    'anmerkungen',
    'bemerkung',
    'mitteilung',
    'anliegen',
    'commentaire',
    'commentaires',
    'votre message',
    'mensaje',
    'comentario',
    'comentarios',
    'messaggio',
    'commento',
    'bericht',
    'opmerking',
    'opmerkingen',
    'vraag',
  ],
  other: [],
};

/** Words that, next to a `name` word, say it is not a person's name (username, company name…). */
const NOT_A_PERSON = new Set([
  'user',
  'username',
  'login',
  'account',
  'company',
  'organisation',
  'organization',
  'org',
  'business',
  'firm',
  'firma',
  'unternehmen',
  'entreprise',
  'societe',
  'empresa',
  'azienda',
  'bedrijf',
  'file',
  'display',
  'domain',
  'host',
  'product',
  'project',
  'team',
  'site',
  'shop',
  'store',
  'pet',
  'card',
  'school',
  'event',
  'field',
  'utilisateur',
  'benutzer',
  'benutzername',
  'usuario',
  'utente',
  'gebruiker',
  'gebruikersnaam',
  'coupon',
  'promo',
  'voucher',
]);

/** Distinctive fragments that identify a kind even inside a run-together name (`customeremail`). */
const FRAGMENTS: ReadonlyArray<readonly [FormFieldKind, RegExp]> = [
  ['password', /passw|passwort|wachtwoord/],
  ['payment', /cardnumber|cardnum|ccnumber|creditcard|iban|cvc|cvv/],
  ['government_id', /passport|socialsecurity|nationalid|taxid/],
  ['date_of_birth', /birth|geburt|naissance|nacimiento|nascita|geboorte/],
  ['email', /email|e_mail|courriel/],
  ['phone', /phone|telefon|mobilenumber/],
];

const AUTOCOMPLETE: ReadonlyArray<readonly [FormFieldKind, RegExp]> = [
  ['password', /^(current-password|new-password)$/],
  ['payment', /^cc-/],
  ['date_of_birth', /^bday(-day|-month|-year)?$/],
  ['email', /^email$/],
  [
    'phone',
    /^tel(-country-code|-national|-area-code|-local|-local-prefix|-local-suffix|-extension)?$/,
  ],
  [
    'address',
    /^(street-address|address-line[123]|address-level[1-4]|postal-code|country|country-name)$/,
  ],
  [
    'name',
    /^(name|honorific-prefix|given-name|additional-name|family-name|honorific-suffix|nickname)$/,
  ],
];

/** Lower case, accents removed, camelCase and punctuation split into single-space-separated words. */
export function normaliseWords(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function containsPhrase(words: string, phrase: string): boolean {
  return ` ${words} `.includes(` ${phrase} `);
}

function kindFromWords(words: string): FormFieldKind | null {
  if (!words) return null;
  for (const kind of KIND_ORDER) {
    const hit = WORDS[kind].some((phrase) => containsPhrase(words, phrase));
    if (!hit) continue;
    if (kind === 'name' && words.split(' ').some((word) => NOT_A_PERSON.has(word))) continue;
    return kind;
  }
  return null;
}

function kindFromFragments(compact: string): FormFieldKind | null {
  for (const [kind, pattern] of FRAGMENTS) if (pattern.test(compact)) return kind;
  return null;
}

function kindFromAutocomplete(autocomplete: string | undefined): FormFieldKind | null {
  if (!autocomplete) return null;
  const tokens = autocomplete
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .filter(
      (token) =>
        token &&
        !/^(section-|shipping$|billing$|home$|work$|mobile$|fax$|pager$|webauthn$)/.test(token),
    );
  const field = tokens[tokens.length - 1];
  if (!field) return null;
  for (const [kind, pattern] of AUTOCOMPLETE) if (pattern.test(field)) return kind;
  return null;
}

function kindFromNameOrId(value: string | undefined): FormFieldKind | null {
  if (!value) return null;
  const words = normaliseWords(value);
  return kindFromWords(words) ?? kindFromFragments(words.replace(/ /g, ''));
}

/**
 * Infers a field's kind from (in this order) its autocomplete token, its type (email, tel, password),
 * its name or id, its label text, and finally the control itself (a textarea is free text).
 */
export function inferFieldKind(field: FieldDescriptor): InferredKind {
  const tag = field.tag.toLowerCase();
  const type = tag === 'input' ? (field.type || 'text').toLowerCase() : tag;
  const fromAutocomplete = kindFromAutocomplete(field.autocomplete);
  if (fromAutocomplete) return { kind: fromAutocomplete, inferredFrom: 'autocomplete' };
  if (type === 'email') return { kind: 'email', inferredFrom: 'type' };
  if (type === 'tel') return { kind: 'phone', inferredFrom: 'type' };
  if (type === 'password') return { kind: 'password', inferredFrom: 'type' };
  const choice =
    type === 'checkbox' ||
    type === 'radio' ||
    type === 'range' ||
    type === 'color' ||
    type === 'file';
  if (!choice) {
    const fromName = kindFromNameOrId(field.name) ?? kindFromNameOrId(field.id);
    // A site-search box asks for a query, not about the visitor: its label names what can be searched
    // ("Search medicines, symptoms and conditions") and says nothing of the field's kind.
    const fromLabel =
      field.label && !isSearchField(field) ? kindFromWords(normaliseWords(field.label)) : null;
    // A generic message field (`notes`, `message`) is what its label asks for when the label names a
    // sensitive category ("Health conditions or medicines we should know about").
    if (fromName === 'free_text' && fromLabel && SENSITIVE_LABEL_KINDS.has(fromLabel))
      return { kind: fromLabel, inferredFrom: 'label' };
    if (fromName) return { kind: fromName, inferredFrom: 'name' };
    if (fromLabel) return { kind: fromLabel, inferredFrom: 'label' };
  } else {
    // A consent checkbox labelled "I agree to the processing of my health data" is sensitive too.
    const fromLabel = field.label ? kindFromWords(normaliseWords(field.label)) : null;
    if (fromLabel === 'health' || fromLabel === 'government_id')
      return { kind: fromLabel, inferredFrom: 'label' };
  }
  if (tag === 'textarea') return { kind: 'free_text', inferredFrom: 'type' };
  return { kind: 'other' };
}

/** Names and ids of site-search boxes (whole, after normalising): `q`, `s` (WordPress), `query`, `search_term`… */
const SEARCH_NAMES: ReadonlySet<string> = new Set([
  'q',
  's',
  'query',
  'search',
  'searchterm',
  'search term',
  'search query',
  'search string',
  'keyword',
  'keywords',
  'site search',
]);

/** Label words of search boxes in en, de, fr, es, it and nl. */
const SEARCH_LABEL_WORDS: readonly string[] = [
  'search',
  'suche',
  'suchen',
  'suchbegriff',
  'rechercher',
  'recherche',
  'buscar',
  'busqueda',
  'cerca',
  'ricerca',
  'zoeken',
  'zoek',
];

/**
 * A site-search box: `type="search"`, or a text input named or labelled as a search. Only text-like
 * inputs qualify (a textarea is free text, never a search box).
 */
export function isSearchField(field: FieldDescriptor): boolean {
  if (field.tag.toLowerCase() !== 'input') return false;
  const type = (field.type || 'text').toLowerCase();
  if (type === 'search') return true;
  if (type !== 'text') return false;
  const named = [field.name, field.id].some(
    (value) => value !== undefined && SEARCH_NAMES.has(normaliseWords(value)),
  );
  if (named) return true;
  const words = field.label ? normaliseWords(field.label) : '';
  return SEARCH_LABEL_WORDS.some((word) => containsPhrase(words, word));
}
