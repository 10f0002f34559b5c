import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateReviewBodySchema,
  ListAdminReviewsQuerySchema,
  ListProductReviewsQuerySchema,
  ProductIdParamsSchema,
  ProductReviewsResponseSchema,
  ReviewIdParamsSchema,
  ReviewSchema,
  SUCCESS,
  UpdateReviewBodySchema,
  envelope,
  listEnvelope,
} from '@lumi/shared';
import { z } from 'zod';
import type { RouteContext } from '../../plugins/route-context';
import type { ReviewsService } from './service';
import { principalOf } from '../../plugins/auth';

/** Product reviews (api-contract §3.6). */
export async function reviewRoutes(app: FastifyInstance, ctx: RouteContext<{ reviews: ReviewsService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reviews = ctx.services.reviews;
  const tags = ['Reviews'];
  const staff = (req: Parameters<typeof principalOf>[0]) => {
    const p = principalOf(req, 'admin');
    return { id: p.admin.id, name: p.admin.name, role: p.admin.role };
  };

  r.post('/reviews', {
    schema: {
      tags,
      summary: 'Đánh giá sản phẩm trong đơn hàng đã giao',
      body: CreateReviewBodySchema,
      response: { 201: envelope(ReviewSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req, reply) => {
      const data = await reviews.create({ id: principalOf(req, 'user').user.id }, req.body);
      return reply.status(201).send({ success: true as const, message: SUCCESS.reviewCreated, data });
    },
  });

  r.get('/reviews/:productId', {
    schema: {
      tags,
      summary: 'Đánh giá của một sản phẩm',
      params: ProductIdParamsSchema,
      querystring: ListProductReviewsQuerySchema,
      response: { 200: ProductReviewsResponseSchema },
    },
    handler: async (req) => {
      const { items, ...rest } = await reviews.listByProduct(req.params.productId, req.query);
      return { success: true as const, data: items, ...rest };
    },
  });

  r.get('/admin/reviews', {
    schema: {
      tags,
      summary: 'Danh sách đánh giá sản phẩm',
      querystring: ListAdminReviewsQuerySchema,
      response: { 200: listEnvelope(ReviewSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN', 'SUPPORT'),
    handler: async (req) => {
      const { items, pagination } = await reviews.adminList(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.put('/admin/reviews/:id', {
    schema: {
      tags,
      summary: 'Ẩn, hiện hoặc phản hồi đánh giá',
      params: ReviewIdParamsSchema,
      body: UpdateReviewBodySchema,
      response: { 200: envelope(ReviewSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN', 'SUPPORT'),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.reviewUpdated,
      data: await reviews.adminUpdate(staff(req), req.params.id, req.body),
    }),
  });

  r.delete('/admin/reviews/:id', {
    schema: {
      tags,
      summary: 'Xóa đánh giá',
      params: ReviewIdParamsSchema,
      response: { 200: envelope(z.object({ _id: z.string() })) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.reviewDeleted,
      data: await reviews.adminRemove(req.params.id),
    }),
  });
}
