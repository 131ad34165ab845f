/*
 * TrustArc's preference manager, consent-pref.trustarc.com/?layout=gdpr&site=<domain>&behavior=…&preferences=…,
 * opened by the notice in an iframe (.truste_popframe). A fixture imitation of what it visibly does
 * (TrustArc's own page is proprietary, a GWT application): window.QueryString holds the query;
 * #defaultpreferencemanager.mainContent shows "Accept All" (a.call), "Decline All" (a.rejectAll), the
 * buckets in .prefPanel (Required always on; Functional and Advertising with an Off / On .switch whose
 * current half is .active — off by default, on when the behaviour is implied and nothing was chosen),
 * "Submit Preferences" (a.submit) and a close link (#gwt-debug-close_id). A submission is posted to the
 * parent window (the notice stores it), then a confirmation shows and the frame asks to be removed.
 */
(function () {
  var query = {};
  location.search
    .replace(/^\?/, '')
    .split('&')
    .forEach(function (pair) {
      var at = pair.indexOf('=');
      if (at > 0) query[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
    });
  window.QueryString = query;

  var stored = query.preferences === '' || query.preferences === undefined ? null : Number(query.preferences);
  var implied = query.behavior === 'implied';
  var BUCKETS = [
    {
      id: 0,
      name: 'Required Cookies',
      text: 'These cookies are required to enable core site functionality, such as keeping the site secure and remembering your privacy choices. They cannot be turned off.',
    },
    {
      id: 1,
      name: 'Functional Cookies',
      text: 'These cookies allow us to analyse site usage so we can measure and improve performance, and to remember your settings.',
    },
    {
      id: 2,
      name: 'Advertising Cookies',
      text: 'These cookies are used by advertising companies to serve ads that are relevant to your interests.',
    },
  ];
  var on = {};
  BUCKETS.forEach(function (b) {
    on[b.id] = b.id === 0 || (stored !== null ? b.id <= stored : implied);
  });

  function post(message, data) {
    var payload = { source: 'preference_manager', message: message };
    if (data) payload.data = data;
    window.parent.postMessage(JSON.stringify(payload), '*');
  }

  var root = document.getElementById('defaultpreferencemanager');

  function finish(value) {
    post('submit_preferences', { value: value });
    root.innerHTML =
      '<div class="message"><h2>Preferences Submitted</h2><p>You have successfully updated your cookie preferences.</p>' +
      '<div class="pdynamicbutton" style="justify-content:center"><a id="gwt-debug-close_id" class="close" role="button" tabindex="0">Close</a></div></div>';
    document.getElementById('gwt-debug-close_id').addEventListener('click', function () {
      post('remove_iframe');
    });
    setTimeout(function () {
      post('remove_iframe');
    }, 2000);
  }

  function link(cls, text, onClick) {
    var a = document.createElement('a');
    a.className = cls;
    a.setAttribute('role', 'button');
    a.setAttribute('tabindex', '0');
    a.textContent = text;
    a.addEventListener('click', onClick);
    return a;
  }

  function draw() {
    root.innerHTML = '';
    var close = document.createElement('a');
    close.id = 'gwt-debug-close_id';
    close.className = 'close';
    close.setAttribute('role', 'button');
    close.setAttribute('tabindex', '0');
    close.setAttribute('aria-label', 'Close');
    close.textContent = '×';
    close.addEventListener('click', function () {
      post('remove_iframe');
    });
    root.appendChild(close);
    var title = document.createElement('h2');
    title.id = 'gwt-debug-header_title';
    title.textContent = 'Cookie Preferences';
    root.appendChild(title);
    var intro = document.createElement('p');
    intro.textContent =
      'When you visit our website, we and our partners store and read cookies on your device. Choose below which categories you allow. Required cookies are always on. Your choice applies to ' +
      (query.site || 'this site') +
      '.';
    root.appendChild(intro);
    var top = document.createElement('div');
    top.className = 'pdynamicbutton';
    top.appendChild(
      link('call', 'Accept All', function () {
        finish('0,1,2');
      }),
    );
    top.appendChild(
      link('rejectAll', 'Decline All', function () {
        finish('0');
      }),
    );
    root.appendChild(top);
    var panel = document.createElement('div');
    panel.className = 'prefPanel';
    panel.style.visibility = 'visible';
    BUCKETS.forEach(function (bucket) {
      var row = document.createElement('div');
      row.className = 'category';
      row.id = 'catDetails' + bucket.id;
      var label = document.createElement('div');
      label.innerHTML = '<h3></h3><p></p>';
      label.querySelector('h3').textContent = bucket.name;
      label.querySelector('p').textContent = bucket.text;
      row.appendChild(label);
      if (bucket.id === 0) {
        var always = document.createElement('span');
        always.className = 'always';
        always.textContent = 'Always Active';
        row.appendChild(always);
      } else {
        var sw = document.createElement('div');
        sw.className = 'switch';
        sw.setAttribute('aria-label', bucket.name);
        ['Off', 'On'].forEach(function (word, index) {
          var half = document.createElement('span');
          half.className = word.toLowerCase() + ((on[bucket.id] ? 1 : 0) === index ? ' active' : '');
          half.setAttribute('tabindex', '0');
          half.setAttribute('aria-pressed', String((on[bucket.id] ? 1 : 0) === index));
          half.textContent = word;
          half.addEventListener('click', function () {
            on[bucket.id] = index === 1;
            draw();
          });
          sw.appendChild(half);
        });
        row.appendChild(sw);
      }
      panel.appendChild(row);
    });
    root.appendChild(panel);
    var bottom = document.createElement('div');
    bottom.className = 'pdynamicbutton';
    bottom.appendChild(
      link('submit', 'Submit Preferences', function () {
        finish(
          BUCKETS.filter(function (b) {
            return on[b.id];
          })
            .map(function (b) {
              return b.id;
            })
            .join(','),
        );
      }),
    );
    root.appendChild(bottom);
    root.setAttribute('aria-hidden', 'false');
  }
  draw();
})();
