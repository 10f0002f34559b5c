import { describe, expect, it } from 'vitest';
import type { ProductPromotion } from '@lumi/shared';
import { blockedReason, blockingPromotion, overlapsPeriod, periodInstants } from './promotion-overlap';

/** A promotion over local days, stored as the server does: 00:00 → 23:59:59.999 in UTC+7. */
function promo(id: string, start: string, end: string, name = `Khuyến mãi ${id}`): ProductPromotion {
  return {
    _id: id,
    name,
    slug: id,
    discountPercentage: 20,
    maxDiscountAmount: null,
    remainingQty: null,
    startDate: new Date(`${start}T00:00:00.000+07:00`).toISOString(),
    endDate: new Date(`${end}T23:59:59.999+07:00`).toISOString(),
  };
}

describe('periodInstants', () => {
  it('spans the chosen local days in Asia/Ho_Chi_Minh', () => {
    const { start, end } = periodInstants({ startDate: '2026-06-01', endDate: '2026-06-01' });
    expect(new Date(start).toISOString()).toBe('2026-05-31T17:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-06-01T16:59:59.999Z');
  });
});

describe('overlapsPeriod', () => {
  const june = promo('a', '2026-06-01', '2026-06-30');

  it.each([
    ['2026-06-10', '2026-06-20', true],
    ['2026-05-20', '2026-06-01', true], // shares the first day
    ['2026-06-30', '2026-07-10', true], // shares the last day
    ['2026-05-01', '2026-07-31', true], // contains it
    ['2026-05-01', '2026-05-31', false], // ends the day before
    ['2026-07-01', '2026-07-15', false], // starts the day after
  ])('%s → %s overlaps June: %s', (startDate, endDate, expected) => {
    expect(overlapsPeriod(june, { startDate, endDate })).toBe(expected);
  });
});

describe('blockingPromotion (the picker disables a product)', () => {
  const running = promo('running', '2026-06-01', '2026-06-15', 'Hè rực rỡ');
  const upcoming = promo('upcoming', '2026-07-01', '2026-07-10', 'Tựu trường');

  it('blocks nothing before days are chosen', () => {
    expect(blockingPromotion({ promotion: running, upcomingPromotion: upcoming }, null)).toBeNull();
  });

  it('names the running promotion when it overlaps the chosen days', () => {
    const blocking = blockingPromotion(
      { promotion: running, upcomingPromotion: null },
      { startDate: '2026-06-10', endDate: '2026-06-20' },
    );
    expect(blocking?._id).toBe('running');
    expect(blockedReason(blocking!)).toBe(
      'Đã thuộc khuyến mãi "Hè rực rỡ (01/06/2026 - 15/06/2026)" trùng thời gian đã chọn',
    );
  });

  it('names the upcoming promotion when only that one overlaps', () => {
    const blocking = blockingPromotion(
      { promotion: running, upcomingPromotion: upcoming },
      { startDate: '2026-06-20', endDate: '2026-07-02' },
    );
    expect(blocking?._id).toBe('upcoming');
  });

  it('lets a product in when its promotions are on other days', () => {
    expect(
      blockingPromotion(
        { promotion: running, upcomingPromotion: upcoming },
        { startDate: '2026-06-16', endDate: '2026-06-30' },
      ),
    ).toBeNull();
  });

  it('never blocks a product by the promotion being edited', () => {
    expect(
      blockingPromotion(
        { promotion: running, upcomingPromotion: null },
        { startDate: '2026-06-01', endDate: '2026-06-15' },
        'running',
      ),
    ).toBeNull();
  });
});
