import { describe, expect, it } from 'vitest';
import { toSearchParams, updateFilters } from '@/lib/list-query';
import { ordersQuery, toOrdersRequest, type OrdersFilters } from './orders-query';

const ORDERS_FILTER_DEFAULTS = ordersQuery.defaults;
const parseOrdersFilters = ordersQuery.parse;
const toOrdersSearchParams = (filters: OrdersFilters) => toSearchParams(filters, ORDERS_FILTER_DEFAULTS);
const applyOrdersChange = (current: OrdersFilters, change: Partial<OrdersFilters>) =>
  updateFilters(current, change, ORDERS_FILTER_DEFAULTS);

const parse = (query: string) => parseOrdersFilters(new URLSearchParams(query));

describe('parseOrdersFilters', () => {
  it('reads every filter of the address', () => {
    expect(
      parse(
        'status=shipping&search=%20OD123%20&paymentMethod=VNPAY&fromDate=2026-11-01&toDate=2026-11-24&page=3&pageSize=20',
      ),
    ).toEqual({
      page: 3,
      pageSize: 20,
      status: 'shipping',
      search: 'OD123',
      paymentMethod: 'VNPAY',
      fromDate: '2026-11-01',
      toDate: '2026-11-24',
    });
  });

  it.each([
    ['status=archived', { status: 'all' }],
    ['paymentMethod=cash', { paymentMethod: undefined }],
    ['page=0', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['pageSize=500', { pageSize: 10 }],
    ['fromDate=24/11/2026', { fromDate: undefined }],
    ['fromDate=2026-11-30&toDate=2026-11-01', { fromDate: undefined, toDate: undefined }],
  ])('falls back to the default for %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('keeps a one-sided date range', () => {
    expect(parse('fromDate=2026-11-01')).toMatchObject({ fromDate: '2026-11-01', toDate: undefined });
  });
});

describe('toOrdersSearchParams', () => {
  it('writes nothing for the defaults', () => {
    expect(toOrdersSearchParams(ORDERS_FILTER_DEFAULTS).toString()).toBe('');
  });

  it('round-trips through the parser', () => {
    const filters: OrdersFilters = {
      ...ORDERS_FILTER_DEFAULTS,
      page: 2,
      status: 'pending',
      search: '0912345678',
      paymentMethod: 'COD',
      fromDate: '2026-11-01',
    };
    const params = toOrdersSearchParams(filters);
    expect(params.toString()).toBe(
      'page=2&status=pending&search=0912345678&paymentMethod=COD&fromDate=2026-11-01',
    );
    expect(parseOrdersFilters(params)).toEqual(filters);
  });
});

describe('applyOrdersChange', () => {
  const onPage3: OrdersFilters = { ...ORDERS_FILTER_DEFAULTS, page: 3 };

  it.each<[string, Partial<OrdersFilters>]>([
    ['status', { status: 'cancelled' }],
    ['search', { search: 'Nguyễn' }],
    ['payment method', { paymentMethod: 'STRIPE' }],
    ['date range', { fromDate: '2026-11-01', toDate: '2026-11-02' }],
    ['page size', { pageSize: 50 }],
  ])('goes back to page 1 when the %s changes', (_name, change) => {
    expect(applyOrdersChange(onPage3, change).page).toBe(1);
  });

  it('keeps the page when only the page changes, or when nothing really changed', () => {
    expect(applyOrdersChange(onPage3, { page: 4 }).page).toBe(4);
    expect(applyOrdersChange(onPage3, { status: 'all' }).page).toBe(3);
    expect(applyOrdersChange(onPage3, { search: '   ' }).page).toBe(3);
  });

  it('trims the search text', () => {
    expect(applyOrdersChange(ORDERS_FILTER_DEFAULTS, { search: '  OD00001  ' }).search).toBe('OD00001');
  });
});

describe('toOrdersRequest', () => {
  it('sends only the page for the defaults (status "all" is left out)', () => {
    expect(toOrdersRequest(ORDERS_FILTER_DEFAULTS)).toEqual({ page: 1, pageSize: 10 });
  });

  it('sends every filter that is set', () => {
    expect(
      toOrdersRequest({
        page: 2,
        pageSize: 20,
        status: 'delivered',
        search: 'OD1',
        paymentMethod: 'COD',
        fromDate: '2026-11-01',
        toDate: '2026-11-24',
      }),
    ).toEqual({
      page: 2,
      pageSize: 20,
      status: 'delivered',
      search: 'OD1',
      paymentMethod: 'COD',
      fromDate: '2026-11-01',
      toDate: '2026-11-24',
    });
  });
});
