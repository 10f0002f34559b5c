import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, ShippingAddress } from '@lumi/shared';
import { expectFailure } from '../../../test/assertions';
import {
  buildTestApp,
  DEMO,
  demoPrincipals,
  injectAs,
  loginUser,
  type TestApp,
  demoAddress,
} from '../../../test/helpers';
import { payOnVnpaySandbox } from '../../../test/vnpay-sandbox';
import { DEMO_REVIEWERS } from '../../seed/reviews';
import { rowsOf } from '../../db/sql';
import type { Principals } from '../catalog/test-fixtures';
import { signVnpayParams } from '../../providers/vnpay';
import { createJobQueue } from '../jobs/queue';
import { createNotificationsService } from '../notifications/service';
import { createOrdersService } from '../orders/service';
import { createPaymentProviders } from '../sandbox/providers';
import { createShippingService } from '../shipping';
import { createPaymentsService } from './service';

let t: TestApp;
let p: Principals;
let address: ShippingAddress;
let product: { id: string; price: number };
let forwarder: ReturnType<typeof createServer>;
/** Gateway calls the sandboxes made, as the app answered them. */
const delivered: { url: string; status: number; body: string }[] = [];

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(t.database.db, query);
}

async function stockOf(productId: string): Promise<number> {
  const [row] = await q<{ stock: number }>(sql`select stock from products where id = ${productId}`);
  return row?.stock ?? -1;
}

const orderBody = (quantity = 2) => ({ ...address, products: [{ productId: product.id, quantity }] });

async function detail(id: string): Promise<Order> {
  const res = await injectAs(t.app, p.user, { method: 'GET', url: `/orders/detail/${id}` });
  return res.json<{ data: Order }>().data;
}

async function createVnpay() {
  const res = await injectAs(t.app, p.user, { method: 'POST', url: '/orders/vnpay', payload: orderBody() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { order: Order; paymentUrl: string } }>().data;
}

/** The sandbox page's form: the signed request plus the button pressed; answers the return URL's parameters. */
const payOnSandbox = (paymentUrl: string, action: 'pay' | 'cancel') =>
  payOnVnpaySandbox(t.app, paymentUrl, action, '/order-return');

const ipn = (params: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/payments/vnpay/ipn?${new URLSearchParams(params).toString()}`,
  });

beforeAll(async () => {
  // Stands in for the shop's public address: forwards the sandboxes' server-to-server calls into the app.
  forwarder = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      t.app
        .inject({
          method: req.method as 'GET' | 'POST',
          url: req.url ?? '/',
          headers,
          payload: Buffer.concat(chunks),
        })
        .then((answer) => {
          delivered.push({ url: req.url ?? '', status: answer.statusCode, body: answer.body });
          res.statusCode = answer.statusCode;
          res.setHeader('content-type', 'application/json');
          res.end(answer.body);
        })
        .catch(() => {
          res.statusCode = 500;
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}`;
  t = await buildTestApp({
    env: {
      VNPAY_SANDBOX_IPN_URL: `${base}/api/v1/payments/vnpay/ipn`,
      STRIPE_SANDBOX_WEBHOOK_URL: `${base}/api/v1/payments/stripe/webhook`,
    },
  });
  p = await demoPrincipals(t.app);
  address = await demoAddress(t.app);
  const [found] = await q<{ id: string; price: number }>(
    sql`select p.id, p.price from products p
      where p.stock is not null and p.enable and p.expiry > current_date + 30
        and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
      order by p.slug limit 1`,
  );
  if (!found) throw new Error('no product');
  product = found;
  await t.database.db.execute(sql`update products set stock = 1000 where id = ${product.id}`);
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => forwarder.close(resolve));
});

describe('VNPay orders', () => {
  it('creates a pending order with a 15-minute payment URL and reserves the stock', async () => {
    const before = await stockOf(product.id);
    const { order, paymentUrl } = await createVnpay();
    expect(order.paymentMethod).toBe('VNPAY');
    expect(order.payment.status).toBe('pending');
    expect(order.payment.paymentUrl).toBe(paymentUrl);
    expect(new Date(order.payment.expiresAt ?? 0).getTime() - new Date(order.createdAt).getTime()).toBe(
      15 * 60_000,
    );
    const url = new URL(paymentUrl);
    expect(url.pathname).toBe('/sandbox/vnpay/pay');
    expect(url.searchParams.get('vnp_TxnRef')).toBe(order.code);
    expect(url.searchParams.get('vnp_Amount')).toBe(String(order.totalAmount * 100));
    expect(url.searchParams.get('vnp_ReturnUrl')).toBe(`${t.config.publicUrl}/order-return`);
    expect(await stockOf(product.id)).toBe(before - 2);
  });

  it('round trip: the sandbox IPN reaches the app and settles the order paid; a replay answers 02; the return call shows it', async () => {
    const { order, paymentUrl } = await createVnpay();
    delivered.length = 0;
    const params = await payOnSandbox(paymentUrl, 'pay');
    expect(delivered).toHaveLength(1);
    expect(JSON.parse(delivered[0]?.body ?? '{}')).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const paid = await detail(order._id);
    expect(paid.payment.status).toBe('paid');
    expect(paid.payment.transactionId).toBe(params.vnp_TransactionNo);
    expect(paid.payment.paidAt).not.toBeNull();
    expect(paid.statusHistory.at(-1)?.updatedByModel).toBe('System');

    const replay = await ipn(params);
    expect(replay.json()).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect((await detail(order._id)).statusHistory).toHaveLength(paid.statusHistory.length);

    const back = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/vnpay-return',
      payload: params,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<{ data: Order }>().data.payment.status).toBe('paid');
  });

  it('refuses forged IPNs (bad signature 97, wrong amount 04) and changes nothing', async () => {
    const { order, paymentUrl } = await createVnpay();
    const secret = t.config.payments.sandboxSecrets.vnpayHashSecret;
    const base = {
      vnp_Amount: String(order.totalAmount * 100),
      vnp_BankCode: 'NCB',
      vnp_OrderInfo: 'Thanh toan',
      vnp_PayDate: '20260101120000',
      vnp_ResponseCode: '00',
      vnp_TmnCode: new URL(paymentUrl).searchParams.get('vnp_TmnCode') ?? '',
      vnp_TransactionNo: '12345678',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: order.code,
    };
    const forged = { ...signVnpayParams(base, 'not-the-secret') };
    expect((await ipn(forged)).json()).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    const tampered = { ...signVnpayParams(base, secret), vnp_Amount: '100' };
    expect((await ipn(tampered)).json().RspCode).toBe('97');
    const cheap = signVnpayParams({ ...base, vnp_Amount: '100' }, secret);
    expect((await ipn(cheap)).json()).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    const unknown = signVnpayParams({ ...base, vnp_TxnRef: 'ODZZZZZZZZZZ' }, secret);
    expect((await ipn(unknown)).json().RspCode).toBe('01');
    const after = await detail(order._id);
    expect(after.payment.status).toBe('pending');
    expect(after.status).toBe('pending');

    const badReturn = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/vnpay-return',
      payload: forged,
    });
    expectFailure(badReturn, 'PAYMENT_SIGNATURE_INVALID');
  });

  it("refuses the payment link's own parameters replayed to the IPN (99) and to the return call, changing nothing", async () => {
    const before = await stockOf(product.id);
    const { order, paymentUrl } = await createVnpay();
    // The link is signed with the same secret as the gateway's callbacks, but carries none of the result fields.
    const link = Object.fromEntries(new URL(paymentUrl).searchParams);
    expect(link.vnp_SecureHash).toBeTruthy();
    expect((await ipn(link)).json()).toEqual({ RspCode: '99', Message: 'Unknown error' });
    const back = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/vnpay-return',
      payload: link,
    });
    expectFailure(back, 'PAYMENT_SIGNATURE_INVALID');
    const after = await detail(order._id);
    expect(after.status).toBe('pending');
    expect(after.payment.status).toBe('pending');
    expect(after.statusHistory).toHaveLength(order.statusHistory.length);
    expect(await stockOf(product.id)).toBe(before - 2);
  });

  it('a cancelled payment cancels the order by System with the stock back; the return call answers 422', async () => {
    const before = await stockOf(product.id);
    const { order, paymentUrl } = await createVnpay();
    expect(await stockOf(product.id)).toBe(before - 2);
    const params = await payOnSandbox(paymentUrl, 'cancel');
    expect(params.vnp_ResponseCode).toBe('24');
    const cancelled = await detail(order._id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelledBy).toBe('System');
    expect(cancelled.payment.status).toBe('failed');
    expect(await stockOf(product.id)).toBe(before);
    const back = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/vnpay-return',
      payload: params,
    });
    expectFailure(back, 'PAYMENT_FAILED', 'Khách hàng hủy giao dịch');
  });
});

describe('Stripe orders', () => {
  const webhook = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });

  async function createStripe() {
    const res = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/stripe',
      payload: orderBody(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { order: Order; paymentUrl: string; stripeSessionId: string } }>().data;
  }

  it('round trip: paying on the sandbox sends the signed webhook, which settles the order; the return call shows it', async () => {
    const { order, paymentUrl, stripeSessionId } = await createStripe();
    expect(paymentUrl).toBe(`${t.config.publicUrl}/sandbox/stripe/checkout/${stripeSessionId}`);
    expect(order.payment.status).toBe('pending');
    // The card page names the order by its code, never by its internal id.
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/stripe/checkout/${stripeSessionId}` });
    expect(page.body).toContain(order.code);
    expect(page.body).not.toContain(order._id);
    delivered.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/stripe/checkout/${stripeSessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'pay',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${t.config.publicUrl}/order-return?session_id=${stripeSessionId}`);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.status).toBe(200);
    expect(JSON.parse(delivered[0]?.body ?? '{}')).toEqual({ received: true });
    const paid = await detail(order._id);
    expect(paid.payment.status).toBe('paid');
    expect(paid.payment.transactionId).toMatch(/^pi_/);

    const back = await injectAs(t.app, p.user, {
      method: 'GET',
      url: `/orders/stripe-return?stripeSessionId=${stripeSessionId}`,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<{ data: Order }>().data.payment.status).toBe('paid');
  });

  it('refuses a webhook with a bad signature (400) and treats a replayed event as a no-op', async () => {
    const { order, stripeSessionId } = await createStripe();
    const secret = t.config.payments.sandboxSecrets.stripeWebhookSecret;
    const body = JSON.stringify({
      id: 'evt_test_expired_once',
      object: 'event',
      type: 'checkout.session.expired',
      data: {
        object: { id: stripeSessionId, object: 'checkout.session', metadata: { orderId: order._id } },
      },
    });
    const bad = await webhook(
      body,
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_x' }),
    );
    expectFailure(bad, 'PAYMENT_SIGNATURE_INVALID');
    expect((await detail(order._id)).status).toBe('pending');

    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    expect((await webhook(body, signature)).json()).toEqual({ received: true });
    const cancelled = await detail(order._id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelledBy).toBe('System');
    expect((await webhook(body, signature)).statusCode).toBe(200);
    expect((await detail(order._id)).statusHistory).toHaveLength(cancelled.statusHistory.length);
  });

  /** A signed `checkout.session.completed` whose session fields are the order's own unless overridden. */
  async function completed(
    eventId: string,
    session: { id: string; orderId: string; amount: number } & Record<string, unknown>,
  ) {
    const { id, orderId, amount, ...rest } = session;
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id,
          object: 'checkout.session',
          amount_total: amount,
          currency: 'vnd',
          payment_status: 'paid',
          status: 'complete',
          payment_intent: 'pi_forged',
          client_reference_id: orderId,
          metadata: { orderId },
          ...rest,
        },
      },
    });
    const secret = t.config.payments.sandboxSecrets.stripeWebhookSecret;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    const res = await webhook(body, signature);
    // Ignored events are still acknowledged, so Stripe stops retrying them.
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    return { body, signature };
  }

  async function eventRecorded(eventId: string): Promise<boolean> {
    const rows = await q<{ n: number }>(
      sql`select count(*)::int as n from processed_payment_events where provider = 'stripe' and event_id = ${eventId}`,
    );
    return rows[0]?.n === 1;
  }

  it('ignores a signed completed session whose amount is not the order total (recorded, 200, nothing changes)', async () => {
    const { order, stripeSessionId } = await createStripe();
    const sent = await completed('evt_test_amount_one', {
      id: stripeSessionId,
      orderId: order._id,
      amount: 1,
    });
    expect(await eventRecorded('evt_test_amount_one')).toBe(true);
    const after = await detail(order._id);
    expect(after.payment.status).toBe('pending');
    expect(after.statusHistory).toHaveLength(order.statusHistory.length);
    // A replay is a no-op too.
    expect((await webhook(sent.body, sent.signature)).statusCode).toBe(200);
    expect((await detail(order._id)).payment.status).toBe('pending');
  });

  it('ignores a completed session in another currency', async () => {
    const { order, stripeSessionId } = await createStripe();
    await completed('evt_test_usd', {
      id: stripeSessionId,
      orderId: order._id,
      amount: order.totalAmount,
      currency: 'usd',
    });
    expect((await detail(order._id)).payment.status).toBe('pending');
  });

  it('ignores a completed session that is not the one stored on the order', async () => {
    const { order } = await createStripe();
    await completed('evt_test_other_session', {
      id: 'cs_test_not_this_orders',
      orderId: order._id,
      amount: order.totalAmount,
    });
    expect(await eventRecorded('evt_test_other_session')).toBe(true);
    expect((await detail(order._id)).payment.status).toBe('pending');
  });

  it("ignores a completed session naming another order than the session's own", async () => {
    const first = await createStripe();
    const second = await createStripe();
    await completed('evt_test_crossed', {
      id: first.stripeSessionId,
      orderId: second.order._id,
      amount: second.order.totalAmount,
    });
    expect((await detail(first.order._id)).payment.status).toBe('pending');
    expect((await detail(second.order._id)).payment.status).toBe('pending');
  });

  it('ignores a completed session naming a VNPay order', async () => {
    const { order } = await createVnpay();
    await completed('evt_test_vnpay_order', {
      id: 'cs_test_for_vnpay',
      orderId: order._id,
      amount: order.totalAmount,
    });
    const after = await detail(order._id);
    expect(after.payment.status).toBe('pending');
    expect(after.statusHistory).toHaveLength(order.statusHistory.length);
  });

  it('settles a completed session that matches the order (session, method, currency, amount)', async () => {
    const { order, stripeSessionId } = await createStripe();
    await completed('evt_test_matching', {
      id: stripeSessionId,
      orderId: order._id,
      amount: order.totalAmount,
    });
    const paid = await detail(order._id);
    expect(paid.payment.status).toBe('paid');
    expect(paid.payment.transactionId).toBe('pi_forged');
  });

  it('the cancel path expires the session and cancels the order → 422 PAYMENT_FAILED', async () => {
    const before = await stockOf(product.id);
    const { order } = await createStripe();
    const res = await injectAs(t.app, p.user, {
      method: 'GET',
      url: `/orders/stripe-return?orderSessionId=${order._id}`,
    });
    expectFailure(res, 'PAYMENT_FAILED', 'Thanh toán Stripe thất bại, vui lòng thử lại');
    expect((await detail(order._id)).status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(before);
  });
});

describe('return address', () => {
  const place = (url: '/orders/vnpay' | '/orders/stripe', origin: string) =>
    injectAs(t.app, p.user, { method: 'POST', url, headers: { origin }, payload: orderBody() });

  it('VNPay returns to the loopback origin the checkout was made from, never to a foreign host', async () => {
    const local = await place('/orders/vnpay', 'http://127.0.0.1:3000');
    expect(local.statusCode, local.body).toBe(201);
    const link = new URL(local.json<{ data: { paymentUrl: string } }>().data.paymentUrl);
    expect(link.searchParams.get('vnp_ReturnUrl')).toBe('http://127.0.0.1:3000/order-return');
    const foreign = await place('/orders/vnpay', 'http://evil.example:3000');
    const other = new URL(foreign.json<{ data: { paymentUrl: string } }>().data.paymentUrl);
    expect(other.searchParams.get('vnp_ReturnUrl')).toBe(`${t.config.publicUrl}/order-return`);
  });

  it('Stripe returns to the loopback origin the checkout was made from, never to a foreign host', async () => {
    const local = await place('/orders/stripe', 'http://127.0.0.1:3000');
    expect(local.statusCode, local.body).toBe(201);
    const { order, stripeSessionId } = local.json<{ data: { order: Order; stripeSessionId: string } }>().data;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/stripe/checkout/${stripeSessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'pay',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      }).toString(),
    });
    expect(paid.headers.location).toBe(`http://127.0.0.1:3000/order-return?session_id=${stripeSessionId}`);
    expect((await detail(order._id)).payment.status).toBe('paid');
    const foreign = await place('/orders/stripe', 'http://evil.example:3000');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/sandbox/stripe/checkout/${foreign.json<{ data: { stripeSessionId: string } }>().data.stripeSessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(cancel.headers.location).toMatch(
      new RegExp(`^${t.config.publicUrl}/order-return\\?order_session=`),
    );
  });
});

describe('payment expiry', () => {
  function sweeper() {
    const shipping = createShippingService({
      db: t.database.db,
      clock: t.clock,
      config: t.config.shipping,
      log: t.app.log,
    });
    const providers = createPaymentProviders(t.config, () => t.clock.now());
    return createPaymentsService({
      db: t.database.db,
      clock: t.clock,
      publicUrl: t.config.publicUrl,
      orders: createOrdersService({
        db: t.database.db,
        clock: t.clock,
        shipping,
        catalog: { invalidate: () => undefined },
        shippingSource: () => shipping.source,
        jobs: createJobQueue({ db: t.database.db, clock: t.clock, log: t.app.log }),
        notifications: createNotificationsService({ db: t.database.db, clock: t.clock }),
        publicUrl: t.config.publicUrl,
      }),
      vnpay: providers.vnpay,
      stripe: providers.stripe,
    });
  }

  it('the sweep cancels unpaid online orders past expiresAt with their stock back; a late payment becomes refund_pending', async () => {
    const payments = sweeper();
    const before = await stockOf(product.id);
    const { order, paymentUrl } = await createVnpay();
    t.clock.advance(14 * 60_000);
    expect(await payments.sweepExpired()).not.toContain(order._id);
    expect((await detail(order._id)).status).toBe('pending');
    t.clock.advance(2 * 60_000);
    // Earlier tests' orders still awaiting payment (2 units each) expire too.
    const swept = await payments.sweepExpired();
    expect(swept).toContain(order._id);
    const expired = await detail(order._id);
    expect(expired.status).toBe('cancelled');
    expect(expired.cancelledBy).toBe('System');
    expect(expired.payment.status).toBe('failed');
    expect(await stockOf(product.id)).toBe(before + 2 * (swept.length - 1));
    const restored = await stockOf(product.id);
    expect(await payments.sweepExpired()).not.toContain(order._id);

    // The customer paid at the last second: VNPay's IPN arrives after the cancellation.
    const secret = t.config.payments.sandboxSecrets.vnpayHashSecret;
    const late = signVnpayParams(
      {
        vnp_Amount: String(order.totalAmount * 100),
        vnp_BankCode: 'NCB',
        vnp_PayDate: '20260101120000',
        vnp_ResponseCode: '00',
        vnp_TmnCode: new URL(paymentUrl).searchParams.get('vnp_TmnCode') ?? '',
        vnp_TransactionNo: '87654321',
        vnp_TransactionStatus: '00',
        vnp_TxnRef: order.code,
      },
      secret,
    );
    expect((await ipn(late)).json().RspCode).toBe('00');
    const refund = await detail(order._id);
    expect(refund.status).toBe('cancelled');
    expect(refund.payment.status).toBe('refund_pending');
    expect(await stockOf(product.id)).toBe(restored);
    expect((await ipn(late)).json().RspCode).toBe('02');
    const back = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/vnpay-return',
      payload: late,
    });
    expectFailure(back, 'PAYMENT_EXPIRED');
  });

  it('expires an unpaid Stripe order and its Checkout Session', async () => {
    const res = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/stripe',
      payload: orderBody(),
    });
    const { order, stripeSessionId } = res.json<{ data: { order: Order; stripeSessionId: string } }>().data;
    t.clock.advance(16 * 60_000);
    expect(await t.app.sweepExpiredPayments()).toContain(order._id);
    expect((await detail(order._id)).status).toBe('cancelled');
    // The app's sandbox no longer takes a payment for that session.
    const late = await t.app.inject({
      method: 'POST',
      url: `/sandbox/stripe/checkout/${stripeSessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'pay',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      }).toString(),
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('paying again (POST /orders/{id}/pay)', () => {
  const payAgain = (id: string, who = p.user) =>
    injectAs(t.app, who, { method: 'POST', url: `/orders/${id}/pay` });
  const cardForm = new URLSearchParams({
    action: 'pay',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  }).toString();

  it('VNPay: a new link with a new vnp_TxnRef for the same order; the old link can neither cancel nor pay it twice', async () => {
    const { order, paymentUrl: oldUrl } = await createVnpay();
    const res = await payAgain(order._id);
    expect(res.statusCode, res.body).toBe(200);
    const { paymentUrl } = res.json<{ data: { paymentUrl: string } }>().data;
    const link = new URL(paymentUrl);
    const oldLink = new URL(oldUrl);
    expect(link.searchParams.get('vnp_TxnRef')).not.toBe(oldLink.searchParams.get('vnp_TxnRef'));
    expect(link.searchParams.get('vnp_TxnRef')).toContain(order.code);
    expect(link.searchParams.get('vnp_Amount')).toBe(String(order.totalAmount * 100));
    expect(link.searchParams.get('vnp_ExpireDate')).toBe(oldLink.searchParams.get('vnp_ExpireDate'));
    expect((await detail(order._id)).payment.paymentUrl).toBe(paymentUrl);

    // The old link's cancellation reaches the IPN: the order keeps waiting for the new payment.
    const cancelled = await payOnSandbox(oldUrl, 'cancel');
    expect(cancelled.vnp_ResponseCode).toBe('24');
    const waiting = await detail(order._id);
    expect(waiting.status).toBe('pending');
    expect(waiting.payment.status).toBe('pending');

    const params = await payOnSandbox(paymentUrl, 'pay');
    const paid = await detail(order._id);
    expect(paid.payment.status).toBe('paid');
    expect(paid.payment.transactionId).toBe(params.vnp_TransactionNo);
    const back = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/vnpay-return',
      payload: params,
    });
    expect(back.statusCode, back.body).toBe(200);

    // A payment through the old link arriving later settles nothing a second time.
    const secret = t.config.payments.sandboxSecrets.vnpayHashSecret;
    const late = signVnpayParams(
      {
        vnp_Amount: String(order.totalAmount * 100),
        vnp_BankCode: 'NCB',
        vnp_PayDate: '20260101120000',
        vnp_ResponseCode: '00',
        vnp_TmnCode: oldLink.searchParams.get('vnp_TmnCode') ?? '',
        vnp_TransactionNo: '11112222',
        vnp_TransactionStatus: '00',
        vnp_TxnRef: oldLink.searchParams.get('vnp_TxnRef') ?? '',
      },
      secret,
    );
    expect((await ipn(late)).json().RspCode).toBe('02');
    const after = await detail(order._id);
    expect(after.payment.transactionId).toBe(params.vnp_TransactionNo);
    expect(after.statusHistory).toHaveLength(paid.statusHistory.length);
  });

  it('Stripe: a new Checkout Session for the same order, the old one expired; its expiry event changes nothing', async () => {
    const res = await injectAs(t.app, p.user, {
      method: 'POST',
      url: '/orders/stripe',
      payload: orderBody(),
    });
    const first = res.json<{ data: { order: Order; stripeSessionId: string } }>().data;
    const again = await payAgain(first.order._id);
    expect(again.statusCode, again.body).toBe(200);
    const { paymentUrl } = again.json<{ data: { paymentUrl: string } }>().data;
    const sessionId = paymentUrl.split('/').at(-1) ?? '';
    expect(sessionId).not.toBe(first.stripeSessionId);
    // The old session is expired through the provider: it takes no payment any more.
    const old = await t.app.inject({
      method: 'POST',
      url: `/sandbox/stripe/checkout/${first.stripeSessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: cardForm,
    });
    expect(old.statusCode).toBe(409);
    // Stripe then reports the old session expired: the order keeps waiting for the new one.
    const body = JSON.stringify({
      id: 'evt_test_old_session_expired',
      object: 'event',
      type: 'checkout.session.expired',
      data: {
        object: {
          id: first.stripeSessionId,
          object: 'checkout.session',
          metadata: { orderId: first.order._id },
        },
      },
    });
    const secret = t.config.payments.sandboxSecrets.stripeWebhookSecret;
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
      },
      payload: body,
    });
    expect(hook.statusCode).toBe(200);
    expect((await detail(first.order._id)).status).toBe('pending');

    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox/stripe/checkout/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: cardForm,
    });
    expect(paid.statusCode).toBe(303);
    expect((await detail(first.order._id)).payment.status).toBe('paid');
    const back = await injectAs(t.app, p.user, {
      method: 'GET',
      url: `/orders/stripe-return?stripeSessionId=${sessionId}`,
    });
    expect(back.json<{ data: Order }>().data.payment.status).toBe('paid');
  });

  it('two concurrent "Thanh toán lại" of one order answer one new page', async () => {
    const { order } = await createVnpay();
    const [a, b] = await Promise.all([payAgain(order._id), payAgain(order._id)]);
    expect(a?.statusCode, a?.body).toBe(200);
    expect(b?.statusCode, b?.body).toBe(200);
    const urls = [a, b].map((r) => r?.json<{ data: { paymentUrl: string } }>().data.paymentUrl);
    const refs = await q<{ txn_ref: string; replaced: boolean }>(
      sql`select txn_ref, replaced_at is not null as replaced from vnpay_payments where order_id = ${order._id} order by txn_ref`,
    );
    expect(refs.filter((r) => !r.replaced)).toHaveLength(1);
    expect(urls).toContain((await detail(order._id)).payment.paymentUrl);
  });

  it('refuses a paid order, a COD order and another customer’s order', async () => {
    const cod = await injectAs(t.app, p.user, { method: 'POST', url: '/orders/cod', payload: orderBody() });
    const codOrder = cod.json<{ data: Order }>().data;
    expectFailure(await payAgain(codOrder._id), 'ORDER_STATUS_INVALID');
    const { order, paymentUrl } = await createVnpay();
    expectFailure(await payAgain(order._id, p.doctor), 'AUTH_REQUIRED');
    const stranger = await loginUser(t.app, DEMO_REVIEWERS[0]?.email, DEMO.customer.password);
    expectFailure(await payAgain(order._id, stranger), 'ORDER_NOT_FOUND');
    await payOnSandbox(paymentUrl, 'pay');
    expectFailure(await payAgain(order._id), 'ORDER_STATUS_INVALID');
    expectFailure(await payAgain('00000000-0000-4000-8000-000000000000'), 'ORDER_NOT_FOUND');
  });

  it('refuses once the 15 minutes have run out', async () => {
    const { order } = await createVnpay();
    t.clock.advance(15 * 60_000 + 1000);
    expectFailure(await payAgain(order._id), 'PAYMENT_EXPIRED');
    expect((await detail(order._id)).payment.status).toBe('pending');
  });
});
