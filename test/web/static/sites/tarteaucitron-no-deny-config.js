/* tarteaucitron (tarteaucitron-no-deny.example): no "Deny all" on the first layer (DenyAllCta: false): "Accept all" and "Personalize". */
tarteaucitron.init({
  privacyUrl: '/privacy',
  bodyPosition: 'bottom',
  hashtag: '#tarteaucitron',
  cookieName: 'tarteaucitron',
  orientation: 'middle',
  groupServices: false,
  serviceDefaultState: 'wait',
  showAlertSmall: false,
  cookieslist: false,
  showIcon: true,
  iconPosition: 'BottomLeft',
  adblocker: false,
  DenyAllCta: false,
  AcceptAllCta: true,
  highPrivacy: true,
  handleBrowserDNTRequest: false,
  removeCredit: false,
  moreInfoLink: true,
  useExternalCss: false,
  mandatory: true,
  mandatoryCta: true,
  googleConsentMode: false,
});
tarteaucitron.user.gtagUa = 'G-TACNODENY1';
tarteaucitron.user.facebookpixelId = '2200000000000011';
(tarteaucitron.job = tarteaucitron.job || []).push('gtag');
(tarteaucitron.job = tarteaucitron.job || []).push('facebookpixel');
