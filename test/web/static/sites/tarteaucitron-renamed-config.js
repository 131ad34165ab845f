/* tarteaucitron (tarteaucitron-renamed.example): cookie renamed (cookieName), popup, grouped services, French; gtag, facebookpixel and youtube. */
tarteaucitron.init({
  privacyUrl: '/privacy',
  bodyPosition: 'top',
  hashtag: '#rgpd',
  cookieName: 'rgpd_consent',
  orientation: 'popup',
  groupServices: true,
  serviceDefaultState: 'wait',
  showAlertSmall: true,
  cookieslist: true,
  showIcon: false,
  adblocker: false,
  DenyAllCta: true,
  AcceptAllCta: true,
  highPrivacy: true,
  handleBrowserDNTRequest: false,
  removeCredit: true,
  moreInfoLink: true,
  useExternalCss: false,
  mandatory: true,
  mandatoryCta: false,
  googleConsentMode: false,
});
tarteaucitron.user.gtagUa = 'G-TACRENAME1';
tarteaucitron.user.facebookpixelId = '2200000000000012';
(tarteaucitron.job = tarteaucitron.job || []).push('gtag');
(tarteaucitron.job = tarteaucitron.job || []).push('facebookpixel');
(tarteaucitron.job = tarteaucitron.job || []).push('youtube');
