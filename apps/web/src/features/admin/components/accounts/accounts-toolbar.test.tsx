import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useAdminList } from '@/hooks/use-admin-list';
import { accountsQuery } from '../../utils/accounts-query';
import { AccountsToolbar } from './accounts-toolbar';

function FiltersHarness({ onCreate }: { onCreate: () => void }) {
  const { filters, changeFilters } = useAdminList(accountsQuery);
  return <AccountsToolbar filters={filters} onChange={changeFilters} onCreate={onCreate} />;
}

function renderToolbar(at: string) {
  const onCreate = vi.fn();
  const router = createMemoryRouter(
    [{ path: '/admin/accounts', element: <FiltersHarness onCreate={onCreate} /> }],
    {
      initialEntries: [at],
    },
  );
  render(<RouterProvider router={router} />);
  return { router, onCreate };
}

const searchBox = () => screen.getByRole('textbox', { name: 'Tìm kiếm tài khoản' }) as HTMLInputElement;

describe('AccountsToolbar with the address-bar filters', () => {
  it('starts from the filters in the address', () => {
    renderToolbar('/admin/accounts?search=lan&role=SUPPORT&page=2');
    expect(searchBox().value).toBe('lan');
    expect(screen.getByText('Hỗ trợ')).toBeTruthy();
  });

  it('searches once typing settles, back on page 1', async () => {
    const { router } = renderToolbar('/admin/accounts?page=3');
    fireEvent.change(searchBox(), { target: { value: 'clinic' } });
    // Not at every keystroke: nothing has changed yet.
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(router.state.location.search).toBe('?search=clinic'));
  });

  it('searches at once on Enter', async () => {
    const { router } = renderToolbar('/admin/accounts');
    fireEvent.change(searchBox(), { target: { value: 'hanoi' } });
    await act(async () => {
      fireEvent.keyDown(searchBox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    expect(router.state.location.search).toBe('?search=hanoi');
  });

  it('filters by role, keeping the search, back on page 1', async () => {
    const { router } = renderToolbar('/admin/accounts?search=an&page=2');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Lọc theo vai trò' }));
    await act(async () => {
      fireEvent.click(await screen.findByTitle('Phòng khám'));
    });
    expect(router.state.location.search).toBe('?search=an&role=CLINIC');
  });

  it('shows a search made elsewhere (back button) in the box', async () => {
    const { router } = renderToolbar('/admin/accounts?search=lan');
    await act(async () => {
      await router.navigate('/admin/accounts?search=minh');
    });
    expect(searchBox().value).toBe('minh');
  });

  it("opens the creation form from 'Tạo tài khoản'", () => {
    const { onCreate } = renderToolbar('/admin/accounts');
    fireEvent.click(screen.getByRole('button', { name: /Tạo tài khoản/ }));
    expect(onCreate).toHaveBeenCalledOnce();
  });
});
