/**
 * Runs the fixture web until Ctrl-C:  tsx test/web/main.ts [--port N] [--http-port N] [--quiet]
 * Every test site and vendor of registry.ts (the demo web's among them); prints the Chromium flags
 * that route every hostname to it, and the demo site URLs.
 */
import { runFixtureWeb } from '../../src/cli/demo-web/run-web.ts';
import { FIXTURE_HOSTS } from './registry.ts';

runFixtureWeb(FIXTURE_HOSTS);
