/*
 * The first-party application script of the realistic tier's sites (served as /assets/js/app.<hash>.js
 * with jQuery bundled as `jQuery`, and core-js polyfills before it on some sites). What a site's own
 * bundle does on every page: navigation and mega menu, a testimonial carousel, lazy images, the
 * cart badge, real-user monitoring beacons to the site itself at 5 s and 15 s and on leaving, and —
 * on pages with <body data-live-updates> — a long-poll for live updates.
 */
var $ = jQuery;
var loadedAt = Date.now();

$(function () {
  var $nav = $('.main-nav');
  var $menu = $nav.find('.mega-menu');
  $nav.on('mouseenter', 'li', function () { $menu.prop('hidden', false); });
  $nav.on('mouseleave', function () { $menu.prop('hidden', true); });
  $('.menu-toggle').on('click', function () {
    var open = $(this).attr('aria-expanded') !== 'true';
    $(this).attr('aria-expanded', String(open));
    $nav.toggleClass('open', open);
  });

  var $quotes = $('.carousel blockquote');
  var current = 0;
  if ($quotes.length > 1) {
    setInterval(function () {
      $quotes.eq(current).prop('hidden', true);
      current = (current + 1) % $quotes.length;
      $quotes.eq(current).prop('hidden', false);
    }, 6000);
  }

  if ('IntersectionObserver' in window) {
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        entry.target.src = entry.target.getAttribute('data-src');
        observer.unobserve(entry.target);
      });
    }, { rootMargin: '200px' });
    $('img[data-src]').each(function () { observer.observe(this); });
  }

  var cart = [];
  try { cart = JSON.parse(localStorage.getItem('cart') || '[]'); } catch (error) { cart = []; }
  $('.cart-count').text(cart.length);
  $(document).on('click', '[data-add-to-cart]', function (event) {
    event.preventDefault();
    cart.push($(this).attr('data-add-to-cart'));
    localStorage.setItem('cart', JSON.stringify(cart));
    $('.cart-count').text(cart.length);
  });
});

function rum(kind) {
  var navigation = performance.getEntriesByType('navigation')[0] || {};
  var body = JSON.stringify({
    kind: kind, path: location.pathname, since_load_ms: Date.now() - loadedAt,
    ttfb: Math.round(navigation.responseStart || 0), dcl: Math.round(navigation.domContentLoadedEventEnd || 0),
    load: Math.round(navigation.loadEventEnd || 0), dom_nodes: document.getElementsByTagName('*').length,
    resources: performance.getEntriesByType('resource').length,
  });
  navigator.sendBeacon('/rum', body);
}
setTimeout(function () { rum('5s'); }, 5000);
setTimeout(function () { rum('15s'); }, 15000);
window.addEventListener('pagehide', function () { rum('leave'); });

if (document.body && document.body.hasAttribute('data-live-updates')) {
  var since = Date.now();
  (function poll() {
    $.ajax({ url: '/api/live', data: { since: since, path: location.pathname }, dataType: 'json', timeout: 40000 })
      .done(function (update) {
        since = update.at || Date.now();
        if (update.headline) $('.live-ticker').text(update.headline);
      })
      .always(function () { setTimeout(poll, 500); });
  })();
}
