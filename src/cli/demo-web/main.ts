/**
 * The demo web of `consentry demo` until Ctrl-C:  tsx src/cli/demo-web/main.ts [--port N] [--http-port N] [--quiet]
 * The demo sites and the fake vendors they load, all on 127.0.0.1; prints its map rule.
 */
import { runFixtureWeb } from './run-web.ts';

runFixtureWeb();
