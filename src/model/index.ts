/** consentry's data model: types generated from schemas/ plus a few contract constants. No logic, no I/O. */
export type * from './generated/index.ts';
export { SCHEMA_NAMES } from './generated/index.ts';
export { ERROR_CATALOG, type ErrorCatalogEntry } from './error-catalog.ts';
export { API_VERSION, CONTRACT_VERSION, DISCLAIMER, READ_POLICY_VERSION } from './constants.ts';
