import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConsultationParamsSchema,
  ConsultationQuerySchema,
  ConsultationSchema,
  envelope,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import type { RouteContext } from '../../plugins/route-context';
import type { CallsService } from './service';

/**
 * Online consultations (issue 12, additive to api-contract §4): one booking as the call page needs it — its call
 * window and the conversation the call goes through — for its customer or its doctor (`?as=user|doctor`).
 */
export async function callRoutes(app: FastifyInstance, ctx: RouteContext<{ calls: CallsService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/consultations/:bookingId', {
    schema: {
      tags: ['Calls'],
      summary: 'Buổi tư vấn trực tuyến của một lịch khám (khung giờ gọi và cuộc trò chuyện)',
      params: ConsultationParamsSchema,
      querystring: ConsultationQuerySchema,
      response: { 200: envelope(ConsultationSchema) },
    },
    preHandler: ctx.guards.anyKind,
    handler: async (req) => {
      const principal = req.principal;
      // Admin accounts have no booking of their own.
      if (!principal || principal.kind === 'admin') throw new AppError('BOOKING_NOT_FOUND');
      return {
        success: true as const,
        data: await ctx.services.calls.consultation(req.params.bookingId, {
          kind: principal.kind,
          id: principal.id,
        }),
      };
    },
  });
}
