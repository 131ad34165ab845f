import type { FixtureHost } from '../fixture-host.ts';
import { alpenglowOutfitters } from './alpenglow-outfitters.ts';

/** The realistic tier (see ../realistic-tier.ts for what each site shows). */
export const REALISTIC_SITES: readonly FixtureHost[] = [
  alpenglowOutfitters,
];
