/**
 * The inline stylesheet and script of report.html (static text: no data is ever interpolated into
 * them, so nothing a scanned site controls can reach a <script> or <style> element). The page's
 * Content-Security-Policy allows exactly these two by hash.
 */
import { createHash } from 'node:crypto';

export const REPORT_CSS = `
:root { color-scheme: light; --fg: #1f2328; --muted: #57606a; --line: #d0d7de; --bg: #fff; --soft: #f6f8fa;
  --high: #a40e26; --high-bg: #ffebe9; --medium: #7d4e00; --medium-bg: #fff8c5; --low: #1a7f37; --low-bg: #dafbe1;
  --failed: #57606a; --failed-bg: #eaeef2; --limited: #8250df; --limited-bg: #fbefff; --focus: #0969da; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--fg); background: var(--bg); }
header, main, footer { max-width: 1200px; margin: 0 auto; padding: 1rem 1.5rem; }
header { border-bottom: 1px solid var(--line); }
h1 { font-size: 1.6rem; margin: 0.5rem 0 0.25rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
h3 { font-size: 1rem; margin: 1rem 0 0.4rem; }
.meta, .hint, .url, .muted { color: var(--muted); }
.url { font-size: 0.85rem; word-break: break-all; font-weight: normal; }
.disclaimer { background: var(--soft); border-left: 4px solid var(--muted); padding: 0.5rem 0.75rem; margin: 0.75rem 0; }
dl.totals { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 0.5rem; margin: 1rem 0 0.5rem; }
dl.totals div { border: 1px solid var(--line); border-radius: 6px; padding: 0.4rem 0.6rem; }
dl.totals dt { font-size: 0.8rem; color: var(--muted); }
dl.totals dd { margin: 0; font-size: 1.35rem; font-weight: 600; }
ul.inline { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.35rem 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 0.4rem 0.5rem; }
#sites > thead th { position: sticky; top: 0; background: var(--soft); border-bottom: 2px solid var(--line); white-space: nowrap; }
#sites > tbody { border-bottom: 1px solid var(--line); }
#sites > tbody > tr.detail > td { padding-top: 0; }
#sites > tbody > tr > th[scope=row] { font-weight: 600; white-space: nowrap; }
#sites > tbody > tr > th[scope=row] .url { white-space: normal; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
th button { all: unset; font: inherit; color: inherit; cursor: pointer; display: inline-flex; gap: 0.25rem; align-items: center; }
th button:focus-visible, summary:focus-visible, a:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
th[aria-sort=ascending] button::after { content: '▲'; font-size: 0.7em; }
th[aria-sort=descending] button::after { content: '▼'; font-size: 0.7em; }
th button:not([data-sorted])::after { content: '↕'; font-size: 0.7em; color: var(--muted); }
.badge { display: inline-block; border-radius: 999px; padding: 0 0.55rem; font-size: 0.85rem; font-weight: 600; white-space: nowrap; }
.risk-high, .crit-high, .prio-high { color: var(--high); background: var(--high-bg); }
.risk-review_recommended, .crit-medium, .prio-medium { color: var(--medium); background: var(--medium-bg); }
.risk-low, .crit-low, .prio-low, .status-completed { color: var(--low); background: var(--low-bg); }
.crit-info { color: var(--muted); background: var(--soft); }
.status-failed, .status-other, .risk-none { color: var(--failed); background: var(--failed-bg); }
.status-limited { color: var(--limited); background: var(--limited-bg); }
.score { font-size: 1.1rem; font-weight: 700; }
.score-low { color: var(--high); } .score-mid { color: var(--medium); } .score-high { color: var(--low); }
details > summary { cursor: pointer; color: var(--muted); font-size: 0.9rem; }
details[open] > summary { margin-bottom: 0.5rem; }
.detail-body { border-left: 3px solid var(--line); padding: 0 0 0.5rem 0.9rem; }
.detail-body table { font-size: 0.9rem; margin-bottom: 0.5rem; }
.detail-body thead th { border-bottom: 1px solid var(--line); background: var(--soft); }
.detail-body tbody tr + tr td, .detail-body tbody tr + tr th { border-top: 1px solid var(--soft); }
.note-failed { border: 1px solid var(--line); background: var(--failed-bg); padding: 0.5rem 0.75rem; border-radius: 6px; }
.note-limited { border: 1px solid var(--limited); background: var(--limited-bg); padding: 0.5rem 0.75rem; border-radius: 6px; }
code { font-size: 0.9em; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media print { #sites > thead th { position: static; } details { display: block; } }
`;

/**
 * Progressive enhancement: turns the column headers of #sites into sort buttons. Each site is one
 * <tbody> (its row plus its detail row), so sorting moves both. Sort keys come from data-* attributes
 * of the tbody; an empty key (no score on a failed scan) always sorts last, in both directions.
 */
export const REPORT_SCRIPT = `
(function () {
  var table = document.getElementById('sites');
  if (!table) return;
  var status = document.getElementById('sort-status');
  var headers = Array.prototype.slice.call(table.querySelectorAll('thead th[data-key]'));
  function keyOf(body, key, type) {
    var raw = body.getAttribute('data-' + key);
    if (raw === null || raw === '') return null;
    return type === 'number' ? Number(raw) : raw.toLowerCase();
  }
  function sortBy(th, direction) {
    var key = th.getAttribute('data-key');
    var type = th.getAttribute('data-type');
    var bodies = Array.prototype.slice.call(table.tBodies);
    bodies.sort(function (a, b) {
      var x = keyOf(a, key, type), y = keyOf(b, key, type);
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else if (x !== y) {
        var order = type === 'number' ? x - y : (x < y ? -1 : 1);
        return direction === 'ascending' ? order : -order;
      }
      return Number(a.getAttribute('data-rank')) - Number(b.getAttribute('data-rank'));
    });
    bodies.forEach(function (body) { table.appendChild(body); });
    headers.forEach(function (other) {
      var button = other.querySelector('button');
      if (other === th) { other.setAttribute('aria-sort', direction); button.setAttribute('data-sorted', ''); }
      else { other.removeAttribute('aria-sort'); button.removeAttribute('data-sorted'); }
    });
    if (status) status.textContent = 'Sorted by ' + th.textContent.trim() + ', ' + direction + '.';
  }
  headers.forEach(function (th) {
    var button = document.createElement('button');
    button.type = 'button';
    while (th.firstChild) button.appendChild(th.firstChild);
    th.appendChild(button);
    if (th.hasAttribute('aria-sort')) button.setAttribute('data-sorted', '');
    button.addEventListener('click', function () {
      var current = th.getAttribute('aria-sort');
      var next = current === 'ascending' ? 'descending' : current === 'descending' ? 'ascending' : th.getAttribute('data-first') || 'ascending';
      sortBy(th, next);
    });
  });
})();
`;

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** No network, no plugins, no frames: only the report's own inline style and script may run. */
export const REPORT_CSP = [
  "default-src 'none'",
  `style-src ${sha256(REPORT_CSS)}`,
  `script-src ${sha256(REPORT_SCRIPT)}`,
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
