/*
 * The consent banner of osprey-kayaks.example, the site's own code (fresh-eyes-clean.ts). The shop
 * keeps a receipt of every choice: a click hides the banner at once, POSTs the choice to
 * /api/consent-receipts and only when the server has answered with the receipt id (about 1.5 s
 * later) writes the `osprey_consent` cookie (JSON: version, receipt, categories, time) and runs the
 * tags the choice allows. Without that cookie the banner is shown again on the next page view.
 * Google Analytics (analytics) and the Meta pixel (marketing) are loaded by this script, never
 * before a stored choice allows them.
 */
(function () {
  var COOKIE = 'osprey_consent';
  function stored() {
    var match = document.cookie.split('; ').filter(function (c) { return c.indexOf(COOKIE + '=') === 0; })[0];
    if (!match) return null;
    try { return JSON.parse(decodeURIComponent(match.slice(COOKIE.length + 1))); } catch (e) { return null; }
  }
  function addScript(src) {
    var s = document.createElement('script');
    s.async = true;
    s.src = src;
    document.head.appendChild(s);
  }
  function runTags(choice) {
    if (choice.analytics) {
      window.dataLayer = window.dataLayer || [];
      window.gtag = function () { dataLayer.push(arguments); };
      gtag('js', new Date());
      gtag('config', 'G-OSPREY001');
      addScript('https://www.googletagmanager.com/gtag/js?id=G-OSPREY001');
    }
    if (choice.marketing) {
      !function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');
      fbq('init', '4700000000000005');
      fbq('track', 'PageView');
    }
  }
  var choice = stored();
  if (choice) {
    runTags(choice);
    return;
  }
  var banner = document.getElementById('osprey-consent');
  if (!banner) return;
  banner.hidden = false;
  var panel = banner.querySelector('.osprey-consent-options');
  function save(analytics, marketing) {
    banner.hidden = true;
    fetch('/api/consent-receipts', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ analytics: analytics, marketing: marketing, banner: 'v4', page: location.pathname }),
    })
      .then(function (response) {
        if (!response.ok) throw new Error('receipt not issued');
        return response.json();
      })
      .then(function (receipt) {
        var value = { v: 4, receipt: receipt.id, necessary: true, analytics: analytics, marketing: marketing, at: new Date().toISOString() };
        document.cookie = COOKIE + '=' + encodeURIComponent(JSON.stringify(value)) + '; path=/; max-age=' + 180 * 86400 + '; SameSite=Lax; Secure';
        runTags(value);
      })
      .catch(function () {
        banner.hidden = false;
      });
  }
  banner.addEventListener('click', function (event) {
    var button = event.target.closest('button[data-consent]');
    if (!button) return;
    var action = button.getAttribute('data-consent');
    if (action === 'all') save(true, true);
    else if (action === 'none') save(false, false);
    else if (action === 'options') panel.hidden = !panel.hidden;
    else if (action === 'save') save(banner.querySelector('#osprey-analytics').checked, banner.querySelector('#osprey-marketing').checked);
  });
})();
