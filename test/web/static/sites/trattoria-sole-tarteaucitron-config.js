/*
 * tarteaucitron.js set-up of trattoria-sole.example, in Italian (the library's own translation,
 * lang/tarteaucitron.it.js): the banner at the bottom with "Consenti tutti i cookie" / "Rifiuta tutti
 * i cookie" / "Personalizza" (the second layer lists the services). highPrivacy, no Google Consent
 * Mode. Google Analytics (gtag) and the Facebook pixel are tarteaucitron services.
 */
tarteaucitron.init({
  privacyUrl: '/privacy',
  bodyPosition: 'bottom',
  hashtag: '#tarteaucitron',
  cookieName: 'tarteaucitron',
  orientation: 'bottom',
  groupServices: false,
  serviceDefaultState: 'wait',
  showAlertSmall: false,
  cookieslist: false,
  closePopup: false,
  showIcon: true,
  iconPosition: 'BottomRight',
  adblocker: false,
  DenyAllCta: true,
  AcceptAllCta: true,
  highPrivacy: true,
  handleBrowserDNTRequest: false,
  removeCredit: false,
  moreInfoLink: true,
  useExternalCss: false,
  useExternalJs: false,
  mandatory: true,
  mandatoryCta: false,
  googleConsentMode: false,
});
tarteaucitron.user.gtagUa = 'G-TRSOLE01';
tarteaucitron.user.gtagMore = function () {};
(tarteaucitron.job = tarteaucitron.job || []).push('gtag');
tarteaucitron.user.facebookpixelId = '4600000000000003';
tarteaucitron.user.facebookpixelMore = function () {};
(tarteaucitron.job = tarteaucitron.job || []).push('facebookpixel');
