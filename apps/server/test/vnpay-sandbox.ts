import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Pays (or cancels) at the built-in VNPay sandbox as a shopper does: opens the payment URL's page, posts its form with
 * the button pressed, and answers the signed parameters VNPay sends back to `returnPath` (the same as its IPN's).
 */
export async function payOnVnpaySandbox(
  app: FastifyInstance,
  paymentUrl: string,
  action: 'pay' | 'cancel',
  returnPath: string,
  pageText = 'Thanh toán qua VNPAY',
): Promise<Record<string, string>> {
  const url = new URL(paymentUrl);
  const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(pageText);
  const form = new URLSearchParams(url.search);
  form.set('action', action);
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox/vnpay/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(res.statusCode).toBe(303);
  const back = new URL(res.headers.location as string);
  expect(back.pathname).toBe(returnPath);
  return Object.fromEntries(back.searchParams);
}
