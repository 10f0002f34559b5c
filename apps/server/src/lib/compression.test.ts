import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsCoding, COMPRESS_MIN_BYTES, encodedOnce, keptSize, type KeptBytes } from './compression';

const json = Buffer.from(
  JSON.stringify({ data: Array.from({ length: 60 }, (_, i) => ({ id: i, ten: 'Phòng khám' })) }),
);

describe('answers kept with their compressed forms', () => {
  it.each<[string | undefined, 'br' | 'gzip', boolean]>([
    ['gzip, deflate, br, zstd', 'br', true],
    ['gzip, deflate, br, zstd', 'gzip', true],
    ['gzip;q=0, br', 'gzip', false],
    ['BR;q=0.5', 'br', true],
    ['x-gzip', 'gzip', true],
    ['*', 'br', true],
    ['*;q=0, gzip', 'br', false],
    ['identity', 'gzip', false],
    [undefined, 'br', false],
  ])('accept-encoding %j takes %s: %s', (header, coding, expected) => {
    expect(acceptsCoding(header, coding)).toBe(expected);
    // Asked again (answered from what was read the first time): the same.
    expect(acceptsCoding(header, coding)).toBe(expected);
  });

  it('makes each form once, at its first request, and sends it again', () => {
    const kept: KeptBytes = { body: json };
    const first = encodedOnce(kept, 'gzip, deflate, br');
    expect(first.coding).toBe('br');
    expect(brotliDecompressSync(first.bytes).equals(json)).toBe(true);
    expect(encodedOnce(kept, 'br').bytes).toBe(first.bytes);
    expect(kept.gzip).toBeUndefined();
    const gzip = encodedOnce(kept, 'gzip');
    expect(gzip.coding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(json)).toBe(true);
    expect(encodedOnce(kept, 'gzip').bytes).toBe(gzip.bytes);
    expect(keptSize(kept)).toBe(json.length + first.bytes.length + gzip.bytes.length);
    expect(encodedOnce(kept, undefined)).toEqual({ bytes: json });
  });

  it('sends a small answer as it is', () => {
    const small = Buffer.alloc(COMPRESS_MIN_BYTES - 1, 'a');
    const kept: KeptBytes = { body: small };
    expect(encodedOnce(kept, 'br')).toEqual({ bytes: small });
    expect(kept.br).toBeUndefined();
  });
});
