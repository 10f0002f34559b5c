import type { Pagination } from '@lumi/shared';

export function paginate(page: number, pageSize: number, totalItems: number): Pagination {
  return { page, pageSize, totalItems, totalPage: totalItems === 0 ? 0 : Math.ceil(totalItems / pageSize) };
}

export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** One page of a list read as `{ items, total }` for a limit and an offset, with its `pagination`. */
export async function pageOf<T>(
  page: number,
  pageSize: number,
  read: (range: { limit: number; offset: number }) => Promise<{ items: T[]; total: number }>,
): Promise<{ items: T[]; pagination: Pagination }> {
  const { items, total } = await read({ limit: pageSize, offset: offsetOf(page, pageSize) });
  return { items, pagination: paginate(page, pageSize, total) };
}
