import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BrandSchema,
  BrandsAdminListResponseSchema,
  CreateBrandBodySchema,
  IdParamsSchema,
  ListAdminBrandsQuerySchema,
  SUCCESS,
  UpdateBrandBodySchema,
  envelope,
} from '@lumi/shared';
import { z } from 'zod';
import type { RouteContext } from '../../../plugins/route-context';
import type { BrandsService } from './service';
import { principalOf } from '../../../plugins/auth';

/** Brands (api-contract §3.4): the public list and the ADMIN back office. */
export async function brandRoutes(app: FastifyInstance, ctx: RouteContext<{ brands: BrandsService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const brands = ctx.services.brands;
  const tags = ['Categories and brands'];
  const adminOnly = ctx.guards.admin('ADMIN');

  r.get('/brands', {
    schema: { tags, summary: 'Thương hiệu (theo tên)', response: { 200: envelope(z.array(BrandSchema)) } },
    handler: async () => ({ success: true as const, data: await brands.all() }),
  });

  r.get('/admin/brands', {
    schema: {
      tags,
      summary: 'Thương hiệu (tất cả, hoặc phân trang khi có page/pageSize/name)',
      querystring: ListAdminBrandsQuerySchema,
      response: { 200: BrandsAdminListResponseSchema },
    },
    preHandler: adminOnly,
    handler: async (req) => {
      const { page, pageSize, name } = req.query;
      if (page === undefined && pageSize === undefined && name === undefined) {
        return { success: true as const, data: await brands.all({ withCounts: true }) };
      }
      const { items, pagination } = await brands.page({ page, pageSize, name });
      return { success: true as const, data: items, pagination };
    },
  });

  r.post('/admin/brands', {
    schema: {
      tags,
      summary: 'Tạo thương hiệu',
      body: CreateBrandBodySchema,
      response: { 201: envelope(BrandSchema) },
    },
    preHandler: adminOnly,
    handler: async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        message: SUCCESS.created,
        data: await brands.create(principalOf(req, 'admin').id, req.body),
      }),
  });

  r.put('/admin/brands/:id', {
    schema: {
      tags,
      summary: 'Cập nhật thương hiệu',
      params: IdParamsSchema,
      body: UpdateBrandBodySchema,
      response: { 200: envelope(BrandSchema) },
    },
    preHandler: adminOnly,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.updated,
      data: await brands.update(principalOf(req, 'admin').id, req.params.id, req.body),
    }),
  });

  r.delete('/admin/brands/:id', {
    schema: {
      tags,
      summary: 'Xóa thương hiệu',
      params: IdParamsSchema,
      response: { 200: envelope(z.object({ _id: z.string() })) },
    },
    preHandler: adminOnly,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.deleted,
      data: await brands.remove(req.params.id),
    }),
  });
}
