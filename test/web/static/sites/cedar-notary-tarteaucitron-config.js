/*
 * tarteaucitron.js set-up of cedar-notary.example: highPrivacy with AcceptAllCta: false — the banner
 * has only "Personalize" (and the privacy policy): neither "Accept all" nor "Deny all" is on the first
 * layer; both are in the panel ("Allow all cookies" / "Deny all cookies") beside a switch per service.
 * Google Analytics (gtag) and the Facebook pixel are tarteaucitron services.
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
  AcceptAllCta: false,
  highPrivacy: true,
  handleBrowserDNTRequest: false,
  removeCredit: false,
  moreInfoLink: true,
  useExternalCss: false,
  mandatory: true,
  mandatoryCta: true,
  googleConsentMode: false,
});
tarteaucitron.user.gtagUa = 'G-CEDARNT01';
tarteaucitron.user.facebookpixelId = '4400000000000008';
(tarteaucitron.job = tarteaucitron.job || []).push('gtag');
(tarteaucitron.job = tarteaucitron.job || []).push('facebookpixel');
