/*
 * Osano cookieconsent v3 set-up of tidewater-books.example: type 'opt-out' ("Decline" / "Allow
 * cookies"). As the library documents for opt-out, the site loads its tags unless the visitor has
 * declined: Google Analytics and the Meta pixel run on the first page view, before any choice, and
 * stop from the next page view once cookieconsent_status=deny. "Decline" during a page view cannot
 * unload what already ran.
 */
(function () {
  function loadTags() {
    if (window.__tidewaterTags) return;
    window.__tidewaterTags = true;
    var ga = document.createElement('script');
    ga.async = true;
    ga.src = 'https://www.googletagmanager.com/gtag/js?id=G-TIDEWTR01';
    document.head.appendChild(ga);
    window.dataLayer = window.dataLayer || [];
    window.gtag = function () { window.dataLayer.push(arguments); };
    window.gtag('js', new Date());
    window.gtag('config', 'G-TIDEWTR01');
    !function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');
    window.fbq('init', '4400000000000003');
    window.fbq('track', 'PageView');
  }
  window.cookieconsent.initialise({
    type: 'opt-out',
    theme: 'classic',
    position: 'bottom-left',
    palette: { popup: { background: '#1d3557' }, button: { background: '#e9c46a', text: '#1d3557' } },
    content: {
      message: 'Tidewater Books uses cookies for analytics and advertising.',
      deny: 'Decline',
      allow: 'Allow cookies',
      link: 'Learn more',
      href: '/privacy',
    },
    onInitialise: function (status) {
      if (status !== 'deny') loadTags();
    },
    onStatusChange: function (status) {
      if (status !== 'deny') loadTags();
    },
  });
  if (!document.cookie.match(/(?:^|; )cookieconsent_status=deny/)) loadTags();
})();
