/** The HTML document of a video embed iframe (YouTube, Vimeo): poster, player chrome and the vendor's player script. */
export interface EmbedPage {
  title: string;
  posterUrl: string;
  playerScriptUrl: string;
  config: {
    vendor: string;
    videoId: string;
    title: string;
    statsUrl: string;
    statsEveryMs: number;
  };
  accent: string;
}

export function embedPageHtml(page: EmbedPage): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${page.title}</title>
<style>html, body { margin: 0; height: 100%; background: #000; color: #fff; font: 13px system-ui, sans-serif; overflow: hidden; }
#player { position: relative; height: 100%; background: #000 url('${page.posterUrl}') center / cover no-repeat; }
.player-title { position: absolute; top: 10px; left: 14px; right: 14px; font-size: 15px; text-shadow: 0 1px 2px #000; }
.player-big-play { position: absolute; left: 50%; top: 50%; width: 68px; height: 48px; margin: -24px 0 0 -34px; border: 0; border-radius: 12px; background: ${page.accent}; cursor: pointer; }
.player-controls { position: absolute; left: 0; right: 0; bottom: 0; display: flex; align-items: center; gap: 8px; padding: 6px 10px; background: linear-gradient(transparent, rgb(0 0 0 / 0.7)); }
.player-button { width: 28px; height: 24px; border: 0; border-radius: 4px; background: rgb(255 255 255 / 0.85); }
.player-progress { flex: 1; height: 4px; background: rgb(255 255 255 / 0.3); }
.player-progress-played { width: 0; height: 100%; background: ${page.accent}; }</style></head>
<body><div id="player"><button class="player-big-play" type="button" aria-label="Play video"></button></div>
<script>window.PLAYER_CONFIG = ${JSON.stringify(page.config)};</script>
<script src="${page.playerScriptUrl}"></script>
</body></html>`;
}

/** A poster frame as SVG (served where the vendor serves its JPEG thumbnails). */
export function posterSvg(label: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><text x="32" y="320" fill="#fff" font-family="sans-serif" font-size="28">${label}</text></svg>`;
}
