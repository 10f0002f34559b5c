import { describe, expect, it } from 'vitest';
import { toRequest, toSearchParams, updateFilters } from '@/lib/list-query';
import { productsQuery, promotionsQuery } from './list-query';

const UUID = '3f1c2a4e-0000-4000-8000-000000000001';

describe('products list in the address', () => {
  it('reads the filters, ignoring malformed values', () => {
    expect(
      productsQuery.parse(
        new URLSearchParams(`page=3&pageSize=20&name=kem&category=${UUID}&brand=nope&tag=HOT&sort=desc`),
      ),
    ).toEqual({
      page: 3,
      pageSize: 20,
      name: 'kem',
      category: UUID,
      brand: undefined,
      tag: 'HOT',
      sort: 'desc',
    });
    expect(productsQuery.parse(new URLSearchParams('page=-1&pageSize=500&tag=X&sort=up'))).toEqual(
      productsQuery.defaults,
    );
  });

  it('writes only what differs from the defaults', () => {
    const filters = { ...productsQuery.defaults, name: 'serum', tag: 'NEW' as const };
    expect(toSearchParams(filters, productsQuery.defaults).toString()).toBe('name=serum&tag=NEW');
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const current = { ...productsQuery.defaults, page: 4 };
    expect(updateFilters(current, { brand: UUID }, productsQuery.defaults).page).toBe(1);
    expect(updateFilters(current, { page: 5 }, productsQuery.defaults).page).toBe(5);
    expect(updateFilters(current, { name: '  kem ' }, productsQuery.defaults)).toMatchObject({
      page: 1,
      name: 'kem',
    });
  });

  it('sends no empty parameter', () => {
    expect(toRequest({ ...productsQuery.defaults, name: '' })).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('promotions list in the address', () => {
  it('keeps a date range only when both ends are there and in order', () => {
    expect(
      promotionsQuery.parse(new URLSearchParams('startDate=2026-06-01&endDate=2026-06-30')),
    ).toMatchObject({
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    });
    expect(
      promotionsQuery.parse(new URLSearchParams('startDate=2026-06-30&endDate=2026-06-01')),
    ).toMatchObject({
      startDate: undefined,
      endDate: undefined,
    });
    expect(promotionsQuery.parse(new URLSearchParams('startDate=2026-06-01'))).toMatchObject({
      startDate: undefined,
    });
  });
});
