/*
 * alder-ash.example's own geo gate: asks its /geo endpoint (which answers from the Accept-Language
 * header and the time zone sent here) whether the visitor is in the EU/EEA. In the EU it loads Osano
 * cookieconsent from cdnjs in opt-in mode ("Decline" / "Allow cookies") and loads Google Analytics and
 * the Meta pixel only after "Allow cookies"; anywhere else it shows no banner and loads them at once.
 */
(function () {
  function loadTrackers() {
    if (window.__trackersLoaded) return;
    window.__trackersLoaded = true;
    window.dataLayer = window.dataLayer || [];
    window.gtag = function () { window.dataLayer.push(arguments); };
    window.gtag('js', new Date());
    window.gtag('config', 'G-ALDASH01');
    var g = document.createElement('script');
    g.async = true;
    g.src = 'https://www.googletagmanager.com/gtag/js?id=G-ALDASH01';
    document.head.appendChild(g);
    !function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');
    window.fbq('init', '4600000000000005');
    window.fbq('track', 'PageView');
  }
  function showBanner() {
    var css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = 'https://cdnjs.cloudflare.com/ajax/libs/cookieconsent2/3.1.1/cookieconsent.min.css';
    document.head.appendChild(css);
    var script = document.createElement('script');
    script.src = 'https://cdnjs.cloudflare.com/ajax/libs/cookieconsent2/3.1.1/cookieconsent.min.js';
    script.onload = function () {
      window.cookieconsent.initialise({
        type: 'opt-in',
        position: 'bottom-left',
        palette: { popup: { background: '#1f2d24' }, button: { background: '#c9a227' } },
        content: {
          message: 'We use cookies for statistics and advertising, only with your permission.',
          deny: 'Decline',
          allow: 'Allow cookies',
          link: 'Learn more',
          href: '/privacy',
        },
        onInitialise: function (status) { if (status === 'allow') loadTrackers(); },
        onStatusChange: function (status) { if (status === 'allow') loadTrackers(); },
      });
    };
    document.head.appendChild(script);
  }
  var zone = Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  fetch('/geo?tz=' + encodeURIComponent(zone), { credentials: 'same-origin' })
    .then(function (response) { return response.json(); })
    .then(function (geo) {
      if (!geo.gdpr) return loadTrackers();
      if (document.cookie.indexOf('cookieconsent_status=allow') !== -1) loadTrackers();
      showBanner();
    })
    .catch(showBanner);
})();
