/*
 * Fake Google Tag Manager container, served by the consentry fixture web at
 * https://www.googletagmanager.com/gtm.js?id=GTM-<X>[&l=<dataLayer name>].
 *
 * Container GTM-<X> holds one tag, a GA4 configuration for measurement ID G-<X>. Like a real
 * container it pushes its lifecycle events (gtm.dom, gtm.load) to the data layer and loads
 * gtag.js for the measurement ID (with cx=c), which sets the GA cookies and sends the hits.
 */
(function () {
  var script = document.currentScript;
  var source = script ? new URL(script.src) : new URL('https://www.googletagmanager.com/gtm.js');
  var containerId = source.searchParams.get('id');
  var layerName = source.searchParams.get('l') || 'dataLayer';
  var layer = (window[layerName] = window[layerName] || []);
  var containers = (window.google_tag_manager = window.google_tag_manager || {});
  if (!containerId || containers[containerId]) return;
  containers[containerId] = { dataLayer: { name: layerName } };

  var measurementId = 'G-' + containerId.replace(/^GTM-/, '');
  function gtag() {
    layer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', measurementId);

  var tag = document.createElement('script');
  tag.async = true;
  tag.src = source.origin + '/gtag/js?id=' + encodeURIComponent(measurementId) + '&l=' + encodeURIComponent(layerName) + '&cx=c';
  (document.head || document.documentElement).appendChild(tag);

  function lifecycle(event) {
    return function () {
      layer.push({ event: event, 'gtm.uniqueEventId': layer.length });
    };
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', lifecycle('gtm.dom'));
  else lifecycle('gtm.dom')();
  if (document.readyState !== 'complete') window.addEventListener('load', lifecycle('gtm.load'));
  else lifecycle('gtm.load')();
})();
