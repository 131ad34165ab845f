import type { Page } from 'playwright-core';
import type { ArmRuntime } from '../arm-runtime.ts';
import type { BannerRoot, PageScan } from './banner-scan.ts';
import { withTimeout } from './time.ts';

const SCREENSHOT_TIMEOUT_MS = 2_000;

/**
 * One screenshot of the banner, kept as `banner`: clipped to the banner's box when it is known and in
 * the viewport (no scrolling: scroll-triggered tags must not fire because of us), else the viewport.
 * Failure is a coverage limitation, never an error.
 */
export async function keepBannerScreenshot(
  runtime: ArmRuntime,
  scan: PageScan | null,
  root: BannerRoot | null,
): Promise<string | null> {
  const page: Page = runtime.page;
  try {
    let clip: { x: number; y: number; width: number; height: number } | undefined;
    if (scan && root) {
      const element = await scan.rootHandle(root);
      const box = element ? await withTimeout(element.boundingBox(), 500, null) : null;
      const viewport = page.viewportSize();
      if (box && viewport) {
        const x = Math.max(0, box.x);
        const y = Math.max(0, box.y);
        const width = Math.min(viewport.width, box.x + box.width) - x;
        const height = Math.min(viewport.height, box.y + box.height) - y;
        if (width >= 8 && height >= 8) clip = { x, y, width, height };
      }
    }
    const png = await page.screenshot({
      type: 'png',
      animations: 'disabled',
      timeout: SCREENSHOT_TIMEOUT_MS,
      ...(clip ? { clip } : {}),
    });
    return runtime.keepScreenshot('banner', png, false);
  } catch (error) {
    runtime.limit(
      'screenshot_unavailable',
      `The consent banner could not be captured: ${error instanceof Error ? error.message.split('\n')[0] : 'unknown error'}`,
    );
    return null;
  }
}
