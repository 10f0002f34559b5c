import type { FormRule } from 'antd';
import type { z } from 'zod';

/** The first issue's message of a failed parse (what the server would answer as `message`). */
export function firstIssueMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? null;
}

function acceptsEmpty(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

/**
 * antd Form rules that validate a field with a shared zod schema and report its first issue, so
 * the browser says exactly what the server says (conventions: one schema, three uses).
 * `rulesFrom(RegisterBodySchema.shape.email)`; `rulesFrom(PhoneSchema, { optional: true })` accepts an
 * empty field.
 */
export function rulesFrom(schema: z.ZodType, options: { optional?: boolean } = {}): FormRule[] {
  return [
    {
      // `required` only drives the asterisk; the validator below decides and gives the message.
      required: !options.optional && !acceptsEmpty(schema),
      validator: async (_rule, value: unknown) => {
        // `optional`: an empty field is fine, anything typed must satisfy the schema.
        if (options.optional && (value === undefined || value === null || value === '')) return;
        const message = firstIssueMessage(schema, value === null ? undefined : value);
        if (message !== null) throw new Error(message);
      },
    },
  ];
}

/** The field must equal another field of the same form (e.g. 'Nhập lại mật khẩu'). */
export function matchField(fieldName: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      if (value !== getFieldValue(fieldName)) throw new Error(message);
    },
  });
}
