import { describe, expect, it } from 'vitest';
import { LOYALTY_TIER_LABELS, VALIDATION, type LoyaltyProgram } from '@lumi/shared';
import {
  capExampleOf,
  formValuesToBody,
  previewOf,
  programFieldErrors,
  programIssues,
  programToFormValues,
  sameAsSaved,
  tierBenefitOf,
  tierExampleOf,
  type LoyaltyFormValues,
} from './program-form';

const program: LoyaltyProgram = {
  earnStep: 1000,
  pointValue: 10,
  maxSharePercent: 50,
  tiers: [
    { key: 'member', name: LOYALTY_TIER_LABELS.member, minSpend: 0, earnPercent: 100 },
    { key: 'silver', name: LOYALTY_TIER_LABELS.silver, minSpend: 3_000_000, earnPercent: 150 },
    { key: 'gold', name: LOYALTY_TIER_LABELS.gold, minSpend: 8_000_000, earnPercent: 200 },
    { key: 'diamond', name: LOYALTY_TIER_LABELS.diamond, minSpend: 15_000_000, earnPercent: 300 },
  ],
};

const values = (change: (form: LoyaltyFormValues) => void = () => {}) => {
  const form = programToFormValues(program);
  change(form);
  return form;
};

describe('the loyalty form', () => {
  it('sends the programme as the body, Thành viên from 0 ₫, keys in the fixed order', () => {
    expect(formValuesToBody(values())).toEqual({
      earnStep: 1000,
      pointValue: 10,
      maxSharePercent: 50,
      tiers: program.tiers.map(({ key, minSpend, earnPercent }) => ({ key, minSpend, earnPercent })),
    });
    expect(sameAsSaved(values(), program)).toBe(true);
    expect(
      sameAsSaved(
        values((form) => (form.tiers[3]!.earnPercent = 400)),
        program,
      ),
    ).toBe(false);
  });

  it("gives the shared schema's messages by field, a threshold's order even while another field is wrong", () => {
    const issues = programIssues(
      values((form) => {
        form.earnStep = null;
        form.tiers[2]!.minSpend = 3_000_000;
        form.tiers[1]!.earnPercent = 99;
      }),
    );
    expect(Object.fromEntries(issues)).toEqual({
      earnStep: VALIDATION.loyaltyEarnStepInvalid,
      'tiers.1.earnPercent': VALIDATION.loyaltyTierEarnInvalid,
      'tiers.2.minSpend': VALIDATION.loyaltyTierOrder,
    });
    expect(formValuesToBody(values((form) => (form.earnStep = null)))).toBeNull();
  });

  it("puts a refusal's issues on the form's fields and leaves the others to the toast", () => {
    expect(
      programFieldErrors({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'Dữ liệu không hợp lệ',
        errors: [
          { path: 'pointValue', message: VALIDATION.loyaltyPointValueInvalid },
          { path: 'tiers.3.minSpend', message: VALIDATION.loyaltyTierOrder },
          { path: 'tiers.0.minSpend', message: VALIDATION.loyaltyMemberSpend },
          { path: 'tiers', message: VALIDATION.loyaltyTiersInvalid },
        ],
      }),
    ).toEqual([
      { name: 'pointValue', errors: [VALIDATION.loyaltyPointValueInvalid] },
      { name: ['tiers', 3, 'minSpend'], errors: [VALIDATION.loyaltyTierOrder] },
    ]);
  });

  it('works the example out with the shared rules, and leaves out what cannot be', () => {
    const preview = previewOf(values());
    expect(tierBenefitOf(preview, 1)).toBe('Tích 1,5 điểm cho mỗi 1.000 ₫');
    expect(tierExampleOf(preview, 0)).toBe(
      'Đơn 500.000 ₫: hạng Thành viên tích 500 điểm (= 5.000 ₫ khi dùng)',
    );
    expect(capExampleOf(preview)).toBe(
      'Đơn 500.000 ₫ dùng tối đa 25.000 điểm (= 250.000 ₫, 50% giá trị hàng sau mã giảm giá)',
    );

    const partial = previewOf(
      values((form) => {
        form.maxSharePercent = 0;
        form.tiers[2]!.earnPercent = null;
      }),
    );
    expect(tierExampleOf(partial, 2)).toBeNull();
    expect(tierBenefitOf(partial, 2)).toBeNull();
    expect(capExampleOf(partial)).toBeNull();
    expect(previewOf(values((form) => (form.pointValue = null))).rates).toBeNull();
  });
});
