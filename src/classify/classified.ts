import type {
  ArmName,
  Observation,
  ObservedCookie,
  ObservedRequest,
  PageViewRole,
  Party,
  Purpose,
  ScanFrom,
} from '../model/index.ts';

/** The page a record was seen on (only for observations that record their page views). */
export interface PageRef {
  path: string;
  role: PageViewRole;
}

export interface ClassifiedRequest extends ObservedRequest {
  party: Party;
  vendor: string | null;
  purpose: Purpose | null;
  isTracker: boolean;
  salesSharing: boolean;
  page?: PageRef;
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
  /** Page of the first sighting. */
  page?: PageRef;
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
