/**
 * Curated host roles: consent providers, public library CDNs, web-font services and cookieless analytics.
 * Traffic to these hosts is not tracking in itself. Data in `host-roles.json`, validated against
 * `schemas/catalog/host-roles.schema.json` in the tests. Types written by hand for now.
 */
import hostRolesFile from './host-roles.json' with { type: 'json' };

export const HOST_ROLES = ['consent_provider', 'cdn', 'font', 'cookieless_analytics'] as const;

export type HostRole = (typeof HOST_ROLES)[number];

export interface HostRoleEntry {
  /** Lower-case host; also covers its sub-domains. */
  readonly host: string;
  readonly role: HostRole;
  readonly vendor: string;
  readonly note?: string;
}

export interface HostRolesCatalog {
  readonly version: number;
  readonly hosts: readonly HostRoleEntry[];
}

const file = hostRolesFile as unknown as HostRolesCatalog;

export const hostRolesCatalog: HostRolesCatalog = Object.freeze({
  version: file.version,
  hosts: Object.freeze(file.hosts.map((entry) => Object.freeze({ ...entry }))),
});

export const hostRoleEntries: readonly HostRoleEntry[] = hostRolesCatalog.hosts;
