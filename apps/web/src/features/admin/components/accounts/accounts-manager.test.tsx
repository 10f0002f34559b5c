import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, SUCCESS, type AdminAccount } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { adminOf } from '@/testing/fixtures';
import { AccountsManager } from './accounts-manager';

// antd tables and modals are slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const me = adminOf('ADMIN', { _id: '6b1d2e3f-0000-4000-8000-000000000001', username: 'admin' });
const other = adminOf('ADMIN', {
  _id: '6b1d2e3f-0000-4000-8000-000000000002',
  name: 'Trần Văn Hải',
  username: 'hai',
});
const support = adminOf('SUPPORT', {
  _id: '6b1d2e3f-0000-4000-8000-000000000003',
  name: 'Lê Thu Trang',
  username: 'hotro',
});

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /admin/admin-accounts', {
    body: {
      success: true,
      data: [me, other, support],
      pagination: { page: 1, pageSize: 10, totalItems: 3, totalPage: 1 },
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderManager() {
  const router = createMemoryRouter(
    [{ path: '/admin/accounts', element: <AccountsManager currentAdmin={me} /> }],
    { initialEntries: ['/admin/accounts'] },
  );
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const lastAdmin = {
  status: 422,
  body: { success: false, code: 'LAST_ADMIN', message: ERRORS.LAST_ADMIN.message },
};

describe('AccountsManager (/admin/accounts)', () => {
  it('shows LAST_ADMIN when stopping the last other active ADMIN, and the switch stays on', async () => {
    server.on(`PUT /admin/admin-accounts/${other._id}`, lastAdmin);
    renderManager();

    const toggle = await screen.findByRole('switch', { name: 'Dừng tài khoản hai' });
    await click(toggle);
    await waitFor(() =>
      expect(server.calls(`PUT /admin/admin-accounts/${other._id}`)).toEqual([{ isActive: false }]),
    );
    expect(await screen.findByText(ERRORS.LAST_ADMIN.message)).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByText('Đã dừng tài khoản hai')).toBeNull();
  });

  it('shows LAST_ADMIN under the role when demoting the last other ADMIN, and keeps the form open', async () => {
    server.on(`PUT /admin/admin-accounts/${other._id}`, lastAdmin);
    renderManager();

    await click(await screen.findByRole('button', { name: 'Chỉnh sửa tài khoản hai' }));
    const dialog = await screen.findByRole('dialog');
    // Editing no longer mixes in a password: that is 'Đặt lại mật khẩu'.
    expect(within(dialog).queryByLabelText('Mật khẩu')).toBeNull();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    await click(await screen.findByTitle('Hỗ trợ'));
    await click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() =>
      expect(server.calls(`PUT /admin/admin-accounts/${other._id}`)).toEqual([
        { name: other.name, role: 'SUPPORT' },
      ]),
    );
    expect((await within(dialog).findAllByText(ERRORS.LAST_ADMIN.message)).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it("resets another account's password with a PUT of the new password only (no current password)", async () => {
    const updated: AdminAccount = { ...support, updatedAt: '2026-11-26T03:00:00.000Z' };
    server.on(`PUT /admin/admin-accounts/${support._id}`, {
      body: { success: true, data: updated, message: SUCCESS.adminUpdated },
    });
    renderManager();

    await click(await screen.findByRole('button', { name: 'Đặt lại mật khẩu tài khoản hotro' }));
    const dialog = (await screen.findByText('Đặt lại mật khẩu: hotro')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    fireEvent.change(within(dialog).getByLabelText('Mật khẩu mới'), { target: { value: 'Trang-moi-2026' } });
    fireEvent.change(within(dialog).getByLabelText('Nhập lại mật khẩu'), {
      target: { value: 'Trang-khac-2026' },
    });
    await click(within(dialog).getByRole('button', { name: 'Đặt lại mật khẩu' }));
    expect(await within(dialog).findByText('Mật khẩu nhập lại không trùng khớp')).toBeTruthy();
    expect(server.calls(`PUT /admin/admin-accounts/${support._id}`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Nhập lại mật khẩu'), {
      target: { value: 'Trang-moi-2026' },
    });
    await click(within(dialog).getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await waitFor(() =>
      expect(server.calls(`PUT /admin/admin-accounts/${support._id}`)).toEqual([
        { password: 'Trang-moi-2026', rePassword: 'Trang-moi-2026' },
      ]),
    );
    expect(await screen.findByText('Đã đặt lại mật khẩu cho tài khoản hotro')).toBeTruthy();
  });
});
