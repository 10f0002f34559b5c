import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BookingReviewListResponseSchema,
  BookingReviewSchema,
  CreateDoctorReviewBodySchema,
  DIRECTORY_TEXT,
  DirectorySlugParamsSchema,
  DoctorFilterOptionsSchema,
  DoctorListResponseSchema,
  DoctorParamsSchema,
  DoctorRecommendQuerySchema,
  DoctorRecommendResponseSchema,
  DoctorReviewsQuerySchema,
  DoctorSchema,
  ListDoctorsQuerySchema,
  SearchDoctorClinicQuerySchema,
  SearchDoctorClinicResponseSchema,
  envelope,
} from '@lumi/shared';
import { freshJsonAnswers } from '../../plugins/fresh-json';
import type { RouteContext } from '../../plugins/route-context';
import type { ClinicsPublicService } from '../clinics/public-service';
import type { BookingReviewsService } from '../clinics/reviews-service';
import type { DoctorsPublicService } from './public-service';
import type { DoctorRecommendService } from './recommend-service';
import { principalOf } from '../../plugins/auth';

const DoctorAnswer = envelope(DoctorSchema);

/** Suggestions of each kind in the booking header's search box (api-contract §3.9). */
const SUGGESTIONS_PER_KIND = 5;

/** The public doctor reads and the customers' doctor reviews (api-contract §3.9, §4.5). */
export async function doctorPublicRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{
    bookingReviews: BookingReviewsService;
    clinicsPublic: ClinicsPublicService;
    doctorRecommend: DoctorRecommendService;
    doctorsPublic: DoctorsPublicService;
  }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const doctors = ctx.services.doctorsPublic;
  const reviews = ctx.services.bookingReviews;
  const tags = ['Doctors'];
  // The public doctor reads are answered from memory until a table they read changes (ADR 0048).
  const fresh = freshJsonAnswers(ctx);
  const DOCTOR_TABLES = ['doctors', 'clinics'] as const;

  r.get('/doctors/by-customer', {
    schema: {
      tags,
      summary: 'Danh sách bác sĩ đang hoạt động, có bộ lọc',
      querystring: ListDoctorsQuerySchema,
      response: { 200: DoctorListResponseSchema },
    },
    handler: async (req, reply) =>
      fresh(req, reply, ['doctors', 'clinics'], DoctorListResponseSchema, async () => {
        const { items, pagination } = await doctors.list(req.query);
        return { success: true as const, data: items, pagination };
      }),
  });

  r.get('/doctors/filter-options', {
    schema: {
      tags,
      summary: 'Các lựa chọn của bộ lọc bác sĩ',
      response: { 200: envelope(DoctorFilterOptionsSchema) },
    },
    handler: async () => ({ success: true as const, data: await doctors.filterOptions() }),
  });

  r.get('/doctors/search-doctor-clinic', {
    schema: {
      tags,
      summary: 'Gợi ý bác sĩ và phòng khám theo từ khóa',
      querystring: SearchDoctorClinicQuerySchema,
      response: { 200: SearchDoctorClinicResponseSchema },
    },
    handler: async (req) => {
      const text = req.query.search;
      if (!text) return { success: true as const, data: [] };
      const first = { limit: SUGGESTIONS_PER_KIND, offset: 0 };
      const [found, clinics] = await Promise.all([
        doctors.match(text, first),
        ctx.services.clinicsPublic.match(text, first),
      ]);
      return {
        success: true as const,
        data: [
          ...found.items.map((d) => ({ ...d, type: 'doctor' as const })),
          ...clinics.items.map((c) => ({ ...c, type: 'clinic' as const })),
        ],
      };
    },
  });

  r.get('/doctors/doctor-recommend', {
    schema: {
      tags,
      summary: 'Bác sĩ gợi ý theo danh mục sản phẩm',
      querystring: DoctorRecommendQuerySchema,
      response: { 200: DoctorRecommendResponseSchema },
    },
    handler: async (req) => {
      const { items, pagination } = await ctx.services.doctorRecommend.page(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/doctors/reviews/by-customer/:doctor', {
    schema: {
      tags,
      summary: 'Đánh giá của một bác sĩ (đang hiển thị), mới nhất trước',
      params: DoctorParamsSchema,
      querystring: DoctorReviewsQuerySchema,
      response: { 200: BookingReviewListResponseSchema },
    },
    handler: async (req) => {
      const { items, pagination, stats } = await reviews.doctorPage(req.params.doctor, req.query);
      return { success: true as const, data: items, pagination, stats };
    },
  });

  r.post('/doctors/reviews', {
    schema: {
      tags,
      summary: 'Khách hàng đánh giá bác sĩ sau lịch khám đã hoàn thành',
      body: CreateDoctorReviewBodySchema,
      response: { 201: envelope(BookingReviewSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req, reply) => {
      const data = await reviews.createDoctorReview(principalOf(req, 'user').user.id, req.body);
      return reply
        .status(201)
        .send({ success: true as const, message: DIRECTORY_TEXT.doctorReviewCreated, data });
    },
  });

  r.get('/doctors/:slug', {
    schema: {
      tags,
      summary: 'Chi tiết bác sĩ',
      params: DirectorySlugParamsSchema,
      response: { 200: DoctorAnswer },
    },
    preValidation: fresh.early(DOCTOR_TABLES),
    handler: async (req, reply) =>
      fresh(req, reply, DOCTOR_TABLES, DoctorAnswer, async () => ({
        success: true as const,
        data: await doctors.detail(req.params.slug),
      })),
  });
}
