/*
 * Imitation of Doofinder's search layer (https://eu1-config.doofinder.com/2.x/<installationId>.js):
 * attaches to the site's search box and queries the hosted search API as the visitor types
 * (debounced 250 ms, from 3 characters): GET https://eu1-search.doofinder.com/6/<hashid>/_search?query=…
 * and shows the results under the box. Nothing else is sent.
 */
(function () {
  var hashid = 'd2f0c5b1e4a9873c6b5e1f0a2d3c4b5a';
  var input = document.querySelector('input[type="search"]');
  if (!input) return;
  var list = document.createElement('ul');
  list.className = 'dfd-results';
  input.insertAdjacentElement('afterend', list);
  var timer;
  input.addEventListener('input', function () {
    clearTimeout(timer);
    var query = input.value.trim();
    if (query.length < 3) return;
    timer = setTimeout(function () {
      fetch('https://eu1-search.doofinder.com/6/' + hashid + '/_search?query=' + encodeURIComponent(query) + '&page=1&rpp=8')
        .then(function (r) { return r.json(); })
        .then(function (data) {
          list.innerHTML = '';
          (data.results || []).forEach(function (item) {
            var li = document.createElement('li');
            li.textContent = item.title;
            list.appendChild(li);
          });
        })
        .catch(function () {});
    }, 250);
  });
})();
