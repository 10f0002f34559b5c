import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  createVnpayProvider,
  parseVnpayDate,
  querydrRequestSignData,
  querydrResponseSignData,
  signVnpayParams,
  verifyVnpayParams,
  VNPAY_IPN,
  vnpayDate,
  vnpayOrderInfo,
  vnpayResponseMessage,
  vnpaySignData,
} from './index';

const SECRET = 'SECRETKEYFORTESTSONLY0123456789AB';
const credentials = { tmnCode: 'DEMOV210', hashSecret: SECRET };
const provider = createVnpayProvider({
  credentials,
  payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  apiUrl: 'http://127.0.0.1:1/unused',
});

const input = {
  txnRef: 'LM20260315A1',
  amount: 1_250_000,
  orderInfo: 'Thanh toan don hang LM20260315A1',
  ipAddr: '127.0.0.1',
  returnUrl: 'http://localhost:3000/order-return',
  createDate: new Date('2026-03-15T03:30:00Z'),
  expireDate: new Date('2026-03-15T03:45:00Z'),
};

// Written by hand from the documented algorithm: keys sorted, values form-encoded, spaces as '+'.
const EXPECTED_SIGN_DATA =
  'vnp_Amount=125000000&vnp_Command=pay&vnp_CreateDate=20260315103000&vnp_CurrCode=VND' +
  '&vnp_ExpireDate=20260315104500&vnp_IpAddr=127.0.0.1&vnp_Locale=vn' +
  '&vnp_OrderInfo=Thanh+toan+don+hang+LM20260315A1&vnp_OrderType=other' +
  '&vnp_ReturnUrl=http%3A%2F%2Flocalhost%3A3000%2Forder-return&vnp_TmnCode=DEMOV210' +
  '&vnp_TxnRef=LM20260315A1&vnp_Version=2.1.0';

const hmac512 = (data: string) =>
  createHmac('sha512', SECRET).update(Buffer.from(data, 'utf8')).digest('hex');

describe('VNPay v2.1.0 payment URL', () => {
  it('signs the sorted, form-encoded parameters with HMAC-SHA512 (known vector)', () => {
    const url = new URL(provider.buildPaymentUrl(input));
    expect(`${url.origin}${url.pathname}`).toBe('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html');
    const [query, hash] = url.search.slice(1).split('&vnp_SecureHash=');
    expect(query).toBe(EXPECTED_SIGN_DATA);
    expect(hash).toBe(hmac512(EXPECTED_SIGN_DATA));
    expect(hash).toMatch(/^[0-9a-f]{128}$/);
    // The same string as the platform's form encoder gives for the sorted pairs.
    const params = Object.fromEntries(url.searchParams);
    delete params.vnp_SecureHash;
    const sorted = Object.keys(params)
      .sort()
      .map((k): [string, string] => [k, params[k] as string]);
    expect(new URLSearchParams(sorted).toString()).toBe(EXPECTED_SIGN_DATA);
    expect(params.vnp_Amount).toBe('125000000');
    expect(params.vnp_Locale).toBe('vn');
    expect(params.vnp_OrderType).toBe('other');
  });

  it('encodes spaces as + and Vietnamese text as UTF-8 percent escapes', () => {
    const data = vnpaySignData({ vnp_OrderInfo: 'Thanh toán đơn hàng', vnp_Amount: '100' });
    expect(data).toBe('vnp_Amount=100&vnp_OrderInfo=Thanh+to%C3%A1n+%C4%91%C6%A1n+h%C3%A0ng');
    const signed = signVnpayParams({ vnp_OrderInfo: 'Thanh toán đơn hàng', vnp_Amount: '100' }, SECRET);
    expect(signed.vnp_SecureHash).toBe(hmac512(data));
    expect(verifyVnpayParams(signed, SECRET)).toBe(true);
    expect(vnpayOrderInfo('Thanh toán đơn hàng #LM-01 (Lumi)')).toBe('Thanh toan don hang LM 01 Lumi');
  });

  it('round-trips build → verify, and refuses tampering', () => {
    const url = new URL(provider.buildPaymentUrl(input));
    const params = Object.fromEntries(url.searchParams);
    expect(provider.verify(params)).toBe(true);
    // Upper-case hex is accepted as VNPay sometimes sends it.
    expect(provider.verify({ ...params, vnp_SecureHash: params.vnp_SecureHash?.toUpperCase() })).toBe(true);
    expect(provider.verify({ ...params, vnp_SecureHashType: 'HmacSHA512' })).toBe(true);
    expect(provider.verify({ ...params, vnp_Amount: '125000100' })).toBe(false);
    expect(provider.verify({ ...params, vnp_TxnRef: 'LM20260315A2' })).toBe(false);
    expect(provider.verify({ ...params, vnp_SecureHash: '' })).toBe(false);
    const { vnp_SecureHash: _drop, ...unsigned } = params;
    expect(provider.verify(unsigned)).toBe(false);
    expect(verifyVnpayParams(params, 'another-secret')).toBe(false);
  });

  it('formats and reads GMT+7 dates, and refuses a non-integer amount', () => {
    expect(vnpayDate(new Date('2026-12-31T17:00:00Z'))).toBe('20270101000000');
    expect(parseVnpayDate('20270101000000')?.toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(parseVnpayDate('2027-01-01')).toBeNull();
    expect(() => provider.buildPaymentUrl({ ...input, amount: 10.5 })).toThrow(RangeError);
  });

  it('has the IPN answers and the customer messages', () => {
    expect(VNPAY_IPN.success).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(VNPAY_IPN.orderNotFound.RspCode).toBe('01');
    expect(VNPAY_IPN.alreadyConfirmed.RspCode).toBe('02');
    expect(VNPAY_IPN.invalidAmount.RspCode).toBe('04');
    expect(VNPAY_IPN.invalidSignature.RspCode).toBe('97');
    expect(VNPAY_IPN.unknownError.RspCode).toBe('99');
    expect(vnpayResponseMessage('24')).toBe('Khách hàng hủy giao dịch.');
    expect(vnpayResponseMessage('11')).toMatch(/hết hạn chờ thanh toán/);
    expect(vnpayResponseMessage('51')).toMatch(/không đủ số dư/);
    expect(vnpayResponseMessage('XX')).toBe(vnpayResponseMessage('99'));
  });
});

describe('VNPay querydr', () => {
  it('posts the pipe-signed JSON request and checks the signed answer', async () => {
    let received: Record<string, string> = {};
    const server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => {
        received = JSON.parse(text) as Record<string, string>;
        const answer: Record<string, string> = {
          vnp_ResponseId: 'resp-1',
          vnp_Command: 'querydr',
          vnp_ResponseCode: '00',
          vnp_Message: 'QueryDR Success',
          vnp_TmnCode: 'DEMOV210',
          vnp_TxnRef: received.vnp_TxnRef ?? '',
          vnp_Amount: '125000000',
          vnp_BankCode: 'NCB',
          vnp_PayDate: '20260315103512',
          vnp_TransactionNo: '14123456',
          vnp_TransactionType: '01',
          vnp_TransactionStatus: '00',
          vnp_OrderInfo: received.vnp_OrderInfo ?? '',
          vnp_PromotionCode: '',
          vnp_PromotionAmount: '',
        };
        answer.vnp_SecureHash = hmac512(querydrResponseSignData(answer));
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const api = createVnpayProvider({
        credentials,
        payUrl: 'https://example.invalid',
        apiUrl: `http://127.0.0.1:${port}/merchant_webapi/api/transaction`,
      });
      const result = await api.queryTransaction({
        txnRef: 'LM20260315A1',
        transactionDate: input.createDate,
        orderInfo: 'Truy van giao dich LM20260315A1',
        ipAddr: '127.0.0.1',
        now: new Date('2026-03-15T04:00:00Z'),
        requestId: 'req0001',
      });
      const expected =
        'req0001|2.1.0|querydr|DEMOV210|LM20260315A1|20260315103000|20260315110000|127.0.0.1|Truy van giao dich LM20260315A1';
      expect(querydrRequestSignData(received)).toBe(expected);
      expect(received.vnp_SecureHash).toBe(hmac512(expected));
      expect(result).toMatchObject({
        responseCode: '00',
        transactionStatus: '00',
        amount: 1_250_000,
        transactionNo: '14123456',
        signatureValid: true,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
