/*
 * Fake Google Tag Manager container runtime for the realistic tier, served by the consentry fixture
 * web at https://www.googletagmanager.com/gtm.js?id=GTM-<X> for the containers of
 * test/web/vendors/gtm-containers.ts. The served script is this runtime, lodash (bundled, as GTM
 * bundles its own helpers) and `CONTAINER`: { id, tags: [...], timersMs: [...] }.
 *
 * Like a real container it:
 *  - pushes its lifecycle events (gtm.js handled, gtm.dom, gtm.load) to the data layer;
 *  - fires its tags on "All pages": GA4 and Google Ads through gtag.js (loaded once, cx=c), every
 *    other vendor as a Custom HTML tag (the vendor's install snippet inserted into the page);
 *  - honours Google Consent Mode when the page configures it (gtag('consent', 'default' | 'update',
 *    {...})): a tag that requires `analytics` waits for analytics_storage, `marketing` for ad_storage,
 *    and fires as soon as an update grants it; a tag without a consent requirement fires at once;
 *    without any consent command on the page, every tag fires;
 *  - fires a tag with a custom-event trigger (tag.trigger: { event, when: { variable, equals } }) on
 *    a data-layer push of that event, when the data-layer variable (the merged model, as GTM's
 *    "Data Layer Variable") has that value at the push; such a tag does not fire on "All pages";
 *  - runs timer triggers (GA4 user_engagement events at CONTAINER.timersMs), scroll-depth and
 *    outbound-click triggers (throttled with lodash).
 */
var script = document.currentScript;
var source = script ? new URL(script.src) : new URL('https://www.googletagmanager.com/gtm.js');
var layerName = source.searchParams.get('l') || 'dataLayer';
var layer = (window[layerName] = window[layerName] || []);
var registry = (window.google_tag_manager = window.google_tag_manager || {});
if (registry[CONTAINER.id]) return;
registry[CONTAINER.id] = { dataLayer: { name: layerName }, tags: lodash.map(CONTAINER.tags, 'kind') };

var consent = {};
var consentConfigured = false;
var firedTags = {};
var measurementIds = [];
var gtagLoaded = false;
var startedAt = Date.now();
var model = {};
var customEvents = [];

function gtag() {
  layer.push(arguments);
}

function granted(tag) {
  if (!tag.consent || !consentConfigured) return true;
  return consent[tag.consent === 'analytics' ? 'analytics_storage' : 'ad_storage'] === 'granted';
}

function loadGtag(id) {
  if (gtagLoaded) return;
  gtagLoaded = true;
  var tag = document.createElement('script');
  tag.async = true;
  tag.src = source.origin + '/gtag/js?id=' + encodeURIComponent(id) + '&l=' + encodeURIComponent(layerName) + '&cx=c';
  (document.head || document.documentElement).appendChild(tag);
}

/** A Custom HTML tag: its markup is inserted at the end of <body>; scripts in it run. */
function insertHtml(html) {
  var parent = document.body || document.documentElement;
  var range = document.createRange();
  range.selectNode(parent);
  parent.appendChild(range.createContextualFragment(html));
}

function triggered(tag) {
  var trigger = tag.trigger;
  if (!trigger) return true;
  return lodash.some(customEvents, function (seen) {
    return seen.event === trigger.event && (!trigger.when || seen[trigger.when.variable] === trigger.when.equals);
  });
}

function fire(tag, index) {
  // Tags fire from gtm.dom on: Custom HTML tags need <body>.
  if (firedTags[index] || !triggered(tag) || !granted(tag) || !document.body) return;
  firedTags[index] = true;
  if (tag.kind === 'ga4' || tag.kind === 'google_ads') {
    if (!measurementIds.length) gtag('js', new Date());
    gtag('config', tag.id);
    if (tag.kind === 'ga4') measurementIds.push(tag.id);
    loadGtag(tag.id);
  } else if (tag.kind === 'html') {
    insertHtml(tag.html);
  }
  layer.push({ event: 'gtm.tagFired', 'gtm.tagName': tag.name || tag.id, 'gtm.uniqueEventId': layer.length });
}

function fireAll() {
  lodash.forEach(CONTAINER.tags, fire);
}

/** A plain object pushed to the data layer: merged into the model; an event is remembered with it. */
function onMessage(message) {
  lodash.assign(model, message);
  if (typeof message.event !== 'string' || /^gtm\./.test(message.event)) return;
  customEvents.push(lodash.clone(model));
  fireAll();
}

function onCommand(command) {
  if (lodash.isPlainObject(command)) return onMessage(command);
  if (!command || command[0] !== 'consent' || !lodash.isPlainObject(command[2])) return;
  consentConfigured = true;
  lodash.assign(consent, lodash.pick(command[2], ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization']));
  if (command[1] === 'update') fireAll();
}

lodash.forEach(layer.slice(), onCommand);
var push = layer.push;
layer.push = function () {
  var result = push.apply(layer, arguments);
  lodash.forEach(arguments, onCommand);
  return result;
};

function lifecycle(event) {
  return function () {
    layer.push({ event: event, 'gtm.uniqueEventId': layer.length });
    fireAll();
  };
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', lifecycle('gtm.dom'));
else lifecycle('gtm.dom')();
if (document.readyState !== 'complete') window.addEventListener('load', lifecycle('gtm.load'));
else lifecycle('gtm.load')();

// Timer triggers: GA4 engagement events (the 5 s and 15 s beacons of a real page).
lodash.forEach(CONTAINER.timersMs, function (delay) {
  setTimeout(function () {
    layer.push({ event: 'gtm.timer', 'gtm.timerInterval': delay, 'gtm.uniqueEventId': layer.length });
    lodash.forEach(measurementIds, function (id) {
      gtag('event', 'user_engagement', { send_to: id, engagement_time_msec: Date.now() - startedAt });
    });
  }, delay);
});

// Scroll depth (25/50/75/90 %), throttled.
var depthsSent = {};
window.addEventListener('scroll', lodash.throttle(function () {
  var scrollable = document.documentElement.scrollHeight - window.innerHeight;
  var percent = scrollable > 0 ? Math.round((window.scrollY / scrollable) * 100) : 100;
  lodash.forEach([25, 50, 75, 90], function (depth) {
    if (percent < depth || depthsSent[depth]) return;
    depthsSent[depth] = true;
    lodash.forEach(measurementIds, function (id) {
      gtag('event', 'scroll', { send_to: id, percent_scrolled: depth });
    });
  });
}, 250), { passive: true });

// Outbound link clicks.
document.addEventListener('click', function (event) {
  var link = event.target && event.target.closest && event.target.closest('a[href]');
  if (!link || link.hostname === location.hostname) return;
  lodash.forEach(measurementIds, function (id) {
    gtag('event', 'click', { send_to: id, link_domain: link.hostname, outbound: true });
  });
}, true);
