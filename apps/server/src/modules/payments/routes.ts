import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OrderIdParamsSchema,
  OrderInputSchema,
  PayAgainResultSchema,
  OrderSchema,
  SUCCESS,
  StripeOrderResultSchema,
  StripeReturnQuerySchema,
  VnpayOrderResultSchema,
  VnpayReturnBodySchema,
  envelope,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import type { RouteContext } from '../../plugins/route-context';
import type { IdempotencyService } from '../idempotency/service';
import { sendCreatedOnce } from '../idempotency/http';
import { returnBaseOf } from '../../lib/return-origin';
import { principalOf } from '../../plugins/auth';
import type { PaymentsService } from './service';

function customerOf(req: FastifyRequest) {
  const p = principalOf(req, 'user');
  return { id: p.user.id, name: p.user.name, email: p.user.email };
}

/** The customer's online-payment calls under /api/v1 (api-contract §3.5). */
export async function paymentOrderRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ idempotency: IdempotencyService }>,
  payments: PaymentsService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Orders'];
  /** The origin the checkout was made from, when this server answers there (outside production). */
  const returnBase = (req: FastifyRequest) =>
    returnBaseOf(ctx.config, { origin: req.headers.origin, host: req.host, protocol: req.protocol });

  r.post('/orders/vnpay', {
    schema: {
      tags,
      summary: 'Đặt hàng thanh toán qua VNPAY',
      body: OrderInputSchema,
      response: { 201: envelope(VnpayOrderResultSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req, reply) => {
      const who = customerOf(req);
      return sendCreatedOnce(
        ctx.services.idempotency,
        req,
        reply,
        { userId: who.id, call: 'POST /orders/vnpay' },
        () => payments.createVnpay(who, req.body, req.ip, returnBase(req)),
      );
    },
  });

  r.post('/orders/stripe', {
    schema: {
      tags,
      summary: 'Đặt hàng thanh toán qua Stripe',
      body: OrderInputSchema,
      response: { 201: envelope(StripeOrderResultSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req, reply) => {
      const who = customerOf(req);
      return sendCreatedOnce(
        ctx.services.idempotency,
        req,
        reply,
        { userId: who.id, call: 'POST /orders/stripe' },
        () => payments.createStripe(who, req.body, returnBase(req)),
      );
    },
  });

  r.post('/orders/:id/pay', {
    schema: {
      tags,
      summary: 'Thanh toán lại đơn hàng trực tuyến đang chờ thanh toán',
      params: OrderIdParamsSchema,
      response: { 200: envelope(PayAgainResultSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.paymentRestarted,
      data: await payments.payAgain(customerOf(req), req.params.id, req.ip, returnBase(req)),
    }),
  });

  r.post('/orders/vnpay-return', {
    schema: {
      tags,
      summary: 'Xác nhận kết quả thanh toán VNPAY',
      body: VnpayReturnBodySchema,
      response: { 200: envelope(OrderSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await payments.vnpayReturn(customerOf(req), req.body),
    }),
  });

  r.get('/orders/stripe-return', {
    schema: {
      tags,
      summary: 'Xác nhận kết quả thanh toán Stripe',
      querystring: StripeReturnQuerySchema,
      response: { 200: envelope(OrderSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await payments.stripeReturn(customerOf(req), req.query),
    }),
  });
}

/**
 * Gateway calls (api-contract §4.6), registered outside the per-IP rate limit (VNPay and Stripe call from a few
 * addresses and must never be refused). The Stripe webhook needs the raw body for its signature, so this
 * encapsulated plugin keeps JSON bodies as buffers.
 */
export async function paymentGatewayRoutes(app: FastifyInstance, payments: PaymentsService) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  const ipn = async (req: FastifyRequest) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const body = req.body && !Buffer.isBuffer(req.body) && typeof req.body === 'object' ? req.body : {};
    try {
      return await payments.vnpayIpn({ ...(body as Record<string, unknown>), ...query });
    } catch (error) {
      req.log.error({ err: error }, 'VNPay IPN failed');
      return { RspCode: '99', Message: 'Unknown error' };
    }
  };
  app.get('/payments/vnpay/ipn', { schema: { tags: ['Payments'], summary: 'VNPAY IPN' } }, ipn);
  app.post('/payments/vnpay/ipn', { schema: { tags: ['Payments'], summary: 'VNPAY IPN' } }, ipn);

  app.post(
    '/payments/stripe/webhook',
    { schema: { tags: ['Payments'], summary: 'Stripe webhook' } },
    async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from(String(req.body ?? ''), 'utf8');
      const header = req.headers['stripe-signature'];
      let event;
      try {
        event = payments.verifyStripe(raw, typeof header === 'string' ? header : undefined);
      } catch {
        throw new AppError('PAYMENT_SIGNATURE_INVALID');
      }
      await payments.stripeEvent(event);
      return { received: true };
    },
  );
}
