import type { EgressCapName } from './egress-budget.ts';
import { refusal, type TargetRefusalReason } from './refusal.ts';

export type EgressRefusalReason = TargetRefusalReason | EgressCapName;

/** One kind of refused connection: host (as URL prints it), port, why, and how often. */
export interface EgressRefusal {
  host: string;
  port: number;
  reason: EgressRefusalReason;
  /** `connect` for tunnels (HTTPS, WebSocket), `http` for plain-HTTP requests. */
  via: 'connect' | 'http';
  count: number;
  message: string;
}

const CAP_MESSAGES: Record<EgressCapName, string> = {
  request_cap: 'The per-scan request cap was reached.',
  byte_cap: 'The per-scan byte cap was reached.',
  redirect_cap: 'The per-scan redirect cap was reached.',
};

export function refusalMessage(reason: EgressRefusalReason, detail?: string): string {
  return reason in CAP_MESSAGES
    ? CAP_MESSAGES[reason as EgressCapName]
    : refusal(reason as TargetRefusalReason, detail).message;
}

/**
 * A connection the guard allowed but could not make: the name did not resolve or the vetted address
 * did not answer. Not a refusal: the browser would have failed the same way without the guard.
 */
export interface EgressFailure {
  host: string;
  port: number;
  kind: 'dns_failure' | 'unreachable';
  via: 'connect' | 'http';
  count: number;
}

/** What a guard listener refused or could not reach, bounded: beyond `maxKinds` distinct kinds only the overflow is counted. */
export class EgressRecord {
  private readonly kinds = new Map<string, EgressRefusal>();
  private readonly failed = new Map<string, EgressFailure>();
  overflow = 0;

  fail(entry: Omit<EgressFailure, 'count'>): void {
    const key = `${entry.via} ${entry.host} ${entry.port} ${entry.kind}`;
    const known = this.failed.get(key);
    if (known) known.count++;
    else if (this.failed.size < this.maxKinds) this.failed.set(key, { ...entry, count: 1 });
    else this.overflow++;
  }

  failures(): EgressFailure[] {
    return [...this.failed.values()].map((entry) => ({ ...entry }));
  }

  constructor(private readonly maxKinds = 200) {}

  refuse(entry: Omit<EgressRefusal, 'count'>): void {
    const key = `${entry.via} ${entry.host} ${entry.port} ${entry.reason}`;
    const known = this.kinds.get(key);
    if (known) known.count++;
    else if (this.kinds.size < this.maxKinds) this.kinds.set(key, { ...entry, count: 1 });
    else this.overflow++;
  }

  refusals(): EgressRefusal[] {
    return [...this.kinds.values()].map((entry) => ({ ...entry }));
  }

  get total(): number {
    let total = this.overflow;
    for (const entry of this.kinds.values()) total += entry.count;
    return total;
  }
}
