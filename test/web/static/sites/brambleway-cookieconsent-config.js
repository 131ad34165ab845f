/*
 * vanilla-cookieconsent v2 set-up of brambleway-garden.example, wired to Google Tag Manager the way
 * the "cookie consent + GTM custom event" tutorials show it: the CMP gates no script itself; its
 * onAccept (first choice and every later page view with a stored choice) and onChange callbacks push
 * { event: 'cookie_consent_update', cookie_consent_analytics, cookie_consent_marketing } to the data
 * layer, and the GTM container's triggers decide which tags fire.
 */
window.dataLayer = window.dataLayer || [];
var cc = initCookieConsent();
function pushConsent() {
  window.dataLayer.push({
    event: 'cookie_consent_update',
    cookie_consent_analytics: cc.allowedCategory('analytics') ? 'granted' : 'denied',
    cookie_consent_marketing: cc.allowedCategory('marketing') ? 'granted' : 'denied',
  });
}
cc.run({
  current_lang: 'en',
  autoclear_cookies: true,
  page_scripts: false,
  gui_options: {
    consent_modal: { layout: 'box', position: 'bottom right', transition: 'slide', swap_buttons: false },
    settings_modal: { layout: 'box', transition: 'slide' },
  },
  onAccept: pushConsent,
  onChange: pushConsent,
  languages: {
    en: {
      consent_modal: {
        title: 'Cookies in the garden',
        description: 'We would like to use analytics and advertising cookies. <button type="button" data-cc="c-settings" class="cc-link">Choose for myself</button>',
        primary_btn: { text: 'Accept all', role: 'accept_all' },
        secondary_btn: { text: 'Reject all', role: 'accept_necessary' },
      },
      settings_modal: {
        title: 'Cookie settings',
        save_settings_btn: 'Save settings',
        accept_all_btn: 'Accept all',
        reject_all_btn: 'Reject all',
        close_btn_label: 'Close',
        blocks: [
          { title: 'Strictly necessary', description: 'Your basket and this choice.', toggle: { value: 'necessary', enabled: true, readonly: true } },
          { title: 'Analytics', description: 'Google Analytics 4.', toggle: { value: 'analytics', enabled: false, readonly: false } },
          { title: 'Marketing', description: 'The Meta pixel.', toggle: { value: 'marketing', enabled: false, readonly: false } },
        ],
      },
    },
  },
});
