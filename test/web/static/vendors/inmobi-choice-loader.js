/*
 * InMobi Choice (formerly Quantcast Choice) — the per-site loader cmp.inmobi.com/choice/<p-code>/<host>/choice.js,
 * written in our words from the CMP's public behaviour; no InMobi code.
 *
 * The publisher's tag (inline on the page) has already installed the IAB __tcfapi stub (its queue is
 * returned by `__tcfapi()`) and loaded this file. It:
 * - inserts the CMP itself, https://cmp.inmobi.com/tcfv2/cmp2.js;
 * - injects the banner's stylesheet;
 * - calls `__tcfapi('init', 2, fn, config)` with the site's whole configuration from the InMobi
 *   portal (publisher name and country, whether the first layer shows DISAGREE, the toggles' default,
 *   legitimate interests …); cmp2.js reads it back out of the stub's queue.
 *
 * Wrapped by the vendor route: CHOICE_CONFIG = { coreConfig }.
 */
(function () {
  var css =
    '#qc-cmp2-container{font:14px/1.5 "Helvetica Neue",Arial,sans-serif;color:#141e23}' +
    '#qc-cmp2-container .qc-cmp2-overlay{position:fixed;inset:0;z-index:2147483646;background:rgb(0 0 0 / .45);display:flex;align-items:flex-end;justify-content:center}' +
    '#qc-cmp2-ui{background:#fff;width:min(980px,100vw);max-height:80vh;display:flex;flex-direction:column;border-radius:4px 4px 0 0;box-shadow:0 0 12px rgb(0 0 0 / .3)}' +
    '#qc-cmp2-ui .qc-cmp2-summary-section,#qc-cmp2-ui .qc-cmp2-scrollable-section{overflow:auto;padding:24px 32px 8px}' +
    '#qc-cmp2-ui h2{margin:0 0 12px;font-size:20px}' +
    '#qc-cmp2-ui .qc-cmp2-footer{padding:12px 32px 20px;border-top:1px solid #d8d8d8;display:flex;justify-content:flex-end}' +
    '#qc-cmp2-ui .qc-cmp2-summary-buttons,#qc-cmp2-ui .qc-cmp2-buttons-desktop{display:flex;gap:10px;flex-wrap:wrap}' +
    '#qc-cmp2-ui button[mode]{min-width:140px;padding:10px 18px;border-radius:2px;font:inherit;font-weight:700;letter-spacing:.05em;cursor:pointer}' +
    '#qc-cmp2-ui button[mode=primary]{background:#206dc5;border:1px solid #206dc5;color:#fff}' +
    '#qc-cmp2-ui button[mode=secondary]{background:#fff;border:1px solid #206dc5;color:#206dc5}' +
    '#qc-cmp2-ui button[mode=link]{background:none;border:0;color:#206dc5;min-width:0;padding:4px 8px}' +
    '#qc-cmp2-ui .qc-cmp2-list-item{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:10px 0;border-bottom:1px solid #eee}' +
    '#qc-cmp2-ui .qc-cmp2-toggle{width:40px;height:22px;border-radius:11px;border:0;background:#c8c8c8;cursor:pointer;position:relative}' +
    '#qc-cmp2-ui .qc-cmp2-toggle[aria-checked=true]{background:#206dc5}' +
    '#qc-cmp2-ui .qc-cmp2-toggle:after{content:"";position:absolute;top:3px;left:3px;width:16px;height:16px;border-radius:50%;background:#fff;transition:left .15s}' +
    '#qc-cmp2-ui .qc-cmp2-toggle[aria-checked=true]:after{left:21px}' +
    '#qc-cmp2-container .qc-cmp2-persistent-link{position:fixed;right:12px;bottom:0;z-index:2147483000;background:#368bd6;color:#fff;border:0;border-radius:4px 4px 0 0;padding:4px 12px;font:700 12px/1.6 Arial,sans-serif;cursor:pointer}';
  var style = document.createElement('style');
  style.id = 'qc-cmp2-style';
  style.textContent = css;
  (document.head || document.documentElement).appendChild(style);

  var script = document.createElement('script');
  script.async = true;
  script.src = 'https://cmp.inmobi.com/tcfv2/cmp2.js?referer=' + encodeURIComponent(location.hostname);
  (document.head || document.documentElement).appendChild(script);

  if (typeof window.__tcfapi === 'function') window.__tcfapi('init', 2, function () {}, CHOICE_CONFIG.coreConfig);
})();
