import {
  HEX_COLOR_PATTERN,
  PRODUCT_MAX_VARIANTS,
  VALIDATION,
  VariantInputSchema,
  type Image,
} from '@lumi/shared';
import { firstIssueMessage } from '@/lib/form-rules';

/** One row of the colour editor. `key` keeps React rows stable while rows come and go. */
export type VariantRow = {
  key: string;
  /** The saved variant's id (edit), kept so the row is recognisable; not sent. */
  _id?: string;
  name: string;
  code: string;
  image: Image | null;
  stock: number | null;
};

export type VariantIssue = { index: number; field: 'name' | 'code' | 'stock' | 'list'; message: string };

let counter = 0;
/** A fresh row key. */
export function nextVariantKey(): string {
  counter += 1;
  return `variant-${counter}`;
}

/** Colours offered for a new row, so two rows rarely start equal. */
const SUGGESTED_CODES = [
  '#E11D48',
  '#F59E0B',
  '#10B981',
  '#3B82F6',
  '#8B5CF6',
  '#EC4899',
  '#111827',
  '#F5F5F4',
];

export function newVariantRow(existing: readonly VariantRow[]): VariantRow {
  const used = new Set(existing.map((row) => row.code.toUpperCase()));
  const code = SUGGESTED_CODES.find((c) => !used.has(c)) ?? '#000000';
  return { key: nextVariantKey(), name: '', code, image: null, stock: 0 };
}

/** '#abc' → '#AABBCC', 'ff00aa' → '#FF00AA'; anything else is returned trimmed as typed. */
export function normaliseHex(text: string): string {
  const value = text.trim();
  const bare = value.startsWith('#') ? value.slice(1) : value;
  if (/^[0-9a-fA-F]{3}$/.test(bare)) {
    return `#${bare
      .split('')
      .map((c) => c + c)
      .join('')}`.toUpperCase();
  }
  if (/^[0-9a-fA-F]{6}$/.test(bare)) return `#${bare}`.toUpperCase();
  return value;
}

export function isHexColor(text: string): boolean {
  return HEX_COLOR_PATTERN.test(text);
}

/**
 * Every problem of the colour rows, with the server's messages (shared schema): each row's name, code
 * and stock, a name or code used twice (both rows marked), at least one row and at most 20.
 */
export function validateVariants(rows: readonly VariantRow[]): VariantIssue[] {
  const issues: VariantIssue[] = [];
  if (rows.length === 0) issues.push({ index: -1, field: 'list', message: VALIDATION.stockOrVariants });
  if (rows.length > PRODUCT_MAX_VARIANTS)
    issues.push({ index: -1, field: 'list', message: VALIDATION.variantsMax });

  const shape = VariantInputSchema.shape;
  const names = new Map<string, number[]>();
  const codes = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const nameIssue = firstIssueMessage(shape.name, row.name);
    if (nameIssue) issues.push({ index, field: 'name', message: nameIssue });
    const codeIssue = firstIssueMessage(shape.code, row.code);
    if (codeIssue) issues.push({ index, field: 'code', message: codeIssue });
    const stockIssue = firstIssueMessage(shape.stock, row.stock ?? undefined);
    if (stockIssue) issues.push({ index, field: 'stock', message: stockIssue });
    const name = row.name.trim().toLowerCase();
    if (name) names.set(name, [...(names.get(name) ?? []), index]);
    const code = row.code.trim().toUpperCase();
    if (!codeIssue) codes.set(code, [...(codes.get(code) ?? []), index]);
  });
  for (const [field, groups] of [
    ['name', names],
    ['code', codes],
  ] as const) {
    for (const indexes of groups.values()) {
      if (indexes.length < 2) continue;
      for (const index of indexes) {
        if (!issues.some((issue) => issue.index === index && issue.field === field))
          issues.push({ index, field, message: VALIDATION.variantDuplicate });
      }
    }
  }
  return issues;
}
