/*
 * Fake LiveChat customer widget, inside the chat iframe (https://secure.livechatinc.com/…), with
 * jQuery and lodash bundled as `$` and `_` (as the real widget bundles its framework). It renders
 * the launcher and the chat window, fetches the license's dynamic configuration from
 * api.livechatinc.com, keeps a long-poll open for agent messages (GET …/poll, held by the server,
 * re-opened when it answers) and sends a presence ping every 30 s.
 */
var params = new URLSearchParams(location.search);
var license = params.get('license_id');
var API = 'https://api.livechatinc.com/v3.5/customer/action/';
var state = { open: false, config: null, polls: 0 };

function post(type, extra) {
  parent.postMessage(_.assign({ source: 'livechat', type: type }, extra || {}), '*');
}

var $root = $('<div class="lc-root"></div>').appendTo(document.body);
var $launcher = $('<button type="button" class="lc-launcher" aria-label="Open LiveChat chat widget"><span class="lc-bubble"></span><span class="lc-badge" hidden>1</span></button>').appendTo($root);
var $window = $('<section class="lc-window" hidden aria-label="Chat"><header><strong>Chat with us</strong><button type="button" class="lc-close" aria-label="Minimize window">–</button></header><ol class="lc-messages"></ol><form class="lc-compose"><textarea name="message" rows="2" placeholder="Write a message…"></textarea><button type="submit">Send</button></form></section>').appendTo($root);

function setOpen(open) {
  state.open = open;
  $window.prop('hidden', !open);
  $launcher.prop('hidden', open);
  post('resize', open ? { width: 360, height: 520 } : { width: 84, height: 84 });
  post(open ? 'visibility_changed' : 'visibility_changed', { payload: { visibility: open ? 'maximized' : 'minimized' } });
}
$launcher.on('click', function () { setOpen(true); });
$window.on('click', '.lc-close', function () { setOpen(false); });
$window.on('submit', '.lc-compose', function (event) {
  event.preventDefault();
  var text = _.trim($(this).find('textarea').val());
  if (!text) return;
  $('<li class="lc-visitor"></li>').text(text).appendTo($window.find('.lc-messages'));
  $(this).find('textarea').val('');
});
window.addEventListener('message', function (event) {
  if (event.data && event.data.source === 'host') setOpen(event.data.type === 'maximize');
});

function addMessage(author, text) {
  $('<li></li>').addClass('lc-' + author).text(text).appendTo($window.find('.lc-messages'));
  if (!state.open) $launcher.find('.lc-badge').prop('hidden', false);
}

function poll() {
  state.polls++;
  $.ajax({ url: API + 'poll', data: { license_id: license, poll: state.polls }, dataType: 'json', timeout: 40000 })
    .done(function (events) { _.forEach(events && events.messages, function (m) { addMessage('agent', m.text); }); })
    .always(function () { setTimeout(poll, 250); });
}

$.getJSON(API + 'get_dynamic_configuration', { license_id: license, client_id: 'c5e4f61e1a6c3b002a5a3e1e', channel_type: 'code' })
  .done(function (config) {
    state.config = config;
    addMessage('agent', config.greeting || 'Hi! How can we help?');
    poll();
  });
setInterval(function () {
  $.ajax({ url: API + 'ping', method: 'POST', contentType: 'application/json', data: JSON.stringify({ license_id: license, visibility: state.open ? 'maximized' : 'minimized' }) });
}, 30000);
setOpen(false);
