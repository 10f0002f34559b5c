import { describe, expect, it } from 'vitest';
import { toSearchParams } from '@/lib/list-query';
import { contactsQuery, toContactsRequest, type ContactsFilters } from './contacts-query';

const parse = (query: string) => contactsQuery.parse(new URLSearchParams(query));
const serialise = (filters: ContactsFilters) => toSearchParams(filters, contactsQuery.defaults).toString();

describe('contactsQuery (the /admin/contacts address)', () => {
  it('gives page 1, 10 a page, no search and every status for an empty address', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: 10, search: '', status: undefined });
  });

  it('reads every filter', () => {
    expect(parse('page=2&pageSize=20&search=%20%C3%81nh%20D%C6%B0%C6%A1ng%20&status=handled')).toEqual({
      page: 2,
      pageSize: 20,
      search: 'Ánh Dương',
      status: 'handled',
    });
  });

  it.each([['status=done'], ['status=NEW'], ['status=all']])(
    'falls back to every status for a value the server does not know (%s)',
    (query) => {
      expect(parse(query).status).toBeUndefined();
    },
  );

  it('writes only what differs from the defaults and sends no empty value', () => {
    expect(serialise(contactsQuery.defaults)).toBe('');
    const filters: ContactsFilters = { page: 1, pageSize: 10, search: '', status: 'new' };
    expect(serialise(filters)).toBe('status=new');
    expect(toContactsRequest(filters)).toEqual({ page: 1, pageSize: 10, status: 'new' });
  });
});
