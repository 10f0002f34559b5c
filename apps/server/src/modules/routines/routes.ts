import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActingKindQuerySchema,
  AdminRoutineListResponseSchema,
  CreateRoutineBodySchema,
  IdParamsSchema,
  ListAdminRoutinesQuerySchema,
  ListRoutinesQuerySchema,
  ROUTINE_MESSAGES,
  RoutineListResponseSchema,
  RoutineResponseSchema,
} from '@lumi/shared';
import type { RouteContext } from '../../plugins/route-context';
import type { RoutinesService } from './service';
import { principalOf } from '../../plugins/auth';

/**
 * Doctor-recommended routines (issue 12, additive to the contract): the doctor recommends, the customer and the
 * doctor read them by booking, any of the two (or an ADMIN) one by id, the ADMIN lists them with their conversion.
 */
export async function routineRoutes(app: FastifyInstance, ctx: RouteContext<{ routines: RoutinesService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const routines = ctx.services.routines;
  const tags = ['Routines'];

  r.post('/routines', {
    schema: {
      tags,
      summary: 'Bác sĩ gợi ý liệu trình cho khách hàng của một lịch khám',
      body: CreateRoutineBodySchema,
      response: { 201: RoutineResponseSchema },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req, reply) => {
      const routine = await routines.create(principalOf(req, 'doctor').id, req.body);
      return reply
        .status(201)
        .send({ success: true as const, data: routine, message: ROUTINE_MESSAGES.created });
    },
  });

  r.get('/routines', {
    schema: {
      tags,
      summary: 'Các liệu trình của một lịch khám (khách hàng hoặc bác sĩ của lịch)',
      querystring: ListRoutinesQuerySchema,
      response: { 200: RoutineListResponseSchema },
    },
    preHandler: ctx.guards.anyKind,
    handler: async (req) => ({
      success: true as const,
      data: await routines.listByBooking(req.principal!, req.query.bookingId),
    }),
  });

  r.get('/routines/:id', {
    schema: {
      tags,
      summary: 'Một liệu trình (khách hàng, bác sĩ hoặc quản trị viên)',
      params: IdParamsSchema,
      querystring: ActingKindQuerySchema,
      response: { 200: RoutineResponseSchema },
    },
    preHandler: ctx.guards.anyKind,
    handler: async (req) => ({
      success: true as const,
      data: await routines.get(req.principal!, req.params.id),
    }),
  });

  r.get('/admin/routines', {
    schema: {
      tags,
      summary: 'Liệu trình gợi ý và tỷ lệ chuyển thành đơn hàng',
      querystring: ListAdminRoutinesQuerySchema,
      response: { 200: AdminRoutineListResponseSchema },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => {
      const { items, pagination, summary } = await routines.adminList(req.query);
      return { success: true as const, data: items, pagination, summary };
    },
  });
}
