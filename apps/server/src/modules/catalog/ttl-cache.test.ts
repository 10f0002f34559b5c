import { describe, expect, it } from 'vitest';
import { pickSlug } from '../../lib/slug';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('shares one load within the TTL, loads again after it or after invalidate', async () => {
    let now = 0;
    let loads = 0;
    const cache = createTtlCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
    cache.invalidate();
    expect(await cache.get('k', load)).toBe(3);
    expect(await cache.get('other', load)).toBe(4);
  });

  it('keeps no failed load', async () => {
    const cache = createTtlCache<number>(1000, () => 0);
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = createTtlCache<string>(1000, () => 0, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});

describe('pickSlug (api-contract §1.6)', () => {
  it.each([
    ['Kem chống nắng Đà Lạt', [], 'kem-chong-nang-da-lat'],
    ['Kem chống nắng', ['kem-chong-nang'], 'kem-chong-nang-2'],
    ['Kem chống nắng', ['kem-chong-nang', 'kem-chong-nang-2'], 'kem-chong-nang-3'],
    ['Detail', [], 'detail-2'],
    ['Filter options', [], 'filter-options-2'],
    ['!!!', [], 'san-pham'],
  ])('%s (taken %j) → %s', (name, taken, expected) => {
    expect(pickSlug(name, new Set(taken), 'san-pham')).toBe(expected);
  });
});
