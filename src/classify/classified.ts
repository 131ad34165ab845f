import type { ArmName, Observation, ObservedCookie, ObservedRequest, Party, Purpose, ScanFrom } from '../model/index.ts';

export interface ClassifiedRequest extends ObservedRequest {
  party: Party;
  vendor: string | null;
  purpose: Purpose | null;
  isTracker: boolean;
  salesSharing: boolean;
}

export interface ClassifiedCookie extends ObservedCookie {
  party: Party;
  vendor: string | null;
  purpose: Purpose;
  /** Strictly necessary, security or consent management — exempt from consent. */
  essential: boolean;
  /** Known to track (analytics, advertising, social, replay) from the catalogue or its setting host. */
  isTracking: boolean;
  catalogId: string | null;
}

/** One arm, classified; the raw observation is kept for consent state, forms and behaviour signals. */
export interface ClassifiedArm {
  arm: ArmName;
  observation: Observation;
  requests: ClassifiedRequest[];
  cookies: ClassifiedCookie[];
}

export interface ClassifiedScan {
  url: string;
  siteHost: string;
  siteDomain: string;
  scanFrom: ScanFrom;
  arms: Partial<Record<ArmName, ClassifiedArm>>;
}
