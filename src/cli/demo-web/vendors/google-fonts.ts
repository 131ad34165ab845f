import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FixtureHost, FixtureRequest } from '../fixture-host.ts';
import { allowAnyOrigin, send } from '../http/respond.ts';
import { router } from '../http/router.ts';

/** Bytes with the WOFF2 signature; not a usable font (the browser falls back to a local one). */
const FONT_BYTES = Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(44)]);

const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122';

/** `Inter:wght@400;700` → family "Inter", weights 400 and 700. */
function parseFamily(spec: string): { family: string; weights: string[] } {
  const [family = '', axes = ''] = spec.split(':');
  const weights = axes.split('@')[1]?.split(';').filter(Boolean) ?? [];
  return { family, weights: weights.length > 0 ? weights : ['400'] };
}

/** The stylesheet fonts.googleapis.com/css2 returns: one @font-face per family and weight. */
function stylesheet(req: FixtureRequest, res: ServerResponse): void {
  const display = req.url.searchParams.get('display') ?? 'auto';
  const faces = req.url.searchParams.getAll('family').flatMap((spec) => {
    const { family, weights } = parseFamily(spec);
    const slug = family.toLowerCase().replaceAll(' ', '');
    return weights.map((weight) => {
      const file = createHash('sha256')
        .update(`${family}:${weight}`)
        .digest('base64url')
        .slice(0, 22);
      return `/* latin */
@font-face {
  font-family: '${family}';
  font-style: normal;
  font-weight: ${weight};
  font-display: ${display};
  src: url(https://fonts.gstatic.com/s/${slug}/v13/${file}.woff2) format('woff2');
  unicode-range: ${LATIN_RANGE};
}`;
    });
  });
  if (faces.length === 0) return send(res, 400, 'text', '400: missing font family\n');
  allowAnyOrigin(res);
  send(res, 200, 'css', `${faces.join('\n')}\n`);
}

/** Google Fonts: CSS from fonts.googleapis.com, font files from fonts.gstatic.com. A CDN, not a tracker. */
export const googleFonts: FixtureHost = {
  name: 'Google Fonts',
  kind: 'vendor',
  hostnames: ['fonts.googleapis.com', 'fonts.gstatic.com'],
  handle: router([
    { host: 'fonts.googleapis.com', method: 'GET', path: /^\/css2?$/, handle: stylesheet },
    {
      host: 'fonts.gstatic.com',
      method: 'GET',
      path: /^\/s\/[a-z0-9]+\/v\d+\/[\w-]+\.woff2$/,
      handle: (_req, res) => {
        allowAnyOrigin(res);
        send(res, 200, 'woff2', FONT_BYTES);
      },
    },
  ]),
};
