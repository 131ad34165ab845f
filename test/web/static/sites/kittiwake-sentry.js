/* Sentry set-up of kittiwake-cycles.example: errors and release health, no tracing, no replay. */
Sentry.init({
  dsn: 'https://a41c9e07b2d64f3f8e5d6c7b8a9f0e1d@o4507112233.ingest.de.sentry.io/4507112255',
  release: 'kittiwake-shop@3.18.0',
  environment: 'production',
  sendDefaultPii: false,
});
