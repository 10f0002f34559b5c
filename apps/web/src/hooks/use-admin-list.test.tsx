import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Pagination } from '@lumi/shared';
import { DEFAULT_PAGING, readOneOf, readPaging, readText, type ListQueryCodec } from '@/lib/list-query';
import { useAdminList, useBusyRows, useLastPageClamp } from './use-admin-list';

type Filters = { page: number; pageSize: number; name: string; role: 'ADMIN' | 'SUPPORT' | undefined };

const codec: ListQueryCodec<Filters> = {
  defaults: { ...DEFAULT_PAGING, name: '', role: undefined },
  parse: (params) => ({
    ...readPaging(params),
    name: readText(params.get('name')),
    role: readOneOf(params.get('role'), ['ADMIN', 'SUPPORT'] as const),
  }),
};

type Answer = { pagination: Pagination; rows: readonly unknown[] } | undefined;

function renderList(at: string, initialAnswer?: Answer) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
  );
  return renderHook(
    ({ answer }: { answer: Answer }) => {
      const list = useAdminList(codec);
      useLastPageClamp(list, answer);
      return { list, search: useLocation().search };
    },
    { wrapper, initialProps: { answer: initialAnswer } },
  );
}

const pagination = (page: number, totalPage: number): Pagination => ({
  page,
  pageSize: 10,
  totalItems: totalPage * 10,
  totalPage,
});

describe('useAdminList', () => {
  it('reads the filters from the address, malformed values falling back to defaults', () => {
    const { result } = renderList('/admin/x?page=3&pageSize=20&name=%20lan%20&role=ROOT');
    expect(result.current.list.filters).toEqual({ page: 3, pageSize: 20, name: 'lan', role: undefined });
  });

  it('writes a change back to the address and reads the same filters again', () => {
    const { result } = renderList('/admin/x?page=2&edit=abc');
    act(() => result.current.list.changeFilters({ name: '  serum ', role: 'SUPPORT' }));
    // Back to page 1 (left out as the default); a parameter the list does not know stays.
    expect(new URLSearchParams(result.current.search).toString()).toBe('name=serum&role=SUPPORT&edit=abc');
    expect(result.current.list.filters).toEqual({ page: 1, pageSize: 10, name: 'serum', role: 'SUPPORT' });
  });

  it.each([
    ['moves to another page', 4, 10, 'page=4&name=kem'],
    ['starts again from page 1 with another page size', 2, 50, 'pageSize=50&name=kem'],
  ])('from the pager %s', (_label, page, pageSize, expected) => {
    const { result } = renderList('/admin/x?page=2&name=kem');
    act(() => result.current.list.changePage(page, pageSize));
    expect(new URLSearchParams(result.current.search).toString()).toBe(expected);
  });
});

describe('useLastPageClamp', () => {
  it('goes to the last page when the page asked for is past the end', async () => {
    const { result } = renderList('/admin/x?page=5', { pagination: pagination(5, 3), rows: [] });
    await waitFor(() => expect(result.current.list.filters.page).toBe(3));
  });

  it.each<[string, Answer]>([
    ['no answer yet', undefined],
    ['an older page still showing rows', { pagination: pagination(2, 3), rows: [{}] }],
    ['an empty list', { pagination: pagination(1, 0), rows: [] }],
  ])('stays on the page with %s', async (_label, answer) => {
    const { result } = renderList('/admin/x?page=5', answer);
    await act(async () => {});
    expect(result.current.list.filters.page).toBe(5);
  });
});

describe('useBusyRows', () => {
  it('marks a row while its task runs, and clears it when the task fails', async () => {
    const { result } = renderHook(() => useBusyRows());
    let fail: (reason: Error) => void = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run('a', () => new Promise((_resolve, reject) => (fail = reject)));
    });
    expect(result.current.busyIds.has('a')).toBe(true);
    await act(async () => {
      fail(new Error('refused'));
      await running;
    });
    expect(result.current.busyIds.has('a')).toBe(false);
  });
});
