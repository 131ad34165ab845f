/*
 * OneTrust's banner SDK, cdn.cookielaw.org/scripttemplates/<version>/otBannerSdk.js, loaded by
 * otSDKStub.js. A fixture imitation of what it visibly does on a site (OneTrust's code is proprietary):
 *
 * - fetches the domain's texts and categories (consent/<id>/<rule set id>/en.json, `DomainData`);
 * - on every page view writes the `OptanonConsent` cookie (isGpcEnabled, datestamp, version,
 *   browserGpcFlag, isIABGlobal, hosts, consentId, interactionCount, isAnonUser, landingPath,
 *   groups=C0001:1,C0002:0,…, AwaitingReconsent, geolocation), defaults before any choice;
 *   `OptanonAlertBoxClosed` (an ISO date) only once the visitor chose;
 * - sets `window.OnetrustActiveGroups` / `window.OptanonActiveGroups` (",C0001,C0003,"), pushes
 *   OneTrustLoaded / OptanonLoaded / OneTrustGroupsUpdated to the dataLayer, dispatches
 *   `consent.onetrust` and calls the site's `OptanonWrapper()` after loading and after each choice;
 * - activates `<script type="text/plain" class="optanon-category-C0002">` (every group of the class
 *   active) by re-inserting it as text/javascript;
 * - draws #onetrust-consent-sdk: the #onetrust-banner-sdk notice (Accept All Cookies
 *   #onetrust-accept-btn-handler, optional Reject All #onetrust-reject-all-handler, Cookies Settings
 *   #onetrust-pc-btn-handler) and the #onetrust-pc-sdk preference center (Allow All
 *   #accept-recommended-btn-handler, category switches input.category-switch-handler, optional Reject All
 *   .ot-pc-refuse-all-handler, Confirm My Choices .save-preference-btn-handler);
 * - exposes `window.OneTrust` (= `window.Optanon`): AllowAll, RejectAll, ToggleInfoDisplay, Close,
 *   IsAlertBoxClosed, IsAlertBoxClosedAndValid, OnConsentChanged, GetDomainData, getGeolocationData,
 *   UpdateConsent.
 *
 * US (CCPA) rule sets: categories with "Honor Global Privacy Control" (`IsGpcEnabled`) are off for a
 * visitor whose browser sends GPC (navigator.globalPrivacyControl), whatever their default; the cookie
 * then says `isGpcEnabled=1`, no notice is drawn and a short notification (#ot-gpc-notification,
 * `GPCNotificationText`) says the signal was honoured.
 *
 * Group statuses as configured in OneTrust: "always active", "active" (implied consent: on by default),
 * "inactive" (opt-in), "inactive landing page" (off on the first page, on from the next page view).
 */
(function () {
  var stub = window.otStubData;
  if (!stub || !stub.rule) return;
  var YEAR_MS = 365 * 24 * 60 * 60 * 1000;
  var ALWAYS = 'always active';

  function readCookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? match[1] : null;
  }
  function cookieDomain() {
    return '.' + location.hostname.replace(/^www\./, '');
  }
  function writeCookie(name, value) {
    document.cookie =
      name +
      '=' +
      value +
      '; expires=' +
      new Date(Date.now() + YEAR_MS).toUTCString() +
      '; path=/; domain=' +
      cookieDomain() +
      '; SameSite=Lax';
  }
  function encode(value) {
    return encodeURIComponent(value).replace(/%20/g, '+');
  }
  function parseConsent(raw) {
    var out = {};
    if (!raw) return out;
    raw.split('&').forEach(function (pair) {
      var at = pair.indexOf('=');
      if (at < 0) return;
      out[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' '));
    });
    return out;
  }
  function uuid() {
    return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, function (c) {
      var r = (Math.random() * 16) | 0;
      return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
    });
  }

  function init(data) {
    var groups = data.Groups;
    var stored = parseConsent(readCookie('OptanonConsent'));
    var closed = readCookie('OptanonAlertBoxClosed');
    var gpc = navigator.globalPrivacyControl === true;
    var gpcHonoured =
      gpc &&
      stub.rule.Type === 'CCPA' &&
      groups.some(function (g) {
        return g.IsGpcEnabled;
      });
    var consentId = stored.consentId || uuid();
    var interactionCount = Number(stored.interactionCount || 0);
    // The first page view is the landing page; inactive-landing-page groups turn on after it.
    var landingPath = stored.landingPath || location.href;
    var onLanding = !closed && landingPath === location.href;
    if (!closed && !onLanding) landingPath = 'NotLandingPage';

    /** Group id → 1/0 */
    var state = {};
    var storedGroups = {};
    (stored.groups || '').split(',').forEach(function (item) {
      var parts = item.split(':');
      if (parts.length === 2) storedGroups[parts[0]] = parts[1] === '1' ? 1 : 0;
    });
    groups.forEach(function (group) {
      var id = group.CustomGroupId;
      if (group.Status === ALWAYS) state[id] = 1;
      else if (gpcHonoured && group.IsGpcEnabled) state[id] = 0;
      else if (closed && id in storedGroups) state[id] = storedGroups[id];
      else if (group.Status === 'active') state[id] = 1;
      else if (group.Status === 'inactive landing page') state[id] = onLanding ? 0 : 1;
      else state[id] = 0;
    });

    function activeIds() {
      return groups
        .filter(function (g) {
          return state[g.CustomGroupId] === 1;
        })
        .map(function (g) {
          return g.CustomGroupId;
        });
    }
    function publishGroups() {
      var list = ',' + activeIds().join(',') + ',';
      window.OnetrustActiveGroups = list;
      window.OptanonActiveGroups = list;
      return list;
    }
    function writeConsent() {
      var fields = [
        ['isGpcEnabled', gpcHonoured ? '1' : '0'],
        ['datestamp', new Date().toString()],
        ['version', stub.version],
        ['browserGpcFlag', gpc ? '1' : '0'],
        ['isIABGlobal', 'false'],
        ['hosts', ''],
        ['consentId', consentId],
        ['interactionCount', String(interactionCount)],
        ['isAnonUser', '1'],
        ['landingPath', landingPath],
        [
          'groups',
          groups
            .map(function (g) {
              return g.CustomGroupId + ':' + state[g.CustomGroupId];
            })
            .join(','),
        ],
        ['AwaitingReconsent', 'false'],
        [
          'geolocation',
          (stub.userLocation && stub.userLocation.country) +
            ';' +
            ((stub.userLocation && stub.userLocation.state) || ''),
        ],
      ];
      writeCookie(
        'OptanonConsent',
        fields
          .map(function (f) {
            return f[0] + '=' + encode(f[1]);
          })
          .join('&'),
      );
    }
    function activateScripts() {
      var scripts = document.querySelectorAll('script[type="text/plain"][class*="optanon-category-"]');
      Array.prototype.forEach.call(scripts, function (blocked) {
        var match = blocked.className.match(/optanon-category-([\w-]+)/);
        if (!match) return;
        var needed = match[1].split('-');
        var allowed = needed.every(function (id) {
          return state[id] === 1;
        });
        if (!allowed) return;
        var script = document.createElement('script');
        Array.prototype.forEach.call(blocked.attributes, function (attribute) {
          if (attribute.name !== 'type') script.setAttribute(attribute.name, attribute.value);
        });
        script.type = 'text/javascript';
        if (!blocked.src) script.text = blocked.text;
        blocked.parentNode.replaceChild(script, blocked);
      });
    }
    var listeners = [];
    function announce(event) {
      var list = publishGroups();
      window.dataLayer = window.dataLayer || [];
      if (event === 'OneTrustLoaded') {
        window.dataLayer.push({ event: 'OneTrustLoaded', OnetrustActiveGroups: list });
        window.dataLayer.push({ event: 'OptanonLoaded', OptanonActiveGroups: list });
      }
      window.dataLayer.push({ event: 'OneTrustGroupsUpdated', OnetrustActiveGroups: list });
      activateScripts();
      if (event !== 'OneTrustLoaded') {
        var detail = activeIds();
        window.dispatchEvent(new CustomEvent('consent.onetrust', { detail: detail }));
        listeners.forEach(function (callback) {
          try {
            callback({ detail: detail });
          } catch (e) {
            /* a site's listener */
          }
        });
      }
      if (typeof window.OptanonWrapper === 'function') {
        try {
          window.OptanonWrapper();
        } catch (e) {
          /* the site's wrapper */
        }
      }
    }

    // ---- markup ----
    var sdk = document.createElement('div');
    sdk.id = 'onetrust-consent-sdk';
    var style = document.createElement('style');
    style.id = 'onetrust-style';
    style.textContent =
      '#onetrust-consent-sdk .ot-hide{display:none!important}' +
      '#onetrust-banner-sdk{position:fixed;bottom:0;left:0;right:0;z-index:2147483645;background:#fff;box-shadow:0 0 18px rgba(0,0,0,.2);padding:20px 32px;font:14px/1.5 inherit;color:#696969}' +
      '#onetrust-banner-sdk #onetrust-policy-title{font-size:1.1em;font-weight:600;color:#000;margin:0 0 6px}' +
      '#onetrust-banner-sdk #onetrust-button-group{display:flex;gap:10px;justify-content:flex-end;margin-top:12px}' +
      '#onetrust-consent-sdk button{cursor:pointer;font:600 13px/1.4 inherit;padding:12px 18px;border:1px solid #68b631;border-radius:2px}' +
      '#onetrust-accept-btn-handler,#onetrust-reject-all-handler,#accept-recommended-btn-handler,.ot-pc-refuse-all-handler,.save-preference-btn-handler{background:#68b631;color:#fff}' +
      '#onetrust-pc-btn-handler{background:#fff;color:#68b631}' +
      '.onetrust-pc-dark-filter{position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:2147483646}' +
      '#onetrust-pc-sdk{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);width:576px;max-width:94vw;max-height:88vh;overflow:auto;z-index:2147483647;background:#fff;color:#696969;font:13px/1.5 inherit;border-radius:5px;box-shadow:0 2px 10px -3px #999}' +
      '#onetrust-pc-sdk .ot-pc-header{display:flex;justify-content:space-between;padding:12px 20px;border-bottom:1px solid #e9e9e9}' +
      '#onetrust-pc-sdk #ot-pc-content{padding:0 20px}' +
      '#onetrust-pc-sdk .ot-close-icon{width:32px;height:32px;border:0;background:none;padding:0;font-size:22px;color:#696969}' +
      '#onetrust-pc-sdk .ot-acc-hdr{display:flex;align-items:center;justify-content:space-between;padding:10px 0;border-top:1px solid #e9e9e9}' +
      '#onetrust-pc-sdk .ot-cat-header{margin:0;font-size:.95em;color:#263238}' +
      '#onetrust-pc-sdk .ot-always-active{color:#3860be;font-weight:700}' +
      '#onetrust-pc-sdk .ot-acc-grpdesc{margin:0 0 10px;font-size:.9em}' +
      '#onetrust-pc-sdk .ot-tgl{position:relative}' +
      '#onetrust-pc-sdk .ot-tgl input{position:absolute;opacity:0;width:0;height:0}' +
      '#onetrust-pc-sdk .ot-switch{position:relative;display:inline-block;width:45px;height:25px;cursor:pointer}' +
      '#onetrust-pc-sdk .ot-switch-nob{position:absolute;inset:0;background:#767676;border-radius:20px;transition:all .2s}' +
      '#onetrust-pc-sdk .ot-switch-nob:before{content:"";position:absolute;height:18px;width:18px;left:3px;bottom:3px;background:#fff;border-radius:50%;transition:.4s}' +
      '#onetrust-pc-sdk .ot-tgl input:checked+.ot-switch .ot-switch-nob{background:#468254}' +
      '#onetrust-pc-sdk .ot-tgl input:checked+.ot-switch .ot-switch-nob:before{transform:translateX(20px)}' +
      '#onetrust-pc-sdk .ot-label-txt{display:none}' +
      '#onetrust-pc-sdk .ot-pc-footer{display:flex;flex-direction:column;gap:8px;padding:14px 20px;border-top:1px solid #e9e9e9}' +
      '#onetrust-pc-sdk .ot-btn-container{display:flex;gap:10px;justify-content:flex-end}' +
      '#ot-sdk-btn-floating{position:fixed;bottom:10px;left:10px;z-index:2147483646;width:45px;height:45px;border-radius:50%;background:#6aaae4}' +
      '#ot-sdk-btn-floating .ot-floating-button__front{width:100%;height:100%;border:0;border-radius:50%;background:inherit;padding:0}';
    document.head.appendChild(style);

    var filter = document.createElement('div');
    filter.className = 'onetrust-pc-dark-filter ot-hide ot-fade-in';
    sdk.appendChild(filter);

    if (!closed && gpcHonoured && data.GPCNotificationText) {
      var toast = document.createElement('div');
      toast.id = 'ot-gpc-notification';
      toast.setAttribute('role', 'status');
      toast.style.cssText =
        'position:fixed;top:16px;right:16px;z-index:2147483645;background:#1f2937;color:#fff;padding:12px 16px;border-radius:6px;font:13px/1.4 inherit;max-width:320px';
      toast.innerHTML =
        '<strong>' + (data.GPCNotificationTitle || '') + '</strong><br>' + data.GPCNotificationText;
      sdk.appendChild(toast);
      setTimeout(function () {
        if (toast.parentNode) toast.parentNode.removeChild(toast);
      }, 6000);
    }
    var banner = null;
    if (!closed && data.ShowAlertNotice && !gpcHonoured) {
      banner = document.createElement('div');
      banner.id = 'onetrust-banner-sdk';
      banner.className = 'otFlat ot-wo-title vertical-align-content';
      banner.tabIndex = 0;
      banner.setAttribute('role', 'region');
      banner.setAttribute('aria-label', 'Cookie banner');
      banner.innerHTML =
        '<div role="dialog" aria-label="' +
        data.AriaPrivacy +
        '">' +
        '<div class="ot-sdk-container"><div class="ot-sdk-row">' +
        '<div id="onetrust-group-container" class="ot-sdk-eight ot-sdk-columns">' +
        '<div class="banner_logo"></div>' +
        '<div id="onetrust-policy">' +
        '<h2 id="onetrust-policy-title">' +
        data.BannerTitle +
        '</h2>' +
        '<div id="onetrust-policy-text">' +
        data.AlertNoticeText +
        ' <a class="ot-cookie-policy-link" href="' +
        data.CookiePolicyUrl +
        '" aria-label="' +
        data.BannerPolicyLinkAria +
        '" rel="noopener" target="_blank">' +
        data.AlertMoreInfoLinkText +
        '</a></div></div></div>' +
        '<div id="onetrust-button-group-parent" class="ot-sdk-three ot-sdk-columns">' +
        '<div id="onetrust-button-group">' +
        '<button id="onetrust-pc-btn-handler" class="cookie-setting-link">' +
        data.AlertMoreInfoText +
        '</button>' +
        (data.BannerShowRejectAllButton
          ? '<button id="onetrust-reject-all-handler">' + data.BannerRejectAllButtonText + '</button>'
          : '') +
        '<button id="onetrust-accept-btn-handler">' +
        data.AlertAllowCookiesText +
        '</button>' +
        '</div></div></div></div></div>';
      sdk.appendChild(banner);
    }

    var pc = document.createElement('div');
    pc.id = 'onetrust-pc-sdk';
    pc.className = 'otPcCenter ot-hide ot-fade-in';
    pc.setAttribute('lang', stub.language);
    pc.setAttribute('aria-label', 'Preference center');
    pc.setAttribute('role', 'region');
    var categories = groups
      .map(function (group) {
        var id = group.CustomGroupId;
        var control =
          group.Status === ALWAYS
            ? '<div class="ot-always-active">' + data.AlwaysActiveText + '</div>'
            : '<div class="ot-tgl"><input type="checkbox" name="ot-group-id-' +
              id +
              '" id="ot-group-id-' +
              id +
              '" aria-checked="false" class="category-switch-handler" data-optanongroupid="' +
              id +
              '" aria-labelledby="ot-header-id-' +
              id +
              '"> <label class="ot-switch" for="ot-group-id-' +
              id +
              '"><span class="ot-switch-nob"></span> <span class="ot-label-txt">' +
              group.GroupName +
              '</span></label> </div>';
        return (
          '<div class="ot-accordion-layout ot-cat-item ot-vs-config" data-optanongroupid="' +
          id +
          '">' +
          '<button aria-expanded="false" ot-accordion="true" aria-controls="ot-desc-id-' +
          id +
          '" aria-labelledby="ot-header-id-' +
          id +
          '" style="position:absolute;opacity:0;width:1px;height:1px;padding:0;border:0"></button>' +
          '<div class="ot-acc-hdr' +
          (group.Status === ALWAYS ? ' ot-always-active-group' : '') +
          '">' +
          '<div class="ot-plus-minus"><span></span><span></span></div>' +
          '<h4 class="ot-cat-header" id="ot-header-id-' +
          id +
          '">' +
          group.GroupName +
          '</h4>' +
          control +
          '</div>' +
          '<div class="ot-acc-grpcntr ot-acc-txt"><p class="ot-acc-grpdesc ot-category-desc" id="ot-desc-id-' +
          id +
          '">' +
          group.GroupDescription +
          '</p></div></div>'
        );
      })
      .join('');
    pc.innerHTML =
      '<div role="dialog" aria-modal="true" aria-labelledby="ot-pc-title" class="ot-pc-container">' +
      '<div class="ot-pc-header"><div class="ot-pc-logo" role="img" aria-label="Company Logo"></div>' +
      '<button id="close-pc-btn-handler" class="ot-close-icon" aria-label="Close">&times;</button></div>' +
      '<div id="ot-pc-content" class="ot-pc-scrollbar">' +
      '<h2 id="ot-pc-title">' +
      data.MainText +
      '</h2>' +
      '<div id="ot-pc-desc">' +
      data.MainInfoText +
      ' <br><a href="' +
      data.CookiePolicyUrl +
      '" class="privacy-notice-link" rel="noopener" target="_blank">' +
      data.AboutText +
      '</a></div>' +
      '<button id="accept-recommended-btn-handler">' +
      data.ConfirmText +
      '</button>' +
      '<section class="ot-sdk-row ot-cat-grp"><h3 id="ot-category-title">' +
      data.ManagePreferenceText +
      '</h3>' +
      categories +
      '</section></div>' +
      '<div class="ot-pc-footer"><div class="ot-btn-container">' +
      (data.PCShowRejectAllButton
        ? '<button class="ot-pc-refuse-all-handler">' + data.PCenterRejectAllButtonText + '</button>'
        : '') +
      '<button class="save-preference-btn-handler onetrust-close-btn-handler">' +
      data.PreferenceCenterConfirmText +
      '</button></div>' +
      '<div class="ot-pc-footer-logo"><a href="https://www.onetrust.com/products/cookie-consent/" target="_blank" rel="noopener noreferrer" aria-label="Powered by OneTrust Opens in a new Tab">Powered by OneTrust</a></div>' +
      '</div></div>';
    sdk.appendChild(pc);

    var floating = null;
    if (data.PCShowPersistentCookiesHoverButton) {
      floating = document.createElement('div');
      floating.id = 'ot-sdk-btn-floating';
      floating.className = 'ot-floating-button' + (closed ? '' : ' ot-hide');
      floating.title = data.PCenterCookieSettingsText;
      floating.innerHTML =
        '<button class="ot-floating-button__front" aria-label="' +
        data.PCenterCookieSettingsText +
        '"></button>';
      sdk.appendChild(floating);
    }
    document.body.appendChild(sdk);

    function syncToggles() {
      Array.prototype.forEach.call(pc.querySelectorAll('input.category-switch-handler'), function (input) {
        var id = input.getAttribute('data-optanongroupid');
        var group = groups.filter(function (g) {
          return g.CustomGroupId === id;
        })[0];
        // Before a choice the switches show what the group's status grants (an inactive-landing-page
        // group counts as given); after one, what was chosen.
        var on =
          closed || !group
            ? state[id] === 1
            : group.Status === 'active' || group.Status === 'inactive landing page';
        input.checked = on;
        input.setAttribute('aria-checked', on ? 'true' : 'false');
      });
    }
    function showPc() {
      syncToggles();
      pc.classList.remove('ot-hide');
      pc.style.display = 'block';
      filter.classList.remove('ot-hide');
      if (banner) banner.style.display = 'none';
    }
    function hidePc() {
      pc.classList.add('ot-hide');
      pc.style.display = 'none';
      filter.classList.add('ot-hide');
      if (banner && !closed) banner.style.display = '';
    }
    function closeAll() {
      hidePc();
      if (banner) {
        banner.style.display = 'none';
        banner.setAttribute('aria-hidden', 'true');
      }
      if (floating) floating.classList.remove('ot-hide');
    }
    function choose(next) {
      groups.forEach(function (group) {
        var id = group.CustomGroupId;
        state[id] = group.Status === ALWAYS ? 1 : next(id) ? 1 : 0;
      });
      closed = new Date().toISOString();
      interactionCount += 1;
      landingPath = 'NotLandingPage';
      writeConsent();
      writeCookie('OptanonAlertBoxClosed', closed);
      closeAll();
      announce('OneTrustGroupsUpdated');
    }
    function allowAll() {
      choose(function () {
        return true;
      });
    }
    function rejectAll() {
      choose(function () {
        return false;
      });
    }
    function saveChoices() {
      var chosen = {};
      Array.prototype.forEach.call(pc.querySelectorAll('input.category-switch-handler'), function (input) {
        chosen[input.getAttribute('data-optanongroupid')] = input.checked;
      });
      choose(function (id) {
        return chosen[id] === true;
      });
    }

    sdk.addEventListener('click', function (event) {
      var target = event.target;
      if (!(target instanceof Element)) return;
      var button = target.closest('button');
      if (!button) return;
      if (button.id === 'onetrust-accept-btn-handler' || button.id === 'accept-recommended-btn-handler')
        allowAll();
      else if (
        button.id === 'onetrust-reject-all-handler' ||
        button.classList.contains('ot-pc-refuse-all-handler')
      )
        rejectAll();
      else if (button.classList.contains('save-preference-btn-handler')) saveChoices();
      else if (button.id === 'onetrust-pc-btn-handler' || button.classList.contains('ot-floating-button__front'))
        showPc();
      else if (button.id === 'close-pc-btn-handler') hidePc();
    });
    pc.addEventListener('change', function (event) {
      var input = event.target;
      if (input instanceof HTMLInputElement && input.classList.contains('category-switch-handler'))
        input.setAttribute('aria-checked', input.checked ? 'true' : 'false');
    });
    // The site's own "Cookie Settings" links (the footer's #ot-sdk-btn).
    document.addEventListener('click', function (event) {
      var target = event.target;
      if (target instanceof Element && target.closest('.ot-sdk-show-settings')) {
        event.preventDefault();
        showPc();
      }
    });

    var api = {
      AllowAll: allowAll,
      RejectAll: rejectAll,
      ToggleInfoDisplay: function () {
        if (pc.classList.contains('ot-hide')) showPc();
        else hidePc();
      },
      Close: closeAll,
      IsAlertBoxClosed: function () {
        return Boolean(closed);
      },
      IsAlertBoxClosedAndValid: function () {
        return Boolean(closed);
      },
      OnConsentChanged: function (callback) {
        listeners.push(callback);
      },
      GetDomainData: function () {
        return data;
      },
      getGeolocationData: function () {
        return stub.userLocation;
      },
      UpdateConsent: function (kind, value) {
        var parts = String(value).split(':');
        if (kind !== 'Category' || parts.length !== 2) return;
        choose(function (id) {
          return id === parts[0] ? parts[1] === '1' : state[id] === 1;
        });
      },
      InitializeBanner: function () {},
      LoadBanner: function () {},
      testLog: function () {},
    };
    window.OneTrust = api;
    window.Optanon = api;

    writeConsent();
    window.OneTrustStub.loaded = true;
    announce('OneTrustLoaded');
  }

  var xhr = new XMLHttpRequest();
  xhr.open(
    'GET',
    stub.cdn + '/consent/' + stub.domainId + '/' + stub.rule.Id + '/' + stub.language + '.json',
    true,
  );
  xhr.onload = function () {
    if (xhr.status !== 200) return;
    var data = JSON.parse(xhr.responseText).DomainData;
    if (document.body) init(data);
    else
      document.addEventListener('DOMContentLoaded', function () {
        init(data);
      });
  };
  xhr.send();
})();
