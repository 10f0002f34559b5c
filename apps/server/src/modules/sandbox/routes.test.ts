import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { loadConfig } from '../../config';
import { createStripeSandbox, type StripeSandbox } from '../../providers/stripe';
import { createVnpayProvider, verifyVnpayParams, type VnpayProvider } from '../../providers/vnpay';
import { createPaymentProviders } from './providers';
import { sandboxRoutes } from './routes';

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

let t: TestApp;
let double: ReturnType<typeof createServer>;
let doubleUrl = '';
const received: Received[] = [];
let answerStatus = 200;
let vnpay: VnpayProvider;
let hashSecret = '';

beforeAll(async () => {
  // The merchant's side: receives the sandbox's IPN and webhook calls.
  double = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.statusCode = answerStatus;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ RspCode: '00', Message: 'Confirm Success' }));
    });
  });
  await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
  doubleUrl = `http://127.0.0.1:${(double.address() as AddressInfo).port}`;
  t = await buildTestApp({
    env: {
      VNPAY_SANDBOX_IPN_URL: `${doubleUrl}/api/v1/payments/vnpay/ipn`,
      STRIPE_SANDBOX_WEBHOOK_URL: `${doubleUrl}/api/v1/payments/stripe/webhook`,
    },
  });
  hashSecret = t.config.payments.sandboxSecrets.vnpayHashSecret;
  vnpay = createVnpayProvider({
    credentials: { tmnCode: t.config.payments.sandboxSecrets.vnpayTmnCode, hashSecret },
    payUrl: `${t.config.publicUrl}/sandbox/vnpay/pay`,
    apiUrl: t.config.payments.vnpay.apiUrl,
  });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => double.close(resolve));
});

const payInput = (txnRef: string) => ({
  txnRef,
  amount: 1_250_000,
  orderInfo: 'Thanh toan don hang LM1001',
  ipAddr: '127.0.0.1',
  returnUrl: 'http://localhost:5173/order-return',
  createDate: t.clock.now(),
  expireDate: new Date(t.clock.now().getTime() + 15 * 60_000),
});

const localPath = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

function formOf(url: string, action: string): string {
  const params = new URLSearchParams(new URL(url).search);
  params.set('action', action);
  return params.toString();
}

describe('VNPay sandbox', () => {
  it('renders the Vietnamese payment page for a correctly signed request', async () => {
    const url = vnpay.buildPaymentUrl(payInput('LM1001'));
    const res = await t.app.inject({ method: 'GET', url: localPath(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Thanh toán qua VNPAY');
    expect(res.body).toContain('1.250.000 ₫');
    expect(res.body).toContain('Hủy giao dịch');
    expect(res.body).toContain('>Thanh toán</button>');
    expect(res.body).toContain('Thanh toan don hang LM1001');
    expect(res.body).not.toMatch(/<script|https?:\/\/(?!localhost)[^"]*\.(css|js)/);
    expect(res.headers['content-security-policy']).toContain("form-action 'self' http://localhost:5173");
  });

  it('refuses a badly signed or tampered request with a 400 page', async () => {
    const url = new URL(vnpay.buildPaymentUrl(payInput('LM1002')));
    url.searchParams.set('vnp_Amount', '100000');
    const res = await t.app.inject({ method: 'GET', url: localPath(url.toString()) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Chữ ký của yêu cầu thanh toán không hợp lệ');
    const other = createVnpayProvider({
      credentials: { tmnCode: 'LUMITEST', hashSecret: 'not-the-sandbox-secret' },
      payUrl: 'http://localhost:3000/sandbox/vnpay/pay',
      apiUrl: 'http://localhost:1',
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: localPath(other.buildPaymentUrl(payInput('LM1002'))),
    });
    expect(bad.statusCode).toBe(400);
    const post = await t.app.inject({
      method: 'POST',
      url: '/sandbox/vnpay/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formOf(url.toString(), 'pay'),
    });
    expect(post.statusCode).toBe(400);
  });

  it('paying calls the IPN signed like VNPay, then redirects to the return URL with the same parameters', async () => {
    received.length = 0;
    const url = vnpay.buildPaymentUrl(payInput('LM1003'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/vnpay/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formOf(url, 'pay'),
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/order-return');
    const back = Object.fromEntries(location.searchParams);
    expect(verifyVnpayParams(back, hashSecret)).toBe(true);
    expect(back).toMatchObject({
      vnp_ResponseCode: '00',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: 'LM1003',
      vnp_Amount: '125000000',
      vnp_BankCode: 'NCB',
      vnp_TmnCode: 'LUMITEST',
      vnp_OrderInfo: 'Thanh toan don hang LM1001',
    });
    expect(back.vnp_TransactionNo).toMatch(/^\d{8}$/);
    expect(back.vnp_PayDate).toMatch(/^\d{14}$/);

    expect(received).toHaveLength(1);
    const ipn = received[0] as Received;
    expect(ipn.method).toBe('GET');
    const ipnUrl = new URL(ipn.url, doubleUrl);
    expect(ipnUrl.pathname).toBe('/api/v1/payments/vnpay/ipn');
    const ipnParams = Object.fromEntries(ipnUrl.searchParams);
    expect(verifyVnpayParams(ipnParams, hashSecret)).toBe(true);
    expect(ipnParams).toEqual(back);

    // A second submit (back button) gives the same answer without a second IPN.
    const again = await t.app.inject({
      method: 'POST',
      url: '/sandbox/vnpay/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formOf(url, 'pay'),
    });
    expect(again.headers.location).toBe(res.headers.location);
    expect(received).toHaveLength(1);
    const page = await t.app.inject({ method: 'GET', url: localPath(url) });
    expect(page.body).toContain('Giao dịch này đã được xử lý');
  });

  it('cancelling returns vnp_ResponseCode 24, and a missing IPN route (404) does not block the shopper', async () => {
    received.length = 0;
    answerStatus = 404;
    try {
      const url = vnpay.buildPaymentUrl(payInput('LM1004'));
      const res = await t.app.inject({
        method: 'POST',
        url: '/sandbox/vnpay/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formOf(url, 'cancel'),
      });
      expect(res.statusCode).toBe(303);
      const back = Object.fromEntries(new URL(res.headers.location as string).searchParams);
      expect(verifyVnpayParams(back, hashSecret)).toBe(true);
      expect(back.vnp_ResponseCode).toBe('24');
      expect(back.vnp_TransactionStatus).toBe('02');
      expect(received).toHaveLength(1);
    } finally {
      answerStatus = 200;
    }
  });

  it('the Stripe sandbox of the app answers an unknown session with the restart note', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/stripe/checkout/cs_test_unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('chỉ giữ phiên trong bộ nhớ');
  });
});

describe('Stripe sandbox pages', () => {
  let app: FastifyInstance;
  let stripe: StripeSandbox;
  const webhookSecret = 'whsec_sandbox_test_0123456789abcdef';

  beforeAll(async () => {
    stripe = createStripeSandbox({ publicUrl: t.config.publicUrl, webhookSecret, now: () => t.clock.now() });
    app = Fastify({ logger: false });
    await app.register(async (root) =>
      sandboxRoutes(root, { config: t.config, clock: t.clock, vnpay: null, stripe }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const session = () =>
    stripe.createCheckoutSession({
      orderId: 'order-42',
      lines: [{ name: 'Kem chống nắng', unitAmount: 625_000, quantity: 2 }],
      successUrl: 'http://localhost:5173/order-return?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:5173/cart',
      expiresAt: new Date(t.clock.now().getTime() + 30 * 60_000),
      customerEmail: 'khachhang@lumi.vn',
    });

  const post = (id: string, form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/sandbox/stripe/checkout/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('renders the card page in Vietnamese with the amount and the prefilled test card', async () => {
    const { id, url } = await session();
    expect(url).toBe(`${t.config.publicUrl}/sandbox/stripe/checkout/${id}`);
    const res = await app.inject({ method: 'GET', url: `/sandbox/stripe/checkout/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Thanh toán thẻ (môi trường thử nghiệm)');
    expect(res.body).toContain('1.250.000 ₫');
    expect(res.body).toContain('4242 4242 4242 4242');
    expect(res.body).toContain('>Hủy</button>');
    expect(res.body).toContain('khởi động lại máy chủ sẽ làm mất phiên');
  });

  it('refuses a bad card, and cancelling goes to the cancel URL without a webhook', async () => {
    received.length = 0;
    const { id } = await session();
    const bad = await post(id, {
      action: 'pay',
      cardNumber: '4242 4242 4242 4241',
      expiry: '12/40',
      cvc: '123',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Số thẻ không hợp lệ');
    const declined = await post(id, {
      action: 'pay',
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/40',
      cvc: '123',
    });
    expect(declined.body).toContain('Thẻ bị từ chối');
    const cancel = await post(id, { action: 'cancel' });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('http://localhost:5173/cart');
    expect(received).toHaveLength(0);
  });

  it('paying sends checkout.session.completed signed like Stripe, which the SDK accepts, then goes to the success URL', async () => {
    received.length = 0;
    const { id } = await session();
    const res = await post(id, {
      action: 'pay',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:5173/order-return?session_id=${id}`);
    expect(received).toHaveLength(1);
    const hook = received[0] as Received;
    expect(hook.method).toBe('POST');
    expect(hook.url).toBe('/api/v1/payments/stripe/webhook');
    const header = hook.headers['stripe-signature'] as string;
    const event = Stripe.webhooks.constructEvent(hook.body, header, webhookSecret);
    expect(stripe.verifyWebhook(hook.body, header).id).toBe(event.id);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      id,
      object: 'checkout.session',
      amount_total: 1_250_000,
      currency: 'vnd',
      payment_status: 'paid',
      status: 'complete',
      client_reference_id: 'order-42',
      metadata: { orderId: 'order-42' },
    });
    expect(() => Stripe.webhooks.constructEvent(hook.body, header, 'whsec_wrong')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.verifyWebhook(hook.body.replace('1250000', '1'), header)).toThrow();
    expect((await stripe.retrieveSession(id))?.status).toBe('complete');
    const again = await post(id, {
      action: 'pay',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(again.statusCode).toBe(409);
    expect(received).toHaveLength(1);
  });
});

describe('when the sandboxes are mounted', () => {
  it('production mounts them only with PAYMENT_SANDBOX=true; credentials replace them', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lumi-pay-'));
    const secrets = {
      JWT_USER_SECRET: 'u'.repeat(40),
      JWT_ADMIN_SECRET: 'a'.repeat(40),
      JWT_DOCTOR_SECRET: 'd'.repeat(40),
      RESET_TOKEN_SECRET: 'r'.repeat(40),
    };
    const now = () => new Date();
    const prod = createPaymentProviders(
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, ...secrets }),
      now,
    );
    expect(prod.vnpaySandbox).toBe(false);
    expect(prod.stripeSandbox).toBeNull();
    expect(() => prod.vnpay.buildPaymentUrl(payInput('X'))).toThrow(/not configured/);
    const enabled = createPaymentProviders(
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, PAYMENT_SANDBOX: 'true', ...secrets }),
      now,
    );
    expect(enabled.vnpaySandbox).toBe(true);
    expect(enabled.stripeSandbox).not.toBeNull();
    // The sandbox secrets are generated once into DATA_DIR/secrets.json and kept.
    const stored = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as Record<string, string>;
    const again = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, PAYMENT_SANDBOX: 'true', ...secrets });
    expect(again.payments.sandboxSecrets.vnpayHashSecret).toBe(stored.vnpaySandboxHashSecret);
    expect(again.payments.sandboxSecrets.stripeWebhookSecret).toMatch(/^whsec_/);
    expect(again.payments.sandboxSecrets.stripeWebhookSecret).toBe(stored.stripeSandboxWebhookSecret);
    const real = createPaymentProviders(
      loadConfig({
        NODE_ENV: 'development',
        DATA_DIR: dir,
        VNPAY_TMN_CODE: 'REALCODE',
        VNPAY_HASH_SECRET: 'REALSECRET',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
      now,
    );
    expect(real.vnpaySandbox).toBe(false);
    expect(real.stripeSandbox).toBeNull();
    expect(real.vnpay.buildPaymentUrl(payInput('X'))).toMatch(
      /^https:\/\/sandbox\.vnpayment\.vn\/paymentv2\/vpcpay\.html\?vnp_Amount=/,
    );
    expect(real.stripe.sandbox).toBe(false);
  });
});
