import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, send, sendFile } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { staticFile } from '../static-files.ts';

/** The OneTrust script version these domains are published with (scripttemplates/<version>/). */
const VERSION = '202409.1.0';

/** How a category is configured in OneTrust (its default before the visitor chooses). */
type GroupStatus = 'always active' | 'active' | 'inactive' | 'inactive landing page';

/** One site's OneTrust configuration, as its admin publishes it from the OneTrust console. */
export interface OneTrustDomain {
  /** The domain script id sites put in `data-domain-script`. */
  id: string;
  /** The geolocation rule set's id (the folder of its language files). */
  ruleSetId: string;
  cookiePolicyUrl: string;
  bannerRejectAll: boolean;
  pcRejectAll: boolean;
  floatingButton: boolean;
  /** Status of C0002 (performance), C0003 (functional), C0004 (targeting). */
  statuses: { C0002: GroupStatus; C0003: GroupStatus; C0004: GroupStatus };
  /**
   * A US (CCPA/CPRA) rule set instead of the GDPR one: a US-only site publishes it as its single
   * global rule set. `gpcGroups` are the categories set to "Honor Global Privacy Control" (OneTrust's
   * per-category GPC switch, usually C0004 = "Sale of personal data / targeting").
   */
  us?: { gpcGroups: readonly ('C0002' | 'C0003' | 'C0004')[] };
}

/** onetrust-banner.example: Reject All on the banner, every category opt-in, a floating settings button. */
export const ONETRUST_BANNER_DOMAIN: OneTrustDomain = {
  id: '0191c7a2-5b3e-7d41-9c2f-3e8a6b1d4f70',
  ruleSetId: '0191c7a2-5b3f-7a10-8e44-c2d9f0a1b3e5',
  cookiePolicyUrl: 'https://onetrust-banner.example/privacy',
  bannerRejectAll: true,
  pcRejectAll: true,
  floatingButton: true,
  statuses: { C0002: 'inactive', C0003: 'inactive', C0004: 'inactive' },
};

/** onetrust-no-reject.example: no Reject All on the banner (only in the preference center). */
export const ONETRUST_NO_REJECT_DOMAIN: OneTrustDomain = {
  id: '01920a11-8c4d-7e52-b3a6-5f1e2d7c9a08',
  ruleSetId: '01920a11-8c4e-7b33-a1d5-94c6e8f2b701',
  cookiePolicyUrl: 'https://onetrust-no-reject.example/privacy',
  bannerRejectAll: false,
  pcRejectAll: true,
  floatingButton: false,
  statuses: { C0002: 'inactive', C0003: 'inactive', C0004: 'inactive' },
};

/**
 * onetrust-preticked.example: implied consent — performance "active" (on before any choice) and
 * targeting "inactive landing page" (off on the first page, on from the next), so both switches show
 * ticked in the preference center.
 */
export const ONETRUST_PRETICKED_DOMAIN: OneTrustDomain = {
  id: '01923f5e-2a7b-7c64-8d19-b0e4a3c6f512',
  ruleSetId: '01923f5e-2a7c-7f08-9b2e-71d5c8a0e6f3',
  cookiePolicyUrl: 'https://onetrust-preticked.example/privacy',
  bannerRejectAll: true,
  pcRejectAll: true,
  floatingButton: false,
  statuses: { C0002: 'active', C0003: 'inactive', C0004: 'inactive landing page' },
};

/**
 * gpc-onetrust-us.example: a US-only retailer on OneTrust's CCPA template — every category on by
 * default (opt-out), no Reject All on the notice ("Do Not Sell or Share" lives in the preference
 * center), and "Sale of personal data" (C0004) honouring Global Privacy Control.
 */
export const ONETRUST_US_GPC_DOMAIN: OneTrustDomain = {
  id: '0193a4d2-6e1f-7c35-8b27-d4f0e9a2c618',
  ruleSetId: '0193a4d2-6e20-7a81-9f3c-5b8e1d7a4c02',
  cookiePolicyUrl: 'https://gpc-onetrust-us.example/privacy',
  bannerRejectAll: false,
  pcRejectAll: true,
  floatingButton: false,
  statuses: { C0002: 'active', C0003: 'active', C0004: 'active' },
  us: { gpcGroups: ['C0004'] },
};

const DOMAINS = new Map(
  [
    ONETRUST_BANNER_DOMAIN,
    ONETRUST_NO_REJECT_DOMAIN,
    ONETRUST_PRETICKED_DOMAIN,
    ONETRUST_US_GPC_DOMAIN,
  ].map((d) => [d.id, d]),
);

const EU_COUNTRIES = ['at', 'be', 'bg', 'hr', 'cy', 'cz', 'dk', 'ee', 'fi', 'fr', 'de', 'gr', 'hu']
  .concat(['ie', 'it', 'lv', 'lt', 'lu', 'mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'si', 'es', 'se'])
  .concat(['gb', 'no', 'is', 'li', 'ch']);

/** consent/<id>/<id>.json: the domain's geolocation rule sets, read by otSDKStub.js. */
function ruleSets(domain: OneTrustDomain): object {
  return {
    CookieSPAEnabled: false,
    CookieSameSiteNoneEnabled: false,
    CookieV2CSPEnabled: false,
    MultiVariantTestingEnabled: false,
    UseV2: true,
    MobileSDK: false,
    SkipGeolocation: false,
    ScriptType: 'PRODUCTION',
    Version: VERSION,
    OptanonDataJSON: domain.id,
    GeolocationUrl: 'https://geolocation.onetrust.com/cookieconsentpub/v1/geo/location',
    BulkDomainCheckUrl: 'https://cookies-data.onetrust.io/bannersdk/v1/domaingroupcheck',
    RuleSet: [
      {
        Id: domain.ruleSetId,
        Name: domain.us ? 'Global Audience (CCPA)' : 'GDPR Audience',
        Countries: domain.us ? ['us'] : EU_COUNTRIES,
        States: domain.us ? { us: ['ca', 'co', 'ct', 'va', 'or', 'tx'] } : {},
        LanguageSwitcherPlaceholder: { default: 'en' },
        BannerPushesDown: false,
        Default: true,
        Global: domain.us !== undefined,
        Type: domain.us ? 'CCPA' : 'GDPR',
        UseGoogleVendors: false,
        VariantEnabled: false,
        TestEndTime: null,
        Variants: [],
        TemplateName: domain.us ? 'CCPA Template' : 'GDPR Template',
        Conditions: [],
        GCEnable: false,
        IsGPPEnabled: false,
      },
    ],
    IabData: null,
    IabV2Data: null,
    Iab2V2Data: null,
    GoogleData: null,
  };
}

const GROUP_TEXT = {
  C0001: [
    'Strictly Necessary Cookies',
    'These cookies are necessary for the website to function and cannot be switched off in our systems. They are usually only set in response to actions made by you which amount to a request for services, such as setting your privacy preferences, logging in or filling in forms.',
  ],
  C0002: [
    'Performance Cookies',
    'These cookies allow us to count visits and traffic sources so we can measure and improve the performance of our site. They help us to know which pages are the most and least popular and see how visitors move around the site.',
  ],
  C0003: [
    'Functional Cookies',
    'These cookies enable the website to provide enhanced functionality and personalisation. They may be set by us or by third party providers whose services we have added to our pages.',
  ],
  C0004: [
    'Targeting Cookies',
    'These cookies may be set through our site by our advertising partners. They may be used by those companies to build a profile of your interests and show you relevant adverts on other sites.',
  ],
} as const;

/** consent/<id>/<rule set id>/en.json: texts and categories, read by otBannerSdk.js. */
function domainData(domain: OneTrustDomain): object {
  const status = { C0001: 'always active', ...domain.statuses } as const;
  return {
    DomainData: {
      cctId: domain.id,
      Language: { Culture: 'en' },
      ShowAlertNotice: true,
      BannerTitle: '',
      AlertNoticeText: domain.us
        ? 'This website uses cookies and similar technologies to enhance your experience, analyse traffic and show you personalised advertising. We may share information about your use of our site with advertising partners, which may be considered a "sale" or "sharing" of personal information under California law. You can opt out in Cookies Settings.'
        : 'We use cookies to give you the best possible experience with our website. Some are necessary for the site to work; others help us understand how it is used or show you relevant advertising. You can accept all cookies, reject those that are not necessary, or choose in Cookies Settings.',
      AlertMoreInfoLinkText: 'Cookie Policy',
      BannerPolicyLinkAria: 'More information about your privacy, opens in a new tab',
      AlertAllowCookiesText: domain.us ? 'Accept Cookies' : 'Accept All Cookies',
      AlertMoreInfoText: 'Cookies Settings',
      BannerShowRejectAllButton: domain.bannerRejectAll,
      BannerRejectAllButtonText: 'Reject All',
      AriaPrivacy: 'Privacy',
      CookiePolicyUrl: domain.cookiePolicyUrl,
      MainText: 'Privacy Preference Center',
      MainInfoText:
        'When you visit any website, it may store or retrieve information on your browser, mostly in the form of cookies. This information might be about you, your preferences or your device and is mostly used to make the site work as you expect it to. Because we respect your right to privacy, you can choose not to allow some types of cookies. Click on the different category headings to find out more and change our default settings.',
      AboutText: 'More information',
      ConfirmText: 'Allow All',
      ManagePreferenceText: 'Manage Consent Preferences',
      AlwaysActiveText: 'Always Active',
      PCShowRejectAllButton: domain.pcRejectAll,
      PCenterRejectAllButtonText: 'Reject All',
      PreferenceCenterConfirmText: 'Confirm My Choices',
      PCShowPersistentCookiesHoverButton: domain.floatingButton,
      PCenterCookieSettingsText: 'Cookie Settings',
      IsIabEnabled: false,
      IsGPPEnabled: false,
      // The notification a GPC visitor gets instead of the notice (CCPA template, GPC on).
      GPCNotificationTitle: 'Opt-Out Preference Signal Honored',
      GPCNotificationText: 'Your opt-out preference signal has been honoured.',
      Groups: (['C0001', 'C0002', 'C0003', 'C0004'] as const).map((id, order) => ({
        CustomGroupId: id,
        OptanonGroupId: id,
        GroupName: domain.us && id === 'C0004' ? 'Sale of Personal Data' : GROUP_TEXT[id][0],
        GroupDescription: GROUP_TEXT[id][1],
        Status: status[id],
        Order: order + 1,
        ShowInPopup: true,
        IsDntEnabled: false,
        IsGpcEnabled: domain.us?.gpcGroups.includes(id as 'C0002') ?? false,
        Type: 'COOKIE',
        HasLegIntOptOut: false,
        FirstPartyCookies: [],
        Hosts: [],
      })),
    },
  };
}

/**
 * OneTrust's CDN and geolocation service (see static/vendors/onetrust-*.js): the stub
 * `cdn.cookielaw.org/scripttemplates/otSDKStub.js`, the banner SDK
 * `scripttemplates/<version>/otBannerSdk.js`, the published domain data under `consent/<id>/`, and
 * `geolocation.onetrust.com/cookieconsentpub/v1/geo/location` (JSONP, an EU visitor).
 */
export const oneTrust: FixtureHost = {
  name: 'OneTrust cookie consent',
  kind: 'vendor',
  hostnames: ['cdn.cookielaw.org', 'geolocation.onetrust.com'],
  handle: router([
    {
      host: 'cdn.cookielaw.org',
      method: 'GET',
      path: '/scripttemplates/otSDKStub.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'onetrust-stub.js')),
    },
    {
      host: 'cdn.cookielaw.org',
      method: 'GET',
      path: `/scripttemplates/${VERSION}/otBannerSdk.js`,
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'onetrust-banner-sdk.js')),
    },
    {
      host: 'cdn.cookielaw.org',
      method: 'GET',
      path: /^\/consent\/[\w-]+\/[\w-]+\.json$/,
      handle: (req, res) => {
        const [, , id, file] = req.path.split('/');
        const domain = DOMAINS.get(id ?? '');
        if (!domain || file !== `${domain.id}.json`) return send(res, 404, 'text', 'Not Found\n');
        allowAnyOrigin(res);
        send(res, 200, 'json', JSON.stringify(ruleSets(domain)));
      },
    },
    {
      host: 'cdn.cookielaw.org',
      method: 'GET',
      path: /^\/consent\/[\w-]+\/[\w-]+\/[a-z]{2}\.json$/,
      handle: (req, res) => {
        const [, , id, ruleSet] = req.path.split('/');
        const domain = DOMAINS.get(id ?? '');
        if (!domain || ruleSet !== domain.ruleSetId) return send(res, 404, 'text', 'Not Found\n');
        allowAnyOrigin(res);
        send(res, 200, 'json', JSON.stringify(domainData(domain)));
      },
    },
    {
      host: 'geolocation.onetrust.com',
      method: 'GET',
      path: '/cookieconsentpub/v1/geo/location',
      handle: (_req, res) =>
        send(
          res,
          200,
          'js',
          'jsonFeed({"country":"DE","state":"BE","stateName":"Berlin","continent":"EU"});',
        ),
    },
  ]),
};
