/*
 * vanilla-cookieconsent v2 configuration of cmp-vanilla-v2.example (the v2 documented set-up:
 * initCookieConsent() then cc.run(), loaded after /vendor/cookieconsent-v2/cookieconsent.js).
 * "Accept all" and "Reject all" sit on the first layer; scripts marked type="text/plain"
 * data-cookiecategory="analytics|marketing" run only once their category is accepted (page_scripts).
 * The choice is stored in the cc_cookie cookie as {"level": [accepted categories], …}.
 */
var cc = initCookieConsent();
cc.run({
  current_lang: 'en',
  autoclear_cookies: true,
  page_scripts: true,
  gui_options: {
    consent_modal: { layout: 'cloud', position: 'bottom center', transition: 'slide', swap_buttons: false },
    settings_modal: { layout: 'box', transition: 'slide' },
  },
  languages: {
    en: {
      consent_modal: {
        title: 'We use cookies',
        description: 'We use essential cookies to run this shop. With your consent we also use analytics cookies to see how the shop is used and marketing cookies to measure our ads. <button type="button" data-cc="c-settings" class="cc-link">Let me choose</button>',
        primary_btn: { text: 'Accept all', role: 'accept_all' },
        secondary_btn: { text: 'Reject all', role: 'accept_necessary' },
      },
      settings_modal: {
        title: 'Cookie preferences',
        save_settings_btn: 'Save settings',
        accept_all_btn: 'Accept all',
        reject_all_btn: 'Reject all',
        close_btn_label: 'Close',
        cookie_table_headers: [{ col1: 'Name' }, { col2: 'Domain' }],
        blocks: [
          { title: 'Your choices', description: 'Choose which optional cookies we may use. You can change this at any time from the footer. <a href="/privacy" class="cc-link">Privacy policy</a>.' },
          { title: 'Strictly necessary', description: 'Needed for the shop to work, e.g. to remember this choice.', toggle: { value: 'necessary', enabled: true, readonly: true } },
          {
            title: 'Analytics',
            description: 'Google Analytics helps us understand how visitors use the shop.',
            toggle: { value: 'analytics', enabled: false, readonly: false },
            cookie_table: [{ col1: '^_ga', col2: 'cmp-vanilla-v2.example', is_regex: true }],
          },
          {
            title: 'Marketing',
            description: 'The Meta pixel measures the effect of our advertising.',
            toggle: { value: 'marketing', enabled: false, readonly: false },
            cookie_table: [{ col1: '_fbp', col2: 'cmp-vanilla-v2.example' }],
          },
        ],
      },
    },
  },
});
