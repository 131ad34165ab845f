/**
 * The API server of the API benchmark, run in its own process so that the load generator does not
 * share its event loop: buildApp on the data dir the benchmark seeded, bearer auth on, no workers
 * (queued jobs stay queued) and no fair-use limits (they would answer 429 within a few hundred
 * requests by design). The store is the SQLite file of the data dir, or the PostgreSQL database named
 * by a third argument. Prints `listening <port>` when ready.
 *
 *   tsx bench/api-server.ts <dataDir> <port> [postgres://…]
 */
import { loadOrCreateKeySecret, openStore } from '../src/internal.ts';
import { buildApp } from '../server/app.ts';
import { storeKeyService } from '../server/key-service.ts';
import { targetChecker } from '../server/target-url.ts';

const [dataDir, portText, database] = process.argv.slice(2);
if (!dataDir || !portText)
  throw new Error('usage: tsx bench/api-server.ts <dataDir> <port> [postgres://…]');
const port = Number(portText);
const { store } = await openStore({ database, dataDir });
const secret = loadOrCreateKeySecret(dataDir, {});
const app = await buildApp({
  config: {
    baseUrl: `http://127.0.0.1:${port}`,
    reuseWindowHours: 24,
    publicReports: true,
    budgets: { scanBudgetMs: 110_000, armBudgetMs: 30_000, networkQuietWindowMs: 600 },
  },
  store,
  keys: storeKeyService(store, secret),
  secret,
  // The benchmark's targets are fixture names: every host is mapped (no DNS on the benchmark path).
  checkTarget: targetChecker({ mapHosts: 'MAP * 127.0.0.1:9' }),
  version: 'bench',
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${port}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => store.close())
    .then(() => process.exit(0));
});
