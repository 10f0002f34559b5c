import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AllOtherProductsQuerySchema,
  BrandProductsQuerySchema,
  BrandProductsResponseSchema,
  CategoryProductsQuerySchema,
  CategoryProductsResponseSchema,
  FilterOptionsSchema,
  HomeCollectionSchema,
  HomeProductsQuerySchema,
  IdOrSlugParamsSchema,
  ProductSchema,
  ProductSummarySchema,
  PromotionProductsQuerySchema,
  PromotionProductsResponseSchema,
  SearchSuggestQuerySchema,
  SlugParamsSchema,
  envelope,
  listEnvelope,
} from '@lumi/shared';
import { z } from 'zod';
import type { AppContext } from '../../../lib/context';

/** The shop's product reads (api-contract §3.3), public. */
export async function publicProductRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const products = ctx.services.products;
  const tags = ['Products'];

  r.get('/products/detail/:idOrSlug', {
    schema: {
      tags,
      summary: 'Chi tiết sản phẩm (theo id hoặc slug)',
      params: IdOrSlugParamsSchema,
      response: { 200: envelope(ProductSchema) },
    },
    handler: async (req) => ({ success: true as const, data: await products.detail(req.params.idOrSlug) }),
  });

  r.get('/products/home', {
    schema: {
      tags,
      summary: 'Bộ sưu tập trang chủ theo nhãn',
      querystring: HomeProductsQuerySchema,
      response: { 200: envelope(z.array(HomeCollectionSchema)) },
    },
    handler: async (req) => ({ success: true as const, data: await products.home(req.query.tags) }),
  });

  r.get('/products/search', {
    schema: {
      tags,
      summary: 'Gợi ý tìm kiếm sản phẩm',
      querystring: SearchSuggestQuerySchema,
      response: { 200: envelope(z.array(ProductSummarySchema)) },
    },
    handler: async (req) => ({ success: true as const, data: await products.suggest(req.query.search) }),
  });

  r.get('/products/categories/:slug', {
    schema: {
      tags,
      summary: 'Sản phẩm theo danh mục',
      params: SlugParamsSchema,
      querystring: CategoryProductsQuerySchema,
      response: { 200: CategoryProductsResponseSchema },
    },
    handler: async (req) => {
      const { items, pagination, category, filters } = await products.byCategory(req.params.slug, req.query);
      return { success: true as const, data: items, pagination, category, filters };
    },
  });

  r.get('/products/brands/:slug', {
    schema: {
      tags,
      summary: 'Sản phẩm theo thương hiệu',
      params: SlugParamsSchema,
      querystring: BrandProductsQuerySchema,
      response: { 200: BrandProductsResponseSchema },
    },
    handler: async (req) => {
      const { items, pagination, brand, filters } = await products.byBrand(req.params.slug, req.query);
      return { success: true as const, data: items, pagination, brand, filters };
    },
  });

  r.get('/products/promotions', {
    schema: {
      tags,
      summary: 'Sản phẩm đang khuyến mãi',
      querystring: PromotionProductsQuerySchema,
      response: { 200: PromotionProductsResponseSchema },
    },
    handler: async (req) => {
      const { items, pagination, maxDiscountPercentage, filters } = await products.promotions(req.query);
      return { success: true as const, data: items, pagination, maxDiscountPercentage, filters };
    },
  });

  r.get('/products/all-other', {
    schema: {
      tags,
      summary: 'Sản phẩm khác (mới nhất trước)',
      querystring: AllOtherProductsQuerySchema,
      response: { 200: listEnvelope(ProductSummarySchema) },
    },
    handler: async (req) => {
      const { items, pagination } = await products.allOther(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/products/filter-options', {
    schema: { tags, summary: 'Tùy chọn bộ lọc', response: { 200: envelope(FilterOptionsSchema) } },
    handler: async () => ({ success: true as const, data: await products.filterOptions() }),
  });
}
