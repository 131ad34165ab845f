/*
 * Fake video player of the embed iframes (YouTube's base.js on www.youtube-nocookie.com, Vimeo's
 * player.js on f.vimeocdn.com), with lodash bundled as `_`. Reads `window.PLAYER_CONFIG`
 * ({ vendor, videoId, title, statsUrl, statsEveryMs }) set by the embed page, builds the player
 * chrome (poster, big play button, control bar), reports the player's load to the vendor's
 * statistics endpoint and, while the page is open, a heartbeat every `statsEveryMs`.
 */
var config = window.PLAYER_CONFIG || {};
var root = document.getElementById('player');
var started = Date.now();

function element(tag, className, text) {
  var node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

var controls = element('div', 'player-controls');
_.forEach(['Play', 'Mute', 'Settings', 'Full screen'], function (label) {
  var button = element('button', 'player-button');
  button.type = 'button';
  button.setAttribute('aria-label', label);
  controls.appendChild(button);
});
var progress = element('div', 'player-progress');
progress.appendChild(element('div', 'player-progress-played'));
controls.appendChild(progress);
controls.appendChild(element('span', 'player-time', '0:00 / ' + (config.duration || '3:12')));
root.appendChild(element('div', 'player-title', config.title || ''));
root.appendChild(controls);

function stats(event) {
  if (!config.statsUrl) return;
  var body = JSON.stringify({
    event: event, video_id: config.videoId, vendor: config.vendor, elapsed_ms: Date.now() - started,
    referrer: document.referrer ? new URL(document.referrer).origin : '', viewport: innerWidth + 'x' + innerHeight,
  });
  fetch(config.statsUrl, { method: 'POST', body: body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(function () {});
}
stats('load');
if (config.statsEveryMs) setInterval(_.partial(stats, 'heartbeat'), config.statsEveryMs);
root.addEventListener('click', _.once(function () { stats('play'); }));
