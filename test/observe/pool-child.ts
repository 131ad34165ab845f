/**
 * A process that owns a browser pool with a page open, for the orphan test: prints the Chromium
 * pid once the page exists, then waits to be killed.
 * Usage: node --import tsx pool-child.ts
 */
import { BrowserPool } from '../../src/observe/browser-pool.ts';

const pool = new BrowserPool();
await pool.use(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent('<p>alive</p>');
  process.stdout.write(`chromium ${pool.currentPid()}\n`);
  await new Promise(() => undefined); // until SIGKILL
});
