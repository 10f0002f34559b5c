import type { FormRule } from 'antd';
import { fieldIssue, type LoyaltyFieldName, type LoyaltyFormValues } from '../utils/program-form';

/** The shared schema's message for one field, read from the whole form (a threshold depends on the one before). */
export function programFieldRule(name: LoyaltyFieldName): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async () => {
        const values: Partial<LoyaltyFormValues> = {
          earnStep: getFieldValue('earnStep') as number | null,
          pointValue: getFieldValue('pointValue') as number | null,
          maxSharePercent: getFieldValue('maxSharePercent') as number | null,
          tiers: getFieldValue('tiers') as LoyaltyFormValues['tiers'],
        };
        const message = fieldIssue(values, name);
        if (message) throw new Error(message);
      },
    }),
  ];
}
