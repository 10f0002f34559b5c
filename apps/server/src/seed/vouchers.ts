import { toLocalDate } from '@lumi/shared';
import type { Db } from '../db/client';
import { vouchersBulk, type NewVoucher } from '../modules/vouchers/bulk-repository';

const DAY_MS = 86_400_000;

/** The demo vouchers (ADR 0062): running for 90 days from the seeding day, each kind once. */
const DEMO_VOUCHERS: Omit<NewVoucher, 'startDate' | 'endDate'>[] = [
  {
    code: 'CHAOBAN50',
    name: 'Chào bạn mới: giảm 50.000 ₫ cho đơn từ 300.000 ₫',
    kind: 'amount',
    value: 50_000,
    minOrder: 300_000,
    perCustomerLimit: 1,
    totalLimit: 1000,
  },
  {
    code: 'GIAM10',
    name: 'Giảm 10% tối đa 80.000 ₫ cho đơn từ 200.000 ₫',
    kind: 'percent',
    value: 10,
    maxDiscount: 80_000,
    minOrder: 200_000,
    perCustomerLimit: 3,
    totalLimit: 500,
  },
  {
    code: 'FREESHIP',
    name: 'Miễn phí vận chuyển (tối đa 40.000 ₫) cho đơn từ 250.000 ₫',
    kind: 'free_shipping',
    value: 0,
    maxDiscount: 40_000,
    minOrder: 250_000,
    perCustomerLimit: 5,
    totalLimit: null,
  },
];

/** Writes the demo vouchers not there yet; answers what it created. */
export async function seedVouchers(db: Db, now = new Date()): Promise<string[]> {
  const created: string[] = [];
  const startDate = toLocalDate(now);
  const endDate = toLocalDate(new Date(now.getTime() + 90 * DAY_MS));
  for (const voucher of DEMO_VOUCHERS) {
    if (await vouchersBulk(db).exists(voucher.code)) continue;
    await vouchersBulk(db).insert({ ...voucher, startDate, endDate, createdAt: now, updatedAt: now });
    created.push(`voucher ${voucher.code}`);
  }
  return created;
}
