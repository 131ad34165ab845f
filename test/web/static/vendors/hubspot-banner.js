/*
 * HubSpot's cookie banner (js.hs-banner.com/v2/<portal>/banner.js): the #hs-eu-cookie-confirmation bar
 * with "Accept" and "Decline". Decline stores __hs_opt_out=yes and every category off in
 * __hs_cookie_cat_pref; Accept stores __hs_opt_out=no, __hs_initial_opt_in and the categories on, then
 * starts the analytics script. Categories: 1 analytics, 2 advertisement, 3 functionality.
 */
(function () {
  var YEAR = 60 * 60 * 24 * 395;
  var portal = (document.currentScript && document.currentScript.src.match(/v2\/(\d+)\//)) || [];
  var portalId = portal[1] || '0';
  function setCookie(name, value) {
    document.cookie = name + '=' + value + '; max-age=' + YEAR + '; path=/; SameSite=Lax';
  }
  function close(bar) {
    bar.parentNode.removeChild(bar);
  }
  function show() {
    var bar = document.createElement('div');
    bar.id = 'hs-eu-cookie-confirmation';
    bar.setAttribute('role', 'region');
    bar.setAttribute('aria-label', 'Cookie banner');
    bar.className = 'hs-cookie-notification-position-bottom';
    bar.innerHTML =
      '<div id="hs-eu-cookie-confirmation-inner">' +
      '<div id="hs-en-cookie-confirmation-buttons-area">' +
      '<div id="hs-eu-policy-wording"><p>This website stores cookies on your computer. These cookies are used to collect information about how you interact with our website and allow us to remember you. We use this information to improve and customize your browsing experience and for analytics and metrics about our visitors. To find out more about the cookies we use, see our Privacy Policy.</p>' +
      '<p>If you decline, your information won\u2019t be tracked when you visit this website. A single cookie will be used in your browser to remember your preference not to be tracked.</p></div>' +
      '<div id="hs-eu-cookie-disclaimer"></div>' +
      '<div id="hs-eu-cookie-buttons">' +
      '<a id="hs-eu-cookie-settings-button" role="button" href="#">Cookie settings</a>' +
      '<a id="hs-eu-confirmation-button" role="button" href="#">Accept</a>' +
      '<a id="hs-eu-decline-button" role="button" href="#">Decline</a>' +
      '</div></div></div>';
    bar.style.cssText =
      'position:fixed;left:0;right:0;bottom:0;z-index:1000000;background:#fff;border-top:1px solid #cbd6e2;padding:16px 24px;font:14px/1.5 sans-serif;box-shadow:0 -2px 8px rgba(0,0,0,.1)';
    document.body.appendChild(bar);
    bar.querySelector('#hs-eu-decline-button').addEventListener('click', function (event) {
      event.preventDefault();
      setCookie('__hs_opt_out', 'yes');
      setCookie('__hs_cookie_cat_pref', '1:false,2:false,3:false');
      close(bar);
    });
    bar.querySelector('#hs-eu-confirmation-button').addEventListener('click', function (event) {
      event.preventDefault();
      setCookie('__hs_opt_out', 'no');
      setCookie('__hs_initial_opt_in', 'true');
      setCookie('__hs_cookie_cat_pref', '1:true,2:true,3:true');
      close(bar);
      var script = document.createElement('script');
      script.src = 'https://js.hs-analytics.net/analytics/1732700000000/' + portalId + '.js';
      document.head.appendChild(script);
    });
  }
  if (document.body) show();
  else document.addEventListener('DOMContentLoaded', show);
})();
