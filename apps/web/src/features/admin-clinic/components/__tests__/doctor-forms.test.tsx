import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AdminDoctorListResponseSchema,
  AdminDoctorResponseSchema,
  ClinicDetailResponseSchema,
  ERRORS,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { doctorOf, DOCTOR_ID } from '@/testing/booking-fixtures';
import { clinicOf, paginationOf } from '@/testing/clinic-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { chooseImages, installFakeUploads } from '@/testing/fake-upload';
import { changedDoctorFields, type DoctorFormValues } from '../doctor-fields';
import { DoctorCreateForm } from '../doctor-create-form';
import { DoctorsManager } from '../doctors-manager';

// Tiptap's editable area cannot be typed into in jsdom: a plain text area stands in for the rich text editor.
vi.mock('@/components/rich-text-editor/lazy-rich-text', () => import('@/testing/plain-rich-text'));

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
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
const type = (label: string, value: string, root: HTMLElement = document.body) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });

/** Opens an antd Select by its label and clicks one of its options. */
async function pick(label: string, option: string) {
  const input = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.mouseDown(input.closest('.ant-select')!);
  });
  const listbox = document
    .getElementById(input.getAttribute('aria-controls')!)!
    .closest('.ant-select-dropdown');
  const choice = await within(listbox as HTMLElement).findByTitle(option);
  await click(choice);
}

describe("'Tạo thông tin bác sĩ' on /admin/doctors/create (CLINIC)", { timeout: 90_000 }, () => {
  it("sends the contract's body, marks DOCTOR_EMAIL_TAKEN on the email, then goes back to the list", async () => {
    installFakeUploads();
    const clinic = clinicOf();
    server.on(
      'GET /admin/clinics/detail',
      { body: { success: true, data: clinic } },
      ClinicDetailResponseSchema,
    );
    server.on(
      'GET /admin/doctors',
      { body: { success: true, data: [], pagination: paginationOf(0) } },
      AdminDoctorListResponseSchema,
    );
    let taken = true;
    server.on(
      'POST /admin/doctors',
      (body) =>
        taken
          ? {
              status: 409,
              body: {
                success: false,
                code: 'DOCTOR_EMAIL_TAKEN',
                message: ERRORS.DOCTOR_EMAIL_TAKEN.message,
              },
            }
          : {
              status: 201,
              body: { success: true, data: { ...doctorOf(), ...(body as object), password: undefined } },
            },
      AdminDoctorResponseSchema,
    );
    const router = createMemoryRouter(
      [
        { path: '/admin/doctors/create', element: <DoctorCreateForm canPickClinic={false} /> },
        { path: '/admin/doctors', element: <DoctorsManager canPickClinic={false} /> },
      ],
      { initialEntries: ['/admin/doctors/create'] },
    );
    render(
      <AppProvider store={makeStore()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await screen.findByText('Tạo thông tin bác sĩ');
    await waitFor(() => expect(server.calls('GET /admin/clinics/detail')).toHaveLength(1));

    // Nothing is sent while the form is incomplete.
    await click(screen.getByRole('button', { name: 'Tạo bác sĩ' }));
    expect(await screen.findByText('Vui lòng tải lên ảnh đại diện', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.calls('POST /admin/doctors')).toHaveLength(0);

    await chooseImages(screen.getByTestId('doctor-image-input'), ['bs-lan.png']);
    await screen.findByRole('img', { name: 'ảnh đại diện' });
    type('Họ và tên', 'BS. Trần Thu Lan');
    type('Số điện thoại', '0987654321');
    type('Email', 'bs.lan@lumi.vn');
    type('Mật khẩu', 'lumi-doctor-2026');
    await pick('Chuyên khoa', 'Trị nám');
    type('Số năm kinh nghiệm', '8');
    type('Phí khám (VND)', '350000');
    await pick('Thời gian khám', '45 phút');
    type('Giới thiệu', '<p>Bác sĩ chuyên khoa I Da liễu.</p>');

    await click(screen.getByRole('button', { name: 'Tạo bác sĩ' }));
    await waitFor(() => expect(server.calls('POST /admin/doctors')).toHaveLength(1));
    expect(server.calls('POST /admin/doctors')[0]).toEqual({
      name: 'BS. Trần Thu Lan',
      phone: '0987654321',
      email: 'bs.lan@lumi.vn',
      password: 'lumi-doctor-2026',
      specialty: 'Trị nám',
      experience: 8,
      fees: 350_000,
      duration: 45,
      about: '<p>Bác sĩ chuyên khoa I Da liễu.</p>',
      avatar: { url: '/uploads/doctor/bs-lan.png', publicId: 'doctor/bs-lan.png' },
    });
    const emailItem = screen.getByLabelText('Email').closest('.ant-form-item') as HTMLElement;
    expect(await within(emailItem).findByText(ERRORS.DOCTOR_EMAIL_TAKEN.message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/doctors/create');

    taken = false;
    type('Email', 'bs.thulan@lumi.vn');
    await click(screen.getByRole('button', { name: 'Tạo bác sĩ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/doctors'));
    expect(server.calls('POST /admin/doctors')[1]).toMatchObject({ email: 'bs.thulan@lumi.vn' });
  });
});

describe("the doctor's edit modal on /admin/doctors (CLINIC)", { timeout: 60_000 }, () => {
  const doctor = doctorOf();
  beforeEach(() => {
    server.on(
      'GET /admin/doctors',
      { body: { success: true, data: [doctor], pagination: paginationOf(1) } },
      AdminDoctorListResponseSchema,
    );
    server.on(
      `PUT /admin/doctors/${DOCTOR_ID}`,
      (body) => ({ body: { success: true, data: { ...doctor, ...(body as object) } } }),
      AdminDoctorResponseSchema,
    );
  });

  function renderList() {
    const router = createMemoryRouter(
      [{ path: '/admin/doctors', element: <DoctorsManager canPickClinic={false} /> }],
      { initialEntries: ['/admin/doctors'] },
    );
    render(
      <AppProvider store={makeStore()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
  }

  it('opens with the doctor and sends only the changed fields', async () => {
    renderList();
    await click(await screen.findByLabelText(`Chỉnh sửa ${doctor.name}`));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Họ và tên') as HTMLInputElement).value).toBe(doctor.name),
    );
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe(doctor.email);
    type('Họ và tên', 'BS. Phạm Thị Ân', dialog);
    type('Phí khám (VND)', '320000', dialog);
    await click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(server.calls(`PUT /admin/doctors/${DOCTOR_ID}`)).toEqual([
        { name: 'BS. Phạm Thị Ân', fees: 320_000 },
      ]),
    );
  });

  it('sends nothing when nothing changed', async () => {
    renderList();
    await click(await screen.findByLabelText(`Chỉnh sửa ${doctor.name}`));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Họ và tên') as HTMLInputElement).value).toBe(doctor.name),
    );
    await click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Không có thay đổi nào')).toBeTruthy();
    expect(server.calls(`PUT /admin/doctors/${DOCTOR_ID}`)).toHaveLength(0);
  });
});

describe('changedDoctorFields', () => {
  const before: DoctorFormValues = {
    name: 'BS. Phạm Thị An',
    phone: '0912345678',
    email: 'bs.an@lumi.vn',
    specialty: 'Điều trị mụn',
    experience: 12,
    fees: 300_000,
    duration: 30,
    about: '<p>Giới thiệu</p>',
    avatar: { url: '/uploads/doctors/an.webp', publicId: 'doctors/an' },
  };

  it.each<[string, Partial<DoctorFormValues>, Record<string, unknown>]>([
    ['nothing', {}, {}],
    ['spaces around the name only', { name: '  BS. Phạm Thị An ' }, {}],
    ['the duration', { duration: 45 }, { duration: 45 }],
    [
      'the specialty and the text',
      { specialty: 'Laser', about: '<p>Mới</p>' },
      { specialty: 'Laser', about: '<p>Mới</p>' },
    ],
    [
      'a new avatar',
      { avatar: { url: '/uploads/doctor/new.png', publicId: 'doctor/new.png' } },
      { avatar: { url: '/uploads/doctor/new.png', publicId: 'doctor/new.png' } },
    ],
  ])('sends %s', (_name, change, body) => {
    expect(changedDoctorFields(before, { ...before, ...change })).toEqual(body);
  });

  it('never sends back a default avatar (null)', () => {
    expect(changedDoctorFields({ ...before, avatar: null }, { ...before, avatar: null })).toEqual({});
  });
});
