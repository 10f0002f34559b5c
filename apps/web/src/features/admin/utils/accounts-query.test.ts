import { describe, expect, it } from 'vitest';
import { toSearchParams, updateFilters } from '@/lib/list-query';
import { accountsQuery, toAccountsRequest, type AccountsFilters } from './accounts-query';

const DEFAULT_ACCOUNTS_FILTERS = accountsQuery.defaults;
const parseAccountsQuery = accountsQuery.parse;
const toAccountsSearchParams = (filters: AccountsFilters) =>
  toSearchParams(filters, DEFAULT_ACCOUNTS_FILTERS);
const updateAccountsFilters = (current: AccountsFilters, change: Partial<AccountsFilters>) =>
  updateFilters(current, change, DEFAULT_ACCOUNTS_FILTERS);

const parse = (query: string) => parseAccountsQuery(new URLSearchParams(query));

describe('parseAccountsQuery', () => {
  it('gives page 1, pageSize 10, no search and no role for an empty address', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: 10, search: '', role: undefined });
  });

  it('reads every filter', () => {
    expect(parse('page=3&pageSize=20&search=%20Lan%20&role=CLINIC')).toEqual({
      page: 3,
      pageSize: 20,
      search: 'Lan',
      role: 'CLINIC',
    });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['pageSize=500', { pageSize: 10 }],
    ['pageSize=0', { pageSize: 10 }],
    ['role=admin', { role: undefined }],
    ['role=OWNER', { role: undefined }],
  ])('falls back to the default for a malformed value (%s)', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('cuts a search longer than the server accepts (100 characters)', () => {
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('toAccountsSearchParams', () => {
  it('leaves defaults out so the address stays short', () => {
    expect(toAccountsSearchParams(DEFAULT_ACCOUNTS_FILTERS).toString()).toBe('');
  });

  it('writes what differs from the defaults', () => {
    const filters: AccountsFilters = { page: 2, pageSize: 20, search: 'hỗ trợ', role: 'SUPPORT' };
    const params = toAccountsSearchParams(filters);
    expect(Object.fromEntries(params)).toEqual({
      search: 'hỗ trợ',
      role: 'SUPPORT',
      page: '2',
      pageSize: '20',
    });
  });

  it('round-trips through the address', () => {
    const filters: AccountsFilters = { page: 4, pageSize: 50, search: 'clinic.hanoi', role: 'CLINIC' };
    expect(parseAccountsQuery(toAccountsSearchParams(filters))).toEqual(filters);
  });
});

describe('updateAccountsFilters', () => {
  const onPage3: AccountsFilters = { page: 3, pageSize: 10, search: 'an', role: 'ADMIN' };

  it('keeps the page when only the page changes', () => {
    expect(updateAccountsFilters(onPage3, { page: 5 })).toEqual({ ...onPage3, page: 5 });
  });

  it.each<[string, Partial<AccountsFilters>]>([
    ['a new search', { search: 'lan' }],
    ['another role', { role: 'CLINIC' }],
    ['clearing the role', { role: undefined }],
    ['another page size', { pageSize: 20 }],
  ])('goes back to page 1 on %s', (_label, change) => {
    expect(updateAccountsFilters(onPage3, change).page).toBe(1);
  });

  it('keeps the page when the search only gains surrounding spaces', () => {
    expect(updateAccountsFilters(onPage3, { search: ' an ' })).toEqual(onPage3);
  });
});

describe('toAccountsRequest', () => {
  it('sends page and pageSize, and search and role only when set', () => {
    expect(toAccountsRequest(DEFAULT_ACCOUNTS_FILTERS)).toEqual({ page: 1, pageSize: 10 });
    expect(toAccountsRequest({ page: 2, pageSize: 10, search: '  lan ', role: 'SUPPORT' })).toEqual({
      page: 2,
      pageSize: 10,
      search: 'lan',
      role: 'SUPPORT',
    });
  });
});
