/**
 * The inline stylesheet of the single-scan report page (static text: no data is interpolated into
 * it). The page's Content-Security-Policy allows exactly this style by hash, images only as data:
 * URIs, and nothing else: no script, no network, no frames.
 */
import { createHash } from 'node:crypto';

export const SCAN_REPORT_CSS = `
:root { color-scheme: light; --fg: #1f2328; --muted: #57606a; --line: #d0d7de; --bg: #fff; --soft: #f6f8fa;
  --high: #a40e26; --high-bg: #ffebe9; --medium: #7d4e00; --medium-bg: #fff8c5; --low: #1a7f37; --low-bg: #dafbe1;
  --limited: #8250df; --limited-bg: #fbefff; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--fg); background: var(--bg); }
header, main, footer { max-width: 960px; margin: 0 auto; padding: 0.75rem 1rem; }
header { border-bottom: 1px solid var(--line); }
h1 { font-size: 1.4rem; margin: 0.4rem 0; word-break: break-word; }
h2 { font-size: 1.15rem; margin: 1.5rem 0 0.5rem; border-bottom: 1px solid var(--line); padding-bottom: 0.2rem; }
h3 { font-size: 1rem; margin: 1rem 0 0.3rem; }
.muted, .url { color: var(--muted); }
.url { font-size: 0.9rem; word-break: break-all; }
.disclaimer { background: var(--soft); border-left: 4px solid var(--muted); padding: 0.5rem 0.75rem; margin: 0.75rem 0; }
dl.facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 0.5rem; margin: 0.75rem 0; }
dl.facts div { border: 1px solid var(--line); border-radius: 6px; padding: 0.4rem 0.6rem; }
dl.facts dt { font-size: 0.8rem; color: var(--muted); }
dl.facts dd { margin: 0; font-size: 1.2rem; font-weight: 600; }
.badge { display: inline-block; border-radius: 999px; padding: 0 0.55rem; font-size: 0.85rem; font-weight: 600; }
.risk-high, .crit-high, .prio-high { color: var(--high); background: var(--high-bg); }
.risk-review_recommended, .crit-medium, .prio-medium { color: var(--medium); background: var(--medium-bg); }
.risk-low, .crit-low, .prio-low { color: var(--low); background: var(--low-bg); }
.crit-info { color: var(--muted); background: var(--soft); }
.note { border: 1px solid var(--limited); background: var(--limited-bg); padding: 0.5rem 0.75rem; border-radius: 6px; }
article.finding { border: 1px solid var(--line); border-radius: 6px; padding: 0.5rem 0.75rem; margin: 0.75rem 0; }
article.finding h3 { margin-top: 0.2rem; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { text-align: left; vertical-align: top; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--soft); }
thead th { background: var(--soft); border-bottom: 1px solid var(--line); }
figure { margin: 0.75rem 0; }
figure img { max-width: 100%; height: auto; border: 1px solid var(--line); }
figcaption { font-size: 0.85rem; color: var(--muted); }
blockquote.notice { border-left: 4px solid var(--line); margin: 0.5rem 0; padding: 0.1rem 0.9rem; }
blockquote.notice p { margin: 0.4rem 0; }
`;

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export const SCAN_REPORT_CSP = [
  "default-src 'none'",
  `style-src ${sha256(SCAN_REPORT_CSS)}`,
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
