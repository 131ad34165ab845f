import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';

/**
 * A miniature Global Vendor List (format v3, policy v5) for the TCF fixture site: the eleven purposes,
 * both special features and three vendors with their real GVL ids. @iabtechlabtcf/core needs a GVL to
 * encode a TC string; this one is small enough to keep in the repository and never fetched.
 */
function purposeMap(
  count: number,
  prefix: string,
): Record<string, { id: number; name: string; description: string; illustrations: string[] }> {
  const out: Record<
    string,
    { id: number; name: string; description: string; illustrations: string[] }
  > = {};
  for (let id = 1; id <= count; id++)
    out[id] = { id, name: `${prefix} ${id}`, description: '', illustrations: [] };
  return out;
}

function vendor(id: number, name: string, purposes: number[], legIntPurposes: number[]) {
  return {
    id,
    name,
    purposes,
    legIntPurposes,
    flexiblePurposes: [],
    specialPurposes: [1, 2],
    features: [1],
    specialFeatures: [],
    cookieMaxAgeSeconds: 34_190_000,
    usesCookies: true,
    cookieRefresh: false,
    usesNonCookieAccess: true,
    dataRetention: { stdRetention: 390, purposes: {}, specialPurposes: {} },
    urls: [],
    dataDeclaration: [1, 3, 4],
  };
}

export const TCF_NEWS_VENDORS = [755, 91, 32] as const;

const VENDOR_LIST = {
  gvlSpecificationVersion: 3,
  vendorListVersion: 120,
  tcfPolicyVersion: 5,
  lastUpdated: '2025-06-05T16:00:00Z',
  purposes: purposeMap(11, 'Purpose'),
  specialPurposes: purposeMap(3, 'Special purpose'),
  features: purposeMap(3, 'Feature'),
  specialFeatures: purposeMap(2, 'Special feature'),
  stacks: {},
  dataCategories: {},
  vendors: {
    755: vendor(755, 'Google Advertising Products', [1, 3, 4], [2, 7, 9, 10]),
    91: vendor(91, 'Criteo SA', [1, 2, 3, 4, 7], [9, 10]),
    32: vendor(32, 'Magnite, Inc.', [1, 2, 4, 7], [10]),
  },
};

/** CMP id written into the strings. Fictional: 999 is not a registered CMP. */
export const TCF_NEWS_CMP_ID = 999;

export interface TcChoice {
  tcString: string;
  purposeConsents: number[];
  purposeLegitimateInterests: number[];
  vendorConsents: number[];
  specialFeatureOptins: number[];
}

function summary(model: TCModel, tcString: string): TcChoice {
  const ids = (vector: { forEach(cb: (value: boolean, id: number) => void): void }) => {
    const out: number[] = [];
    vector.forEach((value, id) => value && out.push(id));
    return out;
  };
  return {
    tcString,
    purposeConsents: ids(model.purposeConsents),
    purposeLegitimateInterests: ids(model.purposeLegitimateInterests),
    vendorConsents: ids(model.vendorConsents),
    specialFeatureOptins: ids(model.specialFeatureOptins),
  };
}

/**
 * A real, decodable TC string for "accept all" or "reject all", built with @iabtechlabtcf/core the way
 * a CMP does (as tcf-news.example's CMP unless `cmp` names another, e.g. Didomi's registered id): reject keeps the purposes the vendors claim on legitimate interest (2, 7, 9, 10), as most
 * CMPs do, but gives no consent at all.
 */
export function buildTcString(
  choice: 'accept' | 'reject',
  cmp: { id: number; version: number } = { id: TCF_NEWS_CMP_ID, version: 3 },
): TcChoice {
  const model = new TCModel(new GVL(VENDOR_LIST));
  model.cmpId = cmp.id;
  model.cmpVersion = cmp.version;
  model.consentScreen = 1;
  model.consentLanguage = 'EN';
  model.publisherCountryCode = 'IE';
  model.isServiceSpecific = true;
  if (choice === 'accept') {
    model.setAllPurposeConsents();
    model.setAllVendorConsents();
    model.setAllSpecialFeatureOptins();
  }
  model.purposeLegitimateInterests.set([2, 7, 9, 10]);
  model.setAllVendorLegitimateInterests();
  return summary(model, TCString.encode(model));
}

/** What the CMP script needs from a stored string (the cookie the browser sent), or null. */
export function readTcString(tcString: string | undefined): TcChoice | null {
  if (!tcString) return null;
  try {
    return summary(TCString.decode(tcString), tcString);
  } catch {
    return null;
  }
}
