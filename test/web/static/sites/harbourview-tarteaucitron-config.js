/*
 * tarteaucitron.js set-up of harbourview-hotels.example: the documented init with highPrivacy,
 * "Allow all" / "Deny all" / "Personalize" in a centred dialog, and two services tarteaucitron loads
 * only once allowed — Google Analytics (gtag) and the Facebook pixel. The choice is stored in the
 * `tarteaucitron` cookie. (The TikTok pixel, Microsoft UET and the GTM container's Hotjar tag were
 * added to the page later, outside tarteaucitron.)
 */
tarteaucitron.init({
  privacyUrl: '/privacy',
  bodyPosition: 'top',
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
tarteaucitron.user.gtagUa = 'G-HRBVW001';
tarteaucitron.user.facebookpixelId = '3300000000000003';
(tarteaucitron.job = tarteaucitron.job || []).push('gtag');
(tarteaucitron.job = tarteaucitron.job || []).push('facebookpixel');
