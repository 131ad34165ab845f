/**
 * Re-records the observations the `consentry diff` tests judge (test/cli/diff-runs.ts):
 *   npx tsx test/golden/record-diff-runs.ts
 * Starts the fixture web in this process (changing-site.example switches releases only here: see
 * setChangingSiteVariant) and runs the real `consentry scan … --save-observations` once per file.
 * tracker-blog.observations.json is recorded like the other golden sites (see golden.test.ts).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startFixtureWeb } from '../web/server.ts';
import { setChangingSiteVariant, type ChangingSiteVariant } from '../web/sites/changing-site.ts';

const BIN = fileURLToPath(new URL('../../bin/consentry.js', import.meta.url));

const RECORDINGS: { file: string; url: string; variant: ChangingSiteVariant }[] = [
  { file: 'changing-site-a', url: 'https://changing-site.example/', variant: 'a' },
  { file: 'changing-site-b', url: 'https://changing-site.example/', variant: 'b' },
  { file: 'clean-shop', url: 'https://clean-shop.example/', variant: 'a' },
  // Answers 500: the scan fails (http_error), and its observations say why.
  { file: 'server-error', url: 'https://server-error.example/', variant: 'a' },
];

const web = await startFixtureWeb({ quiet: true });
try {
  for (const { file, url, variant } of RECORDINGS) {
    setChangingSiteVariant(variant);
    const out = fileURLToPath(new URL(`./${file}.observations.json`, import.meta.url));
    // Not spawnSync: the fixture web answers from this process while the scan runs.
    const code = await new Promise<number | null>((resolve) => {
      const args = [BIN, 'scan', url, '--map-hosts', web.mapHostsRule, '--ignore-tls-errors'];
      const child = spawn(process.execPath, [...args, '--save-observations', out], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('close', resolve);
    });
    console.log(`${file}: consentry scan exited ${code}`);
  }
} finally {
  setChangingSiteVariant('a');
  await web.stop();
}
