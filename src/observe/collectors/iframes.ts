import type { ObservedIframe } from '../../model/index.ts';
import { pageViewField, type ArmRuntime, type Collector } from '../arm-runtime.ts';
import { hostOf, pathOf, registrableDomain } from '../site.ts';

/** Child frames of each page view as it is left, and of the last at the arm's end: host, path without query, party, visibility. */
export class IframeCollector implements Collector<ObservedIframe[]> {
  readonly name = 'iframes';
  private readonly earlier: ObservedIframe[] = [];

  async install(): Promise<void> {}

  async leavePage(runtime: ArmRuntime): Promise<void> {
    this.earlier.push(...(await this.read(runtime)));
  }

  async collect(runtime: ArmRuntime): Promise<ObservedIframe[]> {
    return [...this.earlier, ...(await this.read(runtime))].slice(0, 500);
  }

  private async read(runtime: ArmRuntime): Promise<ObservedIframe[]> {
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
        ...pageViewField(runtime),
      });
    }
    return frames;
  }
}
