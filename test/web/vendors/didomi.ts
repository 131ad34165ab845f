import { readFileSync } from 'node:fs';
import type { FixtureHost } from '../../../src/cli/demo-web/fixture-host.ts';
import { allowAnyOrigin, send, sendNoContent } from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { buildTcString } from '../sites/tcf-news-gvl.ts';
import { staticFile } from '../static-files.ts';

/** Didomi's id in the IAB TCF CMP list (what its TC strings carry). */
export const DIDOMI_CMP_ID = 7;

/**
 * How a Didomi notice is set up in the Didomi console (published with the loader): a bottom banner or
 * a popup, and how a refusal is offered on it — a "Disagree and close" button, a "Continue without
 * agreeing →" link (the French regulator's pattern), or nothing (refusal only in the preferences).
 */
export interface DidomiNotice {
  position: 'bottom' | 'popup';
  denyOptions: { button: 'secondary' | 'none'; link: boolean };
  /** The site's name the notice shows. */
  organization: string;
}

/** The notices the fixture sites' API key publishes, by notice id (`target=` of the loader). */
export const DIDOMI_NOTICES: Readonly<Record<string, DidomiNotice>> = {
  // didomi-notice.example
  bXJ4Gk9w: {
    position: 'bottom',
    denyOptions: { button: 'secondary', link: false },
    organization: 'Northwind Travel',
  },
  // didomi-continue.example
  Fq8c2LpA: {
    position: 'popup',
    denyOptions: { button: 'none', link: true },
    organization: 'Le Quotidien du Port',
  },
  // didomi-no-disagree.example
  T3mWz7Qe: {
    position: 'bottom',
    denyOptions: { button: 'none', link: false },
    organization: 'Copperline Electronics',
  },
};

/** The public API key of the fixture sites' Didomi organisation (in the loader's path). */
export const DIDOMI_API_KEY = '5f2a8c1e-93b4-4d7a-b0e6-1c9d7f3a2e58';

let tcStrings: { accept: string; reject: string } | null = null;
function didomiTcStrings(): { accept: string; reject: string } {
  tcStrings ??= {
    accept: buildTcString('accept', { id: DIDOMI_CMP_ID, version: 2 }).tcString,
    reject: buildTcString('reject', { id: DIDOMI_CMP_ID, version: 2 }).tcString,
  };
  return tcStrings;
}

/**
 * Didomi's SDK at its real CDN, `sdk.privacy-center.org/<api key>/loader.js?target_type=notice&target=
 * <notice id>`: the notice configuration published in the console plus the SDK itself
 * (static/vendors/didomi-sdk.js, written from Didomi's public documentation). Its TC strings are real
 * (built with @iabtechlabtcf/core under Didomi's CMP id 7). The SDK's own events go to
 * `api.privacy-center.org/v1/events`.
 */
export const didomi: FixtureHost = {
  name: 'Didomi consent SDK',
  kind: 'vendor',
  hostnames: ['sdk.privacy-center.org', 'api.privacy-center.org'],
  handle: router([
    {
      host: 'sdk.privacy-center.org',
      method: 'GET',
      path: /^\/[0-9a-f-]{36}\/loader\.js$/,
      handle: (req, res) => {
        const noticeId = req.url.searchParams.get('target') ?? '';
        const notice = DIDOMI_NOTICES[noticeId];
        if (!notice) return send(res, 404, 'js', '/* unknown notice */');
        const sdk = readFileSync(staticFile('vendors', 'didomi-sdk.js'), 'utf8');
        const body = `(function (DIDOMI_NOTICE, DIDOMI_TC_STRINGS) {\n${sdk}\n})(${JSON.stringify({
          ...notice,
          id: noticeId,
        })}, ${JSON.stringify(didomiTcStrings())});\n`;
        send(res, 200, 'js', body);
      },
    },
    {
      host: 'api.privacy-center.org',
      method: 'POST',
      path: '/v1/events',
      handle: (_req, res) => {
        allowAnyOrigin(res);
        sendNoContent(res);
      },
    },
    {
      host: 'api.privacy-center.org',
      method: 'OPTIONS',
      path: '/v1/events',
      handle: (_req, res) => {
        allowAnyOrigin(res);
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
        sendNoContent(res);
      },
    },
  ]),
};
