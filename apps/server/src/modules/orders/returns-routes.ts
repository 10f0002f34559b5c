import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateReturnBodySchema,
  ListReturnsQuerySchema,
  ORDER_ACTION_ROLES,
  OrderIdParamsSchema,
  OrderReturnSchema,
  ReturnDecisionBodySchema,
  ReturnTransferBodySchema,
  SUCCESS,
  envelope,
  listEnvelope,
} from '@lumi/shared';
import { principalOf } from '../../plugins/auth';
import type { RouteContext } from '../../plugins/route-context';
import type { OrdersService } from './service';

const ReturnIdParamsSchema = z.object({ id: z.string() });

/**
 * Returns of delivered orders (issue 31 item 4, ADR 0065): the customer asks and follows theirs on the order's page;
 * the shop lists them, decides (ADMIN) and records a cash order's bank transfer (ADMIN).
 */
export async function returnRoutes(app: FastifyInstance, ctx: RouteContext<{ orders: OrdersService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const returns = ctx.services.orders.returns;
  const tags = ['Returns'];
  const customer = (req: FastifyRequest) => {
    const p = principalOf(req, 'user');
    return { id: p.user.id, name: p.user.name };
  };
  const staff = (req: FastifyRequest) => {
    const p = principalOf(req, 'admin');
    return { id: p.admin.id, name: p.admin.name };
  };

  r.get('/orders/:id/return', {
    schema: {
      tags,
      summary: 'Yêu cầu trả hàng của đơn hàng (null khi chưa có)',
      params: OrderIdParamsSchema,
      response: { 200: envelope(OrderReturnSchema.nullable()) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await returns.mine(customer(req), req.params.id),
    }),
  });

  r.post('/orders/:id/return', {
    schema: {
      tags,
      summary: 'Yêu cầu trả hàng (trong 7 ngày kể từ khi giao)',
      params: OrderIdParamsSchema,
      body: CreateReturnBodySchema,
      response: { 201: envelope(OrderReturnSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req, reply) => {
      const data = await returns.request(customer(req), req.params.id, req.body);
      return reply.code(201).send({ success: true as const, message: SUCCESS.returnRequested, data });
    },
  });

  r.get('/admin/returns', {
    schema: {
      tags,
      summary: 'Danh sách yêu cầu trả hàng',
      querystring: ListReturnsQuerySchema,
      response: { 200: listEnvelope(OrderReturnSchema) },
    },
    preHandler: ctx.guards.admin(...ORDER_ACTION_ROLES.move),
    handler: async (req) => {
      const { items, pagination } = await returns.list(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/admin/returns/:id', {
    schema: {
      tags,
      summary: 'Chi tiết yêu cầu trả hàng',
      params: ReturnIdParamsSchema,
      response: { 200: envelope(OrderReturnSchema) },
    },
    preHandler: ctx.guards.admin(...ORDER_ACTION_ROLES.move),
    handler: async (req) => ({ success: true as const, data: await returns.detail(req.params.id) }),
  });

  r.get('/admin/orders/:id/return', {
    schema: {
      tags,
      summary: 'Yêu cầu trả hàng của một đơn hàng (null khi chưa có)',
      params: OrderIdParamsSchema,
      response: { 200: envelope(OrderReturnSchema.nullable()) },
    },
    preHandler: ctx.guards.admin(...ORDER_ACTION_ROLES.move),
    handler: async (req) => ({ success: true as const, data: await returns.ofOrder(req.params.id) }),
  });

  r.put('/admin/returns/:id/decision', {
    schema: {
      tags,
      summary: 'Chấp nhận hoặc từ chối yêu cầu trả hàng',
      params: ReturnIdParamsSchema,
      body: ReturnDecisionBodySchema,
      response: { 200: envelope(OrderReturnSchema) },
    },
    preHandler: ctx.guards.admin(...ORDER_ACTION_ROLES.edit),
    handler: async (req) => {
      const data = await returns.decide(staff(req), req.params.id, req.body);
      return {
        success: true as const,
        message: req.body.decision === 'accept' ? SUCCESS.returnAccepted : SUCCESS.returnRefused,
        data,
      };
    },
  });

  r.put('/admin/returns/:id/transfer', {
    schema: {
      tags,
      summary: 'Ghi nhận chuyển khoản hoàn tiền (đơn thanh toán khi nhận hàng)',
      params: ReturnIdParamsSchema,
      body: ReturnTransferBodySchema,
      response: { 200: envelope(OrderReturnSchema) },
    },
    preHandler: ctx.guards.admin(...ORDER_ACTION_ROLES.edit),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.returnTransferRecorded,
      data: await returns.transfer(staff(req), req.params.id, req.body),
    }),
  });
}
