/**
 * The tracker rows of a pre-consent table include tag managers and embedded content, which the findings
 * do not count as trackers. Every face that counts those rows names both numbers, so "tracker hosts" is
 * always the number the findings give.
 */
import { isTrackingPurpose } from '../classify/host-classification.ts';
import type { PreConsentTable } from '../model/index.ts';
import { plural } from '../shared/text.ts';

/**
 * "7 tracker hosts" when every tracker row tracks; otherwise "8 third-party hosts that track or load
 * trackers (7 tracker hosts, 1 tag manager or embedded-content host)".
 */
export function preConsentHostsText(table: PreConsentTable): string {
  const hosts = table.rows.filter((row) => row.kind === 'tracker');
  const trackers = hosts.filter((row) => isTrackingPurpose(row.purpose)).length;
  const loaders = hosts.length - trackers;
  if (loaders === 0) return plural(trackers, 'tracker host');
  const loaderText = `${loaders} tag manager or embedded-content host${loaders === 1 ? '' : 's'}`;
  return `${plural(hosts.length, 'third-party host')} that track or load trackers (${plural(trackers, 'tracker host')}, ${loaderText})`;
}
