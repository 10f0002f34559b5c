import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CategoriesAdminListResponseSchema,
  CategoryFilterItemSchema,
  CategoryNodeSchema,
  CategorySchema,
  CreateCategoryBodySchema,
  IdParamsSchema,
  ListAdminCategoriesQuerySchema,
  SUCCESS,
  UpdateCategoryBodySchema,
  envelope,
} from '@lumi/shared';
import { z } from 'zod';
import type { RouteContext } from '../../../plugins/route-context';
import type { CategoriesService } from './service';

/** Categories (api-contract §3.4): the public tree and the ADMIN back office. */
export async function categoryRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ categories: CategoriesService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const categories = ctx.services.categories;
  const tags = ['Categories and brands'];
  const adminOnly = ctx.guards.admin('ADMIN');

  r.get('/categories', {
    schema: { tags, summary: 'Cây danh mục', response: { 200: envelope(z.array(CategoryNodeSchema)) } },
    handler: async () => ({ success: true as const, data: await categories.tree() }),
  });

  r.get('/admin/categories', {
    schema: {
      tags,
      summary: 'Danh mục (cây, hoặc danh sách phân trang khi có page/pageSize/name)',
      querystring: ListAdminCategoriesQuerySchema,
      response: { 200: CategoriesAdminListResponseSchema },
    },
    preHandler: adminOnly,
    handler: async (req) => {
      const { page, pageSize, name } = req.query;
      if (page === undefined && pageSize === undefined && name === undefined) {
        return { success: true as const, data: await categories.tree() };
      }
      const { items, pagination } = await categories.page({ page, pageSize, name });
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/admin/categories/filter', {
    schema: {
      tags,
      summary: 'Danh mục cho bộ lọc (phẳng, theo thứ tự cây)',
      response: { 200: envelope(z.array(CategoryFilterItemSchema)) },
    },
    preHandler: adminOnly,
    handler: async () => ({ success: true as const, data: await categories.filterItems() }),
  });

  r.get('/admin/categories/all', {
    schema: {
      tags,
      summary: 'Tất cả danh mục (phẳng)',
      response: { 200: envelope(z.array(CategorySchema)) },
    },
    preHandler: adminOnly,
    handler: async () => ({ success: true as const, data: await categories.all() }),
  });

  r.post('/admin/categories', {
    schema: {
      tags,
      summary: 'Tạo danh mục',
      body: CreateCategoryBodySchema,
      response: { 201: envelope(CategorySchema) },
    },
    preHandler: adminOnly,
    handler: async (req, reply) =>
      reply
        .status(201)
        .send({ success: true as const, message: SUCCESS.created, data: await categories.create(req.body) }),
  });

  r.put('/admin/categories/:id', {
    schema: {
      tags,
      summary: 'Cập nhật danh mục',
      params: IdParamsSchema,
      body: UpdateCategoryBodySchema,
      response: { 200: envelope(CategorySchema) },
    },
    preHandler: adminOnly,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.updated,
      data: await categories.update(req.params.id, req.body),
    }),
  });

  r.delete('/admin/categories/:id', {
    schema: {
      tags,
      summary: 'Xóa danh mục',
      params: IdParamsSchema,
      response: { 200: envelope(z.object({ _id: z.string() })) },
    },
    preHandler: adminOnly,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.deleted,
      data: await categories.remove(req.params.id),
    }),
  });
}
