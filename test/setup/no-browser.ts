// The unit tier has no browser: a Chromium launch here fails at once (BrowserNotFoundError), so a
// test that needs one cannot hide in the fast tier. Child processes inherit the setting.
process.env.CONSENTRY_CHROMIUM = '/nonexistent/consentry-unit-tier-has-no-browser';
