import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { jsonAnswerBytes, sendKeptJson } from '../../../plugins/fresh-json';
import type { RouteContext } from '../../../plugins/route-context';
import type { ProductsService } from './service';

const HomeAnswer = envelope(z.array(HomeCollectionSchema));
const SuggestAnswer = envelope(z.array(ProductSummarySchema));
const AllOtherAnswer = listEnvelope(ProductSummarySchema);
const FilterOptionsAnswer = envelope(FilterOptionsSchema);
const DetailAnswer = envelope(ProductSchema);

/** The shop's product reads (api-contract §3.3), public. */
export async function publicProductRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ products: ProductsService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const products = ctx.services.products;
  const tags = ['Products'];

  /*
   * Public listings are shared by identical requests for a few seconds (ADR 0008). A repeated request is answered
   * from the stored JSON in `onRequest` — after the per-IP rate limit, before validation and serialisation; a miss
   * validates the answer against the route's response schema, stores its JSON and sends it.
   */
  const fromStore = async (req: FastifyRequest, reply: FastifyReply) => {
    const kept = products.cachedResponse(req.url);
    if (kept !== undefined) return sendKeptJson(req, reply.header('x-cache', 'HIT'), kept);
  };
  function store<T extends z.ZodType>(
    req: FastifyRequest,
    reply: FastifyReply,
    schema: T,
    answer: z.input<T>,
  ) {
    return sendKeptJson(
      req,
      reply,
      products.storeResponse(req.url, jsonAnswerBytes(schema, answer, ctx.config.assetBaseUrl)),
    );
  }

  r.get('/products/detail/:idOrSlug', {
    schema: {
      tags,
      summary: 'Chi tiết sản phẩm (theo id hoặc slug)',
      params: IdOrSlugParamsSchema,
      response: { 200: DetailAnswer },
    },
    onRequest: fromStore,
    handler: async (req, reply) =>
      store(req, reply, DetailAnswer, {
        success: true as const,
        data: await products.detail(req.params.idOrSlug),
      }),
  });

  r.get('/products/home', {
    schema: {
      tags,
      summary: 'Bộ sưu tập trang chủ theo nhãn',
      querystring: HomeProductsQuerySchema,
      response: { 200: HomeAnswer },
    },
    onRequest: fromStore,
    handler: async (req, reply) =>
      store(req, reply, HomeAnswer, { success: true as const, data: await products.home(req.query.tags) }),
  });

  r.get('/products/search', {
    schema: {
      tags,
      summary: 'Gợi ý tìm kiếm sản phẩm',
      querystring: SearchSuggestQuerySchema,
      response: { 200: SuggestAnswer },
    },
    onRequest: fromStore,
    handler: async (req, reply) =>
      store(req, reply, SuggestAnswer, {
        success: true as const,
        data: await products.suggest(req.query.search),
      }),
  });

  r.get('/products/categories/:slug', {
    schema: {
      tags,
      summary: 'Sản phẩm theo danh mục',
      params: SlugParamsSchema,
      querystring: CategoryProductsQuerySchema,
      response: { 200: CategoryProductsResponseSchema },
    },
    onRequest: fromStore,
    handler: async (req, reply) => {
      const { items, pagination, category, filters } = await products.byCategory(req.params.slug, req.query);
      return store(req, reply, CategoryProductsResponseSchema, {
        success: true as const,
        data: items,
        pagination,
        category,
        filters,
      });
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
    onRequest: fromStore,
    handler: async (req, reply) => {
      const { items, pagination, brand, filters } = await products.byBrand(req.params.slug, req.query);
      return store(req, reply, BrandProductsResponseSchema, {
        success: true as const,
        data: items,
        pagination,
        brand,
        filters,
      });
    },
  });

  r.get('/products/promotions', {
    schema: {
      tags,
      summary: 'Sản phẩm đang khuyến mãi',
      querystring: PromotionProductsQuerySchema,
      response: { 200: PromotionProductsResponseSchema },
    },
    onRequest: fromStore,
    handler: async (req, reply) => {
      const { items, pagination, maxDiscountPercentage, filters } = await products.promotions(req.query);
      return store(req, reply, PromotionProductsResponseSchema, {
        success: true as const,
        data: items,
        pagination,
        maxDiscountPercentage,
        filters,
      });
    },
  });

  r.get('/products/all-other', {
    schema: {
      tags,
      summary: 'Sản phẩm khác (mới nhất trước)',
      querystring: AllOtherProductsQuerySchema,
      response: { 200: AllOtherAnswer },
    },
    onRequest: fromStore,
    handler: async (req, reply) => {
      const { items, pagination } = await products.allOther(req.query);
      return store(req, reply, AllOtherAnswer, { success: true as const, data: items, pagination });
    },
  });

  r.get('/products/filter-options', {
    schema: { tags, summary: 'Tùy chọn bộ lọc', response: { 200: FilterOptionsAnswer } },
    onRequest: fromStore,
    handler: async (req, reply) =>
      store(req, reply, FilterOptionsAnswer, {
        success: true as const,
        data: await products.filterOptions(),
      }),
  });
}
