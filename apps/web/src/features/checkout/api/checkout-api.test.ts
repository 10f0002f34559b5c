import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderInput } from '@lumi/shared';
import { makeStore } from '@/lib/store';
import { installFakeServer } from '@/testing/fake-server';
import { orderOf } from '@/testing/fixtures';
import { checkoutApi } from './checkout-api';

const input: OrderInput = {
  name: 'Vũ Ngọc Lan',
  phone: '0901234567',
  address: '12 Lý Thường Kiệt',
  province: { id: 1 },
  district: { id: 11 },
  ward: { id: '111' },
  note: 'x',
  paymentMethod: 'COD',
  products: [{ productId: 'p1', quantity: 1, color: null }],
  quoteTotal: 300_000,
  totalAmount: undefined,
};

afterEach(() => vi.unstubAllGlobals());

describe('placing an order (Idempotency-Key, ADR 0013)', () => {
  it('the order-creating calls send the key in the Idempotency-Key header, never in the body', async () => {
    const server = installFakeServer();
    server.on('POST /orders/cod', { status: 201, body: { success: true, data: orderOf() } });
    const store = makeStore();
    await store.dispatch(
      checkoutApi.endpoints.createCodOrder.initiate({ ...input, idempotencyKey: 'checkout-key-0001' }),
    );
    const request = server.requests.find((r) => r.route === 'POST /orders/cod');
    expect(request?.headers.get('idempotency-key')).toBe('checkout-key-0001');
    expect(server.calls('POST /orders/cod')[0]).not.toHaveProperty('idempotencyKey');
  });
});
