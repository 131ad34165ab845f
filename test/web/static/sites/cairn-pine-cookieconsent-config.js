/*
 * vanilla-cookieconsent v2 set-up of cairn-pine.example (initCookieConsent() then cc.run()): "Accept
 * all" and "Reject all" on the first layer; Google Analytics and LinkedIn Insight run only once their
 * category is accepted (page_scripts). The blog's template is another one, with the Meta pixel pasted
 * in ungated (see cairn-pine in fresh-eyes-flows.ts): the CMP never hears of it.
 */
var cc = initCookieConsent();
cc.run({
  current_lang: 'en',
  autoclear_cookies: true,
  page_scripts: true,
  gui_options: {
    consent_modal: { layout: 'box', position: 'bottom right', transition: 'slide' },
    settings_modal: { layout: 'box', transition: 'slide' },
  },
  languages: {
    en: {
      consent_modal: {
        title: 'Cookies on the trail',
        description: 'We use essential cookies to run the shop. With your consent we also measure visits and our advertising. <button type="button" data-cc="c-settings" class="cc-link">Choose</button>',
        primary_btn: { text: 'Accept all', role: 'accept_all' },
        secondary_btn: { text: 'Reject all', role: 'accept_necessary' },
      },
      settings_modal: {
        title: 'Cookie preferences',
        save_settings_btn: 'Save settings',
        accept_all_btn: 'Accept all',
        reject_all_btn: 'Reject all',
        close_btn_label: 'Close',
        blocks: [
          { title: 'Strictly necessary', description: 'Basket and checkout.', toggle: { value: 'necessary', enabled: true, readonly: true } },
          { title: 'Analytics', description: 'Google Analytics.', toggle: { value: 'analytics', enabled: false, readonly: false } },
          { title: 'Marketing', description: 'LinkedIn Insight measures our adverts.', toggle: { value: 'marketing', enabled: false, readonly: false } },
        ],
      },
    },
  },
});
