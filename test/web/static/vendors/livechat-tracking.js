/*
 * Fake LiveChat loader (tracking.js), served by the consentry fixture web at
 * https://cdn.livechatinc.com/tracking.js and loaded by LiveChat's install snippet
 * (window.__lc = { license, position }; LiveChatWidget.init()).
 *
 * Like the real loader it adds a fixed container with the chat iframe
 * (https://secure.livechatinc.com/customer/action/open_chat?license_id=…), minimised to the launcher,
 * resizes it when the widget inside opens or closes (postMessage), and answers the snippet's queued
 * LiveChatWidget.on/call commands.
 */
(function () {
  var lc = window.__lc || {};
  if (!lc.license || document.getElementById('chat-widget-container')) return;
  var ORIGIN = 'https://secure.livechatinc.com';
  var handlers = {};

  var container = document.createElement('div');
  container.id = 'chat-widget-container';
  // The widget's position is a setting of the license (left or right).
  var side = lc.position === 'left' ? 'left' : 'right';
  container.style.cssText = 'position:fixed;' + side + ':16px;bottom:16px;width:84px;height:84px;z-index:2147482000;border:0;';
  var frame = document.createElement('iframe');
  frame.id = 'chat-widget';
  frame.name = 'chat-widget';
  frame.title = 'LiveChat chat widget';
  frame.allow = 'clipboard-read; clipboard-write; autoplay; microphone; camera';
  frame.style.cssText = 'width:100%;height:100%;border:0;background:transparent;color-scheme:normal;';
  frame.src = ORIGIN + '/customer/action/open_chat?license_id=' + encodeURIComponent(lc.license) + '&group=' + (lc.group || 0) +
    '&embedded=1&widget_version=3&unique_groups=0&url=' + encodeURIComponent(location.origin + location.pathname);
  container.appendChild(frame);
  (document.body || document.documentElement).appendChild(container);

  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN || !event.data || event.data.source !== 'livechat') return;
    if (event.data.type === 'resize') {
      container.style.width = event.data.width + 'px';
      container.style.height = event.data.height + 'px';
    }
    (handlers[event.data.type] || []).forEach(function (handler) { handler(event.data.payload); });
  });

  var api = {
    on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); },
    off: function (name, handler) { handlers[name] = (handlers[name] || []).filter(function (h) { return h !== handler; }); },
    call: function (method) {
      if (method === 'maximize' || method === 'minimize') frame.contentWindow.postMessage({ source: 'host', type: method }, ORIGIN);
    },
    get: function (name) { return name === 'state' ? { visibility: container.style.width === '84px' ? 'minimized' : 'maximized' } : null; },
  };
  var widget = window.LiveChatWidget;
  if (widget) {
    widget._h = function (entry) { return api[entry[0]] && api[entry[0]].apply(api, entry[1]); };
    (widget._q || []).forEach(widget._h);
    widget._q = [];
  }
  document.documentElement.setAttribute('data-livechat-license', String(lc.license));
})();
