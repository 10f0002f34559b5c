import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BookingReviewListResponseSchema,
  BookingReviewSchema,
  ClinicFilterOptionsSchema,
  ClinicListResponseSchema,
  ClinicReviewsQuerySchema,
  PublicClinicDetailResponseSchema,
  CreateClinicReviewBodySchema,
  DIRECTORY_TEXT,
  DirectorySlugParamsSchema,
  ListClinicsQuerySchema,
  envelope,
} from '@lumi/shared';
import { freshJsonAnswers } from '../../plugins/fresh-json';
import type { RouteContext } from '../../plugins/route-context';
import type { ClinicsPublicService } from './public-service';
import type { BookingReviewsService } from './reviews-service';
import { principalOf } from '../../plugins/auth';

/** The public clinic reads and the customers' clinic reviews (api-contract §3.8, §4.5). */
export async function clinicPublicRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ bookingReviews: BookingReviewsService; clinicsPublic: ClinicsPublicService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clinics = ctx.services.clinicsPublic;
  const reviews = ctx.services.bookingReviews;
  const tags = ['Clinics'];
  // The public clinic reads are answered from memory until a table they read changes (ADR 0048).
  const fresh = freshJsonAnswers(ctx);
  const CLINIC_LIST_TABLES = ['clinics', 'doctors'] as const;

  r.get('/clinics/by-customer', {
    schema: {
      tags,
      summary: 'Danh sách phòng khám đang hoạt động, có bộ lọc',
      querystring: ListClinicsQuerySchema,
      response: { 200: ClinicListResponseSchema },
    },
    preValidation: fresh.early(CLINIC_LIST_TABLES),
    handler: async (req, reply) =>
      fresh(req, reply, CLINIC_LIST_TABLES, ClinicListResponseSchema, async () => {
        const { items, pagination } = await clinics.list(req.query);
        return { success: true as const, data: items, pagination };
      }),
  });

  r.get('/clinics/filter-options', {
    schema: {
      tags,
      summary: 'Các lựa chọn của bộ lọc phòng khám',
      response: { 200: envelope(ClinicFilterOptionsSchema) },
    },
    handler: async () => ({ success: true as const, data: await clinics.filterOptions() }),
  });

  r.get('/clinics/reviews', {
    schema: {
      tags,
      summary: 'Đánh giá của một phòng khám (đang hiển thị)',
      querystring: ClinicReviewsQuerySchema,
      response: { 200: BookingReviewListResponseSchema },
    },
    handler: async (req) => {
      const { clinicId, ...query } = req.query;
      const { items, pagination, stats } = await reviews.clinicPage(clinicId, query);
      return { success: true as const, data: items, pagination, stats };
    },
  });

  r.post('/clinics/reviews', {
    schema: {
      tags,
      summary: 'Khách hàng đánh giá phòng khám sau lịch khám đã hoàn thành',
      body: CreateClinicReviewBodySchema,
      response: { 201: envelope(BookingReviewSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req, reply) => {
      const data = await reviews.createClinicReview(principalOf(req, 'user').user.id, req.body);
      return reply
        .status(201)
        .send({ success: true as const, message: DIRECTORY_TEXT.clinicReviewCreated, data });
    },
  });

  r.get('/clinics/:slug', {
    schema: {
      tags,
      summary: 'Chi tiết phòng khám',
      params: DirectorySlugParamsSchema,
      response: { 200: PublicClinicDetailResponseSchema },
    },
    handler: async (req, reply) =>
      fresh(
        req,
        reply,
        ['clinics', 'doctors', 'booking_reviews'],
        PublicClinicDetailResponseSchema,
        async () => ({
          success: true as const,
          data: await clinics.detail(req.params.slug),
        }),
      ),
  });
}
