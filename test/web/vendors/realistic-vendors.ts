import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { bingUet } from './bing-uet.ts';
import { googlePublisherTag } from './google-publisher-tag.ts';
import { hubSpotForms } from './hubspot-forms.ts';
import { cdnjs } from './cdnjs.ts';
import { jsDelivr } from './jsdelivr.ts';
import { liveChat } from './livechat.ts';
import { postHog } from './posthog.ts';
import { unpkg } from './unpkg.ts';
import { vimeoPlayer } from './vimeo-player.ts';
import { youtubeEmbed } from './youtube-embed.ts';

/** Third parties the realistic tier's sites use besides the common trackers. */
export const REALISTIC_VENDORS: readonly FixtureHost[] = [
  bingUet,
  postHog,
  liveChat,
  youtubeEmbed,
  vimeoPlayer,
  googlePublisherTag,
  hubSpotForms,
  jsDelivr,
  unpkg,
  cdnjs,
];
