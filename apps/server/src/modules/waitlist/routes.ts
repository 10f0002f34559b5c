import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  JoinWaitlistBodySchema,
  SUCCESS,
  StaffWaitlistDaySchema,
  WaitlistEntrySchema,
  envelope,
} from '@lumi/shared';
import { clinicScopeOf, principalOf } from '../../plugins/auth';
import type { RouteContext } from '../../plugins/route-context';
import type { WaitlistService } from './service';

const WaitlistIdParamsSchema = z.object({ id: z.string() });

/** The customer's waitlists (issue 30, ADR 0057): join a full day or window, see the offers, leave. */
export async function waitlistRoutes(app: FastifyInstance, ctx: RouteContext<{ waitlist: WaitlistService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const waitlist = ctx.services.waitlist;
  const tags = ['Waitlist'];
  const customer = (req: FastifyRequest) => ({ id: principalOf(req, 'user').user.id });

  r.post('/waitlist', {
    schema: {
      tags,
      summary: 'Vào danh sách chờ của một ngày khám đã kín lịch',
      body: JoinWaitlistBodySchema,
      response: { 201: envelope(WaitlistEntrySchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req, reply) => {
      const data = await waitlist.join(customer(req), req.body);
      return reply.code(201).send({ success: true as const, message: SUCCESS.waitlistJoined, data });
    },
  });

  const StaffDaysAnswer = z.object({ success: z.literal(true), data: z.array(StaffWaitlistDaySchema) });

  r.get('/waitlist/by-doctor', {
    schema: {
      tags,
      summary: 'Những ngày có bệnh nhân chờ giờ trống của bác sĩ',
      response: { 200: StaffDaysAnswer },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => ({
      success: true as const,
      data: await waitlist.staffDays({ doctorId: principalOf(req, 'doctor').id }),
    }),
  });

  r.get('/admin/clinics/waitlist', {
    schema: {
      tags,
      summary: 'Những ngày có bệnh nhân chờ giờ trống của các bác sĩ phòng khám',
      response: { 200: StaffDaysAnswer },
    },
    preHandler: ctx.guards.admin('CLINIC', 'ADMIN'),
    handler: async (req) => ({
      success: true as const,
      data: await waitlist.staffDays({ clinicId: clinicScopeOf(req).clinicId }),
    }),
  });

  r.get('/waitlist', {
    schema: {
      tags,
      summary: 'Danh sách chờ của tôi',
      response: { 200: z.object({ success: z.literal(true), data: z.array(WaitlistEntrySchema) }) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({ success: true as const, data: await waitlist.listMine(customer(req)) }),
  });

  r.delete('/waitlist/:id', {
    schema: {
      tags,
      summary: 'Rời danh sách chờ',
      params: WaitlistIdParamsSchema,
      response: { 200: envelope(WaitlistEntrySchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.waitlistLeft,
      data: await waitlist.leave(customer(req), req.params.id),
    }),
  });
}
