import { describe, expect, it } from 'vitest';
import type { LoyaltyProgram } from '../schemas/loyalty';
import {
  maxPointsFor,
  nextTierOf,
  pointsEarned,
  pointsInShare,
  pointsSaving,
  pointsText,
  tierBenefitText,
  tierOf,
  tierProgress,
} from './loyalty';

const program: LoyaltyProgram = {
  earnStep: 1000,
  pointValue: 10,
  maxSharePercent: 50,
  tiers: [
    { key: 'member', name: 'Thành viên', minSpend: 0, earnPercent: 100 },
    { key: 'silver', name: 'Bạc', minSpend: 3_000_000, earnPercent: 150 },
    { key: 'gold', name: 'Vàng', minSpend: 8_000_000, earnPercent: 200 },
    { key: 'diamond', name: 'Kim cương', minSpend: 15_000_000, earnPercent: 300 },
  ],
};

describe('tiers by 12-month spend', () => {
  it.each([
    [0, 'member', 'silver', 3_000_000],
    [2_999_999, 'member', 'silver', 1],
    [3_000_000, 'silver', 'gold', 5_000_000],
    [14_999_999, 'gold', 'diamond', 1],
    [15_000_000, 'diamond', null, null],
    [90_000_000, 'diamond', null, null],
  ])('%d ₫ → %s, next %s (%s ₫ to go)', (spend, tier, next, remaining) => {
    expect(tierOf(spend, program.tiers).key).toBe(tier);
    const up = nextTierOf(spend, program.tiers);
    expect(up?.tier.key ?? null).toBe(next);
    expect(up?.remaining ?? null).toBe(remaining);
  });
});

describe('progress to the next tier', () => {
  it('runs from the tier’s threshold to the next one’s, full at the top', () => {
    const [member, silver, gold, diamond] = program.tiers;
    expect(tierProgress({ spend12Months: 2_670_000, tier: member!, nextTier: silver! })).toBe(89);
    expect(tierProgress({ spend12Months: 5_500_000, tier: silver!, nextTier: gold! })).toBe(50);
    expect(tierProgress({ spend12Months: 20_000_000, tier: diamond!, nextTier: null })).toBe(100);
  });
});

describe('points earned by a delivered order', () => {
  it.each([
    [999, 'member', 0],
    [1000, 'member', 1],
    [467_660, 'member', 467],
    [467_660, 'silver', 700], // 467 × 1.5 = 700.5, rounded down
    [467_660, 'diamond', 1401],
    [0, 'gold', 0],
    [-5, 'gold', 0],
  ] as const)('%d ₫ at %s → %d', (paid, key, points) => {
    const tier = program.tiers.find((t) => t.key === key)!;
    expect(pointsEarned(paid, program, tier)).toBe(points);
  });
});

describe('points paying part of an order', () => {
  it('takes at most the cap of the goods after the voucher, and never more than asked', () => {
    expect(maxPointsFor(450_000, program)).toBe(22_500); // 50 % of 450.000 ₫ at 10 ₫ a point
    expect(maxPointsFor(0, program)).toBe(0);
    expect(maxPointsFor(15, program)).toBe(0);
    expect(pointsSaving(1_250, 450_000, program)).toEqual({
      asked: 1_250,
      used: 1_250,
      discount: 12_500,
      max: 22_500,
    });
    expect(pointsSaving(30_000, 450_000, program)).toEqual({
      asked: 30_000,
      used: 22_500,
      discount: 225_000,
      max: 22_500,
    });
    expect(pointsSaving(0, 450_000, program).used).toBe(0);
  });

  it('takes back a returned share, rounded up, never more than all', () => {
    expect(pointsInShare(467, 100_000, 467_660)).toBe(100); // 99.86 → 100
    expect(pointsInShare(467, 467_660, 467_660)).toBe(467);
    expect(pointsInShare(467, 900_000, 467_660)).toBe(467);
    expect(pointsInShare(0, 100, 200)).toBe(0);
  });
});

describe('texts', () => {
  it('speaks Vietnamese', () => {
    expect(pointsText(1250)).toBe('1.250 điểm');
    expect(tierBenefitText(program.tiers[1]!, program)).toBe('Tích 1,5 điểm cho mỗi 1.000 ₫');
    expect(tierBenefitText(program.tiers[3]!, program)).toBe('Tích 3 điểm cho mỗi 1.000 ₫');
  });
});
