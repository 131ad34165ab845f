import type {
  ArmError,
  CoverageLimitation,
  CoverageLimitationCode,
  Observation,
  ObservedRequest,
} from '../model/index.ts';
import type { EgressFailure, EgressRefusal, EgressRefusalReason } from '../safety/egress-record.ts';

/** What one arm's guard listener refused, and what it allowed but could not reach. */
export interface ArmEgressRecord {
  refusals: readonly EgressRefusal[];
  failures: readonly EgressFailure[];
}

const CAP_CODES: Partial<Record<EgressRefusalReason, CoverageLimitationCode>> = {
  request_cap: 'request_cap_reached',
  byte_cap: 'byte_cap_reached',
  redirect_cap: 'redirect_cap_reached',
};

/** Guard limitations kept per arm; the rest are summed up in one. */
const MAX_GUARD_LIMITATIONS = 20;

const hostOf = (url: string | null | undefined): string | null => {
  try {
    return url ? new URL(url).hostname : null;
  } catch {
    return null;
  }
};

/** The main document was answered by the guard, not the site: the navigation did not happen. */
function refuseNavigation(observation: Observation): void {
  observation.mainDocumentStatus = null;
  observation.termination = { kind: 'navigation_failed', intentional: false };
}

const genericLine = (host: string) => `Connections to ${host} were refused by the egress guard.`;

function guardLimitations(
  observation: Observation,
  refusals: readonly EgressRefusal[],
): CoverageLimitation[] {
  const kinds = new Map<string, EgressRefusal>();
  for (const entry of refusals) {
    const key = `${entry.host} ${entry.port} ${entry.reason}`;
    if (!kinds.has(key)) kinds.set(key, entry);
  }
  const entries = [...kinds.values()];
  const lines: CoverageLimitation[] = entries.slice(0, MAX_GUARD_LIMITATIONS).map((entry) => ({
    code: CAP_CODES[entry.reason] ?? 'egress_denied',
    arm: observation.arm,
    summary: `Connections to ${entry.host} (port ${entry.port}) were refused by the egress guard: ${entry.message}`,
  }));
  if (entries.length > MAX_GUARD_LIMITATIONS) {
    lines.push({
      code: 'egress_denied',
      arm: observation.arm,
      summary: `${entries.length - MAX_GUARD_LIMITATIONS} more kinds of connection were refused by the egress guard.`,
    });
  }
  return lines;
}

/**
 * Writes what an arm's guard listener saw into its Observation. The guard is the source of truth:
 * the browser only sees a failed tunnel (HTTPS, WebSocket) or, on plain HTTP, an answer the guard
 * gave in the target's place. So:
 * - refused hosts become `egress_denied` (or cap) limitations, replacing the browser's generic line;
 *   plain-HTTP requests to them answered 403 (or failed without an answer, a CORS fetch) become
 *   `blocked_before_transmission`; a main document the guard refused is a refused navigation;
 * - hosts that did not resolve or answer are ordinary failures, as they would be without the guard:
 *   no limitation, requests `failed`, a main document `dns_failure` / `connection_failed`.
 */
export function applyEgressRecord(observation: Observation, record: ArmEgressRecord): Observation {
  const { refusals, failures } = record;
  if (refusals.length === 0 && failures.length === 0) return observation;
  const refused = new Set(refusals.map((r) => r.host));
  const refusedOverHttp = new Set(refusals.filter((r) => r.via === 'http').map((r) => r.host));
  const failedHosts = new Map<string, EgressFailure>();
  for (const failure of failures)
    if (!refused.has(failure.host) && !failedHosts.has(failure.host))
      failedHosts.set(failure.host, failure);
  const failedOverHttp = new Set(
    failures.filter((f) => f.via === 'http' && failedHosts.has(f.host)).map((f) => f.host),
  );

  const touched = new Set([...refused, ...failedHosts.keys()]);
  const coverageLimitations = [
    ...observation.coverageLimitations.filter(
      (l) =>
        !(
          l.code === 'egress_denied' && [...touched].some((host) => l.summary === genericLine(host))
        ),
    ),
    ...guardLimitations(observation, refusals),
  ];

  const noAnswer = (r: ObservedRequest) => r.status === undefined && r.outcome === 'failed';
  const requests = observation.requests.map((request): ObservedRequest => {
    const { status: _guardAnswer, ...rest } = request;
    if (refusedOverHttp.has(request.host) && (request.status === 403 || noAnswer(request)))
      return { ...rest, outcome: 'blocked_before_transmission' };
    if (failedOverHttp.has(request.host) && request.status === 502)
      return { ...rest, outcome: 'failed' };
    if (failedHosts.has(request.host) && request.outcome === 'blocked_before_transmission')
      return { ...request, outcome: 'failed' };
    return request;
  });

  const out: Observation = { ...observation, coverageLimitations, requests };
  const finalHost = hostOf(observation.finalUrl);
  const mainHost = observation.redirectChain.at(-1) ?? hostOf(observation.url);
  const navigationError = (code: string, message: string): ArmError => ({
    stage: 'navigation',
    code,
    message,
  });
  const failureCode = (host: string) =>
    failedHosts.get(host)!.kind === 'dns_failure' ? 'dns_failure' : 'connection_failed';
  if (finalHost && observation.mainDocumentStatus === 403 && refusedOverHttp.has(finalHost)) {
    const message = refusals.find((r) => r.host === finalHost)!.message;
    refuseNavigation(out);
    out.errors = [
      ...observation.errors,
      navigationError(
        'egress_denied',
        `The egress guard refused the main document at ${finalHost}: ${message}`,
      ),
    ];
  } else if (finalHost && observation.mainDocumentStatus === 502 && failedOverHttp.has(finalHost)) {
    refuseNavigation(out);
    out.errors = [
      ...observation.errors,
      navigationError(
        failureCode(finalHost),
        `The main document at ${finalHost} could not be loaded.`,
      ),
    ];
  } else if (mainHost && failedHosts.has(mainHost)) {
    // A failed tunnel reads as a refusal in the browser; the guard knows it was DNS or the network.
    out.errors = observation.errors.map((e) =>
      e.stage === 'navigation' && e.code === 'egress_denied'
        ? { ...e, code: failureCode(mainHost) }
        : e,
    );
  }
  return out;
}
