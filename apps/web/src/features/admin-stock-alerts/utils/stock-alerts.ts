import { matchesSearch, type AdminStockAlertRow } from '@lumi/shared';

/** One row per product and colour: the product's id with its colour's (none for a product without colours). */
export function stockAlertRowKey(row: AdminStockAlertRow): string {
  return `${row.product._id}:${row.variant?._id ?? ''}`;
}

export type StockAlertTotals = {
  waiting: number;
  notified: number;
  bought: number;
  /** Of the customers told, the share who bought, in whole percent; null while nobody was told. */
  boughtPercent: number | null;
};

/** The figures over every row: customers waiting, told, and of those told how many bought. */
export function stockAlertTotals(rows: readonly AdminStockAlertRow[]): StockAlertTotals {
  let waiting = 0;
  let notified = 0;
  let bought = 0;
  for (const row of rows) {
    waiting += row.waiting;
    notified += row.notified;
    bought += row.bought;
  }
  return {
    waiting,
    notified,
    bought,
    boughtPercent: notified > 0 ? Math.round((bought / notified) * 100) : null,
  };
}

export type StockAlertFilters = {
  /** Words of the product's name, typed with or without diacritics. */
  search: string;
  /** Only the rows somebody still waits on. */
  waitingOnly: boolean;
};

export function filterStockAlertRows(
  rows: readonly AdminStockAlertRow[],
  { search, waitingOnly }: StockAlertFilters,
): AdminStockAlertRow[] {
  return rows.filter(
    (row) => (!waitingOnly || row.waiting > 0) && (search === '' || matchesSearch(row.product.name, search)),
  );
}
