import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminClinicListResponseSchema, AdminClinicResponseSchema, ERRORS } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeStore } from '@/lib/store';
import { tokens } from '@/lib/storage';
import { clinicOf, paginationOf } from '@/testing/clinic-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { chooseImages, installFakeUploads, type FakeUploads } from '@/testing/fake-upload';
import { adminOf } from '@/testing/fixtures';

// Tiptap's editable area cannot be typed into in jsdom: a plain text area stands in for the rich text editor.
vi.mock('@/components/rich-text-editor/lazy-rich-text', () => import('@/testing/plain-rich-text'));

const OWNER_ID = '7d0c1e2a-0000-4000-8000-0000000c0001';

let server: FakeServer;
let uploads: FakeUploads;
beforeEach(() => {
  server = installFakeServer();
  uploads = installFakeUploads();
  tokens.set('admin', 'token-admin');
  server.on('GET /admin/auth/account', { body: { success: true, data: adminOf('ADMIN') } });
  server.on(
    'GET /admin/clinics',
    { body: { success: true, data: [], pagination: paginationOf(0) } },
    AdminClinicListResponseSchema,
  );
  server.on('POST /admin/admin-accounts', {
    status: 201,
    body: {
      success: true,
      message: 'Tạo tài khoản thành công',
      data: adminOf('CLINIC', { _id: OWNER_ID, name: 'Quản lý Lumi Đà Nẵng', username: 'clinic.danang' }),
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("ADMIN's 'Tạo phòng khám' on /admin/clinics", { timeout: 120_000 }, () => {
  it('creates the CLINIC account, then the clinic with it; a refused clinic keeps the account for the retry', async () => {
    let refuse = true;
    server.on(
      'POST /admin/clinics',
      (body) =>
        refuse
          ? {
              status: 409,
              body: { success: false, code: 'CLINIC_NAME_TAKEN', message: ERRORS.CLINIC_NAME_TAKEN.message },
            }
          : {
              status: 201,
              body: {
                success: true,
                message: 'Tạo phòng khám thành công',
                data: { ...clinicOf(), ...(body as object) },
              },
            },
      AdminClinicResponseSchema,
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/admin/clinics'] });
    render(
      <AppProvider store={makeStore()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await click(await screen.findByRole('button', { name: /Tạo phòng khám/ }, { timeout: 30_000 }));
    const form = await screen.findByRole('form', { name: 'Tạo thông tin phòng khám' });

    type('Tên tài khoản', 'Quản lý Lumi Đà Nẵng');
    type('Tên đăng nhập', 'clinic.danang');
    type('Mật khẩu', 'lumi-clinic-2026');
    type('Tên phòng khám', 'Lumi Clinic Đà Nẵng');
    type('Số điện thoại', '0905123456');
    type('Email', 'danang@lumi.vn');
    type('Địa chỉ', '<p>45 Bạch Đằng, Hải Châu, Đà Nẵng</p>');
    type('Mô tả', '<p>Phòng khám da liễu bên sông Hàn.</p>');
    const specialties = screen.getByLabelText('Chuyên khoa');
    await act(async () => {
      fireEvent.change(specialties, { target: { value: 'Điều trị mụn' } });
      fireEvent.keyDown(specialties, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await chooseImages(within(form).getByTestId('clinic-image-input'), ['logo.png']);
    const [banners, images] = within(form).getAllByTestId('clinic-images-input');
    await chooseImages(banners!, ['banner.png']);
    await chooseImages(images!, ['a.png', 'b.png', 'c.png', 'd.png']);
    await waitFor(() => expect(uploads.purposes).toHaveLength(6));

    await click(within(form).getByRole('button', { name: 'Tạo phòng khám' }));
    await waitFor(() => expect(server.calls('POST /admin/clinics')).toHaveLength(1));
    expect(server.calls('POST /admin/admin-accounts')).toEqual([
      {
        name: 'Quản lý Lumi Đà Nẵng',
        username: 'clinic.danang',
        password: 'lumi-clinic-2026',
        rePassword: 'lumi-clinic-2026',
        role: 'CLINIC',
      },
    ]);
    expect(server.calls('POST /admin/clinics')[0]).toMatchObject({
      admin: OWNER_ID,
      name: 'Lumi Clinic Đà Nẵng',
      phone: '0905123456',
      email: 'danang@lumi.vn',
      address: '<p>45 Bạch Đằng, Hải Châu, Đà Nẵng</p>',
      description: '<p>Phòng khám da liễu bên sông Hàn.</p>',
      specialties: ['Điều trị mụn'],
      logo: { url: '/uploads/clinic/logo.png', publicId: 'clinic/logo.png' },
      banners: [{ url: '/uploads/clinic/banner.png', publicId: 'clinic/banner.png' }],
      holidays: [],
    });
    expect((server.calls('POST /admin/clinics')[0] as { images: unknown[] }).images).toHaveLength(4);
    // The refusal is marked on the field; the drawer stays open with what was typed.
    expect(await within(form).findByText(ERRORS.CLINIC_NAME_TAKEN.message)).toBeTruthy();

    refuse = false;
    type('Tên phòng khám', 'Lumi Clinic Sông Hàn');
    await click(within(form).getByRole('button', { name: 'Tạo phòng khám' }));
    await waitFor(() => expect(server.calls('POST /admin/clinics')).toHaveLength(2));
    // The same account: no second one.
    expect(server.calls('POST /admin/admin-accounts')).toHaveLength(1);
    expect(server.calls('POST /admin/clinics')[1]).toMatchObject({
      admin: OWNER_ID,
      name: 'Lumi Clinic Sông Hàn',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Tạo thông tin phòng khám' })).toBeNull());
  });
});
