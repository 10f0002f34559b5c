import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClinicDetailStatsResponseSchema,
  ClinicOverviewResponseSchema,
  ClinicStatsParamsSchema,
  DoctorStatisticsResponseSchema,
  StatisticsPeriodQuerySchema,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import type { RouteContext } from '../../plugins/route-context';
import type { BookingStatsService } from './service';
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

  r.get('/doctors/statistical', {
    schema: {
      tags: ['Doctors'],
      summary: 'Thống kê lịch khám và doanh thu của bác sĩ',
      querystring: StatisticsPeriodQuerySchema,
      response: { 200: DoctorStatisticsResponseSchema },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => ({
      success: true as const,
      data: await stats.doctor(principalOf(req, 'doctor').id, req.query),
    }),
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
    handler: async (req) => ({
      success: true as const,
      data: await stats.clinicOverview(req.params.clinicId, ownClinic(req), req.query),
    }),
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
    handler: async (req) => ({
      success: true as const,
      data: await stats.clinicDetail(req.params.clinicId, ownClinic(req), req.query),
    }),
  });
}
