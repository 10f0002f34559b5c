import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateVoucherBodySchema,
  IdParamsSchema,
  ListVouchersQuerySchema,
  SUCCESS,
  UpdateVoucherBodySchema,
  VoucherSchema,
  envelope,
  listEnvelope,
} from '@lumi/shared';
import { z } from 'zod';
import type { RouteContext } from '../../plugins/route-context';
import type { VouchersService } from './service';

/** The admin's vouchers (ADR 0062); the cart and checkout apply one through `POST /orders/quote` and the order. */
export async function voucherRoutes(app: FastifyInstance, ctx: RouteContext<{ vouchers: VouchersService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const vouchers = ctx.services.vouchers;
  const tags = ['Vouchers'];

  r.get('/admin/vouchers', {
    schema: {
      tags,
      summary: 'Danh sách mã giảm giá (lượt dùng, chi phí)',
      querystring: ListVouchersQuerySchema,
      response: { 200: listEnvelope(VoucherSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => {
      const { items, pagination } = await vouchers.list(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.post('/admin/vouchers', {
    schema: {
      tags,
      summary: 'Tạo mã giảm giá',
      body: CreateVoucherBodySchema,
      response: { 201: envelope(VoucherSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req, reply) =>
      reply
        .status(201)
        .send({ success: true as const, message: SUCCESS.created, data: await vouchers.create(req.body) }),
  });

  r.get('/admin/vouchers/:id', {
    schema: {
      tags,
      summary: 'Chi tiết mã giảm giá',
      params: IdParamsSchema,
      response: { 200: envelope(VoucherSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => ({ success: true as const, data: await vouchers.get(req.params.id) }),
  });

  r.put('/admin/vouchers/:id', {
    schema: {
      tags,
      summary: 'Cập nhật mã giảm giá',
      params: IdParamsSchema,
      body: UpdateVoucherBodySchema,
      response: { 200: envelope(VoucherSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.updated,
      data: await vouchers.update(req.params.id, req.body),
    }),
  });

  r.delete('/admin/vouchers/:id', {
    schema: {
      tags,
      summary: 'Xóa mã giảm giá chưa được dùng',
      params: IdParamsSchema,
      response: { 200: envelope(z.object({ _id: z.string() })) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.deleted,
      data: await vouchers.remove(req.params.id),
    }),
  });
}
