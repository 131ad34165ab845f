import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, send, sendNoContent } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { buildTcString, readTcString, type TcChoice } from '../sites/tcf-news-gvl.ts';
import { staticFile } from '../static-files.ts';

/** Sourcepoint's id in the IAB TCF CMP list (what its TC strings carry). */
export const SOURCEPOINT_CMP_ID = 6;

/** The fixture sites' Sourcepoint account (`_sp_.config.accountId`). */
export const SOURCEPOINT_ACCOUNT_ID = 1847;

/**
 * Sourcepoint custom (non-IAB) vendors the fixture properties list, by their 24-hex vendor ids, as
 * `__tcfapi('getCustomVendorConsents')` names them. Meta is not on the IAB Global Vendor List.
 */
export const SOURCEPOINT_CUSTOM_VENDORS = {
  meta: { _id: '5fac56cd1ba05165880458ad', name: 'Meta Platforms Ireland Ltd.' },
} as const;

/**
 * A first-layer message as built in Sourcepoint's message builder: its buttons, each with the choice
 * type the builder gives it (11 accept all, 13 reject all, 12 show options = the privacy manager,
 * 9 custom action = a link, here to the subscription page of a pay-or-accept wall).
 */
export interface SourcepointMessage {
  /** Title line of the message. */
  title: string;
  text: string;
  buttons: { label: string; choiceType: 9 | 11 | 12 | 13; link?: string }[];
  /** Extra links under the buttons (choice type 9: "Log in"). */
  links?: { label: string; link: string }[];
}

/** A property (a site) of the account: its message and privacy manager. */
export interface SourcepointProperty {
  propertyId: number;
  messageId: number;
  /** The privacy manager's id (`_sp_.gdpr.loadPrivacyManagerModal(pmId)`). */
  privacyManagerId: number;
  message: SourcepointMessage;
}

/** The properties the fixture account publishes, by the host of `_sp_.config.propertyHref`. */
export const SOURCEPOINT_PROPERTIES: Readonly<Record<string, SourcepointProperty>> = {
  'sourcepoint-news.example': {
    propertyId: 31877,
    messageId: 1104562,
    privacyManagerId: 1104570,
    message: {
      title: 'We value your privacy',
      text: 'We and our 3 partners store and/or access information on a device, such as cookies, and process personal data such as unique identifiers and standard information sent by a device, for personalised advertising and content, advertising and content measurement, audience research and services development. You can accept or reject all, or choose your settings. You can change your choice at any time through the Privacy settings link in the footer.',
      buttons: [
        { label: 'Settings', choiceType: 12 },
        { label: 'Reject all', choiceType: 13 },
        { label: 'Accept all', choiceType: 11 },
      ],
    },
  },
  'sourcepoint-no-reject.example': {
    propertyId: 31902,
    messageId: 1104588,
    privacyManagerId: 1104591,
    message: {
      title: 'Your privacy, your choice',
      text: 'We and our 3 partners use cookies and similar technologies to store and access information on your device, and process personal data such as unique identifiers, to personalise ads and content, measure them and improve our services. Select "Accept all" to agree, or "Manage options" to choose which purposes and partners you allow.',
      buttons: [
        { label: 'Manage options', choiceType: 12 },
        { label: 'Accept all', choiceType: 11 },
      ],
    },
  },
  'sourcepoint-pur.example': {
    propertyId: 31944,
    messageId: 1104617,
    privacyManagerId: 1104620,
    message: {
      title: 'Read with ads or ad-free',
      text: 'Read Harbour Post for free with advertising: we and our 3 partners store and access information on your device and process personal data for personalised advertising, measurement and product development. Or subscribe to Harbour Post Pur and read without advertising tracking for € 2.99 a month, cancel any time.',
      buttons: [
        { label: 'Accept all', choiceType: 11 },
        { label: 'Subscribe', choiceType: 9, link: '/abo' },
      ],
      links: [{ label: 'Already a subscriber? Log in', link: '/login' }],
    },
  },
};

let tcStrings: { accept: TcChoice; reject: TcChoice } | null = null;
function sourcepointTcStrings(): { accept: TcChoice; reject: TcChoice } {
  tcStrings ??= {
    accept: buildTcString('accept', { id: SOURCEPOINT_CMP_ID, version: 1 }),
    reject: buildTcString('reject', { id: SOURCEPOINT_CMP_ID, version: 1 }),
  };
  return tcStrings;
}

interface ConsentStatus {
  rejectedAny: boolean;
  rejectedLI: boolean;
  consentedAll: boolean;
  consentedToAny: boolean;
  hasConsentData: boolean;
  granularStatus: {
    vendorConsent: 'ALL' | 'NONE' | 'SOME' | 'EMPTY_VL';
    vendorLegInt: 'ALL' | 'NONE' | 'SOME' | 'EMPTY_VL';
    purposeConsent: 'ALL' | 'NONE' | 'SOME' | 'EMPTY_VL';
    purposeLegInt: 'ALL' | 'NONE' | 'SOME' | 'EMPTY_VL';
    previousOptInAll: boolean;
    defaultConsent: boolean;
  };
}

/** The consentStatus the wrapper keeps before any choice (nothing decided yet). */
function noConsentStatus(): ConsentStatus {
  return {
    rejectedAny: false,
    rejectedLI: false,
    consentedAll: false,
    consentedToAny: false,
    hasConsentData: false,
    granularStatus: {
      vendorConsent: 'NONE',
      vendorLegInt: 'NONE',
      purposeConsent: 'NONE',
      purposeLegInt: 'NONE',
      previousOptInAll: false,
      defaultConsent: true,
    },
  };
}

function statusFor(choice: TcChoice, all: boolean): ConsentStatus {
  const any = choice.purposeConsents.length > 0;
  return {
    rejectedAny: !all,
    rejectedLI: false,
    consentedAll: all,
    consentedToAny: any,
    hasConsentData: true,
    granularStatus: {
      vendorConsent: all ? 'ALL' : any ? 'SOME' : 'NONE',
      vendorLegInt: 'ALL',
      purposeConsent: all ? 'ALL' : any ? 'SOME' : 'NONE',
      purposeLegInt: 'ALL',
      previousOptInAll: all,
      defaultConsent: false,
    },
  };
}

function grantsFor(accepted: boolean) {
  return Object.fromEntries(
    Object.values(SOURCEPOINT_CUSTOM_VENDORS).map((vendor) => [
      vendor._id,
      { vendorGrant: accepted, purposeGrants: {} },
    ]),
  );
}

/** What the wrapper needs to answer __tcfapi for a TC string (undefined before any choice). */
function tcSummary(choice: TcChoice | null) {
  return {
    tcString: choice?.tcString ?? '',
    purposeConsents: choice?.purposeConsents ?? [],
    purposeLegitimateInterests: choice?.purposeLegitimateInterests ?? [],
    vendorConsents: choice?.vendorConsents ?? [],
    specialFeatureOptins: choice?.specialFeatureOptins ?? [],
  };
}

function jsonBody(req: FixtureRequest): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(req.body.toString('utf8') || '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function propertyFor(href: unknown): SourcepointProperty | undefined {
  if (typeof href !== 'string') return undefined;
  try {
    return SOURCEPOINT_PROPERTIES[new URL(href).hostname];
  } catch {
    return undefined;
  }
}

/** `/wrapper/v2/messages`: the property's GDPR campaign — its message unless consent is stored. */
function messages(req: FixtureRequest, res: Parameters<typeof send>[0]): void {
  allowAnyOrigin(res);
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(req.url.searchParams.get('body') ?? '{}') as Record<string, unknown>;
  } catch {
    // an unreadable body is an unknown property
  }
  const property = propertyFor(body.propertyHref);
  if (!property || body.accountId !== SOURCEPOINT_ACCOUNT_ID)
    return send(res, 200, 'json', JSON.stringify({ campaigns: [], localState: {} }));
  const gdpr = (body.campaigns as { gdpr?: { euconsent?: unknown } } | undefined)?.gdpr;
  const stored = readTcString(typeof gdpr?.euconsent === 'string' ? gdpr.euconsent : undefined);
  const localState = {
    gdpr: { mmsCookies: [], propertyId: property.propertyId, messageId: property.messageId },
  };
  const campaign = stored
    ? {
        type: 'GDPR',
        applies: true,
        euconsent: stored.tcString,
        consentStatus: statusFor(stored, stored.purposeConsents.length === 11),
        TCData: tcSummary(stored),
      }
    : {
        type: 'GDPR',
        applies: true,
        euconsent: '',
        consentStatus: noConsentStatus(),
        TCData: tcSummary(null),
        url: `https://cdn.privacy-mgmt.com/index.html?message_id=${property.messageId}&consentUUID=null&preload_message=true&version=v1`,
        messageMetaData: {
          messageId: property.messageId,
          categoryId: 1,
          subCategoryId: 5,
          prtnUUID: randomUUID(),
        },
      };
  send(
    res,
    200,
    'json',
    JSON.stringify({
      campaigns: [campaign],
      propertyId: property.propertyId,
      privacyManagerId: property.privacyManagerId,
      localState,
      nonKeyedLocalState: { gdpr: { _sp_v1_data: '', _sp_v1_p: '' } },
    }),
  );
}

/**
 * `/wrapper/v2/choice/gdpr/<choice type>`: the consent a choice gives — 11 accept all, 13 reject
 * all, 1 save & exit from the privacy manager (`pmSaveAndExitVariables.purposes` lists the purposes
 * switched on: none is a refusal, all an acceptance).
 */
function choice(req: FixtureRequest, res: Parameters<typeof send>[0]): void {
  allowAnyOrigin(res);
  const type = req.path.split('/').pop();
  const body = jsonBody(req);
  const saved = (body.pmSaveAndExitVariables as { purposes?: unknown } | undefined)?.purposes;
  const on = Array.isArray(saved) ? saved.length : 0;
  const accepted = type === '11' || type === 'ACCEPT_ALL' || (type === '1' && on >= 11);
  const known = ['11', '13', '1', 'ACCEPT_ALL', 'REJECT_ALL'];
  if (!known.includes(type ?? '') || (type === '1' && on > 0 && on < 11))
    return send(res, 400, 'json', JSON.stringify({ err: 'unsupported choice' }));
  const tc = sourcepointTcStrings()[accepted ? 'accept' : 'reject'];
  send(
    res,
    200,
    'json',
    JSON.stringify({
      uuid: typeof body.uuid === 'string' && body.uuid ? body.uuid : randomUUID(),
      euconsent: tc.tcString,
      consentStatus: statusFor(tc, accepted),
      grants: grantsFor(accepted),
      TCData: tcSummary(tc),
      dateCreated: new Date().toISOString(),
    }),
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const FRAME_STYLE = `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#222;background:#fff}
.message{padding:24px 28px;max-width:640px;margin:0 auto}
.message-component.message-row{display:flex;flex-wrap:wrap;gap:10px;align-items:center;margin:10px 0}
h2.message-component{font-size:20px;margin:0 0 8px}
p.message-component{font-size:14px;line-height:1.5;margin:0 0 8px}
.message-button{border:1px solid #1c5fa8;border-radius:4px;padding:10px 20px;font-size:14px;cursor:pointer;background:#fff;color:#1c5fa8}
.message-button.sp_choice_type_11,.message-button.sp_choice_type_ACCEPT_ALL{background:#1c5fa8;color:#fff}
.message-link{font-size:13px;color:#1c5fa8;text-decoration:underline;cursor:pointer;background:none;border:0;padding:0}
.pm-tabs{display:flex;gap:4px;border-bottom:1px solid #ccc;margin:8px 0}
.pm-tab{border:0;background:none;padding:8px 12px;cursor:pointer}
.pm-tab[aria-selected=true]{border-bottom:2px solid #1c5fa8}
.stack-row{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee;padding:8px 0;font-size:14px}
.pm-switch{width:40px;height:22px;border-radius:11px;border:0;background:#bbb;position:relative;cursor:pointer}
.pm-switch[aria-checked=true]{background:#1c5fa8}
.pm-switch .slider{position:absolute;top:3px;left:3px;width:16px;height:16px;border-radius:50%;background:#fff}
.pm-switch[aria-checked=true] .slider{left:21px}`;

/** The first-layer message page (`/index.html?message_id=…`), rendered in sp_message_iframe_<id>. */
function messagePage(property: SourcepointProperty): string {
  const { message } = property;
  const buttons = message.buttons
    .map(
      (button) =>
        `<button title="${escapeHtml(button.label)}" aria-label="${escapeHtml(button.label)}" class="message-component message-button no-children focusable sp_choice_type_${button.choiceType}" data-choice-type="${button.choiceType}"${button.link ? ` data-link="${button.link}"` : ''}>${escapeHtml(button.label)}</button>`,
    )
    .join('\n');
  const links = (message.links ?? [])
    .map(
      (link) =>
        `<button class="message-component message-link sp_choice_type_9" data-choice-type="9" data-link="${link.link}">${escapeHtml(link.label)}</button>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SP Consent Message</title><style>${FRAME_STYLE}</style></head>
<body>
<div class="message type-bottom" id="notice" role="dialog" aria-modal="true" aria-label="${escapeHtml(message.title)}" data-message-id="${property.messageId}">
<div class="message-component message-row"><h2 class="message-component">${escapeHtml(message.title)}</h2></div>
<div class="message-component message-row"><p class="message-component">${escapeHtml(message.text)}</p></div>
<div class="message-component message-row">
${buttons}
</div>
${links ? `<div class="message-component message-row">${links}</div>` : ''}
</div>
<script src="https://cdn.privacy-mgmt.com/messaging/message-frame.js"></script>
</body></html>
`;
}

const PM_PURPOSES = [
  'Store and/or access information on a device',
  'Use limited data to select advertising',
  'Create profiles for personalised advertising',
  'Use profiles to select personalised advertising',
  'Create profiles to personalise content',
  'Use profiles to select personalised content',
  'Measure advertising performance',
  'Measure content performance',
  'Understand audiences through statistics or combinations of data from different sources',
  'Develop and improve services',
  'Use limited data to select content',
];

/** The privacy manager page (`/privacy-manager/index.html?message_id=<pm id>`). */
function privacyManagerPage(pmId: number): string {
  const rows = PM_PURPOSES.map(
    (name, i) =>
      `<div class="stack-row"><span class="pm-purpose-name">${escapeHtml(name)}</span><button class="pm-switch" role="switch" aria-checked="false" aria-label="${escapeHtml(name)}" data-purpose="${i + 1}"><span class="slider"></span></button></div>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SP Privacy Manager</title><style>${FRAME_STYLE}</style></head>
<body>
<div class="message type-modal" id="privacy-manager" role="dialog" aria-modal="true" aria-label="Privacy settings" data-message-id="${pmId}">
<div class="message-component message-row"><h2 class="message-component">Privacy settings</h2></div>
<div class="message-component message-row"><p class="message-component">Choose which purposes we and our partners may use your data for. You can change this at any time.</p></div>
<div class="pm-tabs" role="tablist"><button class="pm-tab" role="tab" aria-selected="true">Purposes</button><button class="pm-tab" role="tab" aria-selected="false">Vendors</button></div>
<div class="pm-purposes" role="tabpanel">
${rows}
</div>
<div class="message-component message-row">
<button title="Reject all" class="message-component message-button no-children focusable sp_choice_type_REJECT_ALL" data-choice-type="REJECT_ALL">Reject all</button>
<button title="Accept all" class="message-component message-button no-children focusable sp_choice_type_ACCEPT_ALL" data-choice-type="ACCEPT_ALL">Accept all</button>
<button title="Save &amp; exit" class="message-component message-button no-children focusable sp_choice_type_SAVE_AND_EXIT" data-choice-type="SAVE_AND_EXIT">Save &amp; exit</button>
</div>
</div>
<script src="https://cdn.privacy-mgmt.com/messaging/message-frame.js"></script>
</body></html>
`;
}

function wrapperScript(): string {
  const wrapper = readFileSync(staticFile('vendors', 'sourcepoint-wrapper.js'), 'utf8');
  return `(function (SP_CUSTOM_VENDORS) {\n${wrapper}\n})(${JSON.stringify(Object.values(SOURCEPOINT_CUSTOM_VENDORS))});\n`;
}

/**
 * Sourcepoint's web wrapper at its real CDN (written from Sourcepoint's public documentation and its
 * visible behaviour, no Sourcepoint code): `cdn.privacy-mgmt.com/unified/wrapperMessagingWithoutDetection.js`
 * (static/vendors/sourcepoint-wrapper.js) asks `/wrapper/v2/messages` for the property's GDPR campaign,
 * renders the message in a cross-origin iframe `sp_message_iframe_<message id>` (`/index.html?message_id=…`)
 * inside the `sp_message_container_<message id>` overlay, opens the privacy manager
 * (`/privacy-manager/index.html?message_id=<pm id>`) the same way, and posts each choice to
 * `/wrapper/v2/choice/gdpr/<choice type>`, whose TC strings are real (@iabtechlabtcf/core, CMP id 6).
 */
export const sourcepoint: FixtureHost = {
  name: 'Sourcepoint CMP',
  kind: 'vendor',
  hostnames: ['cdn.privacy-mgmt.com'],
  handle: router([
    {
      method: 'GET',
      path: '/unified/wrapperMessagingWithoutDetection.js',
      handle: (_req, res) => send(res, 200, 'js', wrapperScript()),
    },
    { method: 'GET', path: '/wrapper/v2/messages', handle: messages },
    { method: 'POST', path: /^\/wrapper\/v2\/choice\/gdpr\/\w+$/, handle: choice },
    {
      method: 'POST',
      path: '/wrapper/v2/pv-data',
      handle: (_req, res) => {
        allowAnyOrigin(res);
        sendNoContent(res);
      },
    },
    {
      method: 'GET',
      path: '/messaging/message-frame.js',
      handle: (_req, res) =>
        send(res, 200, 'js', readFileSync(staticFile('vendors', 'sourcepoint-message.js'), 'utf8')),
    },
    {
      method: 'GET',
      path: '/index.html',
      handle: (req, res) => {
        const id = Number(req.url.searchParams.get('message_id'));
        const property = Object.values(SOURCEPOINT_PROPERTIES).find((p) => p.messageId === id);
        if (!property) return send(res, 404, 'html', '<!doctype html><p>Unknown message</p>');
        send(res, 200, 'html', messagePage(property));
      },
    },
    {
      method: 'GET',
      path: '/privacy-manager/index.html',
      handle: (req, res) => {
        const id = Number(req.url.searchParams.get('message_id'));
        if (!Object.values(SOURCEPOINT_PROPERTIES).some((p) => p.privacyManagerId === id))
          return send(res, 404, 'html', '<!doctype html><p>Unknown privacy manager</p>');
        send(res, 200, 'html', privacyManagerPage(id));
      },
    },
  ]),
};
