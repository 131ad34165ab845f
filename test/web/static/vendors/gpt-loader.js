/*
 * Fake Google Publisher Tag loader (gpt.js), served by the consentry fixture web at
 * https://securepubads.g.doubleclick.net/tag/js/gpt.js: keeps the page's googletag.cmd queue and
 * loads the implementation (pubads_impl.js), as the real loader does.
 */
(function () {
  var googletag = (window.googletag = window.googletag || { cmd: [] });
  if (googletag.evalScripts || googletag._loaderStarted) return;
  googletag._loaderStarted = true;
  var impl = document.createElement('script');
  impl.async = true;
  impl.src = 'https://securepubads.g.doubleclick.net/pagead/managed/js/gpt/m202511180101/pubads_impl.js';
  (document.head || document.documentElement).appendChild(impl);
})();
