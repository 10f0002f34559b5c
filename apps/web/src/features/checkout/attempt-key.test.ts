import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, type OrderInput } from '@lumi/shared';
import { makeStore } from '@/app/store';
import { checkoutApi } from './api/checkout-api';
import { installFakeServer } from '@/testing/fake-server';
import { orderOf } from '@/testing/fixtures';
import { createAttemptKeys } from './attempt-key';

const input = (note: string): OrderInput => ({
  name: 'Vũ Ngọc Lan',
  phone: '0901234567',
  address: '12 Lý Thường Kiệt',
  province: { id: 1 },
  district: { id: 11 },
  ward: { id: '111' },
  note,
  paymentMethod: 'COD',
  products: [{ productId: 'p1', quantity: 1, color: null }],
  quoteTotal: 300_000,
  totalAmount: undefined,
});

afterEach(() => vi.unstubAllGlobals());

describe('checkout attempt keys (Idempotency-Key)', () => {
  it('keeps one valid key while the same order is retried, and starts a new attempt when it changes', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor(input('Giao giờ hành chính'));
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys.keyFor(input('Giao giờ hành chính'))).toBe(first);
    const changed = keys.keyFor(input('Gọi trước khi giao'));
    expect(changed).not.toBe(first);
    expect(changed).toMatch(IDEMPOTENCY_KEY_PATTERN);
    keys.reset();
    expect(keys.keyFor(input('Gọi trước khi giao'))).not.toBe(changed);
  });

  it('the order-creating calls send the key in the Idempotency-Key header, never in the body', async () => {
    const server = installFakeServer();
    server.on('POST /orders/cod', { status: 201, body: { success: true, data: orderOf() } });
    const store = makeStore();
    await store.dispatch(
      checkoutApi.endpoints.createCodOrder.initiate({ ...input('x'), idempotencyKey: 'checkout-key-0001' }),
    );
    const request = server.requests.find((r) => r.route === 'POST /orders/cod');
    expect(request?.headers.get('idempotency-key')).toBe('checkout-key-0001');
    expect(server.calls('POST /orders/cod')[0]).not.toHaveProperty('idempotencyKey');
  });
});
