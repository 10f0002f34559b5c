import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreatePromotionBodySchema,
  IdParamsSchema,
  ListAdminPromotionsQuerySchema,
  PromotionInfoSchema,
  PromotionSchema,
  SUCCESS,
  UpdatePromotionBodySchema,
  envelope,
  listEnvelope,
} from '@lumi/shared';
import { z } from 'zod';
import type { RouteContext } from '../../plugins/route-context';
import type { PromotionsService } from './service';
import { principalOf } from '../../plugins/auth';

/** Promotions (api-contract §3.7) and the storefront pop-up data (§3.3 `GET /products/promotions-info`). */
export async function promotionRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ promotions: PromotionsService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const promotions = ctx.services.promotions;
  const tags = ['Promotions'];

  r.get('/products/promotions-info', {
    schema: {
      tags,
      summary: 'Khuyến mãi đang diễn ra (pop-up cửa hàng)',
      response: { 200: envelope(z.array(PromotionInfoSchema)) },
    },
    handler: async () => ({ success: true as const, data: await promotions.info() }),
  });

  r.get('/admin/promotions', {
    schema: {
      tags,
      summary: 'Danh sách khuyến mãi',
      querystring: ListAdminPromotionsQuerySchema,
      response: { 200: listEnvelope(PromotionSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => {
      const { items, pagination } = await promotions.list(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.post('/admin/promotions', {
    schema: {
      tags,
      summary: 'Tạo khuyến mãi',
      body: CreatePromotionBodySchema,
      response: { 201: envelope(PromotionSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req, reply) => {
      const data = await promotions.create(principalOf(req, 'admin').admin.id, req.body);
      return reply.status(201).send({ success: true as const, message: SUCCESS.created, data });
    },
  });

  r.get('/admin/promotions/:id', {
    schema: {
      tags,
      summary: 'Chi tiết khuyến mãi',
      params: IdParamsSchema,
      response: { 200: envelope(PromotionSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => ({ success: true as const, data: await promotions.get(req.params.id) }),
  });

  r.put('/admin/promotions/:id', {
    schema: {
      tags,
      summary: 'Cập nhật khuyến mãi',
      params: IdParamsSchema,
      body: UpdatePromotionBodySchema,
      response: { 200: envelope(PromotionSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.updated,
      data: await promotions.update(principalOf(req, 'admin').admin.id, req.params.id, req.body),
    }),
  });

  r.delete('/admin/promotions/:id', {
    schema: {
      tags,
      summary: 'Xóa khuyến mãi',
      params: IdParamsSchema,
      response: { 200: envelope(z.object({ _id: z.string() })) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.deleted,
      data: await promotions.remove(req.params.id),
    }),
  });
}
