import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('the short cache', () => {
  it('shares one load among callers, keeps it for its time, and forgets a failure', async () => {
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load, 0), cache.get('a', load, 10)])).toEqual([1, 1]);
    expect(await cache.get('a', load, 999)).toBe(1);
    expect(await cache.get('a', load, 1000)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache.get('b', load, 1)).toBe(3);
  });

  it('gives a loaded value without loading, only while it is fresh and once it has settled', async () => {
    const cache = new TtlCache<number>(1000);
    let settle: (v: number) => void = () => undefined;
    const pending = cache.get('a', () => new Promise<number>((r) => { settle = r; }), 0);
    expect(cache.peek('a', 1)).toBeUndefined();
    settle(7);
    await pending;
    expect(cache.peek('a', 999)).toBe(7);
    expect(cache.peek('a', 1000)).toBeUndefined();
    cache.put('t', 0, 5);
    expect(cache.peek('t', 6)).toBe(0);
    expect(await cache.get('t', async () => 1, 6)).toBe(0);
  });

  it('holds at most its size, dropping the oldest', async () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.put('a', 1, 0);
    cache.put('b', 2, 0);
    cache.put('b', 3, 0);
    expect(cache.peek('a', 1)).toBe(1);
    cache.put('c', 4, 0);
    expect([cache.peek('a', 1), cache.peek('b', 1), cache.peek('c', 1)]).toEqual([undefined, 3, 4]);
  });
});
