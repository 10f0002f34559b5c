import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClinicDetailStatsResponseSchema,
  ClinicOverviewResponseSchema,
  ClinicStatsParamsSchema,
  DoctorStatisticsResponseSchema,
  StatisticsPeriodQuerySchema,
  toLocalDate,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import { freshJsonAnswers } from '../../plugins/fresh-json';
import type { RouteContext } from '../../plugins/route-context';
import { BOOKING_STATS_TABLES, type BookingStatsService } from './service';
import { principalOf } from '../../plugins/auth';

/** Booking statistics (api-contract §3.8, §3.9): the doctor's own, and a clinic's for its CLINIC account or an ADMIN. */
export async function bookingStatsRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ bookingStats: BookingStatsService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const stats = ctx.services.bookingStats;
  /** The clinic a CLINIC account may read (none yet: nothing to read); null for a site ADMIN, who reads any. */
  const ownClinic = (req: FastifyRequest): string | null => {
    const { admin } = principalOf(req, 'admin');
    if (admin.role === 'ADMIN') return null;
    if (!admin.clinic) throw new AppError('FORBIDDEN');
    return admin.clinic.id;
  };
  // Kept per reader (the doctor; the clinic of a CLINIC account, or every ADMIN) until a booking, a review, the doctor
  // or the clinic changes, or the local day turns (the default period is the day's), ADR 0048.
  const fresh = freshJsonAnswers(ctx);
  const keptFor = (reader: string) => ({ variant: `${reader}@${toLocalDate(ctx.clock.now())}` });
  /** A clinic's figures, kept for the clinic of the CLINIC account asking, or for every ADMIN. */
  const forClinic = async <T extends z.ZodType>(
    req: FastifyRequest,
    reply: FastifyReply,
    schema: T,
    answer: (own: string | null) => Promise<z.input<T>>,
  ) => {
    const own = ownClinic(req);
    return fresh(req, reply, BOOKING_STATS_TABLES, schema, () => answer(own), keptFor(own ?? 'ADMIN'));
  };

  r.get('/doctors/statistical', {
    schema: {
      tags: ['Doctors'],
      summary: 'Thống kê lịch khám và doanh thu của bác sĩ',
      querystring: StatisticsPeriodQuerySchema,
      response: { 200: DoctorStatisticsResponseSchema },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req, reply) => {
      const doctorId = principalOf(req, 'doctor').id;
      return fresh(
        req,
        reply,
        BOOKING_STATS_TABLES,
        DoctorStatisticsResponseSchema,
        async () => ({ success: true as const, data: await stats.doctor(doctorId, req.query) }),
        keptFor(doctorId),
      );
    },
  });

  r.get('/admin/clinics/statistical-overview/:clinicId', {
    schema: {
      tags: ['Clinics'],
      summary: 'Tổng quan thống kê của phòng khám',
      params: ClinicStatsParamsSchema,
      querystring: StatisticsPeriodQuerySchema,
      response: { 200: ClinicOverviewResponseSchema },
    },
    preHandler: ctx.guards.admin('CLINIC', 'ADMIN'),
    handler: async (req, reply) =>
      forClinic(req, reply, ClinicOverviewResponseSchema, async (own) => ({
        success: true as const,
        data: await stats.clinicOverview(req.params.clinicId, own, req.query),
      })),
  });

  r.get('/admin/clinics/statistical-detail/:clinicId', {
    schema: {
      tags: ['Clinics'],
      summary: 'Biểu đồ lịch khám và đánh giá của phòng khám',
      params: ClinicStatsParamsSchema,
      querystring: StatisticsPeriodQuerySchema,
      response: { 200: ClinicDetailStatsResponseSchema },
    },
    preHandler: ctx.guards.admin('CLINIC', 'ADMIN'),
    handler: async (req, reply) =>
      forClinic(req, reply, ClinicDetailStatsResponseSchema, async (own) => ({
        success: true as const,
        data: await stats.clinicDetail(req.params.clinicId, own, req.query),
      })),
  });
}
