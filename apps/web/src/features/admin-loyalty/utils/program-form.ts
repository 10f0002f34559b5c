import {
  LOYALTY_TIER_KEYS,
  LOYALTY_TIER_LABELS,
  UpdateLoyaltyProgramBodySchema,
  formatVnd,
  maxPointsFor,
  pointsEarned,
  pointsText,
  tierBenefitText,
  type LoyaltyProgram,
  type LoyaltyTier,
  type LoyaltyTierKey,
  type UpdateLoyaltyProgramBody,
} from '@lumi/shared';
import { isApiError } from '@/lib/errors';

/** One tier in the form: Thành viên's threshold is fixed at 0 ₫ and has no field. */
export type TierFormValues = { minSpend: number | null; earnPercent: number | null };

/** The form's values; an emptied number field is null. The tiers are in `LOYALTY_TIER_KEYS` order. */
export type LoyaltyFormValues = {
  earnStep: number | null;
  pointValue: number | null;
  maxSharePercent: number | null;
  tiers: TierFormValues[];
};

/** A field of the form, by its antd name. */
export type LoyaltyFieldName =
  'earnStep' | 'pointValue' | 'maxSharePercent' | ['tiers', number, 'minSpend' | 'earnPercent'];

/** The order amount the page's example is worked out for. */
export const EXAMPLE_ORDER = 500_000;

const shape = UpdateLoyaltyProgramBodySchema.shape;
const tierShape = shape.tiers.element.shape;

/** The saved programme → the form, tier by tier in the fixed order. */
export function programToFormValues(program: LoyaltyProgram): LoyaltyFormValues {
  return {
    earnStep: program.earnStep,
    pointValue: program.pointValue,
    maxSharePercent: program.maxSharePercent,
    tiers: LOYALTY_TIER_KEYS.map((key) => {
      const tier = program.tiers.find((candidate) => candidate.key === key);
      return { minSpend: tier?.minSpend ?? null, earnPercent: tier?.earnPercent ?? null };
    }),
  };
}

/** What the form holds, shaped as the body (not yet checked): Thành viên starts at 0 ₫. */
function draftOf(values: Partial<LoyaltyFormValues>) {
  return {
    earnStep: values.earnStep ?? null,
    pointValue: values.pointValue ?? null,
    maxSharePercent: values.maxSharePercent ?? null,
    tiers: LOYALTY_TIER_KEYS.map((key, index) => ({
      key,
      minSpend: index === 0 ? 0 : (values.tiers?.[index]?.minSpend ?? null),
      earnPercent: values.tiers?.[index]?.earnPercent ?? null,
    })),
  };
}

/**
 * Valid stand-ins for the fields the tiers' order does not depend on: the shared schema checks the order only once
 * every field has the right form, and the admin should see a threshold below the one before even while another
 * field is still wrong.
 */
const ORDER_STAND_INS = { earnStep: 1000, pointValue: 10, maxSharePercent: 50, earnPercent: 100 };

const keyOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * The shared schema's messages (what the server would answer) by the field's path ('earnStep', 'tiers.2.minSpend'):
 * each field's own limits, and each threshold's place above the one before.
 */
export function programIssues(values: Partial<LoyaltyFormValues>): Map<string, string> {
  const draft = draftOf(values);
  const issues = new Map<string, string>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = keyOf(path);
    if (!issues.has(key)) issues.set(key, message);
  };
  const whole = UpdateLoyaltyProgramBodySchema.safeParse(draft);
  if (whole.success) return issues;
  for (const issue of whole.error.issues) add(issue.path, issue.message);
  const order = UpdateLoyaltyProgramBodySchema.safeParse({
    earnStep: ORDER_STAND_INS.earnStep,
    pointValue: ORDER_STAND_INS.pointValue,
    maxSharePercent: ORDER_STAND_INS.maxSharePercent,
    tiers: draft.tiers.map((tier) => ({ ...tier, earnPercent: ORDER_STAND_INS.earnPercent })),
  });
  if (!order.success)
    for (const issue of order.error.issues) if (issue.path[2] === 'minSpend') add(issue.path, issue.message);
  return issues;
}

/** The message for one field, or null. */
export function fieldIssue(values: Partial<LoyaltyFormValues>, name: LoyaltyFieldName): string | null {
  return programIssues(values).get(typeof name === 'string' ? name : name.join('.')) ?? null;
}

/** The form → `PUT /admin/loyalty/program`'s body, as the shared schema reads it; null while anything is wrong. */
export function formValuesToBody(values: Partial<LoyaltyFormValues>): UpdateLoyaltyProgramBody | null {
  const parsed = UpdateLoyaltyProgramBodySchema.safeParse(draftOf(values));
  return parsed.success ? parsed.data : null;
}

/** The form says the same as the saved programme. */
export function sameAsSaved(values: Partial<LoyaltyFormValues>, program: LoyaltyProgram): boolean {
  return JSON.stringify(draftOf(values)) === JSON.stringify(draftOf(programToFormValues(program)));
}

const FORM_FIELDS: readonly LoyaltyFieldName[] = [
  'earnStep',
  'pointValue',
  'maxSharePercent',
  ...LOYALTY_TIER_KEYS.flatMap((_key, index) => [
    ...(index === 0 ? [] : [['tiers', index, 'minSpend'] as LoyaltyFieldName]),
    ['tiers', index, 'earnPercent'] as LoyaltyFieldName,
  ]),
];

/**
 * A refusal's issues on the form's fields (`tiers.2.minSpend` → the Vàng threshold); an issue about no field of
 * the form (a tier's key, the list of tiers) is left to the API layer's toast.
 */
export function programFieldErrors(failure: unknown): { name: LoyaltyFieldName; errors: string[] }[] {
  if (!isApiError(failure)) return [];
  const byField = new Map<string, { name: LoyaltyFieldName; errors: string[] }>();
  for (const issue of failure.errors ?? []) {
    const name = FORM_FIELDS.find(
      (field) => (typeof field === 'string' ? field : field.join('.')) === issue.path,
    );
    if (!name) continue;
    const field = byField.get(issue.path) ?? { name, errors: [] };
    if (!field.errors.includes(issue.message)) field.errors.push(issue.message);
    byField.set(issue.path, field);
  }
  return [...byField.values()];
}

/** What the example can be worked out from: the rates typed so far, while they have the right form. */
export type ProgramPreview = {
  /** Null while the rates are not both valid. */
  rates: Pick<LoyaltyProgram, 'earnStep' | 'pointValue'> | null;
  /** Null while the cap is not valid. */
  maxSharePercent: number | null;
  /** Each tier with its name; `earnPercent` null while that field is wrong. */
  tiers: { key: LoyaltyTierKey; name: string; earnPercent: number | null }[];
};

const valid = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  value !== null && value !== undefined && schema.safeParse(value).success;

export function previewOf(values: Partial<LoyaltyFormValues>): ProgramPreview {
  const draft = draftOf(values);
  return {
    rates:
      valid(shape.earnStep, draft.earnStep) && valid(shape.pointValue, draft.pointValue)
        ? { earnStep: draft.earnStep!, pointValue: draft.pointValue! }
        : null,
    maxSharePercent: valid(shape.maxSharePercent, draft.maxSharePercent) ? draft.maxSharePercent : null,
    tiers: draft.tiers.map((tier) => ({
      key: tier.key,
      name: LOYALTY_TIER_LABELS[tier.key],
      earnPercent: valid(tierShape.earnPercent, tier.earnPercent) ? tier.earnPercent : null,
    })),
  };
}

/** A programme for the shared rules, from the preview's rates (the thresholds and the cap play no part). */
function programFor(rates: NonNullable<ProgramPreview['rates']>, maxSharePercent: number): LoyaltyProgram {
  return { ...rates, maxSharePercent, tiers: [] };
}

function tierFor(tier: ProgramPreview['tiers'][number], earnPercent: number): LoyaltyTier {
  return { key: tier.key, name: tier.name, minSpend: 0, earnPercent };
}

/** 'Tích 1,5 điểm cho mỗi 1.000 ₫', or null while the rate or the tier's factor is wrong. */
export function tierBenefitOf(preview: ProgramPreview, index: number): string | null {
  const tier = preview.tiers[index];
  if (!preview.rates || !tier || tier.earnPercent === null) return null;
  return tierBenefitText(tierFor(tier, tier.earnPercent), programFor(preview.rates, 100));
}

/** 'Đơn 500.000 ₫: hạng Thành viên tích 500 điểm (= 5.000 ₫ khi dùng)', or null while it cannot be worked out. */
export function tierExampleOf(preview: ProgramPreview, index: number): string | null {
  const tier = preview.tiers[index];
  if (!preview.rates || !tier || tier.earnPercent === null) return null;
  const program = programFor(preview.rates, 100);
  const points = pointsEarned(EXAMPLE_ORDER, program, tierFor(tier, tier.earnPercent));
  return `Đơn ${formatVnd(EXAMPLE_ORDER)}: hạng ${tier.name} tích ${pointsText(points)} (= ${formatVnd(points * program.pointValue)} khi dùng)`;
}

/** 'Đơn 500.000 ₫ dùng tối đa 25.000 điểm (= 250.000 ₫, 50% giá trị hàng)', or null while it cannot be worked out. */
export function capExampleOf(preview: ProgramPreview): string | null {
  if (!preview.rates || preview.maxSharePercent === null) return null;
  const program = programFor(preview.rates, preview.maxSharePercent);
  const points = maxPointsFor(EXAMPLE_ORDER, program);
  return `Đơn ${formatVnd(EXAMPLE_ORDER)} dùng tối đa ${pointsText(points)} (= ${formatVnd(points * program.pointValue)}, ${program.maxSharePercent}% giá trị hàng sau mã giảm giá)`;
}
