import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LoyaltyProgramSchema,
  LoyaltySummarySchema,
  PointEntriesQuerySchema,
  PointEntrySchema,
  SUCCESS,
  UpdateLoyaltyProgramBodySchema,
  envelope,
  listEnvelope,
} from '@lumi/shared';
import { principalOf } from '../../plugins/auth';
import type { RouteContext } from '../../plugins/route-context';
import type { LoyaltyService } from './service';

/** Points and tiers (ADR 0063): the programme, the customer's balance and history, the admin's settings. */
export async function loyaltyRoutes(app: FastifyInstance, ctx: RouteContext<{ loyalty: LoyaltyService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loyalty = ctx.services.loyalty;
  const tags = ['Loyalty'];

  r.get('/loyalty/program', {
    schema: {
      tags,
      summary: 'Chương trình điểm thưởng và hạng thành viên',
      response: { 200: envelope(LoyaltyProgramSchema) },
    },
    handler: async () => ({ success: true as const, data: await loyalty.program() }),
  });

  r.get('/loyalty/me', {
    schema: {
      tags,
      summary: 'Điểm thưởng, hạng và hạng kế tiếp của khách hàng',
      response: { 200: envelope(LoyaltySummarySchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await loyalty.summary(principalOf(req, 'user').id),
    }),
  });

  r.get('/loyalty/me/entries', {
    schema: {
      tags,
      summary: 'Lịch sử điểm thưởng của khách hàng',
      querystring: PointEntriesQuerySchema,
      response: { 200: listEnvelope(PointEntrySchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => {
      const { items, pagination } = await loyalty.entries(principalOf(req, 'user').id, req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/admin/loyalty/program', {
    schema: {
      tags,
      summary: 'Cài đặt điểm thưởng và hạng thành viên',
      response: { 200: envelope(LoyaltyProgramSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async () => ({ success: true as const, data: await loyalty.program() }),
  });

  r.put('/admin/loyalty/program', {
    schema: {
      tags,
      summary: 'Cập nhật cài đặt điểm thưởng và hạng thành viên',
      body: UpdateLoyaltyProgramBodySchema,
      response: { 200: envelope(LoyaltyProgramSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.updated,
      data: await loyalty.updateProgram(req.body),
    }),
  });
}
