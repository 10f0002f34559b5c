import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { esmsReceiptStatus } from '../../providers/messaging/esms';
import { verifyZnsWebhook } from '../../providers/messaging/zalo-zns';
import type { MessagingService } from './service';
import { ESMS_WEBHOOK_PATH, ZALO_WEBHOOK_PATH, type MessagingSetup } from './setup';

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The gateways' delivery reports (ADR 0059), at the root outside the per-IP limit: eSMS's callback (its secret in
 * the query), Zalo's OA webhook (signed; the raw body is kept for the signature). `/dev/messages` lists what the
 * sandbox accepted, like /dev/mailbox.
 */
export async function messagingRoutes(
  app: FastifyInstance,
  messaging: MessagingService,
  setup: MessagingSetup,
  options: { devInbox: boolean },
) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const tags = ['Messaging'];

  app.post(ESMS_WEBHOOK_PATH, { schema: { tags, summary: 'Báo cáo gửi SMS (eSMS)' } }, async (req, reply) => {
    const token = String((req.query as { token?: unknown }).token ?? '');
    if (!sameText(token, setup.esmsCallbackToken)) return reply.code(401).send({ received: false });
    let report: { SMSID?: unknown; RequestId?: unknown; SendStatus?: unknown };
    try {
      report = JSON.parse(String(req.body ?? '{}')) as typeof report;
    } catch {
      return reply.code(400).send({ received: false });
    }
    const status = esmsReceiptStatus(String(report.SendStatus ?? ''));
    if (status !== 'pending' && report.SMSID)
      await messaging.receipt({
        channel: 'sms',
        id: typeof report.RequestId === 'string' ? report.RequestId : null,
        providerId: String(report.SMSID),
        delivered: status === 'delivered',
        at: new Date(),
        error: status === 'failed' ? `eSMS SendStatus ${String(report.SendStatus)}` : null,
      });
    return { received: true };
  });

  app.post(ZALO_WEBHOOK_PATH, { schema: { tags, summary: 'Sự kiện Zalo OA (ZNS)' } }, async (req, reply) => {
    const keys = setup.zaloWebhookKeys;
    const raw = String(req.body ?? '');
    const signature = req.headers['x-zevent-signature'];
    if (!keys || !verifyZnsWebhook(keys, raw, typeof signature === 'string' ? signature : undefined))
      return reply.code(401).send({ received: false });
    const event = JSON.parse(raw) as {
      event_name?: string;
      message?: { msg_id?: string; tracking_id?: string; delivery_time?: string };
    };
    if (event.event_name === 'user_received_message' && event.message?.msg_id) {
      const at = Number(event.message.delivery_time);
      await messaging.receipt({
        channel: 'zalo',
        id: event.message.tracking_id ?? null,
        providerId: event.message.msg_id,
        delivered: true,
        at: Number.isFinite(at) && at > 0 ? new Date(at) : new Date(),
        error: null,
      });
    }
    return { received: true };
  });

  const sandbox = setup.sandbox;
  if (sandbox && options.devInbox)
    app.get('/dev/messages', { schema: { tags, summary: 'Tin nhắn hộp cát đã nhận' } }, async (req) => {
      const phone = (req.query as { phone?: unknown }).phone;
      return sandbox.messages(typeof phone === 'string' ? phone : undefined);
    });
}
