import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, pageKey, TRACKING_PARAMETERS, type CachedPage } from './page-cache';

const page = (url: string, size: number, at = 0): CachedPage => ({
  url,
  at,
  status: 200,
  body: Buffer.from(`<p>${url}</p>`.padEnd(size, ' '), 'utf8'),
});

describe('page cache', () => {
  it('drops the oldest pages beyond its byte budget, never the page just kept', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 100, maxBytes: 10_000, now: () => 0 });
    for (const url of ['/a', '/b', '/c', '/d']) cache.keep(page(url, 3_000));
    expect(cache.get('/a')).toBeUndefined();
    expect(['/b', '/c', '/d'].map((url) => cache.get(url)?.url)).toEqual(['/b', '/c', '/d']);
    expect(cache.bytes).toBe(9_000);
    // One page larger than the budget is kept alone.
    cache.keep(page('/e', 12_000));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(12_000);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('drops the oldest beyond its page count, and a page kept again replaces its bytes', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 2, maxBytes: 1e9, now: () => 0 });
    cache.keep(page('/a', 2_000));
    cache.keep(page('/b', 2_000));
    cache.keep(page('/a', 5_000));
    expect(cache.bytes).toBe(7_000);
    cache.keep(page('/c', 1_000));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.bytes).toBe(6_000);
  });

  it('counts a compressed form once made, and frees it with its page', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10, maxBytes: 1e9, now: () => 0 });
    const home = page('/', 50_000);
    cache.keep(home);
    const br = cache.encode(home, 'gzip, deflate, br');
    expect(br.coding).toBe('br');
    expect(brotliDecompressSync(br.bytes).equals(home.body)).toBe(true);
    expect(cache.encode(home, 'br').bytes).toBe(br.bytes);
    const gzip = cache.encode(home, 'gzip');
    expect(cache.bytes).toBe(50_000 + br.bytes.length + gzip.bytes.length);
    expect(cache.encode(home, undefined)).toEqual({ bytes: home.body });
    expect(cache.encode(page('/small', 500), 'br')).toEqual({ bytes: expect.any(Buffer) });
    cache.keep(page('/', 1_000));
    expect(cache.bytes).toBe(1_000);
  });

  it('forgets a page after its time', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10, maxBytes: 1e9, now: () => now });
    cache.keep(page('/a', 2_000));
    now = 9_999;
    expect(cache.get('/a')).toBeDefined();
    now = 10_000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});

describe('pageKey', () => {
  it('drops tracking parameters and keeps the others as they were written', () => {
    expect(pageKey('/clinics?utm_source=zalo&utm_medium=share&zarsrc=30')).toBe('/clinics');
    expect(pageKey('/detail/kem?fbclid=IwAR0abc&color=%C4%91%E1%BB%8F')).toBe(
      '/detail/kem?color=%C4%91%E1%BB%8F',
    );
    expect(pageKey('/search?keyword=kem+ch%E1%BB%91ng+n%E1%BA%AFng&gclid=x&page=2')).toBe(
      '/search?keyword=kem+ch%E1%BB%91ng+n%E1%BA%AFng&page=2',
    );
    expect(pageKey('/?UTM_Campaign=tet&_gl=1*abc&msclkid=9&ttclid=1')).toBe('/');
  });

  it('leaves an address without tracking parameters as it is, odd encodings included', () => {
    for (const url of [
      '/',
      '/clinics',
      '/clinics?page=2&specialties=mun',
      '/search?keyword=%E0%A4%A',
      '/a?utmost=1',
    ])
      expect(pageKey(url)).toBe(url);
    // Every tracking parameter of the documented list is dropped.
    for (const name of TRACKING_PARAMETERS)
      expect(pageKey(`/doctors?${name}=1&page=3`)).toBe('/doctors?page=3');
  });
});
