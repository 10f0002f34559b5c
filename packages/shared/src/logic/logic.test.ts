import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';
import {
  formatDate,
  formatDateTime,
  formatLocalDate,
  formatSeconds,
  isCalendarDate,
  startOfLocalDay,
  toLocalDate,
} from './date';
import { formatVnd, groupThousands, parseVnd } from './money';
import { paymentRetryState, paymentStatusOnCancel } from './order-status';
import { slugify } from './slug';

describe('formatVnd', () => {
  it.each([
    [1250000, '1.250.000 ₫'],
    [0, '0 ₫'],
    [999, '999 ₫'],
    [1000, '1.000 ₫'],
    [500000, '500.000 ₫'],
    [1234567890, '1.234.567.890 ₫'],
    [1499.6, '1.500 ₫'],
  ])('%d → %j', (amount, text) => {
    expect(formatVnd(amount)).toBe(text);
  });

  it("writes what Intl's vi-VN formats write, without Intl", () => {
    const currency = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
    const plain = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
    const amounts = [
      1, 12, 123, 1234, 12345, 123456, 1234567, 99_999_999_999, -5, -1000, -1234567, 0.5, 2.5, 1499.49,
    ];
    for (let n = 1; n < 1e13; n = n * 7 + 3) amounts.push(n, -n);
    for (const amount of amounts) {
      expect(formatVnd(amount)).toBe(currency.format(Math.round(amount)).replace(/\u00a0/g, ' '));
      expect(groupThousands(amount)).toBe(plain.format(Math.round(amount)));
    }
  });
});

describe('formatSeconds', () => {
  it('shows a tenth of a second with a decimal comma', () => {
    expect(formatSeconds(2500)).toBe('2,5 s');
    expect(formatSeconds(0)).toBe('0,0 s');
    expect(formatSeconds(61_049)).toBe('61,0 s');
  });
});

describe('parseVnd', () => {
  it.each([
    ['1.250.000', 1250000],
    ['1250000 ₫', 1250000],
    ['  300.000đ ', 300000],
    ['abc', null],
    ['', null],
  ])('%j → %j', (text, amount) => {
    expect(parseVnd(text)).toBe(amount);
  });
});

describe('dates in Asia/Ho_Chi_Minh (UTC+7), whatever the machine zone', () => {
  it.each([
    ['2026-03-01T16:59:59Z', '01/03/2026', '2026-03-01'],
    ['2026-03-01T17:00:00Z', '02/03/2026', '2026-03-02'],
    ['2026-03-01T18:30:00Z', '02/03/2026', '2026-03-02'],
    ['2025-12-31T17:30:00Z', '01/01/2026', '2026-01-01'],
    ['2026-02-28T23:59:00Z', '01/03/2026', '2026-03-01'],
    ['2024-02-28T17:00:00Z', '29/02/2024', '2024-02-29'],
  ])('%s → %s', (instant, shown, local) => {
    expect(formatDate(instant)).toBe(shown);
    expect(formatDate(new Date(instant))).toBe(shown);
    expect(toLocalDate(instant)).toBe(local);
  });

  it.each([
    ['2026-03-01T18:30:00Z', '02/03/2026 01:30'],
    ['2026-03-01T00:05:00Z', '01/03/2026 07:05'],
    ['2026-03-01T16:59:00Z', '01/03/2026 23:59'],
  ])('formatDateTime %s → %s', (instant, shown) => {
    expect(formatDateTime(instant)).toBe(shown);
  });

  it("reads an instant's day and time as Intl does in Asia/Ho_Chi_Minh, from 1976 to 2100", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const from = Date.UTC(1976, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    // ~4,000 instants at an odd step, so every hour of the day and every day of the month comes up.
    for (let t = from; t < to; t += 977_777_777) {
      expect(formatDateTime(t)).toBe(intl.format(t).replace(',', ''));
      const [day, month, year] = intl.format(t).slice(0, 10).split('/');
      expect(toLocalDate(t)).toBe(`${year}-${month}-${day}`);
    }
  });

  it('formats a local date and finds when it starts', () => {
    expect(formatLocalDate('2026-03-02')).toBe('02/03/2026');
    expect(startOfLocalDay('2026-03-02').toISOString()).toBe('2026-03-01T17:00:00.000Z');
  });
});

describe('isCalendarDate (issue 24)', () => {
  it.each([
    ['2026-01-01', true],
    ['2026-12-31', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2026-04-30', true],
    ['2026-02-30', false],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2026-13-45', false],
    ['2026-04-31', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['0000-01-01', false],
    ['2026-1-1', false],
    ['2026-01-01T00:00', false],
    [' 2026-01-01', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('slugify', () => {
  it.each([
    ['Phòng khám Đa khoa', 'phong-kham-da-khoa'],
    ['Kem chống nắng', 'kem-chong-nang'],
    ['Sữa rửa mặt  Cetaphil 500ml', 'sua-rua-mat-cetaphil-500ml'],
    ['BS. Phạm Thị An', 'bs-pham-thi-an'],
    ['  Điều trị mụn & sẹo!  ', 'dieu-tri-mun-seo'],
    ['Ưu đãi THÁNG 3', 'uu-dai-thang-3'],
    ['Nguyễn Ngọc Ánh', 'nguyen-ngoc-anh'],
    ['---', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('common passwords (decision 1)', () => {
  it('holds the list lower-cased (about 1,000 entries), so that every entry is refused whatever its case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(990);
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
  });

  it.each([
    '123456',
    'password',
    'Password',
    'PASSWORD',
    'qwerty',
    'QWERTY',
    'iloveyou',
    'ILoveYou',
    'dragon',
    'Dragon',
    'Usuckballz1',
    'usuckballz1',
  ])('%s is common', (pw) => {
    expect(isCommonPassword(pw)).toBe(true);
  });

  it.each(['lumi-khach-2026', 'hoa-mai-2026', 'Da-lieu#2026'])('%s is not', (pw) => {
    expect(isCommonPassword(pw)).toBe(false);
  });
});

describe('paymentStatusOnCancel', () => {
  it.each([
    ['paid', 'refund_pending'],
    ['pending', 'failed'],
    ['unpaid', null],
    ['failed', null],
    ['refund_pending', null],
    ['refunded', null],
  ] as const)('a %s payment becomes %s', (status, expected) => {
    expect(paymentStatusOnCancel(status)).toBe(expected);
  });
});

describe('paymentRetryState', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const base = {
    paymentMethod: 'VNPAY' as const,
    status: 'pending' as const,
    paymentStatus: 'pending' as const,
    expiresAt: '2026-03-01T10:05:00Z',
  };
  it('is open for an online order awaiting payment within its window', () => {
    expect(paymentRetryState(base, now)).toBe('open');
    expect(paymentRetryState({ ...base, paymentMethod: 'STRIPE' }, now)).toBe('open');
  });
  it('is expired once the window has run out', () => {
    expect(paymentRetryState({ ...base, expiresAt: '2026-03-01T10:00:00Z' }, now)).toBe('expired');
    expect(paymentRetryState({ ...base, expiresAt: null }, now)).toBe('expired');
  });
  it('is not awaiting for COD, paid or cancelled orders', () => {
    expect(paymentRetryState({ ...base, paymentMethod: 'COD', paymentStatus: 'unpaid' }, now)).toBe(
      'not_awaiting',
    );
    expect(paymentRetryState({ ...base, paymentStatus: 'paid' }, now)).toBe('not_awaiting');
    expect(paymentRetryState({ ...base, status: 'cancelled', paymentStatus: 'failed' }, now)).toBe(
      'not_awaiting',
    );
  });
});
