import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatLocalDate,
  formatWeekdayDate,
  SKIN_MESSAGES,
  toLocalDate,
  type CreateDiaryEntryBody,
  type DiaryEntry,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { userLoaded } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { customerOf } from '@/testing/booking-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { chooseImages, installFakeUploads } from '@/testing/fake-upload';
import { DIARY_SUGGESTIONS, diaryEntryOf, diaryPhotoOf, recordOf } from '@/testing/skin-fixtures';
import { SkinRecordTab } from '../skin-record-tab';

// antd forms are slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const NEW_ENTRY_ID = '7d0c1e2a-0000-4000-8000-0000000e0099';

let server: FakeServer;
/** The diary the fake server holds (the writes change it, as the server would). */
let diary: DiaryEntry[];

beforeEach(() => {
  server = installFakeServer();
  diary = [];
  server.on('GET /skin/record', { body: { success: true, data: recordOf(null) } });
  server.on('GET /skin/diary', () => ({ body: { success: true, data: diary } }));
  server.on('GET /skin/diary/products', { body: { success: true, data: DIARY_SUGGESTIONS } });
  server.on('POST /skin/diary', (body) => {
    const { date, note = '', photos = [], productIds = [] } = body as CreateDiaryEntryBody;
    const entry = diaryEntryOf({
      _id: NEW_ENTRY_ID,
      date,
      note,
      photos: photos.map((_photo, i) => diaryPhotoOf(`7d0c1e2a-0000-4000-8000-0000000a010${i}`)),
      products: DIARY_SUGGESTIONS.filter((p) => productIds.includes(p._id)).map(
        ({ source: _source, ...product }) => product,
      ),
      createdAt: new Date().toISOString(),
    });
    diary = [entry, ...diary];
    return { status: 201, body: { success: true, data: entry, message: SKIN_MESSAGES.diaryCreated } };
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderTab() {
  const store = makeStore();
  store.dispatch(userLoaded(customerOf()));
  const router = createMemoryRouter([{ path: '/account', element: <SkinRecordTab /> }], {
    initialEntries: ['/account?tab=skin'],
  });
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

/** The browser's object URLs of picked files, named after them: 'blob:<file name>'. */
function stubObjectUrls() {
  const created = vi
    .spyOn(URL, 'createObjectURL')
    .mockImplementation((file) => `blob:${(file as File).name}`);
  const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return { created, revoked };
}

/** A signed photo link as the page asks for it: under the API's origin (the tests' VITE_API_URL). */
const onApi = (url: string) => `http://lumi.test${url}`;

describe('Nhật ký da', () => {
  it('adds a day: needs a note or a photo, shows photos from the picked files, sends the ticked products, then lists it', async () => {
    const uploads = installFakeUploads();
    const { revoked } = stubObjectUrls();
    renderTab();
    expect(await screen.findByText(/Chưa có nhật ký nào/)).toBeTruthy();

    await click(screen.getByRole('button', { name: /Thêm nhật ký/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm nhật ký da' });
    // The products of recent deliveries and routines start ticked.
    const products = await within(dialog).findByRole('group', { name: 'Sản phẩm đang dùng' });
    const boxes = within(products).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => box.checked)).toEqual([true, true]);
    expect(within(products).getByText('Liệu trình bác sĩ gợi ý')).toBeTruthy();
    expect(
      within(dialog).getByText(
        /Nhật ký chỉ bạn xem được\. Vị trí và thông tin máy ảnh trong ảnh được xóa khi tải lên\. Bạn chọn chia sẻ với bác sĩ theo từng lịch khám\./,
      ),
    ).toBeTruthy();
    // Today by default, written dd/MM/yyyy.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Ngày').value).toBe(
      formatLocalDate(toLocalDate(Date.now())),
    );

    // Neither a note nor a photo: the shared message, nothing sent.
    await click(within(dialog).getByRole('button', { name: 'Lưu nhật ký' }));
    expect(await within(dialog).findByText(SKIN_MESSAGES.diaryEmpty)).toBeTruthy();
    expect(server.calls('POST /skin/diary')).toHaveLength(0);

    await chooseImages(screen.getByTestId('diary-photos-input'), ['sang.png', 'toi.png']);
    expect(uploads.purposes).toEqual(['diary', 'diary']);
    // A photo answers 'a note or a photo': the message goes.
    await waitFor(() => expect(within(dialog).queryByText(SKIN_MESSAGES.diaryEmpty)).toBeNull());
    // The tiles show the picked files: the server never serves a diary upload back.
    const first = await within(dialog).findByRole<HTMLImageElement>('img', { name: 'Ảnh nhật ký 1' });
    expect(first.getAttribute('src')).toBe('blob:sang.png');
    expect(within(dialog).getByRole('img', { name: 'Ảnh nhật ký 2' }).getAttribute('src')).toBe(
      'blob:toi.png',
    );
    fireEvent.change(within(dialog).getByLabelText('Ghi chú'), {
      target: { value: '  Da đỡ đỏ hơn hôm qua  ' },
    });
    // Removing a photo lets its preview go.
    await click(within(dialog).getByRole('button', { name: 'Xóa ảnh 2' }));
    expect(revoked).toHaveBeenCalledWith('blob:toi.png');
    expect(within(dialog).queryByRole('img', { name: 'Ảnh nhật ký 2' })).toBeNull();

    await click(within(dialog).getByRole('button', { name: 'Lưu nhật ký' }));
    await waitFor(() => expect(server.calls('POST /skin/diary')).toHaveLength(1));
    expect(server.calls('POST /skin/diary')[0]).toEqual({
      date: toLocalDate(Date.now()),
      note: 'Da đỡ đỏ hơn hôm qua',
      photos: [{ url: '/uploads/diary/sang.png', publicId: 'diary/sang.png' }],
      productIds: DIARY_SUGGESTIONS.map((p) => p._id),
    });

    // The new day is in the timeline, its photo from the signed link and its products linking to their page.
    const timeline = await screen.findByRole('list', { name: 'Nhật ký da' });
    const entry = await within(timeline).findByRole('listitem', {
      name: `Nhật ký ngày ${formatLocalDate(toLocalDate(Date.now()))}`,
    });
    expect(within(entry).getByText('Da đỡ đỏ hơn hôm qua')).toBeTruthy();
    expect(within(timeline).getByRole('heading', { level: 4 }).textContent).toBe(
      formatWeekdayDate(toLocalDate(Date.now())),
    );
    const photo = within(entry).getByRole('button', { name: /^Xem ảnh 1\/1/ });
    expect(photo.querySelector('img')!.getAttribute('src')).toBe(
      onApi(diaryPhotoOf('7d0c1e2a-0000-4000-8000-0000000a0100').url),
    );
    const chips = within(entry).getByRole('list', { name: 'Sản phẩm đang dùng' });
    expect(within(chips).getByRole('link', { name: 'Sữa rửa mặt dịu nhẹ' }).getAttribute('href')).toBe(
      '/detail/sua-rua-mat-diu-nhe',
    );
    expect(within(chips).getByRole('link', { name: 'Serum niacinamide 10%' })).toBeTruthy();
    // The form is gone, and with it the last preview.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thêm nhật ký da' })).toBeNull());
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:sang.png'));
  });

  it('shows the server’s refusal under the field it names', async () => {
    server.on('POST /skin/diary', {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Dữ liệu không hợp lệ',
        errors: [{ path: 'date', message: SKIN_MESSAGES.diaryDateInvalid }],
      },
    });
    renderTab();
    await click(await screen.findByRole('button', { name: /Thêm nhật ký/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm nhật ký da' });
    fireEvent.change(await within(dialog).findByLabelText('Ghi chú'), { target: { value: 'Da ổn' } });
    await click(within(dialog).getByRole('button', { name: 'Lưu nhật ký' }));
    await waitFor(() => expect(server.calls('POST /skin/diary')).toHaveLength(1));
    expect(await within(dialog).findByText(SKIN_MESSAGES.diaryDateInvalid)).toBeTruthy();
    // The form stays open with what was typed.
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Ghi chú').value).toBe('Da ổn');
  });

  it('groups the days newest first, opens a photo full size, and deletes an entry only once confirmed', async () => {
    const older = diaryEntryOf({
      _id: '7d0c1e2a-0000-4000-8000-0000000e0002',
      date: '2026-03-01',
      note: 'Bắt đầu dùng serum mới',
      photos: [],
      products: [],
      createdAt: '2026-03-01T12:00:00.000Z',
    });
    const morning = diaryEntryOf({ note: 'Buổi sáng: da căng', createdAt: '2026-03-03T01:00:00.000Z' });
    const evening = diaryEntryOf({
      _id: '7d0c1e2a-0000-4000-8000-0000000e0003',
      note: 'Buổi tối: đỡ khô',
      photos: [],
      products: [],
      createdAt: '2026-03-03T13:00:00.000Z',
    });
    diary = [older, morning, evening];
    server.on(`DELETE /skin/diary/${older._id}`, () => {
      diary = diary.filter((entry) => entry._id !== older._id);
      return { body: { success: true, data: { _id: older._id } } };
    });
    renderTab();

    const timeline = await screen.findByRole('list', { name: 'Nhật ký da' });
    const days = within(timeline)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === timeline);
    expect(days.map((day) => within(day).getByRole('heading').textContent)).toEqual([
      formatWeekdayDate('2026-03-03'),
      formatWeekdayDate('2026-03-01'),
    ]);
    // Within a day, the latest entry first.
    const sameDay = within(days[0]!).getAllByRole('listitem', { name: 'Nhật ký ngày 03/03/2026' });
    expect(sameDay.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Buổi tối: đỡ khô',
      'Buổi sáng: da căng',
    ]);

    await click(within(sameDay[1]!).getByRole('button', { name: 'Xem ảnh 1/1 ngày 03/03/2026' }));
    const viewer = await screen.findByRole('dialog', { name: 'Ảnh nhật ký da ngày 03/03/2026' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe(onApi(morning.photos[0]!.url));
    await click(within(viewer).getByRole('button', { name: 'Đóng' }));

    await click(within(days[1]!).getByRole('button', { name: 'Xóa nhật ký ngày 01/03/2026' }));
    expect(await screen.findByText('Xóa mục nhật ký này?')).toBeTruthy();
    expect(server.calls(`DELETE /skin/diary/${older._id}`)).toHaveLength(0);
    await click(screen.getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(server.calls(`DELETE /skin/diary/${older._id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Bắt đầu dùng serum mới')).toBeNull());
    expect(screen.getByText('Buổi tối: đỡ khô')).toBeTruthy();
  });

  it('fetches fresh photo links when a photo fails to load or the page comes back after a long while', async () => {
    diary = [diaryEntryOf()];
    renderTab();
    const photo = await screen.findByRole('button', { name: /^Xem ảnh 1\/1/ });
    expect(server.calls('GET /skin/diary')).toHaveLength(1);

    // Just fetched: a failing photo does not ask again at once.
    fireEvent.error(photo.querySelector('img')!);
    expect(server.calls('GET /skin/diary')).toHaveLength(1);

    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockImplementation(() => start + 2 * 60_000);
    fireEvent.error(photo.querySelector('img')!);
    await waitFor(() => expect(server.calls('GET /skin/diary')).toHaveLength(2));

    // Back on the page 40 minutes later: the links are renewed.
    now.mockImplementation(() => start + 42 * 60_000);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(server.calls('GET /skin/diary')).toHaveLength(3));
  });
});
