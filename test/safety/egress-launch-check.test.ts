import { describe, expect, it } from 'vitest';
import { BrowserPool } from '../../src/observe/browser-pool.ts';
import { chromiumArgs, launchChromium } from '../../src/observe/launch.ts';
import { scanUrl } from '../../src/pipeline/scan.ts';
import { startEgressGuard } from '../../src/safety/egress-guard.ts';
import {
  assertEgressNotBypassed,
  EgressBypassError,
  egressBypassProblems,
} from '../../src/safety/egress-launch-check.ts';

const GUARD = 'http://127.0.0.1:40001';

describe('launch switches behind the egress guard', () => {
  it('accepts the switches the launcher produces for a guarded browser', () => {
    const args = chromiumArgs({ proxyServer: GUARD, ignoreTlsErrors: true });
    expect(egressBypassProblems(args, GUARD)).toEqual([]);
    expect(args).toEqual(
      expect.arrayContaining([
        `--proxy-server=${GUARD}`,
        '--proxy-bypass-list=<-loopback>',
        '--disable-quic',
        '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
        '--disable-background-networking',
      ]),
    );
  });

  it('names every way a launch would bypass the guard', () => {
    expect(egressBypassProblems(chromiumArgs({}), GUARD)).toEqual([
      '--proxy-server is missing',
      '--proxy-bypass-list=<-loopback> is missing',
    ]);
    expect(
      egressBypassProblems(chromiumArgs({ proxyServer: 'http://127.0.0.1:9' }), GUARD),
    ).toEqual([`--proxy-server=http://127.0.0.1:9 is not the guard (${GUARD})`]);
    expect(
      egressBypassProblems(
        chromiumArgs({ proxyServer: GUARD, mapHosts: 'MAP * 127.0.0.1:8443' }),
        GUARD,
      ),
    ).toEqual([
      '--host-resolver-rules is set (host mapping belongs to the guard (give --map-hosts to the guard, not to Chromium))',
    ]);
    const weakened = chromiumArgs({ proxyServer: GUARD }).filter(
      (arg) => arg !== '--disable-quic' && !arg.startsWith('--force-webrtc'),
    );
    expect(
      egressBypassProblems(
        [
          ...weakened,
          '--proxy-bypass-list=*',
          '--proxy-pac-url=http://x/p.pac',
          '--no-proxy-server',
        ],
        GUARD,
      ),
    ).toEqual([
      '--proxy-bypass-list must be exactly <-loopback>',
      '--disable-quic is missing',
      '--force-webrtc-ip-handling-policy=disable_non_proxied_udp is missing',
      '--no-proxy-server is set (it turns the proxy off)',
      '--proxy-pac-url is set (a PAC script can send connections direct)',
    ]);
  });

  it('throws EgressBypassError with every problem in the message', () => {
    expect(() => assertEgressNotBypassed(['--headless'], GUARD)).toThrow(EgressBypassError);
    expect(() => assertEgressNotBypassed(['--headless'], GUARD)).toThrow(
      /^The egress guard is configured but the browser launch would bypass it: --proxy-server is missing; --proxy-bypass-list=<-loopback> is missing; --disable-quic is missing/,
    );
  });

  it('refuses to start Chromium when a guarded launch also maps hosts in the browser (nothing is spawned)', async () => {
    const egress = {
      proxyServer: GUARD,
      assertLaunchGuarded: (args: readonly string[]) => assertEgressNotBypassed(args, GUARD),
    };
    await expect(
      launchChromium({
        egress,
        mapHosts: 'MAP * 127.0.0.1:8443',
        executablePath: '/nonexistent/chromium',
      }),
    ).rejects.toThrow(EgressBypassError);
    await expect(
      launchChromium({
        egress,
        proxyServer: 'http://127.0.0.1:9',
        executablePath: '/nonexistent/chromium',
      }),
    ).rejects.toThrow('is not the guard');
  });

  it('a pool given the guard and Chromium host mapping at once fails its scan with EgressBypassError before spawning', async () => {
    const guard = await startEgressGuard({ resolver: async () => ['93.184.215.14'] });
    const pool = new BrowserPool({ egress: guard, mapHosts: 'MAP * 127.0.0.1:8443' });
    try {
      await expect(
        scanUrl(pool, 'https://example.com/', {
          arms: ['before_consent'],
          plugins: {},
          retries: 0,
        }),
      ).rejects.toThrow(EgressBypassError);
      expect(pool.launches).toBe(0);
    } finally {
      await pool.close();
      await guard.close();
    }
  });
});
