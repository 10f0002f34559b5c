import { describe, expect, it } from 'vitest';
import { OrderSchema, envelope } from '@lumi/shared';
import { assertContractReply, successSchemaOf } from './contract';
import { orderOf } from './fixtures';

describe('the fake replies’ contract', () => {
  it.each([
    ['GET /orders/detail/o1', 'GET /orders/detail/:id'],
    ['PUT /orders/status/o1', 'PUT /orders/status/:id'],
    ['PUT /orders/o1', 'PUT /orders/:id'],
    ['POST /orders/o1/pay', 'POST /orders/:id/pay'],
    ['GET /admin/products/promotion-create', 'GET /admin/products/promotion-create'],
    ['DELETE /uploads/products/a.webp', 'DELETE /uploads/*'],
  ])('finds the answer of %s (%s)', (route) => {
    expect(successSchemaOf(route)).toBeDefined();
  });

  it('knows no answer for a route the server does not have', () => {
    expect(successSchemaOf('GET /orders/detail')).toBeUndefined();
    expect(() => assertContractReply('GET /nowhere', 200, {})).toThrow(/has no such route/);
  });

  it('accepts a whole answer and names the route and the fields of one that drifted', () => {
    expect(() =>
      assertContractReply('GET /orders/detail/o1', 200, { success: true, data: orderOf() }),
    ).not.toThrow();
    const { totalAmount: _dropped, ...partial } = orderOf();
    expect(() => assertContractReply('GET /orders/detail/o1', 200, { success: true, data: partial })).toThrow(
      /fake reply for GET \/orders\/detail\/o1 \(200\) does not match the contract:[\s\S]*data\.totalAmount/,
    );
  });

  it('checks a failure against the error envelope, and a test-only route against the schema given', () => {
    const failure = { success: false, code: 'ORDER_NOT_FOUND', message: 'Không tìm thấy đơn hàng' };
    expect(() => assertContractReply('GET /orders/detail/o1', 404, failure)).not.toThrow();
    expect(() =>
      assertContractReply('GET /orders/detail/o1', 404, { success: true, data: orderOf() }),
    ).toThrow();
    expect(() =>
      assertContractReply('GET /test/order', 200, { success: true, data: orderOf() }, envelope(OrderSchema)),
    ).not.toThrow();
  });
});
