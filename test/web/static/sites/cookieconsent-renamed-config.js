/*
 * cookieconsent-renamed.example: Osano cookieconsent v3 opt-in (a static top bar) whose status cookie
 * is renamed to cc_status. Tags only after "Allow cookies". Right verdict: no findings.
 */
function loadTags() {
  if (window.__tagsLoaded) return;
  window.__tagsLoaded = true;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function () { dataLayer.push(arguments); };
  gtag('js', new Date());
  gtag('config', 'G-OSANOREN1');
  var s = document.createElement('script');
  s.async = true;
  s.src = 'https://www.googletagmanager.com/gtag/js?id=G-OSANOREN1';
  document.head.appendChild(s);
  !function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');
  fbq('init', '1110000000000015');
  fbq('track', 'PageView');
}
window.addEventListener('load', function () {
  window.cookieconsent.initialise({
    type: 'opt-in',
    theme: 'classic',
    position: 'top',
    static: true,
    revokable: true,
    cookie: { name: 'cc_status', expiryDays: 180 },
    palette: {
      popup: { background: '#000' },
      button: { background: '#f1d600' },
    },
    content: {
      message: 'This website uses cookies for analytics and advertising, only if you allow them.',
      allow: 'Allow cookies',
      deny: 'Decline',
      link: 'Learn more',
      href: '/privacy',
    },
    onInitialise: function (status) {
      if (this.hasConsented()) loadTags();
    },
    onStatusChange: function (status, chosenBefore) {
      if (this.hasConsented()) loadTags();
    },
    onRevokeChoice: function () {},
  });
});
