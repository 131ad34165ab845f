/*
 * Fake Microsoft Clarity tag, served by the consentry fixture web at https://www.clarity.ms/tag/<projectId>.
 *
 * Like the real tag it keeps the `clarity()` command queue and loads the recorder from
 * scripts.clarity.ms, passing the project ID on. Served through a site's first-party proxy
 * (`https://<site>/<prefix>/tag/<projectId>`), it loads the recorder and uploads through the same prefix
 * (`<prefix>/s/<version>/clarity.js`, `<prefix>/collect`), as proxy set-ups rewrite them.
 */
(function () {
  var script = document.currentScript;
  var match = script && script.src.match(/^(https?:\/\/[^/]+(?:\/[^?#]*)?)\/tag\/([a-z0-9]+)/);
  var projectId = match ? match[2] : '';
  var proxied = match && !/^https:\/\/[^/]*\.clarity\.ms\//.test(match[1] + '/');
  if (!projectId) return;
  var clarity = (window.clarity = window.clarity || function () { (clarity.q = clarity.q || []).push(arguments); });
  clarity.fixtureProjectId = projectId;
  if (proxied) clarity.fixtureUpload = match[1] + '/collect';
  var recorder = document.createElement('script');
  recorder.async = true;
  recorder.src = proxied ? match[1] + '/s/0.8.9/clarity.js' : 'https://scripts.clarity.ms/0.8.9/clarity.js';
  (document.head || document.documentElement).appendChild(recorder);
})();
