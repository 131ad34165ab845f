/** Bounded host-name lookups: a short cache of answers, shared lookups, and pools bounded in total and per caller. */
import { describe, expect, it } from 'vitest';
import { HostLookups, LookupPool, LookupRefused } from '../../src/safety/host-lookups.ts';
import type { Resolver } from '../../src/safety/resolver.ts';

/** A resolver whose answers the test releases one name at a time; it records every call. */
function heldResolver() {
  const calls: string[] = [];
  const pending = new Map<string, (addresses: string[]) => void>();
  const resolver: Resolver = (host) => {
    calls.push(host);
    return new Promise((resolve) => pending.set(host, resolve));
  };
  const answer = (host: string, addresses: string[] = ['192.0.2.10']) => {
    pending.get(host)!(addresses);
    pending.delete(host);
  };
  return {
    resolver,
    calls,
    answer,
    get waiting() {
      return [...pending.keys()];
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const POOL = { total: 2, perCaller: 1, maxWaiting: 3, maxWaitingPerCaller: 2, maxWaitMs: 5_000 };

describe('HostLookups', () => {
  it('keeps an answer for cacheMs (no second lookup), then looks up again; no answer is not kept', async () => {
    let now = 1_000;
    const calls: string[] = [];
    const lookups = new HostLookups(
      async (host) => (calls.push(host), host === 'gone.example' ? [] : ['192.0.2.1']),
      { cacheMs: 30_000, now: () => now },
    );
    const pool = new LookupPool(POOL);
    expect(await lookups.resolve('Site.Example', pool, 'a')).toEqual(['192.0.2.1']);
    now += 29_000;
    expect(await lookups.resolve('site.example', pool, 'b')).toEqual(['192.0.2.1']);
    expect(calls).toEqual(['site.example']);
    now += 2_000;
    await lookups.resolve('site.example', pool, 'a');
    expect(calls).toEqual(['site.example', 'site.example']);
    await lookups.resolve('gone.example', pool, 'a');
    await lookups.resolve('gone.example', pool, 'a');
    expect(calls.filter((c) => c === 'gone.example')).toHaveLength(2);
  });

  it('shares one lookup between concurrent callers of the same name', async () => {
    const held = heldResolver();
    const lookups = new HostLookups(held.resolver);
    const pool = new LookupPool(POOL);
    const answers = Promise.all([
      lookups.resolve('one.example', pool, 'a'),
      lookups.resolve('one.example', pool, 'b'),
      lookups.resolve('ONE.example', pool, 'c'),
    ]);
    await tick();
    held.answer('one.example');
    expect(await answers).toEqual([['192.0.2.10'], ['192.0.2.10'], ['192.0.2.10']]);
    expect(held.calls).toEqual(['one.example']);
  });

  it('bounds lookups in flight per caller and in total; past the waiting room a lookup is refused at once', async () => {
    const held = heldResolver();
    const lookups = new HostLookups(held.resolver);
    const pool = new LookupPool(POOL);
    const a1 = lookups.resolve('a1.example', pool, 'a');
    const a2 = lookups.resolve('a2.example', pool, 'a');
    const a3 = lookups.resolve('a3.example', pool, 'a');
    await expect(lookups.resolve('a4.example', pool, 'a')).rejects.toEqual(
      new LookupRefused('caller_busy'),
    );
    const b1 = lookups.resolve('b1.example', pool, 'b');
    await tick();
    // One per caller, two in all: a2 and a3 wait for a's slot.
    expect(held.calls).toEqual(['a1.example', 'b1.example']);
    expect(pool.inFlight).toBe(2);
    const c1 = lookups.resolve('c1.example', pool, 'c');
    await expect(lookups.resolve('d1.example', pool, 'd')).rejects.toEqual(
      new LookupRefused('busy'),
    );
    held.answer('b1.example');
    expect(await b1).toEqual(['192.0.2.10']);
    await tick();
    // b's slot went to the oldest waiter that fits: c (a still holds its one).
    expect(held.calls).toEqual(['a1.example', 'b1.example', 'c1.example']);
    held.answer('a1.example');
    await tick();
    expect(held.calls.at(-1)).toBe('a2.example');
    held.answer('c1.example');
    held.answer('a2.example');
    await tick();
    held.answer('a3.example');
    expect(await Promise.all([a1, a2, a3, c1])).toHaveLength(4);
    expect(pool.inFlight).toBe(0);
  });

  it('a lookup that times out answers nothing to its caller but holds its slot until the resolver returns', async () => {
    const held = heldResolver();
    const lookups = new HostLookups(held.resolver, { timeoutMs: 50 });
    const pool = new LookupPool({ ...POOL, total: 1, perCaller: 1 });
    expect(await lookups.resolve('slow.example', pool, 'a')).toEqual([]);
    expect(pool.inFlight).toBe(1);
    const next = lookups.resolve('next.example', pool, 'b');
    await tick();
    expect(held.calls).toEqual(['slow.example']);
    held.answer('slow.example');
    await tick();
    expect(held.calls).toEqual(['slow.example', 'next.example']);
    held.answer('next.example');
    expect(await next).toEqual(['192.0.2.10']);
  });

  it('a lookup that waits longer than maxWaitMs for a slot is refused', async () => {
    const held = heldResolver();
    const lookups = new HostLookups(held.resolver);
    const pool = new LookupPool({ ...POOL, total: 1, maxWaitMs: 30 });
    void lookups.resolve('first.example', pool, 'a');
    await expect(lookups.resolve('second.example', pool, 'b')).rejects.toEqual(
      new LookupRefused('busy'),
    );
    held.answer('first.example');
  });
});
