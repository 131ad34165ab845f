/*
 * Fake Microsoft Clarity tag, served by the consentry fixture web at https://www.clarity.ms/tag/<projectId>.
 *
 * Like the real tag it keeps the `clarity()` command queue and loads the recorder from
 * scripts.clarity.ms, passing the project ID on.
 */
(function () {
  var script = document.currentScript;
  var match = script && script.src.match(/\/tag\/([a-z0-9]+)/);
  var projectId = match ? match[1] : '';
  if (!projectId) return;
  var clarity = (window.clarity = window.clarity || function () { (clarity.q = clarity.q || []).push(arguments); });
  clarity.fixtureProjectId = projectId;
  var recorder = document.createElement('script');
  recorder.async = true;
  recorder.src = 'https://scripts.clarity.ms/0.8.9/clarity.js';
  (document.head || document.documentElement).appendChild(recorder);
})();
