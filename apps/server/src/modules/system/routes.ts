import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClientConfigSchema,
  DashboardSummarySchema,
  HealthSchema,
  LivenessSchema,
  ReadinessSchema,
  MailboxMessageSchema,
  envelope,
  escapeHtml,
  formatDateTime,
  optionalQuery,
} from '@lumi/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RouteContext } from '../../plugins/route-context';
import type { AdminsService } from '../admins/service';
import type { DoctorsService } from '../doctors/service';
import type { SystemService } from './service';
import { principalOf } from '../../plugins/auth';
import { memoizeFor } from '../../lib/memoize';
import { isLoopbackPeer } from '../../lib/loopback';

export async function systemRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ system: SystemService; admins: AdminsService; doctors: DoctorsService }> & {
    redisPing: (() => Promise<void>) | null;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const system = ctx.services.system;

  // Probes may call /health many times a second: one check of each dependency per second serves them all,
  // so the health endpoint never becomes load on the database it reports on.
  const checkDependencies = memoizeFor(
    1000,
    () => ctx.clock.now().getTime(),
    async () => {
      await ctx.database.ping();
      if (ctx.redisPing) await ctx.redisPing();
    },
  );

  /** Throws the 503 a process that takes no request answers: starting, stopping, or a dependency down. */
  async function ensureServing(): Promise<void> {
    const state = ctx.readiness.state;
    if (state === 'starting') throw new AppError('SERVICE_STARTING');
    if (state === 'stopping') throw new AppError('SERVICE_STOPPING');
    try {
      await checkDependencies();
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  }
  const redisState = () => (ctx.redisPing ? ('ok' as const) : ('absent' as const));

  // Liveness: the process runs and its event loop answers. Nothing else is checked: a database down must not get
  // every process restarted by its orchestrator.
  r.get('/health/live', {
    schema: {
      tags: ['Operations'],
      summary: 'Tiến trình còn chạy (liveness)',
      response: { 200: envelope(LivenessSchema) },
    },
    handler: async () => ({
      success: true as const,
      data: { status: 'live' as const, uptimeSec: system.uptimeSec() },
    }),
  });

  // Readiness: send this process requests (a load balancer's or an orchestrator's check).
  r.get('/health/ready', {
    schema: {
      tags: ['Operations'],
      summary: 'Sẵn sàng nhận yêu cầu (readiness)',
      response: { 200: envelope(ReadinessSchema) },
    },
    handler: async () => {
      await ensureServing();
      return {
        success: true as const,
        data: { status: 'ready' as const, db: 'ok' as const, redis: redisState() },
      };
    },
  });

  r.get('/health', {
    schema: {
      tags: ['Operations'],
      summary: 'Tình trạng hệ thống',
      response: { 200: envelope(HealthSchema) },
    },
    handler: async () => {
      await ensureServing();
      return {
        success: true as const,
        data: {
          status: 'ok' as const,
          version: ctx.config.version,
          uptimeSec: system.uptimeSec(),
          db: 'ok' as const,
          redis: redisState(),
        },
      };
    },
  });

  r.get('/config', {
    schema: {
      tags: ['Operations'],
      summary: 'Cấu hình cho ứng dụng khách',
      response: { 200: envelope(ClientConfigSchema) },
    },
    handler: async () => ({ success: true as const, data: system.clientConfig() }),
  });

  r.get('/admin/dashboard/summary', {
    schema: {
      tags: ['Admin dashboard'],
      summary: 'Số liệu tổng quan theo vai trò',
      response: { 200: envelope(DashboardSummarySchema) },
    },
    preHandler: ctx.guards.admin(),
    handler: async (req) => ({
      success: true as const,
      data: await system.dashboard(principalOf(req, 'admin').admin, ctx.services),
    }),
  });
}

/** An attachment's Content-Disposition: an ASCII fallback name and the exact one in RFC 5987 form. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The captured outbox outside production: `/dev/mailbox` (a page) and `/dev/mailbox/messages` (JSON), with each mail's files at
 * `/dev/mailbox/messages/<id>/attachments/<n>`. It holds OTP
 * and reset codes, so it answers loopback clients only, whatever address the server listens on (decision 30);
 * anyone else gets the ordinary 404, as if it did not exist.
 */
export async function devMailboxRoutes(app: FastifyInstance, ctx: RouteContext<{ system: SystemService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (req) => {
    if (!isLoopbackPeer(req.raw.socket.remoteAddress)) throw new AppError('ROUTE_NOT_FOUND');
  });
  const outbox = ctx.services.system.outbox();
  const Query = z.object({
    to: optionalQuery(z.string().max(254)),
    limit: optionalQuery(z.coerce.number().int().min(1).max(200)),
  });

  r.get('/dev/mailbox/messages', {
    schema: {
      tags: ['Operations'],
      summary: 'Hộp thư phát triển (JSON)',
      querystring: Query,
      response: { 200: z.array(MailboxMessageSchema) },
    },
    handler: async (req) => outbox.list({ to: req.query.to, limit: req.query.limit ?? 50 }),
  });

  r.get('/dev/mailbox/messages/:id/attachments/:index', {
    schema: {
      tags: ['Operations'],
      summary: 'Tệp đính kèm của một thư trong hộp thư phát triển',
      params: z.object({ id: z.string().max(64), index: z.coerce.number().int().min(0).max(99) }),
    },
    handler: async (req, reply) => {
      const file = await outbox.attachment(req.params.id, req.params.index);
      if (!file) throw new AppError('ROUTE_NOT_FOUND');
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  });

  r.get('/dev/mailbox', {
    schema: { hide: true, querystring: Query },
    handler: async (req, reply) => {
      const messages = await outbox.list({ to: req.query.to, limit: req.query.limit ?? 50 });
      const items = messages
        .map(
          (
            m,
          ) => `<article><header><strong>${escapeHtml(m.subject)}</strong><span>→ ${escapeHtml(m.to)} · ${formatDateTime(m.createdAt)}</span></header>
<iframe sandbox srcdoc="${escapeHtml(m.html)}" title="${escapeHtml(m.subject)}"></iframe>${
            m.attachments.length
              ? `<footer>Tệp đính kèm: ${m.attachments
                  .map(
                    (a) =>
                      `<a href="${escapeHtml(a.url)}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a> <span>(${escapeHtml(a.contentType.split(';')[0] ?? '')}, ${a.size} byte)</span>`,
                  )
                  .join(' · ')}</footer>`
              : ''
          }</article>`,
        )
        .join('\n');
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self' about: data:; img-src data:",
      );
      return reply.type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Hộp thư phát triển — Lumi</title>
<style>body{font-family:system-ui,sans-serif;background:#f8fafc;margin:0;padding:24px;color:#0f172a}h1{font-size:20px}article{background:#fff;border:1px solid #e2e8f0;border-radius:12px;margin:0 0 16px;overflow:hidden}header{display:flex;justify-content:space-between;gap:12px;padding:12px 16px;border-bottom:1px solid #e2e8f0}header span{color:#64748b;font-size:13px}iframe{width:100%;height:420px;border:0}footer{padding:10px 16px;border-top:1px solid #e2e8f0;font-size:14px}footer span{color:#64748b;font-size:13px}</style></head>
<body><h1>Hộp thư phát triển (${messages.length} thư mới nhất)</h1>${items || '<p>Chưa có thư nào.</p>'}</body></html>`);
    },
  });
}
