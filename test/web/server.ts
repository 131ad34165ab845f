/**
 * The tests' fixture web: the demo web's server (src/cli/demo-web/server.ts) serving every site and
 * vendor of registry.ts by default.
 */
import {
  startFixtureWeb as startWeb,
  type FixtureWeb,
  type FixtureWebOptions,
} from '../../src/cli/demo-web/server.ts';
import { FIXTURE_HOSTS } from './registry.ts';

export type {
  FixtureWeb,
  FixtureWebOptions,
  ServedRequest,
} from '../../src/cli/demo-web/server.ts';

/** Starts the fixture web; `hosts` defaults to every site and vendor of the registry. */
export function startFixtureWeb(options: FixtureWebOptions = {}): Promise<FixtureWeb> {
  return startWeb({ ...options, hosts: options.hosts ?? FIXTURE_HOSTS });
}
