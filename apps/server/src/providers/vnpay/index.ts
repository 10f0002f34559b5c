import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * VNPay payment gateway, protocol v2.1.0 (ADR 0010).
 *
 * Payment URL and IPN/return signature: every `vnp_*` parameter except vnp_SecureHash(Type), sorted by key,
 * each key and value form-encoded (encodeURIComponent with spaces as '+', as VNPay's Node sample does), joined
 * `k=v&k=v`; vnp_SecureHash = hex HMAC-SHA512(hashSecret, that string). The same string is the query string.
 *
 * querydr (JSON API): signed over the pipe-joined fields
 * `vnp_RequestId|vnp_Version|vnp_Command|vnp_TmnCode|vnp_TxnRef|vnp_TransactionDate|vnp_CreateDate|vnp_IpAddr|vnp_OrderInfo`,
 * the answer over
 * `vnp_ResponseId|vnp_Command|vnp_ResponseCode|vnp_Message|vnp_TmnCode|vnp_TxnRef|vnp_Amount|vnp_BankCode|vnp_PayDate|vnp_TransactionNo|vnp_TransactionType|vnp_TransactionStatus|vnp_OrderInfo|vnp_PromotionCode|vnp_PromotionAmount`.
 *
 * refund (the same JSON API, ADR 0061): signed over
 * `vnp_RequestId|vnp_Version|vnp_Command|vnp_TmnCode|vnp_TransactionType|vnp_TxnRef|vnp_Amount|vnp_TransactionNo|vnp_TransactionDate|vnp_CreateBy|vnp_CreateDate|vnp_IpAddr|vnp_OrderInfo`
 * (vnp_TransactionType '02' a full refund, '03' a part), the answer over the querydr answer's fields without the
 * promotion ones.
 */

export const VNPAY_VERSION = '2.1.0';

export type VnpayParams = Record<string, string>;

export type VnpayCredentials = { tmnCode: string; hashSecret: string };

/** One key or value as VNPay's samples encode it: percent-encoded UTF-8, spaces as '+'. */
export function vnpayEncode(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+');
}

/** The string that is signed, and also the query string: sorted `vnp_*` pairs without the hash fields. */
export function vnpaySignData(params: VnpayParams): string {
  return Object.keys(params)
    .filter((key) => key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType')
    .filter((key) => params[key] !== undefined && params[key] !== '')
    .map((key) => [vnpayEncode(key), vnpayEncode(params[key] ?? '')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

export function hmacSha512(secret: string, data: string): string {
  return createHmac('sha512', secret).update(data, 'utf8').digest('hex');
}

/** Signs the parameters: returns them with vnp_SecureHash added. */
export function signVnpayParams(params: VnpayParams, hashSecret: string): VnpayParams {
  const clean: VnpayParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType' && value !== '') clean[key] = value;
  }
  return { ...clean, vnp_SecureHash: hmacSha512(hashSecret, vnpaySignData(clean)) };
}

function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase(), 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when vnp_SecureHash matches the other parameters (constant-time comparison). */
export function verifyVnpayParams(params: Record<string, unknown>, hashSecret: string): boolean {
  const given = params.vnp_SecureHash;
  if (typeof given !== 'string' || given.length === 0) return false;
  const strings: VnpayParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith('vnp_')) continue;
    if (typeof value !== 'string') return false;
    strings[key] = value;
  }
  return safeEqualHex(given, hmacSha512(hashSecret, vnpaySignData(strings)));
}

/** `yyyyMMddHHmmss` in Vietnam time (GMT+7, no daylight saving), as every VNPay date field. */
export function vnpayDate(date: Date): string {
  const shifted = new Date(date.getTime() + 7 * 3_600_000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return (
    pad(shifted.getUTCFullYear(), 4) +
    pad(shifted.getUTCMonth() + 1) +
    pad(shifted.getUTCDate()) +
    pad(shifted.getUTCHours()) +
    pad(shifted.getUTCMinutes()) +
    pad(shifted.getUTCSeconds())
  );
}

/** Reads a VNPay `yyyyMMddHHmmss` (GMT+7) date; null when malformed. */
export function parseVnpayDate(text: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h - 7, mi, s));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Order description as VNPay asks for it: Vietnamese without diacritics, no special characters
 * ("Tiếng Việt không dấu"), at most 255 characters.
 */
export function vnpayOrderInfo(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 255);
}

export type BuildPaymentUrlInput = {
  txnRef: string;
  /** In VND; sent as vnp_Amount = amount × 100. */
  amount: number;
  orderInfo: string;
  ipAddr: string;
  returnUrl: string;
  createDate: Date;
  expireDate: Date;
  locale?: 'vn' | 'en';
  orderType?: string;
  bankCode?: string;
};

/** The vnp_* parameters of a payment request (unsigned). */
export function paymentParams(input: BuildPaymentUrlInput, tmnCode: string): VnpayParams {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new RangeError('VNPay amount must be a positive whole number of đồng.');
  }
  const params: VnpayParams = {
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'pay',
    vnp_TmnCode: tmnCode,
    vnp_Locale: input.locale ?? 'vn',
    vnp_CurrCode: 'VND',
    vnp_TxnRef: input.txnRef,
    vnp_OrderInfo: input.orderInfo,
    vnp_OrderType: input.orderType ?? 'other',
    vnp_Amount: String(input.amount * 100),
    vnp_ReturnUrl: input.returnUrl,
    vnp_IpAddr: input.ipAddr,
    vnp_CreateDate: vnpayDate(input.createDate),
    vnp_ExpireDate: vnpayDate(input.expireDate),
  };
  if (input.bankCode) params.vnp_BankCode = input.bankCode;
  return params;
}

/** The result fields VNPay puts on its IPN and return calls, and never on a payment request. */
export const VNPAY_CALLBACK_FIELDS = [
  'vnp_ResponseCode',
  'vnp_TransactionStatus',
  'vnp_TransactionNo',
] as const;

/**
 * True when the parameters look like a gateway callback: every result field is present, and none of the payment
 * request's own fields. A payment link is signed with the same secret, so its query string passes `verify`:
 * without this check it could be replayed as a (failed) IPN.
 */
export function isVnpayCallback(params: Record<string, unknown>): boolean {
  if (VNPAY_CALLBACK_FIELDS.some((key) => typeof params[key] !== 'string' || params[key] === ''))
    return false;
  return params.vnp_Command === undefined && params.vnp_ReturnUrl === undefined;
}

/** IPN answers, in VNPay's own format (not the API envelope). */
export const VNPAY_IPN = {
  success: { RspCode: '00', Message: 'Confirm Success' },
  orderNotFound: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  invalidAmount: { RspCode: '04', Message: 'Invalid amount' },
  invalidSignature: { RspCode: '97', Message: 'Invalid signature' },
  unknownError: { RspCode: '99', Message: 'Unknown error' },
} as const satisfies Record<string, { RspCode: string; Message: string }>;

export type VnpayIpnAnswer = (typeof VNPAY_IPN)[keyof typeof VNPAY_IPN];

/** vnp_ResponseCode of a payment → the message shown to the customer. */
export const VNPAY_RESPONSE_MESSAGES: Record<string, string> = {
  '00': 'Giao dịch thành công',
  '07': 'Trừ tiền thành công. Giao dịch bị nghi ngờ (liên quan tới lừa đảo, giao dịch bất thường).',
  '09': 'Thẻ/Tài khoản của khách hàng chưa đăng ký dịch vụ InternetBanking tại ngân hàng.',
  '10': 'Khách hàng xác thực thông tin thẻ/tài khoản không đúng quá 3 lần.',
  '11': 'Đã hết hạn chờ thanh toán. Xin quý khách vui lòng thực hiện lại giao dịch.',
  '12': 'Thẻ/Tài khoản của khách hàng bị khóa.',
  '13': 'Quý khách nhập sai mật khẩu xác thực giao dịch (OTP). Xin quý khách vui lòng thực hiện lại giao dịch.',
  '24': 'Khách hàng hủy giao dịch.',
  '51': 'Tài khoản của quý khách không đủ số dư để thực hiện giao dịch.',
  '65': 'Tài khoản của quý khách đã vượt quá hạn mức giao dịch trong ngày.',
  '75': 'Ngân hàng thanh toán đang bảo trì.',
  '79': 'Quý khách nhập sai mật khẩu thanh toán quá số lần quy định. Xin quý khách vui lòng thực hiện lại giao dịch.',
  '99': 'Các lỗi khác (lỗi còn lại, không có trong danh sách mã lỗi đã liệt kê).',
};

export function vnpayResponseMessage(code: string): string {
  return VNPAY_RESPONSE_MESSAGES[code] ?? (VNPAY_RESPONSE_MESSAGES['99'] as string);
}

export type QueryTransactionInput = {
  txnRef: string;
  /** vnp_CreateDate of the payment request (vnp_TransactionDate of the query). */
  transactionDate: Date;
  orderInfo: string;
  ipAddr: string;
  transactionNo?: string;
  /** The query's own time (defaults to now). */
  now?: Date;
  requestId?: string;
};

export type QueryTransactionResult = {
  /** The raw JSON answer (vnp_* fields). */
  raw: Record<string, string>;
  /** vnp_ResponseCode of the query itself ('00' = found). */
  responseCode: string;
  /** vnp_TransactionStatus of the payment ('00' = paid). */
  transactionStatus: string | null;
  /** In VND (vnp_Amount ÷ 100), when given. */
  amount: number | null;
  transactionNo: string | null;
  /** The answer's own signature checked. */
  signatureValid: boolean;
};

const QUERY_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

const QUERY_RESPONSE_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
] as const;

export function querydrRequestSignData(body: Record<string, string>): string {
  return QUERY_REQUEST_FIELDS.map((key) => body[key] ?? '').join('|');
}

export function querydrResponseSignData(body: Record<string, string>): string {
  return QUERY_RESPONSE_FIELDS.map((key) => body[key] ?? '').join('|');
}

export type RefundInput = {
  txnRef: string;
  /** In VND. */
  amount: number;
  /** The vnp_CreateDate of the payment request refunded. */
  transactionDate: Date;
  transactionNo: string | null;
  /** Who asks for it (vnp_CreateBy). */
  createBy: string;
  orderInfo: string;
  ipAddr: string;
  full: boolean;
  now?: Date;
  requestId?: string;
};

export type RefundResult = {
  raw: Record<string, string>;
  /** '00' refunded; '94' a refund of it is already being processed; others refused (VNPAY_RESPONSE_MESSAGES). */
  responseCode: string;
  signatureValid: boolean;
};

const REFUND_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

const REFUND_RESPONSE_FIELDS = QUERY_RESPONSE_FIELDS.slice(0, -2);

export function refundRequestSignData(body: Record<string, string>): string {
  return REFUND_REQUEST_FIELDS.map((key) => body[key] ?? '').join('|');
}

export function refundResponseSignData(body: Record<string, string>): string {
  return REFUND_RESPONSE_FIELDS.map((key) => body[key] ?? '').join('|');
}

/** Whether a signed JSON answer's vnp_SecureHash matches (constant-time). */
export function verifyApiAnswer(raw: Record<string, string>, signData: string, hashSecret: string): boolean {
  return (
    typeof raw.vnp_SecureHash === 'string' &&
    safeEqualHex(raw.vnp_SecureHash, hmacSha512(hashSecret, signData))
  );
}

export type VnpayProvider = {
  tmnCode: string;
  /** True when this is the built-in sandbox (no VNPay credentials). */
  sandbox: boolean;
  buildPaymentUrl(input: BuildPaymentUrlInput): string;
  verify(params: Record<string, unknown>): boolean;
  /** Signs a parameter set with this provider's secret (the sandbox signs its IPN and return calls). */
  sign(params: VnpayParams): VnpayParams;
  queryTransaction(input: QueryTransactionInput): Promise<QueryTransactionResult>;
  refund(input: RefundInput): Promise<RefundResult>;
};

export function createVnpayProvider(options: {
  credentials: VnpayCredentials;
  payUrl: string;
  apiUrl: string;
  sandbox?: boolean;
  fetch?: typeof fetch;
}): VnpayProvider {
  const { credentials, payUrl, apiUrl } = options;
  const doFetch = options.fetch ?? fetch;
  async function post(body: Record<string, string>, command: string): Promise<Record<string, string>> {
    const response = await doFetch(apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`VNPay ${command} answered HTTP ${response.status}`);
    const json = (await response.json()) as Record<string, unknown>;
    const raw: Record<string, string> = {};
    for (const [key, value] of Object.entries(json)) {
      if (value !== null && value !== undefined) raw[key] = String(value);
    }
    return raw;
  }
  return {
    tmnCode: credentials.tmnCode,
    sandbox: options.sandbox ?? false,
    buildPaymentUrl(input) {
      const signed = signVnpayParams(paymentParams(input, credentials.tmnCode), credentials.hashSecret);
      const hash = signed.vnp_SecureHash ?? '';
      const query = vnpaySignData(signed);
      return `${payUrl}${payUrl.includes('?') ? '&' : '?'}${query}&vnp_SecureHash=${hash}`;
    },
    verify: (params) => verifyVnpayParams(params, credentials.hashSecret),
    sign: (params) => signVnpayParams(params, credentials.hashSecret),
    async queryTransaction(input) {
      const body: Record<string, string> = {
        vnp_RequestId: input.requestId ?? randomUUID().replace(/-/g, '').slice(0, 32),
        vnp_Version: VNPAY_VERSION,
        vnp_Command: 'querydr',
        vnp_TmnCode: credentials.tmnCode,
        vnp_TxnRef: input.txnRef,
        vnp_OrderInfo: input.orderInfo,
        vnp_TransactionDate: vnpayDate(input.transactionDate),
        vnp_CreateDate: vnpayDate(input.now ?? new Date()),
        vnp_IpAddr: input.ipAddr,
      };
      if (input.transactionNo) body.vnp_TransactionNo = input.transactionNo;
      body.vnp_SecureHash = hmacSha512(credentials.hashSecret, querydrRequestSignData(body));
      const raw = await post(body, 'querydr');
      const signatureValid = verifyApiAnswer(raw, querydrResponseSignData(raw), credentials.hashSecret);
      const amount = raw.vnp_Amount !== undefined ? Number(raw.vnp_Amount) / 100 : null;
      return {
        raw,
        responseCode: raw.vnp_ResponseCode ?? '99',
        transactionStatus: raw.vnp_TransactionStatus ?? null,
        amount: amount !== null && Number.isFinite(amount) ? amount : null,
        transactionNo: raw.vnp_TransactionNo ?? null,
        signatureValid,
      };
    },
    async refund(input) {
      const body: Record<string, string> = {
        vnp_RequestId: input.requestId ?? randomUUID().replace(/-/g, '').slice(0, 32),
        vnp_Version: VNPAY_VERSION,
        vnp_Command: 'refund',
        vnp_TmnCode: credentials.tmnCode,
        vnp_TransactionType: input.full ? '02' : '03',
        vnp_TxnRef: input.txnRef,
        vnp_Amount: String(input.amount * 100),
        vnp_TransactionNo: input.transactionNo ?? '',
        vnp_TransactionDate: vnpayDate(input.transactionDate),
        vnp_CreateBy: input.createBy,
        vnp_CreateDate: vnpayDate(input.now ?? new Date()),
        vnp_IpAddr: input.ipAddr,
        vnp_OrderInfo: input.orderInfo,
      };
      body.vnp_SecureHash = hmacSha512(credentials.hashSecret, refundRequestSignData(body));
      const raw = await post(body, 'refund');
      return {
        raw,
        responseCode: raw.vnp_ResponseCode ?? '99',
        signatureValid: verifyApiAnswer(raw, refundResponseSignData(raw), credentials.hashSecret),
      };
    },
  };
}

/**
 * The built-in sandbox's merchant API (ADR 0061): an in-process `fetch` answering VNPay's JSON API the way VNPay does
 * for a `refund` — the request's checksum and merchant checked ('97', '02'), a second full refund of one reference
 * refused with '94' — and answers signed like VNPay's. It keeps no record of payments (the sandbox pages keep them in
 * memory only), so it does not refuse an unknown reference. `querydr` answers '91' (not found): the sandbox's IPN
 * settles its payments.
 */
export function vnpaySandboxApi(
  credentials: VnpayCredentials,
  now: () => Date = () => new Date(),
): typeof fetch {
  const refunded = new Set<string>();
  const answer = (fields: Record<string, string>, signData: (b: Record<string, string>) => string) => {
    const body = { vnp_ResponseId: randomUUID().replace(/-/g, '').slice(0, 32), ...fields };
    return new Response(
      JSON.stringify({ ...body, vnp_SecureHash: hmacSha512(credentials.hashSecret, signData(body)) }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  };
  return async (_url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, string>;
    const command = body.vnp_Command ?? '';
    const base = {
      vnp_Command: command,
      vnp_TmnCode: body.vnp_TmnCode ?? '',
      vnp_TxnRef: body.vnp_TxnRef ?? '',
    };
    if (command !== 'refund') {
      return answer(
        { ...base, vnp_ResponseCode: '91', vnp_Message: 'Transaction not found' },
        querydrResponseSignData,
      );
    }
    const respond = (code: string, message: string) =>
      answer(
        {
          ...base,
          vnp_ResponseCode: code,
          vnp_Message: message,
          vnp_Amount: body.vnp_Amount ?? '',
          vnp_BankCode: 'NCB',
          vnp_PayDate: vnpayDate(now()),
          vnp_TransactionNo: body.vnp_TransactionNo ?? '',
          vnp_TransactionType: body.vnp_TransactionType ?? '',
          vnp_TransactionStatus: code === '00' ? '05' : '',
          vnp_OrderInfo: body.vnp_OrderInfo ?? '',
        },
        refundResponseSignData,
      );
    const signed = typeof body.vnp_SecureHash === 'string' ? body.vnp_SecureHash : '';
    if (!safeEqualHex(signed, hmacSha512(credentials.hashSecret, refundRequestSignData(body))))
      return respond('97', 'Invalid Checksum');
    if (body.vnp_TmnCode !== credentials.tmnCode) return respond('02', 'Invalid TmnCode');
    const amount = Number(body.vnp_Amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || !body.vnp_TxnRef)
      return respond('03', 'Invalid data');
    if (refunded.has(body.vnp_TxnRef)) return respond('94', 'Duplicate request');
    refunded.add(body.vnp_TxnRef);
    return respond('00', 'Refund success');
  };
}
