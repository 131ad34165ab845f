import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../../../src/cli/demo-web/fixture-host.ts';
import {
  allowCredentialedCors,
  send,
  sendFile,
  sendPixel,
} from '../../../src/cli/demo-web/http/respond.ts';
import { router } from '../../../src/cli/demo-web/http/router.ts';
import { jsRoute, LIBRARIES, scriptWithLibraries, staticScript } from '../js-bundles.ts';
import { staticFile } from '../static-files.ts';

const CREATIVES = [
  { width: 728, height: 90, label: 'Spring rail passes – 20% off' },
  { width: 300, height: 250, label: 'Home insurance in 5 minutes' },
];

/** The creative image of an ad (served where Google serves ad images). */
function creativeSvg(label: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff7e0" stroke="#e0b000"/><text x="12" y="${Math.round(height / 2)}" font-family="sans-serif" font-size="18" fill="#333">${label}</text></svg>`;
}

/** One ad per requested slot (by the slot's first size), plus the `__gads` / `__gpi` cookies GPT stores first-party. */
function adResponse(req: FixtureRequest, res: ServerResponse): void {
  allowCredentialedCors(req, res);
  const sizes = (req.url.searchParams.get('prev_iu_szs') ?? '').split(',').filter(Boolean);
  const ads = sizes.map((size, index) => {
    const [width, height] = (size.split('|')[0] ?? '300x250').split('x').map(Number);
    const creative = CREATIVES.find((c) => c.width === width) ?? CREATIVES[1]!;
    const adId = String(138400000000 + index);
    return {
      width: width || creative.width,
      height: height || creative.height,
      html: `<a href="https://ad.doubleclick.net/ddm/trackclk/N1234.5678NORTHGATE/B2950${index};dc_trk_aid=${adId}" target="_blank"><img src="https://tpc.googlesyndication.com/simgad/${adId}" width="${creative.width}" height="${creative.height}" alt="Advertisement"></a>`,
      impression: `https://securepubads.g.doubleclick.net/pcs/view?xai=AKAOj${randomBytes(12).toString('base64url')}&sai=${adId}`,
    };
  });
  const id = randomBytes(8).toString('hex');
  const cookies = [
    {
      name: '__gads',
      value: `ID=${id}:T=${Math.floor(Date.now() / 1000)}:RT=${Math.floor(Date.now() / 1000)}:S=ALNI_M${randomBytes(10).toString('base64url')}`,
    },
    {
      name: '__gpi',
      value: `UID=00000${id}:T=${Math.floor(Date.now() / 1000)}:RT=${Math.floor(Date.now() / 1000)}:S=ALNI_M${randomBytes(10).toString('base64url')}`,
    },
  ];
  send(res, 200, 'json', JSON.stringify({ ads, cookies }));
}

/**
 * Google Publisher Tag (Google Ad Manager): gpt.js and pubads_impl.js on securepubads.g.doubleclick.net
 * (lodash bundled; static/vendors/gpt-loader.js, gpt-pubads.js), the ad request /gampad/ads, the
 * impression ping /pcs/view, and the creatives' images on tpc.googlesyndication.com.
 */
export const googlePublisherTag: FixtureHost = {
  name: 'Google Publisher Tag',
  kind: 'vendor',
  hostnames: ['securepubads.g.doubleclick.net', 'tpc.googlesyndication.com'],
  handle: router([
    {
      host: 'securepubads.g.doubleclick.net',
      method: 'GET',
      path: '/tag/js/gpt.js',
      handle: (_req, res) => sendFile(res, 'js', staticFile('vendors', 'gpt-loader.js')),
    },
    jsRoute(
      /^\/pagead\/managed\/js\/gpt\/m\d+\/pubads_impl\.js$/,
      scriptWithLibraries(
        'Google Publisher Tag',
        { _: LIBRARIES.lodash },
        staticScript('vendors', 'gpt-pubads.js'),
      ),
      { host: 'securepubads.g.doubleclick.net' },
    ),
    {
      host: 'securepubads.g.doubleclick.net',
      method: 'GET',
      path: '/gampad/ads',
      handle: adResponse,
    },
    {
      host: 'securepubads.g.doubleclick.net',
      method: 'GET',
      path: '/pcs/view',
      handle: (_req, res) => sendPixel(res),
    },
    {
      host: 'tpc.googlesyndication.com',
      method: 'GET',
      path: /^\/simgad\/\d+$/,
      handle: (req, res) => {
        const index = Number(req.path.split('/').pop()) % 2;
        const creative = CREATIVES[index] ?? CREATIVES[0]!;
        send(res, 200, 'svg', creativeSvg(creative.label, creative.width, creative.height));
      },
    },
  ]),
};
