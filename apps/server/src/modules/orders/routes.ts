import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminOrderStatusBodySchema,
  AdminUpdateOrderBodySchema,
  CustomerOrderStatusBodySchema,
  ListAdminOrdersQuerySchema,
  ListOrdersQuerySchema,
  ORDER_ACTION_ROLES,
  OrderAddressQuoteSchema,
  OrderIdParamsSchema,
  OrderInputSchema,
  OrderQuoteInputSchema,
  OrderQuoteSchema,
  OrderSchema,
  QuoteOrderAddressBodySchema,
  SUCCESS,
  StatusCountsSchema,
  UpdateOrderBodySchema,
  envelope,
  listEnvelope,
} from '@lumi/shared';
import { z } from 'zod';
import type { RouteContext } from '../../plugins/route-context';
import type { IdempotencyService } from '../idempotency/service';
import type { OrdersService } from './service';
import { sendCreatedOnce } from '../idempotency/http';
import { principalOf } from '../../plugins/auth';
import { returnRoutes } from './returns-routes';

const OrderListEnvelope = listEnvelope(OrderSchema).extend({ statusCounts: StatusCountsSchema });

/** Orders of the customer and of the shop (api-contract §3.5, §4.6 quote). Online payments are added by their own module. */
export async function orderRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ idempotency: IdempotencyService; orders: OrdersService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const orders = ctx.services.orders;
  const tags = ['Orders'];
  const customer = (req: Parameters<typeof principalOf>[0]) => {
    const p = principalOf(req, 'user');
    return { id: p.user.id, name: p.user.name };
  };
  const staff = (req: Parameters<typeof principalOf>[0]) => {
    const p = principalOf(req, 'admin');
    return { id: p.admin.id, name: p.admin.name };
  };

  r.post('/orders/quote', {
    schema: {
      tags,
      summary: 'Báo giá đơn hàng (giá, khuyến mãi, phí vận chuyển)',
      body: OrderQuoteInputSchema,
      response: { 200: envelope(OrderQuoteSchema) },
    },
    handler: async (req) => ({ success: true as const, data: await orders.quote(req.body) }),
  });

  r.post('/orders/cod', {
    schema: {
      tags,
      summary: 'Đặt hàng thanh toán khi nhận hàng',
      body: OrderInputSchema,
      response: { 201: envelope(OrderSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req, reply) => {
      const who = customer(req);
      return sendCreatedOnce(
        ctx.services.idempotency,
        req,
        reply,
        { userId: who.id, call: 'POST /orders/cod' },
        () => orders.createCod(who, req.body),
      );
    },
  });

  r.get('/orders', {
    schema: {
      tags,
      summary: 'Đơn hàng của tôi',
      querystring: ListOrdersQuerySchema,
      response: { 200: OrderListEnvelope },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => {
      const { items, pagination, statusCounts } = await orders.listMine(customer(req).id, req.query);
      return { success: true as const, data: items, pagination, statusCounts };
    },
  });

  r.get('/orders/detail/:id', {
    schema: {
      tags,
      summary: 'Chi tiết đơn hàng của tôi',
      params: OrderIdParamsSchema,
      response: { 200: envelope(OrderSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await orders.detailMine(customer(req).id, req.params.id),
    }),
  });

  r.put('/orders/status/:id', {
    schema: {
      tags,
      summary: 'Hủy đơn hoặc xác nhận đã nhận hàng',
      params: OrderIdParamsSchema,
      body: CustomerOrderStatusBodySchema,
      response: { 200: envelope(OrderSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => {
      const data = await orders.setStatusMine(customer(req), req.params.id, req.body);
      return {
        success: true as const,
        message: req.body.status === 'cancelled' ? SUCCESS.orderCancelled : SUCCESS.orderReceived,
        data,
      };
    },
  });

  r.put('/orders/:id', {
    schema: {
      tags,
      summary: 'Cập nhật địa chỉ, ghi chú đơn hàng',
      params: OrderIdParamsSchema,
      body: UpdateOrderBodySchema,
      response: { 200: envelope(OrderSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.orderUpdated,
      data: await orders.updateMine(customer(req), req.params.id, req.body),
    }),
  });

  r.post('/orders/:id/shipping-quote', {
    schema: {
      tags,
      summary: 'Báo phí vận chuyển của đơn hàng khi đổi địa chỉ',
      params: OrderIdParamsSchema,
      body: QuoteOrderAddressBodySchema,
      response: { 200: envelope(OrderAddressQuoteSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await orders.quoteAddressMine(customer(req), req.params.id, req.body),
    }),
  });

  r.get('/admin/orders', {
    schema: {
      tags,
      summary: 'Danh sách đơn hàng',
      querystring: ListAdminOrdersQuerySchema,
      response: { 200: OrderListEnvelope },
    },
    preHandler: ctx.guards.admin(...ORDER_ACTION_ROLES.move),
    handler: async (req) => {
      const { items, pagination, statusCounts } = await orders.adminList(req.query);
      return { success: true as const, data: items, pagination, statusCounts };
    },
  });

  r.put('/admin/orders/status/:id', {
    schema: {
      tags,
      summary: 'Cập nhật trạng thái đơn hàng',
      params: OrderIdParamsSchema,
      body: AdminOrderStatusBodySchema,
      response: { 200: envelope(OrderSchema) },
    },
    preHandler: ctx.guards.admin(...ORDER_ACTION_ROLES.move),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.orderStatusUpdated,
      data: await orders.adminSetStatus(staff(req), req.params.id, req.body),
    }),
  });

  r.get('/admin/orders/:id', {
    schema: {
      tags,
      summary: 'Chi tiết đơn hàng',
      params: OrderIdParamsSchema,
      response: { 200: envelope(OrderSchema) },
    },
    preHandler: ctx.guards.admin(...ORDER_ACTION_ROLES.move),
    handler: async (req) => ({ success: true as const, data: await orders.adminDetail(req.params.id) }),
  });

  r.put('/admin/orders/:id', {
    schema: {
      tags,
      summary: 'Cập nhật đơn hàng',
      params: OrderIdParamsSchema,
      body: AdminUpdateOrderBodySchema,
      response: { 200: envelope(OrderSchema) },
    },
    preHandler: ctx.guards.admin(...ORDER_ACTION_ROLES.edit),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.orderUpdated,
      data: await orders.adminUpdate(staff(req), req.params.id, req.body),
    }),
  });

  r.delete('/admin/orders/:id', {
    schema: {
      tags,
      summary: 'Xóa (lưu trữ) đơn hàng đã hủy',
      params: OrderIdParamsSchema,
      response: { 200: envelope(z.object({ _id: z.string() })) },
    },
    preHandler: ctx.guards.admin(...ORDER_ACTION_ROLES.archive),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.orderDeleted,
      data: await orders.adminRemove(staff(req), req.params.id),
    }),
  });

  await returnRoutes(app, ctx);
}
