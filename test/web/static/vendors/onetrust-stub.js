/*
 * OneTrust's loader, cdn.cookielaw.org/scripttemplates/otSDKStub.js, as a site embeds it:
 *   <script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="<id>"></script>
 *   <script>function OptanonWrapper() { }</script>
 * It reads the domain script id, fetches the domain's rule sets (consent/<id>/<id>.json), asks
 * geolocation.onetrust.com where the visitor is (JSONP, `jsonFeed(...)`), picks the rule set for that
 * country and loads the banner SDK of the published version (scripttemplates/<version>/otBannerSdk.js),
 * which draws the banner. A fixture imitation written from OneTrust's public documentation and what
 * its deployments visibly do; OneTrust's own code is proprietary and not on npm.
 */
(function () {
  var self =
    document.currentScript || document.querySelector('script[src*="otSDKStub"][data-domain-script]');
  if (!self) return;
  var domainId = self.getAttribute('data-domain-script');
  var cdn = self.src.replace(/\/scripttemplates\/otSDKStub\.js.*$/, '');
  var language = self.getAttribute('data-language') || document.documentElement.lang || 'en';

  window.otStubData = {
    domainId: domainId,
    cdn: cdn,
    stubUrl: self.src,
    language: language.slice(0, 2),
    userLocation: null,
    rule: null,
    version: null,
  };
  // Calls made before the SDK arrives are queued the way sites rely on (OneTrust.* does not exist yet).
  window.OneTrustStub = {
    loaded: false,
    queue: [],
  };

  function loadScript(src) {
    var script = document.createElement('script');
    script.src = src;
    script.type = 'text/javascript';
    script.charset = 'UTF-8';
    script.async = true;
    (document.head || document.documentElement).appendChild(script);
  }

  function pickRule(rules, country) {
    for (var i = 0; i < rules.length; i++) {
      if ((rules[i].Countries || []).indexOf(country.toLowerCase()) !== -1) return rules[i];
    }
    for (var j = 0; j < rules.length; j++) if (rules[j].Default) return rules[j];
    return rules[0];
  }

  function start(ruleSets) {
    window.otStubData.version = ruleSets.Version;
    window.jsonFeed = function (location) {
      window.otStubData.userLocation = location;
      window.otStubData.rule = pickRule(ruleSets.RuleSet, location.country || '');
      loadScript(cdn + '/scripttemplates/' + ruleSets.Version + '/otBannerSdk.js');
    };
    if (ruleSets.SkipGeolocation) {
      window.jsonFeed({ country: '', state: '', stateName: '', continent: '' });
    } else {
      loadScript(ruleSets.GeolocationUrl);
    }
  }

  var xhr = new XMLHttpRequest();
  xhr.open('GET', cdn + '/consent/' + domainId + '/' + domainId + '.json', true);
  xhr.onload = function () {
    if (xhr.status === 200) start(JSON.parse(xhr.responseText));
  };
  xhr.send();
})();
