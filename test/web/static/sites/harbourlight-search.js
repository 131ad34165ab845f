/*
 * Harbourlight's search box: suggestions as the visitor types, from the site's own search API
 * (GET /api/suggest?q=…, debounced, from two characters), shown under the box.
 */
(function () {
  var input = document.querySelector('.site-search input[name="q"]');
  if (!input) return;
  var list = document.createElement('ul');
  list.className = 'suggestions';
  list.setAttribute('role', 'listbox');
  input.parentNode.appendChild(list);
  var timer;
  input.setAttribute('autocomplete', 'off');
  input.addEventListener('input', function () {
    clearTimeout(timer);
    var q = input.value.trim();
    if (q.length < 2) { list.innerHTML = ''; return; }
    timer = setTimeout(function () {
      fetch('/api/suggest?q=' + encodeURIComponent(q))
        .then(function (r) { return r.json(); })
        .then(function (data) {
          list.innerHTML = data.suggestions.map(function (s) { return '<li role="option">' + s.replace(/</g, '&lt;') + '</li>'; }).join('');
        })
        .catch(function () {});
    }, 150);
  });
})();
