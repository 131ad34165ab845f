/*
 * Imitation of Stripe.js v3 (js.stripe.com/v3/), with lodash bundled as `_` for its weight. What the
 * real script is documented to do on load, on every page it is included on: set the first-party
 * fraud-prevention cookies __stripe_mid (a year) and __stripe_sid (30 minutes), open the hidden
 * m.stripe.network/inner.html frame (device signals for Radar, posted to m.stripe.com/6), and report
 * its own load to r.stripe.com/b. window.Stripe(key).elements().create('card').mount(selector) puts
 * the card field frame (js.stripe.com/v3/elements-inner-card-…html) into the page.
 */
(function () {
  if (window.Stripe) return;
  function id() {
    return (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2)) + _.random(1e5, 9e5).toString(16);
  }
  function read(name) {
    var found = _.find(document.cookie.split('; '), function (c) { return c.indexOf(name + '=') === 0; });
    return found ? found.slice(name.length + 1) : null;
  }
  function write(name, value, maxAge) {
    document.cookie = name + '=' + value + '; path=/; max-age=' + maxAge + '; SameSite=Lax; Secure';
  }
  write('__stripe_mid', read('__stripe_mid') || id(), 365 * 86400);
  write('__stripe_sid', read('__stripe_sid') || id(), 1800);

  function controllerFrame() {
    var frame = document.createElement('iframe');
    frame.name = '__privateStripeMetricsController' + _.random(1000, 9999);
    frame.title = '';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'border:none!important;margin:0!important;padding:0!important;width:1px!important;min-width:100%!important;overflow:hidden!important;display:block!important;visibility:hidden!important;position:fixed!important;height:1px!important;pointer-events:none!important;user-select:none!important';
    frame.src = 'https://m.stripe.network/inner.html#referrer=&title=&url=&muid=' + read('__stripe_mid') + '&sid=' + read('__stripe_sid') + '&version=6&preview=false';
    document.body.appendChild(frame);
  }
  if (document.body) controllerFrame();
  else document.addEventListener('DOMContentLoaded', controllerFrame);

  fetch('https://r.stripe.com/b', {
    method: 'POST',
    mode: 'no-cors',
    keepalive: true,
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ event: 'stripe_js.init', version: 'v3', muid: read('__stripe_mid'), sid: read('__stripe_sid'), t: Date.now() }),
  }).catch(function () {});

  window.Stripe = function (key) {
    return {
      _key: key,
      elements: function () {
        return {
          create: function (type, options) {
            return {
              mount: function (selector) {
                var host = typeof selector === 'string' ? document.querySelector(selector) : selector;
                if (!host) return;
                var frame = document.createElement('iframe');
                frame.name = '__privateStripeFrame' + _.random(1000, 9999);
                frame.title = 'Secure card payment input frame';
                frame.setAttribute('allow', 'payment *');
                frame.style.cssText = 'border:none;width:100%;height:44px;display:block';
                frame.src = 'https://js.stripe.com/v3/elements-inner-card-8a1f4e5c.html#componentName=' + type + '&key=' + encodeURIComponent(key) + '&style=' + encodeURIComponent(JSON.stringify((options && options.style) || {}));
                host.appendChild(frame);
              },
            };
          },
        };
      },
      confirmCardPayment: function () {
        return Promise.resolve({ error: { message: 'Test mode: no payment taken.' } });
      },
    };
  };
})();
