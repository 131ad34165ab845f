/**
 * What a consent control's visible label means, in en, de, fr, es, it and nl. Pure: no DOM.
 *
 * Order matters and encodes the pitfalls: "Continue without accepting" contains "accept" but is a
 * refusal; "Accept only necessary" is necessary-only, not accept; "Accept selection" saves a
 * selection; "More options" / "Manage settings" open a settings layer and are never a reject;
 * "OK" / "Got it" only acknowledge; "Subscribe" / "Reject and subscribe" on a pay-or-accept cookie
 * wall buys a subscription and is never a refusal.
 */
export type ControlIntent =
  | 'accept'
  | 'reject'
  | 'necessary_only'
  | 'continue_without'
  | 'save'
  | 'settings'
  | 'acknowledge'
  | 'close'
  | 'do_not_sell'
  | 'privacy_choices'
  | 'subscribe'
  | 'other';

/** Longer labels are prose, not buttons. */
const MAX_LABEL_LENGTH = 80;

/** Lower case, accents stripped, typographic apostrophes unified, punctuation and arrows dropped. */
export function normalizeLabel(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´ʼ]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const DO_NOT_SELL = [
  /\bdo not (sell|share)\b/,
  /\bdon'?t (sell|share)\b/,
  /\bopt(ing)? out of (the )?(sale|sharing|selling)\b/,
  /\bopt out of targeted advertising\b/,
];

const PRIVACY_CHOICES = [/\byour (california |us |u s )?privacy choices\b/, /^privacy choices$/];

const SUBSCRIBE = [
  /\bsubscri(be|ption)\b/,
  /\babonnier(en|e)\b/,
  /\b(pur|werbefrei)[ -]?abo\b/,
  /\bjetzt abo\b/,
  /\bs'abonner\b/,
  /\babonn(ement|ez vous)\b/,
  /\bsuscrib(ete|irse|irme|ir)\b/,
  /\bsuscripcion\b/,
  /\babbona(ti|rsi|mento)\b/,
  /\babonne(er|ren)\b/,
  /\babonnement\b/,
];

const CONTINUE_WITHOUT = [
  /\b(continue|proceed) without (accepting|agreeing|consent(ing)?|cookies)\b/,
  /\bweiter(gehen)? ohne (einwilligung|zustimmung|akzeptieren|cookies)\b/,
  /\bohne (einwilligung|zustimmung|akzeptieren) (fortfahren|weiter)\b/,
  /\bfortfahren ohne\b/,
  /\bcontinuer sans (accepter|consentir|cookies)\b/,
  /\bcontinuar sin (aceptar|consentir|cookies)\b/,
  /\bcontinua(re)? senza (accettare|consenso|cookie)\b/,
  /\bdoorgaan zonder (te )?(accepteren|akkoord|toestemming|cookies)\b/,
  /\bverder zonder (te )?(accepteren|toestemming|cookies)\b/,
];

const NECESSARY = '(strictly |technically )?(necessary|essential|required|functional)';
const NECESSARY_ONLY = [
  new RegExp(`\\b(only|just) ${NECESSARY}\\b`),
  new RegExp(`\\b${NECESSARY}( cookies)? only\\b`),
  new RegExp(`\\b(accept|allow|use) (only )?${NECESSARY}( cookies)?\\b`),
  /\bnur (technisch )?(notwendige|notwendigen|essenzielle|essentielle|erforderliche|funktionale)\b/,
  /\b(notwendige|essenzielle|erforderliche) cookies (akzeptieren|zulassen|erlauben)\b/,
  /\b(uniquement|seulement) (les )?(cookies )?(strictement )?(necessaires|essentiels)\b/,
  /\b(cookies )?(strictement )?necessaires (uniquement|seulement)\b/,
  /\baccepter (uniquement |seulement )?les (cookies )?(strictement )?necessaires\b/,
  /\b(solo|solamente|unicamente) (las |los )?(cookies )?(necesarias|necesarios|esenciales|tecnicas)\b/,
  /\b(aceptar|permitir) (solo |solamente )?(las )?(cookies )?(necesarias|esenciales|tecnicas)\b/,
  /\bsolo (i )?(cookie )?(necessari|essenziali|tecnici)\b/,
  /\b(accetta|consenti) (solo )?(i )?(cookie )?(necessari|essenziali|tecnici)\b/,
  /\balleen (de )?(strikt )?(noodzakelijke|functionele|essentiele|noodzakelijk)\b/,
  /\b(noodzakelijke|functionele) cookies (accepteren|toestaan)\b/,
  // Portuguese, Polish, Swedish, Danish / Norwegian, Finnish, Czech,
  /\b(apenas|so|somente) (os )?(cookies )?(necessarios|essenciais)\b/,
  /\btylko (niezbedne|wymagane|konieczne)\b/,
  /\b(endast|bara) (nodvandiga|nodvandig)\b/,
  /\b(kun|bare) (n(o|ø)dvendige)\b/,
  /\b(vain|ainoastaan) valttamattomat\b/,
  /\b(pouze|jen) (nezbytne|nutne)\b/,
];

const REJECT = [
  /\b(reject|decline|deny|refuse|disagree|disallow)\b/,
  /\bdo not (accept|agree|consent|allow)\b/,
  /\bdon'?t (accept|agree|consent|allow)\b/,
  /\bi do not accept\b/,
  /\bno,? thanks?( you)?\b/,
  // The NHS website's "Do not use analytics cookies" / "I'm not OK with …" (UK public sector).
  /\b(do not|don'?t) use (analytics |marketing |advertising |optional |additional |non essential )?cookies\b/,
  /\bi'?m not (ok|okay|happy) with\b/,
  /\bopt( |-)?out\b/,
  /\bblock all\b/,
  /\bablehnen\b/,
  /\blehne( \w+)? ab\b/,
  /\bverweigern\b/,
  /\bnicht (zustimmen|akzeptieren|einverstanden|erlauben|zulassen|einwilligen)\b/,
  /\bwidersprechen\b/,
  /\bnein,? danke\b/,
  /\brefuser\b/,
  /\bje refuse\b/,
  /\brejeter\b/,
  /\bne pas (accepter|autoriser|consentir)\b/,
  /\bje n'accepte pas\b/,
  /\bnon,? merci\b/,
  /\bs'opposer\b/,
  /\brechaz(ar|o|a)\b/,
  /\bdenegar\b/,
  /\bno (acepto|aceptar|permitir)\b/,
  /\bno,? gracias\b/,
  /\brifiut(a|o|are)\b/,
  /\bnon (accetto|accettare|acconsento)\b/,
  /\brespingi\b/,
  /\bno,? grazie\b/,
  /\bweiger(en)?\b/,
  /\bafwijzen\b/,
  /\bniet (akkoord|accepteren|toestaan)\b/,
  /\bnee,? bedankt\b/,
  /\b(rejeitar|recusar)\b/,
  /\bnao (aceito|aceitar|concordo)\b/,
  /\bodrzuc(am)?\b/,
  /\bnie (zgadzam|akceptuje|wyrazam)\b/,
  /\b(avvisa|avboj|neka)\b/,
  /\b(afvis|afsla|avvis|avsla)\b/,
  /\b(hylkaa|kieltaydy)\b/,
  /\b(odmitnout|odmitam|nesouhlasim)\b/,
];

const SAVE = [
  /\bsave\b/,
  /\bconfirm (my )?(choices?|selection|preferences|settings)\b/,
  // A bare "Confirm" under switches (a privacy-choices page, a preferences panel) saves them.
  /^confirm$/,
  /\b(accept|allow) (the )?(selected|selection|current( selection)?)\b/,
  /\bsubmit( my)?( preferences| choices)?$/,
  /\bspeichern\b/,
  /\bauswahl (bestatigen|erlauben|akzeptieren|ubernehmen|zulassen)\b/,
  /\bausgewahlte (akzeptieren|erlauben|zulassen|ubernehmen)\b/,
  /\baccepter (les )?selectionne(e)?s?\b/,
  /\baccettare (i )?selezionat[oi]\b/,
  /\baceptar (las |los )?seleccionad[ao]s\b/,
  /\beinstellungen (bestatigen|ubernehmen)\b/,
  /\benregistrer\b/,
  /\bsauvegarder\b/,
  /\bconfirmer (mes |mon |la )?(choix|selection)\b/,
  /\bvalider (mes choix|la selection|ma selection)\b/,
  /\baccepter (la |ma )?selection\b/,
  /\bguardar\b/,
  /\bconfirmar (mis |la )?(preferencias|seleccion|eleccion)\b/,
  /\b(aceptar|permitir) (la )?seleccion\b/,
  /\bsalva\b/,
  /\bconferma (le |la )?(scelte|selezione|preferenze)\b/,
  /\b(accetta|consenti) (la )?selezione\b/,
  /\bopslaan\b/,
  /\b(keuze|selectie|voorkeuren) (opslaan|bevestigen)\b/,
  /\bselectie (accepteren|toestaan)\b/,
  /\bsalvar\b/,
  /\b(zapisz|potwierdz)\b/,
  /\b(spara|bekrafta)\b/,
  /\b(gem|bekr(ae|æ)ft|lagre|bekreft)\b/,
  /\b(tallenna|vahvista)\b/,
  /\b(ulozit|potvrdit)\b/,
  /\b(za)?akceptuj (wybrane|zaznaczone)\b/,
  /\b(acceptera|godkann|tillat|tillad|accepter|godta|godkend) (valda|valgte)\b/,
  /\bhyvaksy valitut\b/,
  /\baceitar (os |as )?selecionad[oa]s\b/,
  /\bprijmout vybrane\b/,
];

const SETTINGS = [
  /\bsettings\b/,
  /\bpreferences\b/,
  /\bcustomi[sz]e\b/,
  /\bpersonali[sz]e\b/,
  /\bmore options\b/,
  /\b(manage|show|view|set) (my )?(options|choices|purposes|vendors|partners|settings|preferences|cookies|consent)\b/,
  // The control that opens the cookie declaration with the category switches (CookieScript, Cookiebot).
  /^(show|view) (cookie )?details$/,
  /^(cookie )?options$/,
  /\blet me choose\b/,
  /\blass(t)? mich (aus)?wahlen\b/,
  /\blaissez moi choisir\b/,
  /\blasciatemi scegliere\b/,
  /\bdejame elegir\b/,
  /\blaat me kiezen\b/,
  /\bconfigure\b/,
  /\bchange (my )?(settings|preferences|choices)\b/,
  /\beinstellungen\b/,
  /\bmehr optionen\b/,
  /^optionen$/,
  /\banpassen\b/,
  /\bverwalten\b/,
  /\bpraferenzen\b/,
  /\bkonfigurieren\b/,
  /\bindividuelle\b/,
  /\bparametres\b/,
  /\bparametrer\b/,
  /\bpersonnaliser\b/,
  /\bplus d'options\b/,
  /\bgerer\b/,
  /\bconfigurer\b/,
  /\bconfigur(ar|acion)\b/,
  /\bpersonalizar\b/,
  /\bmas opciones\b/,
  /^opciones$/,
  /\bgestionar\b/,
  /\bpreferencias\b/,
  /\bajustes\b/,
  /\bimpostazioni\b/,
  /\bpersonalizza\b/,
  /\bpiu opzioni\b/,
  /^opzioni$/,
  /\bgestisci\b/,
  /\bpreferenze\b/,
  /\binstellingen\b/,
  /\bvoorkeuren\b/,
  /\baanpassen\b/,
  /\bmeer opties\b/,
  /^opties$/,
  /\bbeheren\b/,
  /\b(gerir|definicoes)\b/,
  /\b(ustawienia|dostosuj|zarzadzaj)\b/,
  /\b(installningar|anpassa|hantera)\b/,
  /\b(indstillinger|innstillinger|tilpas|tilpass)\b/,
  /\b(asetukset|mukauta)\b/,
  /\b(nastaveni|prizpusobit)\b/,
];

const ACCEPT = [
  /\baccept(ing)?\b/,
  /\ballow\b/,
  /\b(i )?agree\b/,
  /\bi consent\b/,
  /^consent$/,
  /\benable all\b/,
  /\bopt( |-)?in\b/,
  /\byes,? i'?m happy\b/,
  /\b(i'?m|i am) (ok|okay|happy|fine) with\b/,
  /\bakzeptier(en|e)\b/,
  /\bzustimmen\b/,
  /\bstimme zu\b/,
  /\bzulassen\b/,
  /\berlauben\b/,
  /\beinverstanden\b/,
  /\bannehmen\b/,
  /\beinwilligen\b/,
  /\baccept(er|e)\b/,
  /\bj'accepte\b/,
  /\bautoriser\b/,
  /\bd'accord\b/,
  /\bacept(ar|o|a|as)\b/,
  /\bpermitir\b/,
  /\bde acuerdo\b/,
  /\bconsiento\b/,
  /\baccett(a|o|are)\b/,
  /\bconsenti\b/,
  /\bacconsent(o|i)\b/,
  /\bpermetti\b/,
  /\baccepte(er|ren)\b/,
  /\baanvaard(en)?\b/,
  /\bakkoord\b/,
  /\btoestaan\b/,
  /\btoestemming geven\b/,
  /\b(aceitar|aceito|concordo)\b/,
  /\b(za)?akceptuj(e)?\b/,
  /\bzgadzam sie\b/,
  /\bwyrazam zgode\b/,
  /\b(acceptera|godkann|tillat)\b/,
  /\b(tillad|godkend|godta)\b/,
  /\b(hyvaksy|salli)\b/,
  /\b(prijmout|souhlasim)\b/,
  // Klaro's accept button on its notice ("ok" in its translations), next to "Let me choose".
  /^(that'?s|that is) (ok|okay|fine)$/,
  /^das ist (ok|okay|in ordnung)$/,
  /^c'est bon$/,
  /^va bene cosi$/,
  /^dat is (ok|oke)$/,
];

const ACKNOWLEDGE = [
  /^(ok|okay|oke|oké)( got it)?$/,
  /\bgot it\b/,
  /^(understood|i understand|alright|fine|noted|dismiss)$/,
  /^(verstanden|alles klar|ok verstanden)$/,
  /^(compris|j'ai compris)$/,
  /^(entendido|vale)$/,
  /^(ho capito|capito|va bene)$/,
  /^(begrepen|ik begrijp het|prima|ik snap het)$/,
];

const CLOSE = [
  /^(x|close|close banner|close dialog|schliessen|schließen|fermer|cerrar|chiudi|sluiten)$/,
];

const ORDER: ReadonlyArray<[ControlIntent, readonly RegExp[]]> = [
  ['do_not_sell', DO_NOT_SELL],
  ['privacy_choices', PRIVACY_CHOICES],
  ['subscribe', SUBSCRIBE],
  ['continue_without', CONTINUE_WITHOUT],
  ['necessary_only', NECESSARY_ONLY],
  ['reject', REJECT],
  ['save', SAVE],
  ['settings', SETTINGS],
  ['accept', ACCEPT],
  ['acknowledge', ACKNOWLEDGE],
  ['close', CLOSE],
];

/** The intent of a control from its visible label (or aria-label). */
export function classifyControlText(label: string): ControlIntent {
  const text = normalizeLabel(label);
  if (!text) return /^[×✕✖x]$/i.test(label.trim()) ? 'close' : 'other';
  if (text.length > MAX_LABEL_LENGTH) return 'other';
  for (const [intent, patterns] of ORDER) {
    if (patterns.some((pattern) => pattern.test(text))) return intent;
  }
  return 'other';
}

/** Intents that decide (or refuse) on the first layer. */
export const REFUSAL_INTENTS: readonly ControlIntent[] = [
  'reject',
  'necessary_only',
  'continue_without',
];

/**
 * Words that show a container is about cookies, consent or personal data (source of a RegExp,
 * also used inside the page).
 */
export const CONSENT_TEXT_PATTERN =
  'cookie|consent|einwilligung|zustimm|datenschutz|privacy|privacidad|consentimiento|consenso|riservatezza|toestemming|' +
  'gdpr|rgpd|dsgvo|tracking|traceurs|personal (data|information)|donnees personnelles|données personnelles|personenbezogen|' +
  'datos personales|dati personali|persoonsgegevens|do not sell|partenaires|partners|' +
  'privacidade|dados pessoais|prywatno|dane osobowe|personuppgifter|kakor|personoplysninger|personvern|' +
  'henkilotie|osobni udaje';

const CONSENT_TEXT = new RegExp(CONSENT_TEXT_PATTERN, 'i');

export function isConsentText(text: string): boolean {
  return CONSENT_TEXT.test(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
}

const NECESSARY_PURPOSE =
  /\b(strictly necessary|necessary|essential|required|technical|technically required|notwendig|erforderlich|essenziell|technisch notwendig|necessaires?|strictement|necesarias?|esenciales?|tecnicas?|necessari[ae]?|tecnici|noodzakelijke?|functionele)\b/;

/** A purpose label that names strictly necessary processing (pre-ticked and locked is fine). */
export function isNecessaryPurpose(label: string): boolean {
  return NECESSARY_PURPOSE.test(normalizeLabel(label));
}

const LEGITIMATE_INTEREST =
  /\b(legitimate interests?|berechtigte[sn]? interesse[sn]?|interets? legitimes?|interes(es)? legitimos?|legittimo interesse|interessi? legittim[oi]|gerechtvaardigd belang|prawnie uzasadnion\w* interes\w*)\b/;

/**
 * A TCF "legitimate interest" switch: the visitor's right to object, on until they object (TCF
 * policy), not a consent they were presumed to give.
 */
export function isLegitimateInterestSwitch(label: string): boolean {
  return LEGITIMATE_INTEREST.test(normalizeLabel(label));
}

/**
 * What one option of a Yes / No radio question on a cookie-settings page says: "No" / "Do not use
 * cookies that measure my website use" / "Off" refuses, "Yes" / "Use cookies that …" / "On" allows.
 * Null when the label says neither.
 */
export function radioOptionMeaning(label: string): 'refuse' | 'allow' | null {
  const text = normalizeLabel(label);
  if (
    /^(no|nein|non|nee|nej|off|aus)\b/.test(text) ||
    /^(do not|don'?t|i do not|i don'?t|never)\b/.test(text) ||
    /^(reject|refuse|deny|decline|block|disable|disallow)\b/.test(text)
  )
    return 'refuse';
  if (
    /^(yes|ja|oui|si|on|an)\b/.test(text) ||
    /^(use|allow|accept|agree|enable|i'?m ok|i am ok|turn on)\b/.test(text)
  )
    return 'allow';
  return null;
}

/**
 * How a US opt-out toggle reads: "Do not sell my info" is on when opted out; "Allow the sale or
 * sharing…" is on when NOT opted out. Null when the label is not about sale/sharing.
 */
export function optOutToggleSemantics(
  label: string,
): 'checked_means_opt_out' | 'checked_means_allow' | null {
  const text = normalizeLabel(label);
  if (DO_NOT_SELL.some((pattern) => pattern.test(text)) || /\bopt( |-)?out\b/.test(text))
    return 'checked_means_opt_out';
  if (
    /\b(sale|sell|selling|sharing|share)\b.*\b(personal|information|data)\b/.test(text) ||
    /\btargeted advertising\b/.test(text)
  ) {
    return 'checked_means_allow';
  }
  return null;
}
