/*
 * Shopify's Customer Privacy API (`/cdn/shopifycloud/consent-tracking-api/v0.1/consent-tracking-api.js`
 * on a storefront, loaded through `Shopify.loadFeatures([{ name: 'consent-tracking-api', version: '0.1' }])`),
 * an imitation written from the public API documentation (shopify.dev/docs/api/customer-privacy) and
 * the cookie formats stores write. It reads `_tracking_consent`, which the store sets on its first
 * response with the region's defaults, in both formats:
 *  - v2.1 JSON: {"con":{"CMP":{"a":"","m":"","p":"","s":""}},"v":"2.1","region":"DEBE","reg":"GDPR",
 *    "purposes":{"a":false,"p":false,"m":false,"t":true},"display_banner":true,…} — con.CMP holds the
 *    visitor's answers ("1" yes, "0" no, "" not asked), purposes what is allowed now;
 *  - v3 compact: 3<answers>.<more allowed purposes>_<region>_<display banner t|f>_<sale-of-data region t|f>_<id>,
 *    an answer a letter (lower case no, upper case yes), a purpose allowed when its upper-case letter
 *    appears anywhere before the first "_".
 * setTrackingConsent() posts the answers to the store's Storefront API (/api/unstable/graphql.json),
 * which answers with the new cookie value; the API writes it and dispatches `visitorConsentCollected`.
 */
(function () {
  window.Shopify = window.Shopify || {};
  if (window.Shopify.customerPrivacy) return;
  var COOKIE = '_tracking_consent';
  var YEAR_MS = 365 * 24 * 3600 * 1000;

  function readCookie(name) {
    var parts = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < parts.length; i++) {
      var at = parts[i].indexOf('=');
      if (parts[i].slice(0, at) === name) {
        try {
          return decodeURIComponent(parts[i].slice(at + 1));
        } catch (e) {
          return '';
        }
      }
    }
    return undefined;
  }

  var LETTERS = { analytics: 'a', marketing: 'm', preferences: 'p', sale_of_data: 's' };

  /** { answers: {a,m,p,s: 'yes'|'no'|''}, purposes: {a,m,p,t: bool}, region, displayBanner, saleOfDataRegion, id } */
  function state() {
    var raw = readCookie(COOKIE);
    if (!raw) return null;
    if (raw.charAt(0) === '{') {
      var data;
      try {
        data = JSON.parse(raw);
      } catch (e) {
        return null;
      }
      if (!data.con || !data.con.CMP) return null;
      var cmp = data.con.CMP;
      var word = function (v) {
        return v === '1' ? 'yes' : v === '0' ? 'no' : '';
      };
      var purposes = data.purposes || {};
      return {
        answers: { a: word(cmp.a), m: word(cmp.m), p: word(cmp.p), s: word(cmp.s) },
        purposes: { a: purposes.a !== false, m: purposes.m !== false, p: purposes.p !== false, t: purposes.t !== false },
        region: data.region || '',
        displayBanner: data.display_banner === true,
        saleOfDataRegion: data.sale_of_data_region === true,
        id: data.consent_id || '',
      };
    }
    if (raw.charAt(0) === '3') {
      var fields = raw.slice(1).split('_');
      var flags = fields[0] || '';
      var asked = flags.split('.')[0];
      var answer = function (letter) {
        return asked.indexOf(letter) >= 0 ? 'no' : asked.indexOf(letter.toUpperCase()) >= 0 ? 'yes' : '';
      };
      var allowed = function (letter) {
        return flags.indexOf(letter.toUpperCase()) >= 0;
      };
      return {
        answers: { a: answer('a'), m: answer('m'), p: answer('p'), s: answer('s') },
        purposes: { a: allowed('a'), m: allowed('m'), p: allowed('p'), t: allowed('s') },
        region: fields[1] || '',
        displayBanner: fields[2] === 't',
        saleOfDataRegion: fields[3] === 't',
        id: fields[4] || '',
      };
    }
    return null;
  }

  function allowed(purpose) {
    var s = state();
    return s ? s.purposes[purpose] : true;
  }

  function emit(name, detail) {
    document.dispatchEvent(new CustomEvent(name, { detail: detail || {} }));
  }

  function setTrackingConsent(consent, callback) {
    if (typeof consent === 'boolean')
      consent = { analytics: consent, marketing: consent, preferences: consent };
    var visitorConsent = {};
    Object.keys(LETTERS).forEach(function (key) {
      if (typeof consent[key] === 'boolean') visitorConsent[key === 'sale_of_data' ? 'saleOfData' : key] = consent[key];
    });
    return fetch('/api/unstable/graphql.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'consentManagement', variables: { visitorConsent: visitorConsent } }),
    })
      .then(function (response) {
        if (!response.ok) throw new Error('Server error');
        return response.json();
      })
      .then(function (result) {
        var cookie = result.data.consentManagement.cookies.trackingConsentCookie;
        document.cookie =
          COOKIE + '=' + cookie + '; path=/; expires=' + new Date(Date.now() + YEAR_MS).toUTCString() + '; SameSite=Lax';
        var s = state();
        var detail = {
          analyticsAllowed: s.purposes.a,
          marketingAllowed: s.purposes.m,
          preferencesAllowed: s.purposes.p,
          saleOfDataAllowed: s.purposes.t,
          firstPartyMarketingAllowed: s.purposes.m,
          thirdPartyMarketingAllowed: s.purposes.t,
        };
        emit(s.purposes.a && s.purposes.m ? 'trackingConsentAccepted' : 'trackingConsentDeclined');
        emit('visitorConsentCollected', detail);
        if (callback) callback(null, result);
        return result;
      })
      .catch(function (error) {
        if (callback) callback({ error: 'Error while setting storefront API consent: ' + error.message });
      });
  }

  window.Shopify.customerPrivacy = {
    analyticsProcessingAllowed: function () {
      return allowed('a');
    },
    marketingAllowed: function () {
      return allowed('m');
    },
    preferencesProcessingAllowed: function () {
      return allowed('p');
    },
    saleOfDataAllowed: function () {
      return allowed('t');
    },
    userCanBeTracked: function () {
      return allowed('a') && allowed('m');
    },
    currentVisitorConsent: function () {
      var s = state();
      var a = s ? s.answers : { a: '', m: '', p: '', s: '' };
      return { analytics: a.a, marketing: a.m, preferences: a.p, sale_of_data: a.s };
    },
    shouldShowBanner: function () {
      var s = state();
      return !!s && s.displayBanner && s.answers.a === '' && s.answers.m === '' && s.answers.p === '';
    },
    saleOfDataRegion: function () {
      var s = state();
      return !!s && s.saleOfDataRegion;
    },
    getRegion: function () {
      var s = state();
      return s ? s.region : '';
    },
    consentId: function () {
      var s = state();
      return s ? s.id : '';
    },
    setTrackingConsent: setTrackingConsent,
  };
  emit('consentTrackingApiLoaded');
})();
