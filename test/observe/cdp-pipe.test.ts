import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CdpPipeTransport, cdpPipeCounts } from '../../src/observe/cdp-pipe.ts';

function pipes() {
  const toBrowser = new PassThrough();
  const fromBrowser = new PassThrough();
  const transport = new CdpPipeTransport(toBrowser, fromBrowser);
  const received: object[] = [];
  transport.onmessage = (message) => received.push(message);
  return { toBrowser, fromBrowser, transport, received };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('CdpPipeTransport (CDP over --remote-debugging-pipe)', () => {
  it('sends each message as JSON followed by a NUL byte', () => {
    const { toBrowser, transport } = pipes();
    transport.send({ id: 1, method: 'Browser.getVersion' });
    transport.send({ id: 2, method: 'Target.getTargets', params: { filter: [] } });
    expect(String(toBrowser.read())).toBe(
      '{"id":1,"method":"Browser.getVersion"}\0{"id":2,"method":"Target.getTargets","params":{"filter":[]}}\0',
    );
  });

  it('parses several messages in one chunk and one message split over chunks, multi-byte text included', async () => {
    const { fromBrowser, received } = pipes();
    const long = Buffer.from('{"id":3,"result":{"title":"Zustimmung ✓ — 同意"}}\0', 'utf8');
    fromBrowser.write(
      Buffer.from(
        '{"id":1,"result":{}}\0{"method":"Page.loadEventFired","params":{"timestamp":1.5}}\0',
        'utf8',
      ),
    );
    // Cut inside the multi-byte characters: the text must be decoded only once the message is whole.
    const cuts = [0, 5, 33, 36, long.length];
    for (let i = 1; i < cuts.length; i++) fromBrowser.write(long.subarray(cuts[i - 1], cuts[i]));
    await tick();
    await tick();
    expect(received).toEqual([
      { id: 1, result: {} },
      { method: 'Page.loadEventFired', params: { timestamp: 1.5 } },
      { id: 3, result: { title: 'Zustimmung ✓ — 同意' } },
    ]);
  });

  it('reports the end of the pipe once, after the messages already received, and refuses to send after it', async () => {
    const { fromBrowser, transport, received } = pipes();
    const closes: string[] = [];
    transport.onclose = () => closes.push(`closed after ${received.length}`);
    fromBrowser.end(Buffer.from('{"id":9,"result":{}}\0'));
    fromBrowser.resume();
    await new Promise((resolve) => fromBrowser.once('close', resolve));
    await tick();
    transport.close();
    await tick();
    expect(closes).toEqual(['closed after 1']);
    expect(() => transport.send({ id: 10, method: 'Browser.close' })).toThrow(
      /pipe to Chromium is closed/,
    );
  });

  it('counts the messages sent (by method) and received, for bench/cdp-messages.ts', async () => {
    const { fromBrowser, transport } = pipes();
    const before = cdpPipeCounts();
    transport.send({ id: 1, method: 'Runtime.evaluate', params: { expression: '1' } });
    transport.send({ id: 2, method: 'Runtime.evaluate', params: { expression: '2' } });
    transport.send({ id: 3, method: 'DOM.getBoxModel' });
    fromBrowser.write(Buffer.from('{"id":1,"result":{}}\0{"id":2,"result":{}}\0{"id":3', 'utf8'));
    await tick();
    const after = cdpPipeCounts();
    expect(after.sent - before.sent).toBe(3);
    expect(after.received - before.received).toBe(2);
    const by = (name: string) =>
      (after.sentByMethod.get(name) ?? 0) - (before.sentByMethod.get(name) ?? 0);
    expect(by('Runtime.evaluate')).toBe(2);
    expect(by('DOM.getBoxModel')).toBe(1);
  });
});
