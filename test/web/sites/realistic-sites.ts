import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { alpenglowOutfitters } from './alpenglow-outfitters.ts';
import { baylineFurniture } from './bayline-furniture.ts';
import { brightsideDental } from './brightside-dental.ts';
import { copperleafKitchen } from './copperleaf-kitchen.ts';
import { fernhillYoga } from './fernhill-yoga.ts';
import { goldenStateGrocers } from './golden-state-grocers.ts';
import { harbourviewHotels } from './harbourview-hotels.ts';
import { northgateTribune } from './northgate-tribune.ts';
import { quietpineStudio } from './quietpine-studio.ts';
import { redwoodRealty } from './redwood-realty.ts';

/** The realistic tier (see ../realistic-tier.ts for what each site shows). */
export const REALISTIC_SITES: readonly FixtureHost[] = [
  alpenglowOutfitters,
  brightsideDental,
  harbourviewHotels,
  copperleafKitchen,
  northgateTribune,
  goldenStateGrocers,
  baylineFurniture,
  redwoodRealty,
  quietpineStudio,
  fernhillYoga,
];
