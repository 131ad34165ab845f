/*
 * tarteaucitron.js set-up of taller-olivo.example, in Spanish: a centred modal (orientation: 'middle')
 * with "Aceptar todas" / "Denegar todas" / "Personalizar" on the first layer, services grouped by
 * type in the panel (groupServices), highPrivacy. Google Analytics (gtag) and the Facebook pixel are
 * tarteaucitron services; YouTube embeds wait for their service too.
 */
tarteaucitron.init({
  privacyUrl: '/privacy',
  bodyPosition: 'top',
  hashtag: '#tarteaucitron',
  cookieName: 'tarteaucitron',
  orientation: 'middle',
  groupServices: true,
  showDetailsOnClick: true,
  serviceDefaultState: 'wait',
  showAlertSmall: false,
  cookieslist: false,
  closePopup: false,
  showIcon: true,
  iconPosition: 'BottomLeft',
  adblocker: false,
  DenyAllCta: true,
  AcceptAllCta: true,
  highPrivacy: true,
  alwaysNeedConsent: false,
  handleBrowserDNTRequest: false,
  removeCredit: false,
  moreInfoLink: true,
  useExternalCss: false,
  useExternalJs: false,
  mandatory: true,
  mandatoryCta: false,
  googleConsentMode: true,
});
tarteaucitron.user.gtagUa = 'G-OLIVO001';
tarteaucitron.user.gtagMore = function () {};
(tarteaucitron.job = tarteaucitron.job || []).push('gtag');
tarteaucitron.user.facebookpixelId = '4500000000000004';
tarteaucitron.user.facebookpixelMore = function () {};
(tarteaucitron.job = tarteaucitron.job || []).push('facebookpixel');
