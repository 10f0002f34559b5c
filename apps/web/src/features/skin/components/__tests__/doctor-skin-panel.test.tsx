import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SKIN_MESSAGES,
  type BookingStatus,
  type DiaryEntry,
  type DoctorSkinView,
  type SkinNote,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { doctorLoaded } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { clinicTheme } from '@/config/theme';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { BOOKING_ID, customerOf, doctorOf } from '@/testing/booking-fixtures';
import {
  avoidOf,
  CALM_ANSWERS,
  diaryEntryOf,
  noteOf,
  OTHER_DOCTOR_ID,
  profileOf,
} from '@/testing/skin-fixtures';
import { DoctorSkinPanel } from '../doctor-skin-panel';

// antd forms are slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const VIEW_ROUTE = `GET /skin/bookings/${BOOKING_ID}`;
const OWN_NOTE = noteOf();
const OTHERS_NOTE = noteOf({
  _id: '7d0c1e2a-0000-4000-8000-0000000f0002',
  text: 'Da kích ứng với hương liệu',
  avoid: ['fragrance'],
  doctor: {
    _id: OTHER_DOCTOR_ID,
    name: 'BS. Lê Văn Bình',
    avatar: { url: '/uploads/d/b.webp', publicId: null },
  },
});

/** The patient's diary: the server hands it to the doctor only while shared. */
const DIARY: DiaryEntry[] = [
  diaryEntryOf(),
  diaryEntryOf({
    _id: '7d0c1e2a-0000-4000-8000-0000000e0002',
    date: '2026-03-01',
    note: 'Bắt đầu dùng serum mới',
    photos: [],
    products: [],
  }),
];

/** What the server lets the booking's doctor read: everything while shared, their own notes otherwise. */
function viewOf(shared: boolean, notes: SkinNote[]): DoctorSkinView {
  const visible = shared ? notes : notes.filter((n) => n.doctor._id === OWN_NOTE.doctor._id);
  const answers = shared ? { ...CALM_ANSWERS, acne: ['cystic'] } : null;
  return {
    shared,
    patient: { _id: customerOf()._id, name: customerOf().name },
    profile: answers ? profileOf(answers) : null,
    notes: visible,
    avoid: avoidOf(answers, visible),
    diary: shared ? DIARY : [],
  };
}

let server: FakeServer;
let notes: SkinNote[];
let shared: boolean;

beforeEach(() => {
  server = installFakeServer();
  notes = [OWN_NOTE, OTHERS_NOTE];
  shared = false;
  server.on(VIEW_ROUTE, () => ({ body: { success: true, data: viewOf(shared, notes) } }));
  server.on('POST /skin/notes', (body) => {
    const { text, avoid } = body as Pick<SkinNote, 'text' | 'avoid'>;
    const note = noteOf({ _id: '7d0c1e2a-0000-4000-8000-0000000f0003', text, avoid });
    notes = [note, ...notes];
    return { status: 201, body: { success: true, data: note } };
  });
  server.on(`DELETE /skin/notes/${OWN_NOTE._id}`, () => {
    notes = notes.filter((n) => n._id !== OWN_NOTE._id);
    return { body: { success: true, data: { _id: OWN_NOTE._id } } };
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanel(status: BookingStatus) {
  const store = makeStore();
  store.dispatch(doctorLoaded(doctorOf()));
  const router = createMemoryRouter(
    [{ path: '/doctor-owner', element: <DoctorSkinPanel booking={{ _id: BOOKING_ID, status }} /> }],
    { initialEntries: ['/doctor-owner?tab=bookings'] },
  );
  render(
    <AppProvider store={store} theme={clinicTheme}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('DoctorSkinPanel', () => {
  it('not shared: says so and shows only the doctor’s own notes, which they may delete', async () => {
    renderPanel('pending');
    expect(
      await screen.findByText('Bệnh nhân chưa chia sẻ hồ sơ da — bạn chỉ thấy ghi chú của mình'),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Ghi chú của bác sĩ' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Tránh retinoid trong thời gian điều trị')).toBeTruthy();
    expect(screen.queryByText('Da kích ứng với hương liệu')).toBeNull();
    expect(screen.queryByText('Loại da')).toBeNull();
    // No note on a visit not yet confirmed.
    expect(screen.queryByRole('button', { name: 'Lưu ghi chú' })).toBeNull();

    await click(within(list).getByRole('button', { name: /Xóa ghi chú ngày 02\/03\/2026/ }));
    await click(await screen.findByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(server.calls(`DELETE /skin/notes/${OWN_NOTE._id}`)).toHaveLength(1));
    expect(await screen.findByText('Chưa có ghi chú nào.')).toBeTruthy();
  });

  it('shared: shows the profile, every note (only its own deletable) and what to avoid', async () => {
    shared = true;
    renderPanel('completed');
    expect(await screen.findByText('Bệnh nhân đang chia sẻ hồ sơ da')).toBeTruthy();
    expect(screen.getByText('Da thường')).toBeTruthy();
    expect(screen.getByText('Mụn')).toBeTruthy();
    expect(screen.getByText('Mụn nang, mụn bọc dễ để lại sẹo và thường cần thuốc kê đơn.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Ghi chú của bác sĩ' });
    const [own, others] = within(list).getAllByRole('listitem');
    expect(within(own!).getByRole('button', { name: /Xóa ghi chú/ })).toBeTruthy();
    expect(within(others!).getByText('Da kích ứng với hương liệu')).toBeTruthy();
    expect(within(others!).queryByRole('button')).toBeNull();
    const avoid = screen.getByRole('list', { name: 'Thành phần cần tránh' });
    expect(within(avoid).getByText('BS. Lê Văn Bình: Da kích ứng với hương liệu')).toBeTruthy();
  });

  it('shows the patient’s diary, read only, while shared', async () => {
    shared = true;
    renderPanel('confirmed');
    expect(await screen.findByRole('heading', { name: 'Nhật ký da của bệnh nhân' })).toBeTruthy();
    const diary = screen.getByRole('list', { name: 'Nhật ký da của bệnh nhân' });
    const days = within(diary)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === diary);
    expect(days).toHaveLength(2);
    expect(within(days[0]!).getByText('Mụn ở cằm đã xẹp, da hơi khô buổi sáng')).toBeTruthy();
    expect(within(days[1]!).getByText('Bắt đầu dùng serum mới')).toBeTruthy();
    // The photo from its signed link, under the API's origin.
    const photo = within(days[0]!).getByRole('button', { name: 'Xem ảnh 1/1 ngày 03/03/2026' });
    expect(photo.querySelector('img')!.getAttribute('src')).toBe(
      `http://lumi.test${DIARY[0]!.photos[0]!.url}`,
    );
    // A product opens in another tab: the doctor's page (and a call) stays.
    const product = within(days[0]!).getByRole('link', { name: 'Kem dưỡng ẩm phục hồi B5' });
    expect(product.getAttribute('href')).toBe('/detail/kem-duong-am-phuc-hoi-b5');
    expect(product.getAttribute('target')).toBe('_blank');
    // Nothing of the patient's diary may be deleted by the doctor.
    expect(within(diary).queryByRole('button', { name: /Xóa/ })).toBeNull();
    expect(screen.queryByText(/Nhật ký da chỉ hiển thị khi/)).toBeNull();
  });

  it('says the diary shows only once the patient shares', async () => {
    renderPanel('confirmed');
    expect(
      await screen.findByText('Nhật ký da chỉ hiển thị khi bệnh nhân chia sẻ hồ sơ da với lịch khám này.'),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Nhật ký da của bệnh nhân' })).toBeNull();
    expect(screen.queryByText('Mụn ở cằm đã xẹp, da hơi khô buổi sáng')).toBeNull();
  });

  it('checks the note’s length with the shared message, then sends the text and the families', async () => {
    renderPanel('confirmed');
    const text = await screen.findByLabelText('Ghi chú cho hồ sơ da');
    fireEvent.change(text, { target: { value: 'a' } });
    await click(screen.getByRole('button', { name: 'Lưu ghi chú' }));
    expect(await screen.findByText(SKIN_MESSAGES.noteLength)).toBeTruthy();
    expect(server.calls('POST /skin/notes')).toHaveLength(0);

    fireEvent.change(text, { target: { value: 'Đang mang thai, tránh retinoid và hydroquinone' } });
    const flags = screen.getByRole('group', { name: 'Thành phần cần tránh' });
    await click(within(flags).getByRole('checkbox', { name: 'Hydroquinone' }));
    await click(within(flags).getByRole('checkbox', { name: 'Retinoid (retinol, tretinoin…)' }));
    await click(screen.getByRole('button', { name: 'Lưu ghi chú' }));
    await waitFor(() => expect(server.calls('POST /skin/notes')).toHaveLength(1));
    expect(server.calls('POST /skin/notes')[0]).toEqual({
      bookingId: BOOKING_ID,
      text: 'Đang mang thai, tránh retinoid và hydroquinone',
      // In the list's order, whatever the order they were ticked in.
      avoid: ['retinoid', 'hydroquinone'],
    });
    // The new note shows, and the form is empty again.
    expect(await screen.findByText('Đang mang thai, tránh retinoid và hydroquinone')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('Ghi chú cho hồ sơ da').value).toBe(''),
    );
  });
});
