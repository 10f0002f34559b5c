import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BookingReviewSchema,
  DoctorParamsSchema,
  DoctorReviewModerationQuerySchema,
  DoctorReviewModerationResponseSchema,
  IdParamsSchema,
  SUCCESS,
  UpdateDoctorReviewBodySchema,
  envelope,
} from '@lumi/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RouteContext } from '../../plugins/route-context';
import type { BookingReviewsService } from '../clinics/reviews-service';
import { principalOf } from '../../plugins/auth';

/** The doctor's moderation of the reviews of themselves (api-contract §3.9, §4.2). */
export async function doctorReviewRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ bookingReviews: BookingReviewsService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reviews = ctx.services.bookingReviews;
  const tags = ['Doctors'];

  r.get('/doctors/reviews/:doctor', {
    schema: {
      tags,
      summary: 'Bác sĩ xem mọi đánh giá về mình (kể cả đã ẩn)',
      params: DoctorParamsSchema,
      querystring: DoctorReviewModerationQuerySchema,
      response: { 200: DoctorReviewModerationResponseSchema },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => {
      if (req.params.doctor !== principalOf(req, 'doctor').id) throw new AppError('FORBIDDEN');
      const { items, pagination, stats } = await reviews.moderationPage(
        'doctor',
        req.params.doctor,
        req.query,
      );
      return { success: true as const, data: items, pagination, stats };
    },
  });

  r.put('/doctors/reviews/:id', {
    schema: {
      tags,
      summary: 'Bác sĩ ẩn hoặc hiện một đánh giá về mình',
      params: IdParamsSchema,
      body: UpdateDoctorReviewBodySchema,
      response: { 200: envelope(BookingReviewSchema) },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.reviewUpdated,
      data: await reviews.setVisibility(
        'doctor',
        req.params.id,
        principalOf(req, 'doctor').id,
        req.body.isActive,
      ),
    }),
  });

  r.delete('/doctors/reviews/:id', {
    schema: {
      tags,
      summary: 'Bác sĩ xóa một đánh giá về mình',
      params: IdParamsSchema,
      response: { 200: envelope(z.object({ _id: z.string() })) },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.reviewDeleted,
      data: await reviews.deleteReview('doctor', req.params.id, principalOf(req, 'doctor').id),
    }),
  });
}
