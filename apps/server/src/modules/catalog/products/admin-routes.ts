import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateProductBodySchema,
  DeleteProductResultSchema,
  IdParamsSchema,
  ListAdminProductsQuerySchema,
  PageQuerySchema,
  ProductSchema,
  PromotionCandidateSchema,
  PromotionCandidatesQuerySchema,
  SUCCESS,
  UpdateProductBodySchema,
  envelope,
  listEnvelope,
} from '@lumi/shared';
import type { RouteContext } from '../../../plugins/route-context';
import type { ProductsService } from './service';
import { principalOf } from '../../../plugins/auth';

/** The product back office (api-contract §3.3), ADMIN only. */
export async function adminProductRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ products: ProductsService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const products = ctx.services.products;
  const tags = ['Products'];
  const adminOnly = ctx.guards.admin('ADMIN');

  r.get('/admin/products', {
    schema: {
      tags,
      summary: 'Danh sách sản phẩm (quản trị)',
      querystring: ListAdminProductsQuerySchema,
      response: { 200: listEnvelope(ProductSchema) },
    },
    preHandler: adminOnly,
    handler: async (req) => {
      const { items, pagination } = await products.adminList(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/admin/products/almost-expired', {
    schema: {
      tags,
      summary: 'Sản phẩm sắp hết hạn hoặc đã hết hạn (gần nhất trước)',
      querystring: PageQuerySchema,
      response: { 200: listEnvelope(ProductSchema) },
    },
    preHandler: adminOnly,
    handler: async (req) => {
      const { items, pagination } = await products.almostExpired(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/admin/products/promotion-create', {
    schema: {
      tags,
      summary: 'Sản phẩm cho biểu mẫu khuyến mãi',
      querystring: PromotionCandidatesQuerySchema,
      response: { 200: listEnvelope(PromotionCandidateSchema) },
    },
    preHandler: adminOnly,
    handler: async (req) => {
      const { items, pagination } = await products.promotionCandidates(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.post('/admin/products', {
    schema: {
      tags,
      summary: 'Tạo sản phẩm',
      body: CreateProductBodySchema,
      response: { 201: envelope(ProductSchema) },
    },
    preHandler: adminOnly,
    handler: async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        message: SUCCESS.created,
        data: await products.create(principalOf(req, 'admin').id, req.body),
      }),
  });

  r.put('/admin/products/:id', {
    schema: {
      tags,
      summary: 'Cập nhật sản phẩm',
      params: IdParamsSchema,
      body: UpdateProductBodySchema,
      response: { 200: envelope(ProductSchema) },
    },
    preHandler: adminOnly,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.updated,
      data: await products.update(principalOf(req, 'admin').id, req.params.id, req.body),
    }),
  });

  r.delete('/admin/products/:id', {
    schema: {
      tags,
      summary: 'Xóa sản phẩm (ẩn nếu đã có đơn hàng)',
      params: IdParamsSchema,
      response: { 200: envelope(DeleteProductResultSchema) },
    },
    preHandler: adminOnly,
    handler: async (req) => {
      const data = await products.remove(req.params.id);
      return {
        success: true as const,
        message: data.deleted ? SUCCESS.deleted : SUCCESS.productHidden,
        data,
      };
    },
  });
}
