import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SiteSearchQuerySchema, SiteSearchResponseSchema } from '@lumi/shared';
import type { RouteContext } from '../../../plugins/route-context';
import type { SiteSearchService } from './service';

/** GET /search (api-contract §4.11), public. */
export async function siteSearchRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ siteSearch: SiteSearchService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const search = ctx.services.siteSearch;

  r.get('/search', {
    schema: {
      tags: ['Search'],
      summary: 'Tìm kiếm sản phẩm, bác sĩ và phòng khám',
      querystring: SiteSearchQuerySchema,
      response: { 200: SiteSearchResponseSchema },
    },
    handler: async (req) => {
      const { search: text, type, page, pageSize, skinTypes, concerns, avoid } = req.query;
      const skin = { skinTypes, concerns, avoid };
      if (!type) return { success: true as const, data: await search.preview(text, skin) };
      const { items, pagination } = await search.page(text, type, page, pageSize, skin);
      return { success: true as const, data: items, pagination };
    },
  });
}
