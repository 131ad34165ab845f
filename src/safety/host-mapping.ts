/**
 * Chromium host-resolver rules (--host-resolver-rules / --map-hosts), read the way Chromium's
 * HostMappingRules does: comma-separated "MAP pattern replacement[:port]" and "EXCLUDE pattern";
 * exclusions win, then the first matching MAP; a pattern may name host or host:port, with * and ?.
 * "~NOTFOUND" as replacement makes the host unresolvable.
 */
export interface HostMapping {
  pattern: string;
  host: string;
  port: number | null;
}

export interface HostMappingRules {
  readonly maps: readonly HostMapping[];
  readonly excludes: readonly string[];
}

export type MappedTarget = { host: string; port: number } | 'not_found';

export class HostMappingError extends Error {
  override name = 'HostMappingError';
}

export const NO_MAPPINGS: HostMappingRules = { maps: [], excludes: [] };

function parseReplacement(text: string): { host: string; port: number | null } {
  if (text.toUpperCase() === '~NOTFOUND') return { host: '~notfound', port: null };
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  const plain = /^([^:]+)(?::(\d+))?$/.exec(text);
  const match = bracketed ?? plain;
  if (!match) throw new HostMappingError(`Host mapping replacement "${text}" is not host[:port].`);
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65_535))
    throw new HostMappingError(`Host mapping port ${port} is out of range.`);
  return { host: match[1]!.toLowerCase(), port };
}

export function parseHostMappingRules(rules: string | undefined): HostMappingRules {
  if (!rules?.trim()) return NO_MAPPINGS;
  const maps: HostMapping[] = [];
  const excludes: string[] = [];
  for (const rule of rules.split(',')) {
    const parts = rule.trim().split(/\s+/);
    const verb = parts[0]?.toUpperCase();
    if (verb === 'MAP' && parts.length === 3)
      maps.push({ pattern: parts[1]!.toLowerCase(), ...parseReplacement(parts[2]!) });
    else if (verb === 'EXCLUDE' && parts.length === 2) excludes.push(parts[1]!.toLowerCase());
    else
      throw new HostMappingError(
        `"${rule.trim()}" is not a host-resolver rule ("MAP pattern host[:port]" or "EXCLUDE pattern").`,
      );
  }
  return { maps, excludes };
}

function globMatches(pattern: string, text: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 's').test(text);
}

/** Where the operator's rules send host:port, or null when no rule applies. `host` is lower case, without brackets. */
export function mapHost(rules: HostMappingRules, host: string, port: number): MappedTarget | null {
  if (rules.maps.length === 0) return null;
  const hostPort = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (rules.excludes.some((pattern) => globMatches(pattern, host))) return null;
  const rule = rules.maps.find(
    (r) => globMatches(r.pattern, host) || globMatches(r.pattern, hostPort),
  );
  if (!rule) return null;
  if (rule.host === '~notfound') return 'not_found';
  return { host: rule.host, port: rule.port ?? port };
}
