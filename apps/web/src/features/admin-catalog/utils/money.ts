import { parseVnd } from '@lumi/shared';

/** 1250000 → '1.250.000' (the InputNumber's display; the unit '₫' is the field's suffix). */
export function formatMoneyInput(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const digits = String(value).replace(/[^\d]/g, '');
  if (digits === '') return '';
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * What was typed → integer đồng: dots, spaces and '₫' are ignored ('1.250.000 ₫' → 1250000); a decimal
 * comma is not a thing in đồng, so everything after one is dropped. Empty → null.
 */
export function parseMoneyInput(text: string | undefined | null): number | null {
  if (text === undefined || text === null) return null;
  const [whole = ''] = text.split(',');
  return parseVnd(whole);
}

/** Profit of one unit and its share of the selling price; negative when sold below cost. */
export function marginOf(unitPrice: number, cost: number): { amount: number; percent: number } {
  const amount = unitPrice - cost;
  const percent = unitPrice > 0 ? Math.round((amount / unitPrice) * 1000) / 10 : amount < 0 ? -100 : 0;
  return { amount, percent };
}
