import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'lumi-shipping-config-'));

describe('shipping configuration', () => {
  it('defaults to the built-in table, free from 500.000 ₫, from Hà Nội', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: await tempDir() });
    expect(config.shipping).toEqual({ ghn: null, freeShippingThreshold: 500_000, shopProvinceId: 1 });
  });

  it('uses GHN only with both token and shop id, and may switch free shipping off', async () => {
    const dir = await tempDir();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      GHN_TOKEN: 'token',
      GHN_SHOP_ID: '885',
      FREE_SHIPPING_THRESHOLD: '0',
      SHOP_PROVINCE_ID: '79',
    });
    expect(config.shipping).toEqual({
      ghn: {
        token: 'token',
        shopId: '885',
        apiUrl: 'https://online-gateway.ghn.vn/shiip/public-api',
        timeoutMs: 3000,
      },
      freeShippingThreshold: null,
      shopProvinceId: 79,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, GHN_TOKEN: 'token' })).toThrowError(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, FREE_SHIPPING_THRESHOLD: '-1' })).toThrowError(
      ConfigError,
    );
  });
});
