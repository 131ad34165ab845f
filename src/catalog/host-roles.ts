/**
 * Curated host roles: consent providers, public library CDNs, web-font services and cookieless analytics.
 * Traffic to these hosts is not tracking in itself. Data in `host-roles.json`, validated against
 * `schemas/catalog/host-roles.schema.json` in the tests.
 */
import type {
  HostRole,
  HostRoleEntry,
  HostRolesCatalog,
} from '../model/generated/catalog/host-roles.ts';
import hostRolesFile from './host-roles.json' with { type: 'json' };

export const HOST_ROLES = [
  'consent_provider',
  'cdn',
  'font',
  'cookieless_analytics',
  'input_service',
] as const satisfies readonly HostRole[];

/** Types generated from schemas/catalog/host-roles.schema.json (never edited by hand). */
export type { HostRole, HostRoleEntry, HostRolesCatalog };

const file = hostRolesFile as unknown as HostRolesCatalog;

export const hostRolesCatalog: Readonly<HostRolesCatalog> = Object.freeze({
  version: file.version,
  hosts: file.hosts.map((entry) => Object.freeze({ ...entry })),
});

export const hostRoleEntries: readonly HostRoleEntry[] = hostRolesCatalog.hosts;
