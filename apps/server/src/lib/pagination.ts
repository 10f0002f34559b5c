import type { Pagination } from '@lumi/shared';

export function paginate(page: number, pageSize: number, totalItems: number): Pagination {
  return { page, pageSize, totalItems, totalPage: totalItems === 0 ? 0 : Math.ceil(totalItems / pageSize) };
}

export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
