import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminStockAlertRowSchema,
  CreateStockAlertBodySchema,
  IdParamsSchema,
  StockAlertSchema,
  SUCCESS,
  envelope,
} from '@lumi/shared';
import { principalOf } from '../../plugins/auth';
import type { RouteContext } from '../../plugins/route-context';
import type { StockAlertsService } from './service';

/** 'Báo khi có hàng' (ADR 0064): the customer's alerts, and the admin's view of who waits and who bought. */
export async function stockAlertRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ stockAlerts: StockAlertsService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const alerts = ctx.services.stockAlerts;
  const tags = ['Stock alerts'];

  r.post('/stock-alerts', {
    schema: {
      tags,
      summary: 'Đăng ký báo khi sản phẩm (hoặc màu) có hàng trở lại',
      body: CreateStockAlertBodySchema,
      response: { 201: envelope(StockAlertSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req, reply) => {
      // Waiting twice answers the alert already waiting, the same way (one answer per route).
      const alert = await alerts.subscribe(principalOf(req, 'user').id, req.body);
      return reply
        .status(201)
        .send({ success: true as const, message: SUCCESS.stockAlertCreated, data: alert });
    },
  });

  r.get('/stock-alerts', {
    schema: {
      tags,
      summary: 'Các sản phẩm khách hàng đang chờ có hàng',
      response: { 200: envelope(z.array(StockAlertSchema)) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await alerts.mine(principalOf(req, 'user').id),
    }),
  });

  r.delete('/stock-alerts/:id', {
    schema: {
      tags,
      summary: 'Hủy đăng ký báo khi có hàng',
      params: IdParamsSchema,
      response: { 200: envelope(z.object({ _id: z.string() })) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.stockAlertDeleted,
      data: await alerts.remove(principalOf(req, 'user').id, req.params.id),
    }),
  });

  r.get('/admin/stock-alerts', {
    schema: {
      tags,
      summary: 'Khách chờ hàng: số người chờ, đã báo và đã mua theo sản phẩm',
      response: { 200: envelope(z.array(AdminStockAlertRowSchema)) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async () => ({ success: true as const, data: await alerts.summary() }),
  });
}
