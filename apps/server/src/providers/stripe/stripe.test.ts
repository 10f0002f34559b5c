import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeProvider, createStripeSandbox, verifyStripeWebhook } from './index';

const secret = 'whsec_test_sandbox_secret_0123456789';
let now = new Date('2026-03-15T03:30:00Z');
const sandbox = createStripeSandbox({
  publicUrl: 'http://localhost:3000',
  webhookSecret: secret,
  now: () => now,
});

describe('Stripe sandbox provider', () => {
  it('creates a session with a sandbox URL and completes it with an event the SDK accepts', async () => {
    const created = await sandbox.createCheckoutSession({
      orderId: 'order-1',
      lines: [
        { name: 'Serum', unitAmount: 450_000, quantity: 2 },
        { name: 'Phí vận chuyển', unitAmount: 30_000, quantity: 1 },
      ],
      successUrl: 'http://localhost:3000/order-return?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/cart',
      expiresAt: new Date(now.getTime() + 30 * 60_000),
      customerEmail: 'khachhang@lumi.vn',
    });
    expect(created.id).toMatch(/^cs_test_/);
    expect(created.url).toBe(`http://localhost:3000/sandbox/stripe/checkout/${created.id}`);
    expect(await sandbox.retrieveSession(created.id)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 930_000,
      currency: 'vnd',
      orderId: 'order-1',
    });

    const { body, signature, session } = sandbox.complete(created.id);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const [t, v1] = signature.split(',').map((p) => p.split('=')[1] as string) as [string, string];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    // The SDK's own check, as the webhook route will run it.
    const event = Stripe.webhooks.constructEvent(body, signature, secret);
    expect(event.type).toBe('checkout.session.completed');
    const object = event.data.object as Stripe.Checkout.Session;
    expect(object).toMatchObject({
      id: created.id,
      object: 'checkout.session',
      amount_total: 930_000,
      currency: 'vnd',
      payment_status: 'paid',
      status: 'complete',
      client_reference_id: 'order-1',
      metadata: { orderId: 'order-1' },
    });
    expect(object.payment_intent).toMatch(/^pi_/);
    expect(event.id).toMatch(/^evt_/);
    expect(sandbox.successUrl(session)).toBe(`http://localhost:3000/order-return?session_id=${created.id}`);
    expect(() => sandbox.complete(created.id)).toThrow();
  });

  it('verifyWebhook refuses a bad or missing signature', async () => {
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: {} },
    });
    const good = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    expect(sandbox.verifyWebhook(body, good).id).toBe('evt_1');
    const other = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' });
    expect(() => sandbox.verifyWebhook(body, other)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => sandbox.verifyWebhook(`${body} `, good)).toThrow();
    expect(() => verifyStripeWebhook(body, undefined, secret)).toThrow();
  });

  it('expires sessions on request and by time', async () => {
    const input = {
      orderId: 'order-2',
      total: 200_000,
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/cart',
      expiresAt: new Date(now.getTime() + 30 * 60_000),
    };
    const a = await sandbox.createCheckoutSession(input);
    expect((await sandbox.expireSession(a.id))?.status).toBe('expired');
    const b = await sandbox.createCheckoutSession(input);
    now = new Date(now.getTime() + 31 * 60_000);
    expect((await sandbox.retrieveSession(b.id))?.status).toBe('expired');
    expect(await sandbox.retrieveSession('cs_test_missing')).toBeNull();
    await expect(sandbox.createCheckoutSession({ ...input, total: 10.5 })).rejects.toThrow(RangeError);
  });
});

describe('Stripe provider over the SDK', () => {
  it('creates, retrieves and expires Checkout Sessions with VND as a zero-decimal currency', async () => {
    const calls: { method: string; url: string; body: URLSearchParams; idempotency?: string }[] = [];
    const sessionJson = (status: string) => ({
      id: 'cs_test_real1',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_test_real1',
      status,
      payment_status: 'unpaid',
      amount_total: 930_000,
      currency: 'vnd',
      metadata: { orderId: 'order-9' },
      client_reference_id: 'order-9',
      payment_intent: null,
      expires_at: 1_800_000_000,
    });
    const server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => {
        const idem = req.headers['idempotency-key'];
        calls.push({
          method: req.method ?? '',
          url: req.url ?? '',
          body: new URLSearchParams(text),
          ...(typeof idem === 'string' ? { idempotency: idem } : {}),
        });
        res.setHeader('content-type', 'application/json');
        if (req.url?.endsWith('/missing')) {
          res.statusCode = 404;
          res.end(
            JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such checkout.session' } }),
          );
          return;
        }
        res.end(JSON.stringify(sessionJson(req.url?.endsWith('/expire') ? 'expired' : 'open')));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = new Stripe('sk_test_local', {
        host: '127.0.0.1',
        port,
        protocol: 'http',
        maxNetworkRetries: 0,
      });
      const provider = createStripeProvider({ secretKey: 'sk_test_local', webhookSecret: secret, client });
      const created = await provider.createCheckoutSession({
        orderId: 'order-9',
        lines: [{ name: 'Serum', unitAmount: 450_000, quantity: 2 }],
        successUrl: 'http://localhost:3000/order-return?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://localhost:3000/cart',
        expiresAt: new Date(1_800_000_000_000),
        customerEmail: 'khachhang@lumi.vn',
      });
      expect(created).toEqual({
        id: 'cs_test_real1',
        url: 'https://checkout.stripe.com/c/pay/cs_test_real1',
      });
      const first = calls[0];
      expect(first?.method).toBe('POST');
      expect(first?.url).toBe('/v1/checkout/sessions');
      expect(first?.idempotency).toBe('checkout-order-9');
      expect(first?.body.get('currency')).toBe('vnd');
      expect(first?.body.get('line_items[0][price_data][unit_amount]')).toBe('450000');
      expect(first?.body.get('line_items[0][quantity]')).toBe('2');
      expect(first?.body.get('metadata[orderId]')).toBe('order-9');
      expect(first?.body.get('client_reference_id')).toBe('order-9');
      expect(first?.body.get('expires_at')).toBe('1800000000');
      expect(first?.body.get('customer_email')).toBe('khachhang@lumi.vn');
      expect(await provider.retrieveSession('cs_test_real1')).toMatchObject({
        status: 'open',
        amountTotal: 930_000,
      });
      expect((await provider.expireSession('cs_test_real1'))?.status).toBe('expired');
      expect(calls.at(-1)?.url).toBe('/v1/checkout/sessions/cs_test_real1/expire');
      expect(await provider.retrieveSession('missing')).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
