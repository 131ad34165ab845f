/* Sentry set-up of tidewater-journal.example: errors and release health, no tracing, no replay. */
Sentry.init({
  dsn: 'https://5f0c2ad1e4b84b6e9f3a7c1d2e8b9a04@o4507112233.ingest.de.sentry.io/4507112244',
  release: 'tidewater-web@2024.11.3',
  environment: 'production',
  sendDefaultPii: false,
});
