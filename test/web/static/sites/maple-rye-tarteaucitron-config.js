/*
 * tarteaucitron.js set-up of maple-rye-bakery.example: the documented init with highPrivacy: false —
 * the library's "implied consent" mode. The banner offers "OK, accept all", "Deny all" and
 * "Personalize"; while nobody has answered, every service is stored as "wait", and tarteaucitron
 * itself treats continued browsing as consent: on the next page view reached from a page of the site
 * (document.referrer on the same host) it launches every waiting service and stores it as allowed,
 * and scrolling twice the screen height does "accept all" (scrollEvent → respondAll(true)). Google
 * Analytics (gtag) and the Facebook pixel are tarteaucitron services. Plausible (cookieless) is in
 * the page outside tarteaucitron.
 */
tarteaucitron.init({
  privacyUrl: '/privacy',
  bodyPosition: 'top',
  hashtag: '#tarteaucitron',
  cookieName: 'tarteaucitron',
  orientation: 'bottom',
  groupServices: false,
  serviceDefaultState: 'wait',
  showAlertSmall: false,
  cookieslist: true,
  showIcon: true,
  iconPosition: 'BottomRight',
  adblocker: false,
  DenyAllCta: true,
  AcceptAllCta: true,
  highPrivacy: false,
  handleBrowserDNTRequest: false,
  removeCredit: false,
  moreInfoLink: true,
  useExternalCss: false,
  mandatory: true,
  mandatoryCta: true,
  googleConsentMode: false,
});
tarteaucitron.user.gtagUa = 'G-MAPLERY01';
tarteaucitron.user.facebookpixelId = '4400000000000001';
(tarteaucitron.job = tarteaucitron.job || []).push('gtag');
(tarteaucitron.job = tarteaucitron.job || []).push('facebookpixel');
