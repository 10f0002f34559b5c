import { describe, expect, it } from 'vitest';
import { toSearchParams, updateFilters } from '@/lib/list-query';
import { toUsersRequest, usersQuery, type UsersFilters } from './users-query';

const parse = (query: string) => usersQuery.parse(new URLSearchParams(query));
const serialise = (filters: UsersFilters) => toSearchParams(filters, usersQuery.defaults).toString();

describe('usersQuery (the /admin/users address)', () => {
  it('gives page 1, 10 a page, no search and every status for an empty address', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: 10, search: '', status: undefined });
  });

  it('reads every filter', () => {
    expect(parse('page=2&pageSize=20&search=%20Lan%20&status=inactive')).toEqual({
      page: 2,
      pageSize: 20,
      search: 'Lan',
      status: 'inactive',
    });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=x', { page: 1 }],
    ['pageSize=1000', { pageSize: 10 }],
    ['status=blocked', { status: undefined }],
    ['status=ACTIVE', { status: undefined }],
    ['status=all', { status: undefined }],
  ])('falls back to the default for a malformed value (%s)', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('cuts a search longer than the server accepts (100 characters)', () => {
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(serialise(usersQuery.defaults)).toBe('');
    const filters: UsersFilters = { page: 3, pageSize: 50, search: 'nguyễn', status: 'active' };
    expect(Object.fromEntries(new URLSearchParams(serialise(filters)))).toEqual({
      page: '3',
      pageSize: '50',
      search: 'nguyễn',
      status: 'active',
    });
    expect(parse(serialise(filters))).toEqual(filters);
  });

  it('starts again from page 1 when the search or the status changes', () => {
    const onPage3: UsersFilters = { page: 3, pageSize: 10, search: 'an', status: undefined };
    expect(updateFilters(onPage3, { status: 'inactive' }, usersQuery.defaults).page).toBe(1);
    expect(updateFilters(onPage3, { search: 'lan' }, usersQuery.defaults).page).toBe(1);
    expect(updateFilters(onPage3, { page: 4 }, usersQuery.defaults).page).toBe(4);
  });

  it('sends page and pageSize, and the search and status only when set', () => {
    expect(toUsersRequest(usersQuery.defaults)).toEqual({ page: 1, pageSize: 10 });
    expect(toUsersRequest({ page: 2, pageSize: 10, search: ' 0912 ', status: 'inactive' })).toEqual({
      page: 2,
      pageSize: 10,
      search: '0912',
      status: 'inactive',
    });
  });
});
