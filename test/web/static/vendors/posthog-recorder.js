/*
 * The PostHog recorder extension, served at https://us-assets.i.posthog.com/static/recorder.js: the
 * real rrweb library (bundled by the fixture web as `rrweb`) published where array.js looks for it.
 */
var extensions = (window.__PosthogExtensions__ = window.__PosthogExtensions__ || {});
extensions.rrweb = { record: rrweb.record, version: 'rrweb-2' };
extensions.rrwebPlugins = {};
