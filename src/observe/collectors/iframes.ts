import type { ObservedIframe } from '../../model/index.ts';
import type { ArmRuntime, Collector } from '../arm-runtime.ts';
import { hostOf, pathOf, registrableDomain } from '../site.ts';

/** Child frames of the page at the arm's end: host, path without query, party, visibility. */
export class IframeCollector implements Collector<ObservedIframe[]> {
  readonly name = 'iframes';

  async install(): Promise<void> {}

  async collect(runtime: ArmRuntime): Promise<ObservedIframe[]> {
    if (runtime.page.isClosed()) return [];
    const siteDomain = runtime.siteDomain();
    const frames: ObservedIframe[] = [];
    for (const frame of runtime.page.frames().slice(1, 100)) {
      const host = hostOf(frame.url());
      if (!host) continue;
      let visible: boolean | undefined;
      try {
        const element = await frame.frameElement();
        visible = await element.isVisible();
      } catch {
        visible = undefined;
      }
      frames.push({
        host,
        path: pathOf(frame.url()),
        thirdParty: registrableDomain(host) !== siteDomain,
        ...(visible === undefined ? {} : { visible }),
        phase: runtime.phase(),
      });
    }
    return frames;
  }
}
