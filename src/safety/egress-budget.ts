/** Per-scan limits the egress guard enforces where a proxy can see them. */
export interface EgressCaps {
  /** Plain-HTTP requests plus CONNECT tunnels (a tunnel carries many HTTPS requests the proxy cannot see). */
  maxRequests: number;
  /** Bytes relayed in both directions. */
  maxBytes: number;
  /** 3xx responses with a Location seen on plain HTTP (HTTPS redirects happen inside tunnels). */
  maxRedirects: number;
}

export const DEFAULT_EGRESS_CAPS: Readonly<EgressCaps> = {
  maxRequests: 20_000,
  maxBytes: 512 * 1024 * 1024,
  maxRedirects: 200,
};

export type EgressCapName = 'request_cap' | 'byte_cap' | 'redirect_cap';

export function egressCaps(partial: Partial<EgressCaps> = {}): EgressCaps {
  const caps = { ...DEFAULT_EGRESS_CAPS, ...partial };
  for (const [name, value] of Object.entries(caps)) {
    if (!Number.isInteger(value) || value < 0)
      throw new RangeError(`Egress cap ${name} must be a whole number ≥ 0 (got ${value}).`);
  }
  return caps;
}

/** Counters of one scan, shared by the listeners of its arms. */
export class EgressBudget {
  requests = 0;
  bytes = 0;
  redirects = 0;
  private readonly byteListeners = new Set<() => void>();

  constructor(readonly caps: EgressCaps) {}

  takeRequest(): boolean {
    if (this.requests >= this.caps.maxRequests) return false;
    this.requests++;
    return true;
  }

  takeRedirect(): boolean {
    if (this.redirects >= this.caps.maxRedirects) return false;
    this.redirects++;
    return true;
  }

  get bytesExhausted(): boolean {
    return this.bytes >= this.caps.maxBytes;
  }

  /** Counts relayed bytes; when the cap is crossed every open relay of the scan is told to stop. */
  addBytes(count: number): void {
    const before = this.bytesExhausted;
    this.bytes += count;
    if (!before && this.bytesExhausted) for (const listener of [...this.byteListeners]) listener();
  }

  onBytesExhausted(listener: () => void): () => void {
    this.byteListeners.add(listener);
    return () => this.byteListeners.delete(listener);
  }
}
