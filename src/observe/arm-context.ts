import type { BrowserContext } from 'playwright-core';
import type { ArmLaunch } from './arm.ts';
import { REGION, VIEWPORTS, type ArmSpec } from './arm-spec.ts';
import { GPC_INIT_SCRIPT } from './gpc.ts';

/** A context proxy from its URL: credentials in the URL (the egress guard's per-listener secret) become the proxy's user and password. */
function proxyOf(proxyServer: string): {
  server: string;
  bypass: string;
  username?: string;
  password?: string;
} {
  const url = new URL(proxyServer);
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  return { server: url.origin, bypass: '<-loopback>', ...(username ? { username, password } : {}) };
}

/** A fresh incognito context for one arm: region (locale, timezone, Accept-Language), viewport, GPC. */
export async function newArmContext(launch: ArmLaunch, spec: ArmSpec): Promise<BrowserContext> {
  const region = REGION[spec.scanFrom];
  const viewport = VIEWPORTS[spec.viewport];
  const mobileUa = launch.userAgent
    .replace('(X11; Linux x86_64)', '(Linux; Android 14; Pixel 8)')
    .replace(/Safari\/[\d.]+$/, 'Mobile Safari/537.36');
  const context = await launch.browser.newContext({
    userAgent: viewport.mobile ? mobileUa : launch.userAgent,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    locale: region.locale,
    timezoneId: region.timezoneId,
    ignoreHTTPSErrors: launch.ignoreTlsErrors ?? false,
    serviceWorkers: 'allow',
    // A page must not write files on the scanning machine: every download is refused (the attempt is still seen as a request).
    acceptDownloads: false,
    ...(launch.proxyServer ? { proxy: proxyOf(launch.proxyServer) } : {}),
    extraHTTPHeaders: {
      'Accept-Language': region.acceptLanguage,
      ...(spec.arm === 'gpc_on' ? { 'Sec-GPC': '1' } : {}),
    },
  });
  if (spec.arm === 'gpc_on') await context.addInitScript(GPC_INIT_SCRIPT);
  return context;
}
