import { describe, expect, it } from 'vitest';
import { controlIntent } from '../../../src/observe/consent/banner-scan.ts';
import {
  classifyControlText,
  isConsentText,
  isNecessaryPurpose,
  normalizeLabel,
  optOutToggleSemantics,
  radioOptionMeaning,
  type ControlIntent,
} from '../../../src/observe/consent/text-classifier.ts';

const TABLE: ReadonlyArray<[string, ControlIntent]> = [
  // English
  ['Accept all', 'accept'],
  ['Accept All Cookies', 'accept'],
  ['OK, accept all', 'accept'],
  ['Allow cookies', 'accept'],
  ['I agree', 'accept'],
  ['Agree and close', 'accept'],
  ['Reject all', 'reject'],
  ['Deny all cookies', 'reject'],
  ['Decline', 'reject'],
  ["Don't accept", 'reject'],
  ['I do not agree', 'reject'],
  ['Disagree', 'reject'],
  ['No thanks', 'reject'],
  // UK public sector: the NHS website and GOV.UK.
  ["I'm OK with analytics cookies", 'accept'],
  ['I’m OK with analytics cookies', 'accept'],
  ['Do not use analytics cookies', 'reject'],
  ["I'm not OK with analytics cookies", 'reject'],
  ['Accept analytics cookies', 'accept'],
  ['Reject analytics cookies', 'reject'],
  ['Set cookie preferences', 'settings'],
  ['View cookies', 'settings'],
  ['Hide cookie message', 'other'],
  ['Necessary cookies only', 'necessary_only'],
  ['Use essential cookies only', 'necessary_only'],
  ['Accept only necessary', 'necessary_only'],
  ['Allow necessary only', 'necessary_only'],
  ['Continue without accepting →', 'continue_without'],
  ['Proceed without agreeing', 'continue_without'],
  ['Manage settings', 'settings'],
  ['Cookie settings', 'settings'],
  ['More options', 'settings'],
  ['Manage preferences', 'settings'],
  ['Customise', 'settings'],
  ['Personalize', 'settings'],
  ['Manage options', 'settings'],
  // CookieScript's and Cookiebot's first layer: opens the declaration with the category switches.
  ['Show details', 'settings'],
  ['SHOW DETAILS', 'settings'],
  ['Save preferences', 'save'],
  ['Confirm my choices', 'save'],
  ['Confirm choices', 'save'],
  ['Confirm', 'save'],
  ['Submit', 'save'],
  ['Allow selection', 'save'],
  ['OK', 'acknowledge'],
  ['Got it!', 'acknowledge'],
  ['Close', 'close'],
  ['×', 'close'],
  ['Do Not Sell or Share My Personal Information', 'do_not_sell'],
  ['Do Not Sell My Personal Information', 'do_not_sell'],
  ['Your Privacy Choices', 'privacy_choices'],
  ['Your California Privacy Choices', 'privacy_choices'],
  ['Privacy policy', 'other'],
  ['Learn more', 'other'],
  ['Add to basket', 'other'],
  // German
  ['Alle akzeptieren', 'accept'],
  ['Akzeptieren und schließen', 'accept'],
  ['Zustimmen', 'accept'],
  ['Alle zulassen', 'accept'],
  ['Alle ablehnen', 'reject'],
  ['Ablehnen', 'reject'],
  ['Nicht zustimmen', 'reject'],
  ['Nur notwendige Cookies', 'necessary_only'],
  ['Nur essenzielle Cookies akzeptieren', 'necessary_only'],
  ['Weiter ohne Einwilligung', 'continue_without'],
  ['Einstellungen', 'settings'],
  ['Mehr Optionen', 'settings'],
  ['Cookie-Einstellungen anpassen', 'settings'],
  ['Auswahl speichern', 'save'],
  ['Auswahl bestätigen', 'save'],
  ['Verstanden', 'acknowledge'],
  ['Schließen', 'close'],
  // French
  ['Tout accepter', 'accept'],
  ["J'accepte", 'accept'],
  ['Accepter et fermer', 'accept'],
  ['Tout refuser', 'reject'],
  ['Je refuse', 'reject'],
  ['Refuser', 'reject'],
  ['Continuer sans accepter', 'continue_without'],
  ['Continuer sans accepter →', 'continue_without'],
  ['Uniquement les cookies nécessaires', 'necessary_only'],
  ['Personnaliser', 'settings'],
  ["Plus d'options", 'settings'],
  ['Plus d’options', 'settings'],
  ['Paramétrer les cookies', 'settings'],
  ['Gérer mes choix', 'settings'],
  ['Enregistrer mes choix', 'save'],
  ["J'ai compris", 'acknowledge'],
  ['Fermer', 'close'],
  // Spanish
  ['Aceptar todas', 'accept'],
  ['Aceptar', 'accept'],
  ['Rechazar todas', 'reject'],
  ['Rechazar', 'reject'],
  ['Solo cookies necesarias', 'necessary_only'],
  ['Aceptar solo necesarias', 'necessary_only'],
  ['Continuar sin aceptar', 'continue_without'],
  ['Configurar', 'settings'],
  ['Más opciones', 'settings'],
  ['Guardar preferencias', 'save'],
  ['Entendido', 'acknowledge'],
  // Italian
  ['Accetta tutti', 'accept'],
  ['Accetto', 'accept'],
  ['Rifiuta tutti', 'reject'],
  ['Rifiuta', 'reject'],
  ['Solo necessari', 'necessary_only'],
  ['Continua senza accettare', 'continue_without'],
  ['Personalizza', 'settings'],
  ['Più opzioni', 'settings'],
  ['Salva le preferenze', 'save'],
  ['Ho capito', 'acknowledge'],
  // Dutch
  ['Alles accepteren', 'accept'],
  ['Alles aanvaarden', 'accept'],
  ['Cookies aanvaarden', 'accept'],
  ['Akkoord', 'accept'],
  ['Alle cookies toestaan', 'accept'],
  ['Weigeren', 'reject'],
  ['Alles weigeren', 'reject'],
  ['Niet akkoord', 'reject'],
  ['Alleen noodzakelijke cookies', 'necessary_only'],
  ['Doorgaan zonder te accepteren', 'continue_without'],
  ['Instellingen', 'settings'],
  ['Meer opties', 'settings'],
  ['Voorkeuren opslaan', 'save'],
  ['Begrepen', 'acknowledge'],
  // Klaro's notice and modal in its translations ("ok" accepts beside "Let me choose")
  ["That's ok", 'accept'],
  ['Das ist ok', 'accept'],
  ["C'est bon.", 'accept'],
  ['Ich lehne ab', 'reject'],
  ['Lass mich wählen', 'settings'],
  ['Laissez-moi choisir', 'settings'],
  ['Ausgewählte akzeptieren', 'save'],
  // Portuguese, Polish, Swedish, Danish, Norwegian, Finnish, Czech
  ['Aceitar todos', 'accept'],
  ['Rejeitar todos', 'reject'],
  ['Não aceito', 'reject'],
  ['Apenas necessários', 'necessary_only'],
  ['Gerir preferências', 'settings'],
  ['Akceptuj wszystkie', 'accept'],
  ['Odrzuć wszystkie', 'reject'],
  ['Nie zgadzam się', 'reject'],
  ['Akceptuj tylko niezbędne', 'necessary_only'],
  ['Akceptuj wybrane', 'save'],
  ['Ustawienia', 'settings'],
  ['Zapisz ustawienia', 'save'],
  ['Acceptera alla', 'accept'],
  ['Avvisa alla', 'reject'],
  ['Endast nödvändiga', 'necessary_only'],
  ['Inställningar', 'settings'],
  ['Spara inställningar', 'save'],
  ['Tillad alle', 'accept'],
  ['Afvis alle', 'reject'],
  ['Kun nødvendige', 'necessary_only'],
  ['Gem indstillinger', 'save'],
  ['Godta alle', 'accept'],
  ['Avvis alle', 'reject'],
  ['Hyväksy kaikki', 'accept'],
  ['Hylkää kaikki', 'reject'],
  ['Asetukset', 'settings'],
  ['Přijmout vše', 'accept'],
  ['Odmítnout vše', 'reject'],
  ['Uložit nastavení', 'save'],
];

describe('classifyControlText', () => {
  it.each(TABLE)('%j → %s', (label, intent) => {
    expect(classifyControlText(label)).toBe(intent);
  });

  it('never reads a "continue without accepting" control as acceptance, in any language', () => {
    for (const label of [
      'Continue without accepting',
      'Continuer sans accepter',
      'Weiter ohne Einwilligung',
      'Continuar sin aceptar',
      'Continua senza accettare',
      'Doorgaan zonder te accepteren',
    ]) {
      expect(classifyControlText(label), label).toBe('continue_without');
    }
  });

  it('never reads "more options" or "manage settings" as a refusal, in any language', () => {
    for (const label of [
      'More options',
      'Manage settings',
      'Mehr Optionen',
      "Plus d'options",
      'Más opciones',
      'Più opzioni',
      'Meer opties',
      'Einstellungen verwalten',
      'Gérer les préférences',
    ]) {
      expect(classifyControlText(label), label).toBe('settings');
    }
  });

  it('never reads a cookie wall\'s "subscribe" (even "Reject and subscribe") as a refusal, in any language', () => {
    for (const label of [
      'Reject and subscribe',
      'Subscribe',
      'Ablehnen und abonnieren',
      'Jetzt Pur-Abo abschließen',
      "Refuser et s'abonner",
      'Rechazar y suscribirse',
      'Rifiuta e abbonati',
      'Weigeren en abonneren',
    ]) {
      expect(classifyControlText(label), label).toBe('subscribe');
    }
  });

  it('treats long prose as no control at all', () => {
    expect(
      classifyControlText(
        'By clicking accept you agree to the storing of cookies on your device to enhance navigation',
      ),
    ).toBe('other');
  });
});

describe('controlIntent', () => {
  it('never reads a tab as a decision: Cookiebot\'s "Consent" tab only shows a panel', () => {
    expect(controlIntent('Consent', false)).toBe('accept');
    expect(controlIntent('Consent', true)).toBe('other');
    expect(controlIntent('Accept all', true)).toBe('other');
    expect(controlIntent('Reject all', true)).toBe('other');
  });

  it('keeps a tab named like settings as settings (it opens the settings panel)', () => {
    expect(controlIntent('Cookie settings', true)).toBe('settings');
    expect(controlIntent('Customize', true)).toBe('settings');
  });
});

describe('controlIntent with an accessible name', () => {
  it('"Learn more" whose aria-label says it configures preferences opens the settings (Didomi\'s notice)', () => {
    expect(controlIntent('Learn more', false)).toBe('other');
    expect(
      controlIntent('Learn more', false, 'Learn more: Configure your preferences for consent'),
    ).toBe('settings');
  });

  it('the aria-label never turns an unclear button into a decision, nor overrides a clear label', () => {
    expect(controlIntent('Learn more', false, 'Learn more about our cookie policy')).toBe('other');
    expect(controlIntent('Continue', false, 'Accept all cookies and continue')).toBe(
      classifyControlText('Continue'),
    );
    expect(controlIntent('Accept all', false, 'Manage your preferences')).toBe('accept');
  });
});

describe('normalizeLabel', () => {
  it('lower-cases, strips accents, unifies apostrophes and drops arrows', () => {
    expect(normalizeLabel('  Plus d’options → ')).toBe("plus d'options");
    expect(normalizeLabel('Paramètres')).toBe('parametres');
    expect(normalizeLabel('Auswahl bestätigen')).toBe('auswahl bestatigen');
  });
});

describe('isConsentText', () => {
  it.each([
    ['We use cookies to measure our audience.', true],
    ['Wir respektieren Ihre Privatsphäre und Ihre Einwilligung.', true],
    ['Nous utilisons des traceurs avec nos partenaires.', true],
    ['Utilizamos cookies propias y de terceros.', true],
    ['Questo sito utilizza cookie tecnici.', true],
    ['Wij gebruiken cookies voor statistieken.', true],
    ['Free repairs for the lifetime of everything we sell.', false],
  ])('%j → %s', (text, expected) => {
    expect(isConsentText(text)).toBe(expected);
  });
});

describe('isNecessaryPurpose', () => {
  it.each([
    ['Strictly necessary', true],
    ['Notwendig', true],
    ['Cookies strictement nécessaires', true],
    ['Necesarias', true],
    ['Cookie tecnici', true],
    ['Noodzakelijke cookies', true],
    ['Analytics', false],
    ['Marketing', false],
    ['Personalised ads', false],
  ])('%j → %s', (label, expected) => {
    expect(isNecessaryPurpose(label)).toBe(expected);
  });
});

describe('radioOptionMeaning', () => {
  it('reads the options of a Yes / No question on a cookie-settings page (GOV.UK and councils)', () => {
    expect(radioOptionMeaning('Yes')).toBe('allow');
    expect(radioOptionMeaning('No')).toBe('refuse');
    expect(radioOptionMeaning('Use cookies that measure my website use')).toBe('allow');
    expect(radioOptionMeaning('Do not use cookies that measure my website use')).toBe('refuse');
    expect(radioOptionMeaning('On')).toBe('allow');
    expect(radioOptionMeaning('Off')).toBe('refuse');
    // Other radio buttons (a licence length, a delivery option) say neither.
    expect(radioOptionMeaning('12 months')).toBeNull();
    expect(radioOptionMeaning('Next-day delivery')).toBeNull();
  });
});

describe('optOutToggleSemantics', () => {
  it('knows which state of a US sale/sharing switch means "opted out"', () => {
    expect(optOutToggleSemantics('Do Not Sell or Share My Personal Information')).toBe(
      'checked_means_opt_out',
    );
    expect(optOutToggleSemantics('Opt out of the sale of my data')).toBe('checked_means_opt_out');
    expect(optOutToggleSemantics('Allow the sale or sharing of my personal information')).toBe(
      'checked_means_allow',
    );
    expect(optOutToggleSemantics('Analytics')).toBeNull();
  });
});
