/*
 * US-style privacy controls of us-optout.example (California): no consent banner — advertising tags
 * run until the visitor opts out. The footer link "Do Not Sell or Share My Personal Information" opens
 * a "Your Privacy Choices" dialog with a pre-enabled toggle "Allow the sale or sharing of my personal
 * information" and "Confirm my choices". Opting out (or sending GPC) stores `usprivacy=1YYN` and is
 * reported through __uspapi (USP v1) and __gpp (GPP 1.1, usnat section, SaleOptOut/SharingOptOut = 1).
 * Not opted out: `1YNN`, SaleOptOut = 2. The GPP strings are encoded by @iabgpp/cmpapi when the fixture
 * web starts (window.FIXTURE_GPP); the page also reports the section's fields through ping's
 * parsedSections, as GPP 1.1 CMPs do.
 */
(function () {
  var kit = window.ConsentKit;
  // data-honour="no" (the /sports page): the dialog looks the same but ignores GPC and the choice.
  var honours = document.currentScript.getAttribute('data-honour') !== 'no';
  var gpc = navigator.globalPrivacyControl === true;
  if (honours && gpc && kit.getCookie('usprivacy') !== '1YYN') kit.setCookie('usprivacy', '1YYN', 365);

  function optedOut() {
    return kit.getCookie('usprivacy') === '1YYN';
  }

  window.__uspapi = function (command, version, callback) {
    if (command === 'getUSPData' && typeof callback === 'function') {
      callback({ version: 1, uspString: optedOut() ? '1YYN' : '1YNN' }, true);
    } else if (typeof callback === 'function') {
      callback(null, false);
    }
  };

  function usnat() {
    var out = optedOut();
    return {
      Version: 1,
      SharingNotice: 1,
      SaleOptOutNotice: 1,
      SharingOptOutNotice: 1,
      TargetedAdvertisingOptOutNotice: 1,
      SaleOptOut: out ? 1 : 2,
      SharingOptOut: out ? 1 : 2,
      TargetedAdvertisingOptOut: out ? 1 : 2,
      MspaCoveredTransaction: 2,
      Gpc: gpc,
    };
  }

  window.__gpp = function (command, callback, parameter) {
    if (typeof callback !== 'function') return;
    var strings = window.FIXTURE_GPP;
    var gppString = optedOut() ? (gpc ? strings.outGpc : strings.out) : gpc ? strings.inGpc : strings.in;
    if (command === 'ping') {
      callback({
        gppVersion: '1.1',
        cmpStatus: 'loaded',
        cmpDisplayStatus: 'hidden',
        signalStatus: 'ready',
        supportedAPIs: ['7:usnat'],
        cmpId: 998,
        sectionList: [7],
        applicableSections: [7],
        gppString: gppString,
        parsedSections: { usnat: [usnat(), { SubsectionType: 1, Gpc: gpc }] },
      }, true);
    } else if (command === 'getSection' && parameter === 'usnat') {
      callback([usnat()], true);
    } else if (command === 'hasSection') {
      callback(parameter === 'usnat', true);
    } else {
      callback(null, false);
    }
  };

  if (!optedOut()) kit.activate(['marketing']);

  var dialog = document.getElementById('privacy-choices');
  var toggle = dialog.querySelector('[name="allow-sale"]');
  document.getElementById('do-not-sell').addEventListener('click', function (event) {
    event.preventDefault();
    toggle.checked = !optedOut();
    dialog.hidden = false;
  });
  dialog.addEventListener('click', function (event) {
    var button = event.target.closest('button');
    if (!button) return;
    if (honours && button.getAttribute('data-action') === 'confirm') {
      kit.setCookie('usprivacy', toggle.checked ? '1YNN' : '1YYN', 365);
    }
    dialog.hidden = true;
  });
})();
