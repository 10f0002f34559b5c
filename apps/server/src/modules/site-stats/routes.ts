import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OrderDetailStatsResponseSchema,
  RevenueOrderStatsResponseSchema,
  ReviewDetailStatsResponseSchema,
  ShopStatisticalResponseSchema,
  SiteOverviewResponseSchema,
  SiteStatsQuerySchema,
  StatisticsPeriodQuerySchema,
} from '@lumi/shared';
import { localDayOf } from '../../lib/clock';
import { freshJsonAnswers } from '../../plugins/fresh-json';
import type { RouteContext } from '../../plugins/route-context';
import { SITE_STATS_TABLES, type SiteStatsService } from './service';

/** The ADMIN's site statistics (api-contract §3.7, §3.11; formulas in ADR 0024). SUPPORT and CLINIC get 403. */
export async function siteStatsRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ siteStats: SiteStatsService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const stats = ctx.services.siteStats;
  const adminOnly = ctx.guards.admin('ADMIN');
  const tags = ['Statistics'];
  // Every ADMIN reads the same figures: each answer is kept until one of the tables it sums changes or the local day
  // turns (the default period and 'sắp hết hạn' are the day's), ADR 0048.
  const fresh = freshJsonAnswers(ctx);
  const today = localDayOf(ctx.clock);
  const kept = <T extends z.ZodType>(
    req: FastifyRequest,
    reply: FastifyReply,
    schema: T,
    answer: () => Promise<z.input<T>>,
  ) => fresh(req, reply, SITE_STATS_TABLES, schema, answer, { variant: today() });
  // A kept answer is sent before validation and the handler (the guard ran at onRequest).
  const early = fresh.early(SITE_STATS_TABLES, () => today());

  r.get('/admin/statistical', {
    schema: {
      tags,
      summary: 'Thống kê cửa hàng: tổng quan, 12 tháng, sản phẩm bán chạy',
      querystring: StatisticsPeriodQuerySchema,
      response: { 200: ShopStatisticalResponseSchema },
    },
    preHandler: adminOnly,
    preValidation: early,
    handler: async (req, reply) =>
      kept(req, reply, ShopStatisticalResponseSchema, async () => ({
        success: true as const,
        data: await stats.shop(req.query),
      })),
  });

  r.get('/admin/statistical/overview', {
    schema: {
      tags,
      summary: 'Tổng quan thống kê của trang trong kỳ và kỳ trước',
      querystring: StatisticsPeriodQuerySchema,
      response: { 200: SiteOverviewResponseSchema },
    },
    preHandler: adminOnly,
    preValidation: early,
    handler: async (req, reply) =>
      kept(req, reply, SiteOverviewResponseSchema, async () => ({
        success: true as const,
        data: await stats.overview(req.query),
      })),
  });

  r.get('/admin/statistical/revenue-order', {
    schema: {
      tags,
      summary: 'Lợi nhuận, doanh số và đơn hàng theo ngày, tháng hoặc năm',
      querystring: SiteStatsQuerySchema,
      response: { 200: RevenueOrderStatsResponseSchema },
    },
    preHandler: adminOnly,
    preValidation: early,
    handler: async (req, reply) =>
      kept(req, reply, RevenueOrderStatsResponseSchema, async () => ({
        success: true as const,
        data: await stats.revenueOrder(req.query),
      })),
  });

  r.get('/admin/statistical/order-detail', {
    schema: {
      tags,
      summary: 'Đơn hàng theo trạng thái và phương thức thanh toán',
      querystring: SiteStatsQuerySchema,
      response: { 200: OrderDetailStatsResponseSchema },
    },
    preHandler: adminOnly,
    preValidation: early,
    handler: async (req, reply) =>
      kept(req, reply, OrderDetailStatsResponseSchema, async () => ({
        success: true as const,
        data: await stats.orderDetail(req.query),
      })),
  });

  r.get('/admin/statistical/review-detail', {
    schema: {
      tags,
      summary: 'Đánh giá sản phẩm theo thời gian, số sao và sản phẩm',
      querystring: SiteStatsQuerySchema,
      response: { 200: ReviewDetailStatsResponseSchema },
    },
    preHandler: adminOnly,
    preValidation: early,
    handler: async (req, reply) =>
      kept(req, reply, ReviewDetailStatsResponseSchema, async () => ({
        success: true as const,
        data: await stats.reviewDetail(req.query),
      })),
  });
}
