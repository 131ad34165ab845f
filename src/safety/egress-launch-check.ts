/** Thrown before the browser starts when its switches would let traffic around the egress guard. */
export class EgressBypassError extends Error {
  override name = 'EgressBypassError';
  constructor(readonly problems: readonly string[]) {
    super(
      `The egress guard is configured but the browser launch would bypass it: ${problems.join('; ')}.`,
    );
  }
}

/** Switches a guarded browser must carry: every connection through the proxy, loopback included; no QUIC; no raw UDP. */
const REQUIRED = [
  '--proxy-bypass-list=<-loopback>',
  '--disable-quic',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-background-networking',
];

/** Switches that route around a fixed proxy or resolve names in the browser instead of the guard. */
const FORBIDDEN: ReadonlyArray<[string, string]> = [
  [
    '--host-resolver-rules',
    'host mapping belongs to the guard (give --map-hosts to the guard, not to Chromium)',
  ],
  ['--no-proxy-server', 'it turns the proxy off'],
  ['--proxy-pac-url', 'a PAC script can send connections direct'],
  ['--proxy-auto-detect', 'auto-detection can send connections direct'],
  ['--winhttp-proxy-resolver', 'the system proxy resolver can send connections direct'],
  ['--enable-quic', 'QUIC (UDP) does not go through an HTTP proxy'],
  ['--origin-to-force-quic-on', 'QUIC (UDP) does not go through an HTTP proxy'],
];

const switchName = (arg: string) => arg.split('=')[0]!.toLowerCase();

/** What would let a browser launched with `args` reach the network without the guard at `proxyServer`. */
export function egressBypassProblems(args: readonly string[], proxyServer: string): string[] {
  const problems: string[] = [];
  const proxies = args.filter((arg) => switchName(arg) === '--proxy-server');
  if (proxies.length === 0) problems.push('--proxy-server is missing');
  for (const proxy of proxies) {
    if (proxy !== `--proxy-server=${proxyServer}`)
      problems.push(`${proxy} is not the guard (${proxyServer})`);
  }
  const bypassLists = args.filter((arg) => switchName(arg) === '--proxy-bypass-list');
  if (bypassLists.some((arg) => arg !== '--proxy-bypass-list=<-loopback>'))
    problems.push('--proxy-bypass-list must be exactly <-loopback>');
  for (const required of REQUIRED) {
    if (!args.includes(required)) problems.push(`${required} is missing`);
  }
  for (const [name, why] of FORBIDDEN) {
    if (args.some((arg) => switchName(arg) === name)) problems.push(`${name} is set (${why})`);
  }
  return problems;
}

export function assertEgressNotBypassed(args: readonly string[], proxyServer: string): void {
  const problems = egressBypassProblems(args, proxyServer);
  if (problems.length > 0) throw new EgressBypassError(problems);
}
