const VND = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

/** 1250000 → '1.250.000 ₫' (Intl's non-breaking space is normalised to a plain one). */
export function formatVnd(amount: number): string {
  return VND.format(Math.round(amount)).replace(/\u00a0/g, ' ');
}

/** Integer đồng from user input such as '1.250.000' or '1250000 ₫'; null when it holds no digits. */
export function parseVnd(text: string): number | null {
  const digits = text.replace(/[^\d]/g, '');
  return digits === '' ? null : Number(digits);
}
