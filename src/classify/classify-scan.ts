import type { ArmName, Observation, ObservedCookie, ObservedRequest } from '../model/index.ts';
import type {
  ClassifiedArm,
  ClassifiedCookie,
  ClassifiedRequest,
  ClassifiedScan,
} from './classified.ts';
import { classifyCookie } from './cookie-purpose.ts';
import { classifyHost, isTrackingPurpose } from './host-classification.ts';
import { pageRefOf, walledPageView } from './page-ref.ts';
import { partyOf, registrableDomainOf } from './party.ts';

function hostOfUrl(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

export function classifyRequest(request: ObservedRequest, siteDomain: string): ClassifiedRequest {
  const party = partyOf(request.host, siteDomain);
  // First-party traffic is the site's own, whatever vendor runs the host (a CNAME-cloaked tracker
  // shows up through its cookies and behaviour, not through a guess about the host name).
  const host = party === 'third_party' ? classifyHost(request.host) : null;
  return {
    ...request,
    party,
    vendor: host?.vendor ?? null,
    purpose: host?.purpose ?? null,
    isTracker: host?.isTracker ?? false,
    salesSharing: host?.salesSharing ?? false,
  };
}

export function classifyObservedCookie(
  cookie: ObservedCookie,
  siteDomain: string,
): ClassifiedCookie {
  const party = partyOf(cookie.domain, siteDomain);
  const known = classifyCookie({
    name: cookie.name,
    domain: cookie.domain,
    siteRegistrableDomain: siteDomain,
  });
  let { purpose, vendor } = known;
  // A cookie the catalogue does not know, set on a known tracker's domain, has that tracker's purpose.
  if (purpose === 'unknown' && party === 'third_party') {
    const host = classifyHost(cookie.domain.replace(/^\./, ''));
    if (host.isTracker && host.purpose) {
      purpose = host.purpose as typeof purpose;
      vendor = host.vendor;
    }
  }
  return {
    ...cookie,
    party,
    vendor,
    purpose,
    essential: known.purpose === 'unknown' ? false : known.essential,
    isTracking: isTrackingPurpose(purpose),
    catalogId: known.catalogId,
  };
}

/** Classifies an arm's requests and cookies, each with its page; requests of a walled-off later page view are left out. */
export function classifyArm(observation: Observation, siteDomain: string): ClassifiedArm {
  const withPage = <T extends object>(record: T, index: number | undefined): T => {
    const page = pageRefOf(observation, index);
    return page ? { ...record, page } : record;
  };
  return {
    arm: observation.arm,
    observation,
    requests: observation.requests
      .filter((request) => !walledPageView(observation, request.pageView))
      .map((request) => withPage(classifyRequest(request, siteDomain), request.pageView)),
    cookies: observation.cookies.map((cookie) =>
      withPage(classifyObservedCookie(cookie, siteDomain), cookie.pageView),
    ),
  };
}

/** Classifies every arm against the site's registrable domain (taken after redirects). Pure. */
export function classifyScan(observations: readonly Observation[]): ClassifiedScan {
  const reference =
    observations.find((o) => o.arm === 'before_consent' && o.finalUrl) ??
    observations.find((o) => o.finalUrl) ??
    observations[0];
  if (!reference) throw new Error('classifyScan needs at least one observation');
  const siteHost = hostOfUrl(reference.finalUrl ?? reference.url);
  const siteDomain = registrableDomainOf(siteHost) ?? siteHost;
  const arms: Partial<Record<ArmName, ClassifiedArm>> = {};
  for (const observation of observations)
    arms[observation.arm] = classifyArm(observation, siteDomain);
  return { url: reference.url, siteHost, siteDomain, scanFrom: reference.scanFrom, arms };
}
