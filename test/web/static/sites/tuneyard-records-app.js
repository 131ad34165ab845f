/*
 * Tuneyard Records (tuneyard-records.example): a single-page app without a framework. Every route is the
 * same shell; this script renders the page, intercepts clicks on same-site links and changes the route
 * with history.pushState (popstate for Back). vanilla-cookieconsent v3 (opt-in, "Reject all" on the first
 * layer) gates Google Analytics: gtag.js is loaded from onConsent when "analytics" is accepted, and each
 * route change sends a GA4 virtual page view only then. The route hook also sends a Meta pixel PageView
 * on every client-side route change — without asking the CMP (the pixel's loader is fetched on the first
 * call). The first render of a document is not a route change: a document load never sends it.
 */
(function () {
  var PAGES = {
    '/': { title: 'New in this week', body: '<p>Fresh pressings from Blue Note, Warp and Jazzman, and a crate of 1970s soul from a house clearance.</p><ul class="grid"><li class="card"><h3>Alice Coltrane — Journey in Satchidananda</h3><p class="meta">£ 27.00</p></li><li class="card"><h3>Boards of Canada — Music Has the Right to Children</h3><p class="meta">£ 31.00</p></li><li class="card"><h3>Tony Allen — Afro Disco Beat</h3><p class="meta">£ 24.00</p></li></ul>' },
    '/shop': { title: 'Shop', body: '<p>Over 4,000 records in stock. New and used, graded by hand.</p><ul class="grid"><li class="card"><h3>Jazz</h3><p>1,200 records</p></li><li class="card"><h3>Soul &amp; funk</h3><p>900 records</p></li><li class="card"><h3>Electronic</h3><p>1,100 records</p></li><li class="card"><h3>Folk</h3><p>400 records</p></li></ul>' },
    '/events': { title: 'Events', body: '<p>In-store sessions every first Friday. Listening club on Wednesdays.</p>' },
    '/about': { title: 'About us', body: '<p>Tuneyard opened in a railway arch in 2009 and moved to the old dairy in 2018.</p>' },
    '/privacy': { title: 'Privacy', body: '<p>With your consent we use Google Analytics. Your choice is stored in the <code>cc_cookie</code> cookie.</p><p><a href="#" data-cc="show-preferencesModal">Cookie preferences</a></p>' },
  };
  var NAV = [['/', 'Home'], ['/shop', 'Shop'], ['/events', 'Events'], ['/about', 'About']];

  function render(path) {
    var page = PAGES[path] || { title: 'Not found', body: '<p>That page does not exist.</p>' };
    document.title = page.title + ' — Tuneyard Records';
    document.getElementById('app').innerHTML =
      '<header class="site-header"><a class="brand" href="/">Tuneyard Records</a><nav><ul>' +
      NAV.map(function (n) { return '<li><a href="' + n[0] + '"' + (n[0] === path ? ' aria-current="page"' : '') + '>' + n[1] + '</a></li>'; }).join('') +
      '</ul></nav></header><main><section class="hero"><h1>' + page.title + '</h1>' + page.body + '</section></main>' +
      '<footer class="site-footer"><p>Tuneyard Records, 4 Dairy Yard. <a href="/privacy">Privacy</a></p></footer>';
  }

  function metaPageView() {
    if (!window.fbq) {
      !function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');
      window.fbq('init', '4500000000000001');
    }
    window.fbq('track', 'PageView');
  }

  function loadAnalytics() {
    if (window.gtag) return;
    window.dataLayer = window.dataLayer || [];
    window.gtag = function () { window.dataLayer.push(arguments); };
    window.gtag('js', new Date());
    window.gtag('config', 'G-TUNEYD01');
    var s = document.createElement('script');
    s.async = true;
    s.src = 'https://www.googletagmanager.com/gtag/js?id=G-TUNEYD01';
    document.head.appendChild(s);
  }

  function routeChanged(path) {
    render(path);
    window.scrollTo(0, 0);
    if (window.CookieConsent && window.CookieConsent.acceptedCategory('analytics') && window.gtag) {
      window.gtag('event', 'page_view', { page_path: path, page_title: document.title });
    }
    metaPageView();
  }

  document.addEventListener('click', function (event) {
    var a = event.target.closest && event.target.closest('a[href]');
    if (!a || a.target || a.origin !== location.origin || a.getAttribute('href').charAt(0) === '#') return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (a.pathname === location.pathname) return;
    history.pushState({}, '', a.pathname);
    routeChanged(a.pathname);
  });
  window.addEventListener('popstate', function () { routeChanged(location.pathname); });

  render(location.pathname);

  CookieConsent.run({
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
    },
    onConsent: function () { if (CookieConsent.acceptedCategory('analytics')) loadAnalytics(); },
    onChange: function () { if (CookieConsent.acceptedCategory('analytics')) loadAnalytics(); },
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: {
            title: 'Cookies at Tuneyard',
            description: 'We would like to use Google Analytics to see which pages you visit. Nothing is set until you agree.',
            acceptAllBtn: 'Accept all',
            acceptNecessaryBtn: 'Reject all',
            showPreferencesBtn: 'Manage preferences',
          },
          preferencesModal: {
            title: 'Cookie preferences',
            acceptAllBtn: 'Accept all',
            acceptNecessaryBtn: 'Reject all',
            savePreferencesBtn: 'Save preferences',
            closeIconLabel: 'Close',
            sections: [
              { title: 'Strictly necessary', description: 'Your basket.', linkedCategory: 'necessary' },
              { title: 'Analytics', description: 'Google Analytics counts visits.', linkedCategory: 'analytics' },
            ],
          },
        },
      },
    },
  });
})();
