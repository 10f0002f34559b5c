import { describe, expect, it } from 'vitest';
import { daysOfSupply, parseCapacity, refillDates, refillDue, routineEndsOn, routineEnded } from './refills';

describe('refill dates (issue 32 item 4)', () => {
  it('reads the catalogue’s capacities', () => {
    expect(parseCapacity('50ml')).toEqual({ amount: 50, unit: 'ml' });
    expect(parseCapacity('3.5g')).toEqual({ amount: 3.5, unit: 'g' });
    expect(parseCapacity('60 viên')).toEqual({ amount: 60, unit: 'viên' });
    expect(parseCapacity(' 5 miếng ')).toEqual({ amount: 5, unit: 'miếng' });
    expect(parseCapacity('1,5 ML')).toEqual({ amount: 1.5, unit: 'ml' });
    for (const none of ['', null, undefined, 'Bộ 3 món', '0ml', 'ml', '50 lít'])
      expect(parseCapacity(none)).toBeNull();
  });

  it('lasts the size over a day’s use, in whole days, at least one', () => {
    // 30 ml of serum, 0.5 ml morning and evening: 30 days.
    expect(daysOfSupply({ amount: 30, unit: 'ml' }, { perUse: 0.5, usesPerDay: 2 })).toBe(30);
    // 50 g of sunscreen at 1.2 g twice a day: 20.8 → 20 days; two tubes bought: 41.
    expect(daysOfSupply({ amount: 50, unit: 'g' }, { perUse: 1.2, usesPerDay: 2 })).toBe(20);
    expect(daysOfSupply({ amount: 50, unit: 'g' }, { perUse: 1.2, usesPerDay: 2 }, 2)).toBe(41);
    // 5 sheet masks, one every other day (0.5 a day): 10 days.
    expect(daysOfSupply({ amount: 5, unit: 'miếng' }, { perUse: 1, usesPerDay: 0.5 })).toBe(10);
    expect(daysOfSupply({ amount: 4, unit: 'g' }, { perUse: 10, usesPerDay: 1 })).toBe(1);
    expect(daysOfSupply({ amount: 30, unit: 'ml' }, { perUse: 0, usesPerDay: 2 })).toBeNull();
  });

  it('runs out on a calendar day, the reminder five days before, across months and leap years', () => {
    expect(refillDates('2026-12-01', { amount: 30, unit: 'ml' }, { perUse: 0.5, usesPerDay: 2 })).toEqual({
      runsOutOn: '2026-12-31',
      remindOn: '2026-12-26',
    });
    expect(refillDates('2028-02-10', { amount: 60, unit: 'viên' }, { perUse: 1, usesPerDay: 3 })).toEqual({
      runsOutOn: '2028-03-01',
      remindOn: '2028-02-25',
    });
    // Shorter than the notice: reminded on the day it starts.
    expect(refillDates('2026-12-01', { amount: 4, unit: 'g' }, { perUse: 1, usesPerDay: 1 })).toEqual({
      runsOutOn: '2026-12-05',
      remindOn: '2026-12-01',
    });
  });
});

describe('when a reminder is due (issue 32 item 4)', () => {
  it('reminds from the remind day on, and ends a routine the day after its last day', () => {
    expect(refillDue({ remindOn: '2026-12-26' }, '2026-12-25')).toBe(false);
    expect(refillDue({ remindOn: '2026-12-26' }, '2026-12-26')).toBe(true);
    expect(routineEnded(routineEndsOn('2026-12-01', 28), '2026-12-29')).toBe(false);
    expect(routineEnded(routineEndsOn('2026-12-01', 28), '2026-12-30')).toBe(true);
  });
});
