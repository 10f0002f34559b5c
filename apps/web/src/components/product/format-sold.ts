/* A product's sales count as its card and its page show it (a module of its own: the product page shows it without
   the card's code). */

/** 'Đã bán 856', 'Đã bán 1,2k', 'Đã bán 15k'. */
export function formatSold(sold: number): string {
  if (sold < 1000) return `Đã bán ${sold}`;
  const thousands = sold / 1000;
  const text = thousands >= 10 ? String(Math.floor(thousands)) : (Math.floor(thousands * 10) / 10).toString();
  return `Đã bán ${text.replace('.', ',')}k`;
}
