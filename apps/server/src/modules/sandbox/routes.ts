import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, formatVnd, SITE_NAME } from '@lumi/shared';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { StripeSandbox } from '../../providers/stripe';
import {
  parseVnpayDate,
  vnpayDate,
  vnpayResponseMessage,
  vnpaySignData,
  type VnpayParams,
  type VnpayProvider,
} from '../../providers/vnpay';
import { amountBlock, details, errorPage, hiddenFields, sandboxCsp, sandboxLayout } from './pages';

type Deps = {
  config: Config;
  clock: Clock;
  /** The sandbox VNPay provider (signs with the sandbox secret); null when VNPay has credentials. */
  vnpay: VnpayProvider | null;
  stripe: StripeSandbox | null;
  fetch?: typeof fetch;
};

type Form = Record<string, string>;

function send(reply: FastifyReply, status: number, html: string, returnUrls: string[] = []) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', sandboxCsp(returnUrls))
    .send(html);
}

function stringFields(input: unknown): Form {
  const out: Form = {};
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
      if (typeof value === 'string') out[key] = value;
    }
  }
  return out;
}

function vnpFields(input: Form): VnpayParams {
  return Object.fromEntries(Object.entries(input).filter(([key]) => key.startsWith('vnp_')));
}

/** Delivers a server-to-server call; the receiving route may not exist yet, so failures are logged, not thrown. */
async function deliver(
  log: FastifyBaseLogger,
  what: string,
  run: () => Promise<Response>,
): Promise<number | null> {
  try {
    const response = await run();
    const text = await response.text().catch(() => '');
    if (response.status === 404) log.warn({ status: 404 }, `${what}: the endpoint does not exist yet (404)`);
    else if (!response.ok) log.warn({ status: response.status, body: text.slice(0, 500) }, `${what} failed`);
    else log.info({ status: response.status, body: text.slice(0, 500) }, `${what} delivered`);
    return response.status;
  } catch (err) {
    log.warn({ err }, `${what}: could not be delivered`);
    return null;
  }
}

function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Browser pages standing in for VNPay and Stripe Checkout when they have no credentials (api-contract §4.6,
 * ADR 0010). Mounted at the host root under /sandbox.
 */
export async function sandboxRoutes(app: FastifyInstance, deps: Deps) {
  const { config, clock } = deps;
  const doFetch = deps.fetch ?? fetch;
  const payments = config.payments;
  // The pages post ordinary HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const vnpay = deps.vnpay;
  if (vnpay) {
    /** Transactions this process already finished: a second submit gets the same answer. */
    const finished = new Map<string, VnpayParams>();

    const check = (params: VnpayParams): string | null => {
      if (!vnpay.verify(params)) return 'Chữ ký của yêu cầu thanh toán không hợp lệ (vnp_SecureHash).';
      if (params.vnp_Version !== '2.1.0' || params.vnp_Command !== 'pay')
        return 'Phiên bản hoặc lệnh không hỗ trợ.';
      if (params.vnp_TmnCode !== vnpay.tmnCode) return 'Mã website (vnp_TmnCode) không đúng.';
      const amount = Number(params.vnp_Amount);
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount % 100 !== 0) return 'Số tiền không hợp lệ.';
      if (!params.vnp_TxnRef || !params.vnp_ReturnUrl) return 'Thiếu mã giao dịch hoặc địa chỉ trả về.';
      try {
        new URL(params.vnp_ReturnUrl);
      } catch {
        return 'Địa chỉ trả về (vnp_ReturnUrl) không hợp lệ.';
      }
      return null;
    };

    const result = (params: VnpayParams, code: '00' | '24' | '11'): VnpayParams => {
      const paid = code === '00';
      const answer: VnpayParams = {
        vnp_Amount: params.vnp_Amount ?? '',
        vnp_BankCode: paid ? 'NCB' : 'VNPAY',
        vnp_OrderInfo: params.vnp_OrderInfo ?? '',
        vnp_PayDate: vnpayDate(clock.now()),
        vnp_ResponseCode: code,
        vnp_TmnCode: params.vnp_TmnCode ?? '',
        vnp_TransactionNo: paid ? String(randomInt(10_000_000, 100_000_000)) : '0',
        vnp_TransactionStatus: paid ? '00' : '02',
        vnp_TxnRef: params.vnp_TxnRef ?? '',
      };
      if (paid) {
        answer.vnp_BankTranNo = `VNP${randomInt(10_000_000, 100_000_000)}`;
        answer.vnp_CardType = 'ATM';
      }
      return vnpay.sign(answer);
    };

    app.get('/sandbox/vnpay/pay', { schema: { hide: true } }, async (req, reply) => {
      const params = vnpFields(stringFields(req.query));
      const problem = check(params);
      if (problem) return send(reply, 400, errorPage('vnpay', 'Yêu cầu thanh toán không hợp lệ', problem));
      const amount = Number(params.vnp_Amount) / 100;
      const expires = params.vnp_ExpireDate ? parseVnpayDate(params.vnp_ExpireDate) : null;
      const expired = expires !== null && expires.getTime() <= clock.now().getTime();
      const done = finished.get(params.vnp_TxnRef ?? '');
      const returnUrl = params.vnp_ReturnUrl as string;
      const notice = done
        ? `<div class="ok">Giao dịch này đã được xử lý: ${escapeHtml(vnpayResponseMessage(done.vnp_ResponseCode ?? '99'))}</div>`
        : expired
          ? `<div class="error">${escapeHtml(vnpayResponseMessage('11'))}</div>`
          : '';
      const buttons =
        done || expired
          ? `<div class="actions"><button class="pay" type="submit" name="action" value="back">Quay lại ${escapeHtml(SITE_NAME)}</button></div>`
          : `<div class="actions"><button class="cancel" type="submit" name="action" value="cancel">Hủy giao dịch</button><button class="pay" type="submit" name="action" value="pay">Thanh toán</button></div>`;
      const html = sandboxLayout({
        title: 'Thanh toán qua VNPAY',
        head: 'VNPAY',
        variant: 'vnpay',
        body: `<h1>Thanh toán qua VNPAY</h1>
${notice}
${details([
  ['Nhà cung cấp', `${SITE_NAME} (${params.vnp_TmnCode ?? ''})`],
  ['Mã giao dịch', params.vnp_TxnRef ?? ''],
  ['Nội dung', params.vnp_OrderInfo ?? ''],
  ['Ngân hàng', 'NCB — thẻ ATM nội địa (thử nghiệm)'],
  ...(expires
    ? ([['Hạn thanh toán', expires.toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' })]] as [
        string,
        string,
      ][])
    : []),
])}
${amountBlock(amount)}
<form method="post" action="/sandbox/vnpay/pay">
${hiddenFields({ ...params })}
${buttons}
</form>
<p class="note">Đây là cổng VNPAY mô phỏng của ${escapeHtml(SITE_NAME)}: không có tiền thật được trừ. Khi bấm “Thanh toán”, máy chủ nhận thông báo IPN được ký như VNPAY rồi bạn được đưa về cửa hàng.</p>`,
      });
      return send(reply, 200, html, [returnUrl]);
    });

    app.post('/sandbox/vnpay/pay', { schema: { hide: true } }, async (req, reply) => {
      const form = stringFields(req.body);
      const params = vnpFields(form);
      const problem = check(params);
      if (problem) return send(reply, 400, errorPage('vnpay', 'Yêu cầu thanh toán không hợp lệ', problem));
      const txnRef = params.vnp_TxnRef as string;
      const returnUrl = params.vnp_ReturnUrl as string;
      let answer = finished.get(txnRef);
      if (!answer) {
        const expires = params.vnp_ExpireDate ? parseVnpayDate(params.vnp_ExpireDate) : null;
        const expired = expires !== null && expires.getTime() <= clock.now().getTime();
        const code = expired ? '11' : form.action === 'pay' ? '00' : '24';
        answer = result(params, code);
        finished.set(txnRef, answer);
        const query = `${vnpaySignData(answer)}&vnp_SecureHash=${answer.vnp_SecureHash ?? ''}`;
        // VNPay calls the merchant's IPN address server to server (GET with the signed query) before the
        // browser comes back.
        await deliver(req.log, 'VNPay sandbox IPN', () =>
          doFetch(withQuery(payments.sandboxIpnUrl, query), { signal: AbortSignal.timeout(15_000) }),
        );
      }
      const query = `${vnpaySignData(answer)}&vnp_SecureHash=${answer.vnp_SecureHash ?? ''}`;
      return reply.header('cache-control', 'no-store').redirect(withQuery(returnUrl, query), 303);
    });
  }

  const stripe = deps.stripe;
  if (stripe) {
    const lost = () =>
      errorPage(
        'stripe',
        'Không tìm thấy phiên thanh toán',
        'Phiên thanh toán không tồn tại hoặc đã mất: môi trường thử nghiệm chỉ giữ phiên trong bộ nhớ, nên khi máy chủ khởi động lại các phiên cũ không còn. Vui lòng quay lại cửa hàng và đặt lại.',
      );

    const page = (id: string, error: string | null, card: Form) => {
      const session = stripe.session(id);
      if (!session) return null;
      const state =
        session.status === 'complete'
          ? '<div class="ok">Phiên này đã được thanh toán.</div>'
          : session.status === 'expired'
            ? '<div class="error">Phiên thanh toán đã hết hạn.</div>'
            : '';
      const lines = session.lines
        .map(
          (line) =>
            `<li><span>${escapeHtml(line.name)} × ${line.quantity}</span><span>${escapeHtml(formatVnd(line.unitAmount * line.quantity))}</span></li>`,
        )
        .join('');
      const open = session.status === 'open';
      const form = open
        ? `<form method="post" action="/sandbox/stripe/checkout/${escapeHtml(id)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(card.email ?? session.customerEmail ?? '')}">
<label for="cardNumber">Số thẻ</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="${escapeHtml(card.cardNumber ?? '4242 4242 4242 4242')}" pattern="[0-9 ]{12,23}" required>
<div class="row"><div><label for="expiry">Ngày hết hạn (MM/YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" value="${escapeHtml(card.expiry ?? defaultExpiry(clock.now()))}" pattern="[0-9]{2}/[0-9]{2}" required></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="${escapeHtml(card.cvc ?? '123')}" pattern="[0-9]{3,4}" required></div></div>
<label for="holder">Tên chủ thẻ</label>
<input id="holder" name="holder" autocomplete="cc-name" value="${escapeHtml(card.holder ?? 'NGUYEN VAN A')}">
<div class="actions"><button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Hủy</button><button class="pay" type="submit" name="action" value="pay">Thanh toán</button></div>
</form>`
        : `<p><a href="${escapeHtml(session.status === 'complete' ? stripe.successUrl(session) : session.cancelUrl)}">Quay lại ${escapeHtml(SITE_NAME)}</a></p>`;
      return sandboxLayout({
        title: 'Thanh toán thẻ (môi trường thử nghiệm)',
        head: 'Stripe Checkout',
        variant: 'stripe',
        body: `<h1>Thanh toán thẻ (môi trường thử nghiệm)</h1>
${state}${error ? `<div class="error">${escapeHtml(error)}</div>` : ''}
<ul class="lines">${lines}</ul>
${amountBlock(session.amountTotal)}
${form}
<p class="note">Thẻ thử 4242 4242 4242 4242 luôn thành công; 4000 0000 0000 0002 bị từ chối. Phiên thử nghiệm chỉ được giữ trong bộ nhớ máy chủ: khởi động lại máy chủ sẽ làm mất phiên.</p>`,
      });
    };

    app.get<{ Params: { id: string } }>(
      '/sandbox/stripe/checkout/:id',
      { schema: { hide: true } },
      async (req, reply) => {
        const session = stripe.session(req.params.id);
        const html = page(req.params.id, null, {});
        if (!session || !html) return send(reply, 404, lost());
        return send(reply, 200, html, [stripe.successUrl(session), session.cancelUrl]);
      },
    );

    app.post<{ Params: { id: string } }>(
      '/sandbox/stripe/checkout/:id',
      { schema: { hide: true } },
      async (req, reply) => {
        const session = stripe.session(req.params.id);
        if (!session) return send(reply, 404, lost());
        const urls = [stripe.successUrl(session), session.cancelUrl];
        const form = stringFields(req.body);
        if (session.status !== 'open') return send(reply, 409, page(session.id, null, form) ?? lost(), urls);
        if (form.action !== 'pay')
          return reply.header('cache-control', 'no-store').redirect(session.cancelUrl, 303);
        const problem = cardProblem(form, clock.now());
        if (problem) return send(reply, 422, page(session.id, problem, form) ?? lost(), urls);
        const event = stripe.complete(session.id);
        await deliver(req.log, 'Stripe sandbox webhook', () =>
          doFetch(payments.sandboxWebhookUrl, {
            method: 'POST',
            headers: {
              'content-type': 'application/json; charset=utf-8',
              'stripe-signature': event.signature,
              'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            },
            body: event.body,
            signal: AbortSignal.timeout(15_000),
          }),
        );
        return reply.header('cache-control', 'no-store').redirect(stripe.successUrl(event.session), 303);
      },
    );
  }
}

function defaultExpiry(now: Date): string {
  const year = (now.getUTCFullYear() + 3) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The sandbox's basic card checks; null when the card is accepted. */
export function cardProblem(form: Form, now: Date): string | null {
  const digits = (form.cardNumber ?? '').replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return 'Số thẻ không hợp lệ.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '');
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) return 'Ngày hết hạn không hợp lệ (MM/YY).';
  const year = 2000 + Number(expiry[2]);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return 'Thẻ đã hết hạn.';
  if (!/^\d{3,4}$/.test(form.cvc ?? '')) return 'Mã CVC không hợp lệ.';
  if (digits === '4000000000000002') return 'Thẻ bị từ chối (thẻ thử nghiệm luôn bị từ chối).';
  return null;
}
