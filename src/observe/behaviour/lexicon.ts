import type { SensitiveCategory } from '../../model/index.ts';
import { normaliseWords } from './field-kind.ts';

export type LexiconCategory = Exclude<SensitiveCategory, 'form_content'>;

/**
 * Words (and word pairs) whose presence in an event name, a custom-data key or value, or a page path
 * puts a pixel event in a sensitive category. Matched on whole words after normalisation (lower case,
 * no accents, camelCase and punctuation split), in en plus common de, fr, es, it, nl terms. Words
 * that are mostly innocent on their own ("health" in "health & beauty", "credit" in "photo credit")
 * only count in a pair.
 */
const LEXICON: Readonly<Record<LexiconCategory, readonly string[]>> = {
  health: [
    'diagnosis', 'diagnose', 'diagnosed', 'symptom', 'symptoms', 'symptom checker', 'pregnancy', 'pregnant', 'fertility',
    'ivf', 'hiv', 'aids test', 'cancer', 'oncology', 'tumor', 'tumour', 'chemotherapy', 'therapy', 'therapist',
    'psychotherapy', 'prescription', 'prescriptions', 'pharmacy', 'medication', 'medications', 'clinic', 'clinics',
    'disease', 'diseases', 'illness', 'depression', 'anxiety', 'mental health', 'health condition', 'medical condition',
    'diabetes', 'stds', 'sti', 'stis', 'std test', 'std testing', 'abortion', 'contraception', 'contraceptive', 'rehab', 'addiction',
    'psychiatry', 'psychiatrist', 'dementia', 'alzheimer', 'alzheimers', 'hepatitis', 'herpes', 'hiv test',
    'erectile dysfunction', 'medical', 'patient', 'patients', 'doctor appointment', 'telehealth', 'telemedicine',
    'ozempic', 'insulin', 'schwangerschaft', 'krebs', 'therapie', 'krankheit', 'arzt', 'klinik', 'symptome',
    'grossesse', 'maladie', 'medecin', 'clinique', 'ordonnance', 'traitement', 'embarazo', 'terapia',
    'enfermedad', 'clinica', 'diagnostico', 'gravidanza', 'cancro', 'malattia', 'diagnosi', 'zwangerschap', 'kanker',
    'ziekte', 'kliniek',
  ],
  finance: [
    'loan', 'loans', 'mortgage', 'mortgages', 'debt', 'debts', 'bankruptcy', 'insolvency', 'overdraft', 'payday',
    'foreclosure', 'credit score', 'credit report', 'credit card', 'credit check', 'credit line', 'bad credit',
    'debt relief', 'refinance', 'refinancing', 'debt collection', 'tax return', 'tax filing', 'kredit', 'darlehen',
    'hypothek', 'schulden', 'insolvenz', 'credit immobilier', 'dette', 'dettes', 'prestamo', 'hipoteca',
    'deuda', 'prestito', 'mutuo', 'lening', 'hypotheek',
  ],
  identity: [
    'ssn', 'social security', 'passport', 'national id', 'nationalid', 'national insurance', 'driver license',
    'drivers license', 'driving licence', 'tax id', 'religion', 'religious', 'ethnicity', 'ethnic origin', 'sexual orientation',
    'gender identity', 'transgender', 'lgbt', 'lgbtq', 'political affiliation', 'political party', 'trade union',
    'union membership', 'immigration status', 'citizenship', 'criminal record', 'biometric', 'biometrics',
    'religionszugehorigkeit', 'personalausweis', 'reisepass', 'passeport', 'pasaporte', 'passaporto',
    'paspoort', 'orientation sexuelle', 'orientacion sexual', 'orientamento sessuale',
  ],
};

const ORDER: readonly LexiconCategory[] = ['health', 'finance', 'identity'];

/** Categories whose lexicon matches the text (a key, an event name, a path or a short value). */
export function categoriesOf(text: string): LexiconCategory[] {
  const words = ` ${normaliseWords(text)} `;
  if (words.length <= 2) return [];
  return ORDER.filter((category) => LEXICON[category].some((phrase) => words.includes(` ${phrase} `)));
}

/** Union of the categories of several texts, in a stable order. */
export function categoriesOfAll(texts: Iterable<string>): LexiconCategory[] {
  const found = new Set<LexiconCategory>();
  for (const text of texts) {
    if (found.size === ORDER.length) break;
    for (const category of categoriesOf(text)) found.add(category);
  }
  return ORDER.filter((category) => found.has(category));
}
