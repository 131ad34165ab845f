import { lookup } from 'node:dns/promises';

/** Every address a host name resolves to (A and AAAA), as text. */
export type Resolver = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo: the hosts file, then DNS), all families, in resolver order. */
export const systemResolver: Resolver = async (hostname) => {
  const records = await lookup(hostname, { all: true, verbatim: true });
  return records.map((record) => record.address);
};

/** Resolves with a deadline; a resolver that fails, hangs or answers nothing yields []. */
export async function resolveWithin(
  resolver: Resolver,
  hostname: string,
  timeoutMs: number,
): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), timeoutMs);
  });
  try {
    const answer = await Promise.race([resolver(hostname).catch(() => [] as string[]), timeout]);
    return Array.isArray(answer) ? answer.filter((a): a is string => typeof a === 'string') : [];
  } finally {
    clearTimeout(timer);
  }
}
