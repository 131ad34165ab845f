/*
 * Osano cookieconsent v3 set-up of backstube-kern.example, in German: type 'opt-in' ("Ablehnen" /
 * "Cookies erlauben"), a bar at the top pushing the page down. Google Analytics and the Meta pixel are
 * loaded only while cookieconsent_status is "allow". Microsoft UET (Bing Ads) is in the page template,
 * outside the banner's control.
 */
(function () {
  function loadTrackers() {
    if (window.__trackersLoaded) return;
    window.__trackersLoaded = true;
    window.dataLayer = window.dataLayer || [];
    window.gtag = function () { window.dataLayer.push(arguments); };
    window.gtag('js', new Date());
    window.gtag('config', 'G-BACKST01');
    var g = document.createElement('script');
    g.async = true;
    g.src = 'https://www.googletagmanager.com/gtag/js?id=G-BACKST01';
    document.head.appendChild(g);
    !function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');
    window.fbq('init', '4500000000000006');
    window.fbq('track', 'PageView');
  }
  window.cookieconsent.initialise({
    type: 'opt-in',
    position: 'top',
    static: true,
    revokable: true,
    palette: { popup: { background: '#3b2314', text: '#fff8f0' }, button: { background: '#f4a261', text: '#3b2314' } },
    content: {
      message: 'Wir verwenden Cookies für Statistiken und Werbung. Sie entscheiden, ob wir sie setzen dürfen.',
      dismiss: 'Verstanden',
      deny: 'Ablehnen',
      allow: 'Cookies erlauben',
      link: 'Datenschutzerklärung',
      href: '/privacy',
      policy: 'Cookie-Einstellungen',
    },
    onInitialise: function (status) { if (status === 'allow') loadTrackers(); },
    onStatusChange: function (status) { if (status === 'allow') loadTrackers(); },
  });
  if (document.cookie.indexOf('cookieconsent_status=allow') !== -1) loadTrackers();
})();
