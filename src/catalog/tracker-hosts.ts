/**
 * Our overlay on third-party-web: privacy purposes of tracker hosts (session replay, pixels …).
 * Data in `tracker-hosts.json`, validated against `schemas/catalog/tracker-hosts.schema.json` in tests.
 */
import type {
  TrackerHostEntry,
  TrackerHostsCatalog,
} from '../model/generated/catalog/tracker-hosts.ts';
import trackerHostsFile from './tracker-hosts.json' with { type: 'json' };

export type { TrackerHostEntry };

export const trackerHostEntries: readonly TrackerHostEntry[] = Object.freeze(
  (trackerHostsFile as unknown as TrackerHostsCatalog).hosts.map((entry) =>
    Object.freeze({ ...entry }),
  ),
);
