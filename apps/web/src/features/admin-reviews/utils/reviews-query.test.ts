import { describe, expect, it } from 'vitest';
import { toSearchParams, updateFilters } from '@/lib/list-query';
import { adminReviewsQuery, toAdminReviewsRequest } from './reviews-query';

const parse = (query: string) => adminReviewsQuery.parse(new URLSearchParams(query));

describe('admin reviews filters', () => {
  it('reads every filter from the address', () => {
    expect(
      parse(
        'customerName=%20Mai%20Anh%20&productName=son&rate=4&fromDate=2026-03-01&toDate=2026-03-31&page=3&pageSize=20',
      ),
    ).toEqual({
      page: 3,
      pageSize: 20,
      customerName: 'Mai Anh',
      productName: 'son',
      rate: 4,
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
    });
  });

  it.each([
    ['rate=0', { rate: undefined }],
    ['rate=6', { rate: undefined }],
    ['rate=4.5', { rate: undefined }],
    ['fromDate=01/03/2026', { fromDate: undefined }],
    ['fromDate=2026-03-31&toDate=2026-03-01', { fromDate: undefined, toDate: undefined }],
    ['fromDate=2026-03-01', { fromDate: '2026-03-01', toDate: undefined }],
    ['page=-1&pageSize=1000', { page: 1, pageSize: 10 }],
  ])('falls back to the default for %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('sends only the filters that are set', () => {
    expect(toAdminReviewsRequest(parse(''))).toEqual({ page: 1, pageSize: 10 });
    expect(toAdminReviewsRequest(parse('productName=kem&rate=1&toDate=2026-03-31'))).toEqual({
      page: 1,
      pageSize: 10,
      productName: 'kem',
      rate: 1,
      toDate: '2026-03-31',
    });
  });

  it('starts again from page 1 when a filter changes, and keeps the address short', () => {
    const current = parse('page=4&customerName=an');
    const next = updateFilters(current, { rate: 5 }, adminReviewsQuery.defaults);
    expect(next.page).toBe(1);
    expect(toSearchParams(next, adminReviewsQuery.defaults).toString()).toBe('customerName=an&rate=5');
  });
});
