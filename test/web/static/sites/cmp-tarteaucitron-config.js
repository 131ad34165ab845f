/*
 * tarteaucitron.js set-up of cmp-tarteaucitron.example: the documented init with highPrivacy (no
 * implied consent), "Allow all" / "Deny all" / "Personalize" on the first layer (AcceptAllCta,
 * DenyAllCta) and two services, Google Analytics (gtag) and the Facebook pixel, which tarteaucitron
 * loads only once allowed. The choice is stored in the `tarteaucitron` cookie
 * ("!gtag=false!facebookpixel=false" after "Deny all").
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
  // Off: with Google Consent Mode on, tarteaucitron loads gtag.js before consent (in "denied" mode),
  // and the fixture web's gtag.js does not implement Consent Mode.
  googleConsentMode: false,
});
tarteaucitron.user.gtagUa = 'G-TARTEAU01';
tarteaucitron.user.facebookpixelId = '8901234567890123';
(tarteaucitron.job = tarteaucitron.job || []).push('gtag');
(tarteaucitron.job = tarteaucitron.job || []).push('facebookpixel');
