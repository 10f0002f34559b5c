import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIN_MESSAGES, SKIN_QUIZ, type SkinQuizAnswers, type SkinRecord } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { userLoaded } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { customerOf, BOOKING_ID } from '@/testing/booking-fixtures';
import { CALM_ANSWERS, noteOf, OTHER_DOCTOR_ID, recordOf, shareOf } from '@/testing/skin-fixtures';
import { SkinRecordTab } from '../skin-record-tab';

// antd forms are slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const OTHER_BOOKING_ID = '7d0c1e2a-0000-4000-8000-00000000b002';

let server: FakeServer;
/** The record the fake server holds (the mutations change it, as the server would). */
let record: SkinRecord;

beforeEach(() => {
  server = installFakeServer();
  record = recordOf(null);
  server.on('GET /skin/record', () => ({ body: { success: true, data: record } }));
  // The tab's diary (its own tests: skin-diary.test.tsx).
  server.on('GET /skin/diary', { body: { success: true, data: [] } });
  server.on('PUT /skin/profile', (body) => {
    const { answers } = body as { answers: SkinQuizAnswers };
    record = recordOf(answers, record.notes, record.shares);
    return { body: { success: true, data: record, message: 'Đã lưu hồ sơ da' } };
  });
  server.on('DELETE /skin/profile', () => {
    record = recordOf(null, record.notes, record.shares);
    return { body: { success: true, data: record } };
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
  const router = createMemoryRouter(
    [
      { path: '/account', element: <SkinRecordTab /> },
      { path: '*', element: <p>Trang khác</p> },
    ],
    { initialEntries: ['/account?tab=skin'] },
  );
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const option = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const next = () => click(screen.getByRole('button', { name: 'Tiếp tục' }));
/** The question on screen: its number and its text. */
const expectQuestion = (index: number) => {
  expect(screen.getByText(`Câu ${index + 1}/${SKIN_QUIZ.length}`)).toBeTruthy();
  expect(screen.getByRole('group', { name: SKIN_QUIZ[index]!.text })).toBeTruthy();
};

describe('SkinRecordTab', () => {
  it('takes the quiz: one question a step, none stands alone, saves the answers and shows the result', async () => {
    renderTab();
    expect(await screen.findByText('Trả lời 8 câu hỏi, khoảng 90 giây')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Bắt đầu' }));

    expectQuestion(0);
    // Nothing chosen yet: the step cannot be skipped.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Tiếp tục' }).disabled).toBe(true);
    await click(option('Căng, khô, có chỗ bong tróc'));
    await next();
    expectQuestion(1);
    await click(option('Thường xuyên'));
    await next();
    await click(option('Mụn nang, mụn bọc sưng đau hoặc để lại sẹo'));
    await next();
    await click(option('Không đáng kể'));
    await next();
    await click(option('Chưa thấy'));
    await next();

    expectQuestion(5);
    await click(box('Lỗ chân lông to'));
    await click(box('Da xỉn màu, kém tươi'));
    expect([box('Lỗ chân lông to').checked, box('Da xỉn màu, kém tươi').checked]).toEqual([true, true]);
    // 'Không có gì thêm' clears the others, and another answer clears it.
    await click(box('Không có gì thêm'));
    expect(box('Không có gì thêm').checked).toBe(true);
    expect([box('Lỗ chân lông to').checked, box('Da xỉn màu, kém tươi').checked]).toEqual([false, false]);
    await click(box('Lỗ chân lông to'));
    expect(box('Không có gì thêm').checked).toBe(false);
    expect(box('Lỗ chân lông to').checked).toBe(true);

    // 'Quay lại' keeps what was answered.
    await click(screen.getByRole('button', { name: 'Quay lại' }));
    expectQuestion(4);
    expect(option('Chưa thấy').checked).toBe(true);
    await next();
    await next();
    await click(option('Không'));
    await next();
    expectQuestion(7);
    await click(box('Cồn'));
    await click(box('Acid tẩy tế bào chết (AHA, BHA)'));
    expect(screen.queryByRole('button', { name: 'Tiếp tục' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Xem kết quả' }));

    await waitFor(() => expect(server.calls('PUT /skin/profile')).toHaveLength(1));
    expect(server.calls('PUT /skin/profile')[0]).toEqual({
      answers: {
        oil: ['tight'],
        reactive: ['often'],
        acne: ['cystic'],
        spots: ['none'],
        age: ['none'],
        goals: ['pores'],
        pregnancy: ['no'],
        allergies: ['alcohol', 'acids'],
      },
    });

    // 'Thường xuyên' kích ứng makes the skin sensitive whatever the oil answer.
    expect(await screen.findByText('Da nhạy cảm')).toBeTruthy();
    expect(screen.getByText('Mụn')).toBeTruthy();
    expect(screen.getByText('Thiếu nước, khô ráp')).toBeTruthy();
    expect(screen.getByText('Đỏ da, kích ứng')).toBeTruthy();
    expect(screen.getByText('Lỗ chân lông to')).toBeTruthy();

    const avoid = screen.getByRole('list', { name: 'Thành phần nên tránh' });
    const items = within(avoid)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === avoid);
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Hương liệu',
      'Tinh dầu',
      'Cồn khô',
      'AHA (glycolic, lactic acid…)',
      'BHA (salicylic acid)',
    ]);
    const alcohol = items[2]!;
    expect(within(alcohol).getByText('Hồ sơ da: da thường xuyên kích ứng')).toBeTruthy();
    expect(within(alcohol).getByText('Hồ sơ da: từng kích ứng với cồn')).toBeTruthy();

    expect(screen.getByText('Đã lưu hồ sơ da')).toBeTruthy();
    const alert = screen.getByText('Bạn nên gặp bác sĩ da liễu').closest<HTMLElement>('[role="alert"]')!;
    expect(alert.className).toContain('ant-alert-warning');
    expect(
      within(alert).getByText('Mụn nang, mụn bọc dễ để lại sẹo và thường cần thuốc kê đơn.'),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Đặt lịch khám da liễu' }).getAttribute('href')).toBe(
      '/doctors',
    );
  });

  it('shows a calm result without the doctor warning, takes the quiz again prefilled, and deletes the result', async () => {
    record = recordOf(CALM_ANSWERS);
    renderTab();
    expect(await screen.findByText('Da thường')).toBeTruthy();
    expect(screen.getByText('Không có vấn đề nổi bật')).toBeTruthy();
    expect(screen.getByText('Chưa có thành phần nào bạn cần tránh.')).toBeTruthy();
    expect(screen.queryByText('Bạn nên gặp bác sĩ da liễu')).toBeNull();

    await click(screen.getByRole('button', { name: /Làm lại trắc nghiệm/ }));
    expectQuestion(0);
    expect(option('Thoải mái, không khô cũng không bóng').checked).toBe(true);
    // Every saved answer is there: the steps go straight to the end.
    for (let i = 0; i < SKIN_QUIZ.length - 1; i++) await next();
    expect(box('Không có hoặc không rõ').checked).toBe(true);
    await click(screen.getByRole('button', { name: 'Quay lại' }));
    for (let i = 0; i < SKIN_QUIZ.length - 1; i++)
      await click(screen.getByRole('button', { name: 'Quay lại' }));
    // 'Quay lại' on the first question closes the quiz, saving nothing.
    expect(await screen.findByText('Da thường')).toBeTruthy();
    expect(server.calls('PUT /skin/profile')).toHaveLength(0);

    await click(screen.getByRole('button', { name: /Xóa kết quả/ }));
    await click(await screen.findByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(server.calls('DELETE /skin/profile')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Bắt đầu' })).toBeTruthy();
  });

  it('sends the customer back to the question the server refused, with its message', async () => {
    record = recordOf(CALM_ANSWERS);
    server.on('PUT /skin/profile', {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Dữ liệu không hợp lệ',
        errors: [{ path: 'answers.pregnancy', message: SKIN_MESSAGES.answerInvalid }],
      },
    });
    renderTab();
    await click(await screen.findByRole('button', { name: /Làm lại trắc nghiệm/ }));
    for (let i = 0; i < SKIN_QUIZ.length - 1; i++) await next();
    await click(screen.getByRole('button', { name: 'Xem kết quả' }));
    await waitFor(() => expect(server.calls('PUT /skin/profile')).toHaveLength(1));
    await waitFor(() => expectQuestion(SKIN_QUIZ.findIndex((q) => q.id === 'pregnancy')));
    const inline = screen
      .getAllByRole('alert')
      .find((el) => el.tagName === 'P' && el.textContent === SKIN_MESSAGES.answerInvalid);
    expect(inline).toBeTruthy();
    // Choosing again clears the message.
    await click(option('Có'));
    expect(screen.queryByText(SKIN_MESSAGES.answerInvalid, { selector: 'p' })).toBeNull();
  });

  it("lists the doctors' notes and the shares; 'Ngừng chia sẻ' stops sharing at once", async () => {
    const other = noteOf({
      _id: '7d0c1e2a-0000-4000-8000-0000000f0002',
      text: 'Da đang kích ứng, tạm ngưng AHA',
      avoid: ['aha', 'fragrance'],
      doctor: {
        _id: OTHER_DOCTOR_ID,
        name: 'Lê Văn Bình',
        avatar: { url: '/uploads/d/b.webp', publicId: null },
      },
      booking: { _id: OTHER_BOOKING_ID, code: 'BK2222222222' },
      createdAt: '2026-02-10T03:00:00.000Z',
    });
    const secondShare = shareOf({
      booking: { _id: OTHER_BOOKING_ID, code: 'BK2222222222', startAt: '2026-02-10T02:00:00.000Z' },
      doctor: { _id: OTHER_DOCTOR_ID, name: 'Lê Văn Bình' },
    });
    record = recordOf(null, [noteOf(), other], [shareOf(), secondShare]);
    server.on(`DELETE /skin/shares/${BOOKING_ID}`, () => {
      record = { ...record, shares: [secondShare] };
      return { body: { success: true, data: record.shares } };
    });
    renderTab();

    const notes = await screen.findByRole('list', { name: 'Ghi chú của bác sĩ' });
    const [first, second] = within(notes).getAllByRole('listitem');
    expect(within(first!).getByText('BS. Phạm Thị An')).toBeTruthy();
    expect(within(first!).getByText('02/03/2026 · Lịch khám BK7K2M9QX4TB')).toBeTruthy();
    expect(within(first!).getByText('Tránh retinoid trong thời gian điều trị')).toBeTruthy();
    expect(within(first!).getByText('Retinoid (retinol, tretinoin…)')).toBeTruthy();
    // A name without its title gets one.
    expect(within(second!).getByText('BS. Lê Văn Bình')).toBeTruthy();
    expect(within(second!).getByText('10/02/2026 · Lịch khám BK2222222222')).toBeTruthy();
    expect(within(second!).getByText('Hương liệu')).toBeTruthy();
    expect(within(second!).getByText('AHA (glycolic, lactic acid…)')).toBeTruthy();
    // The customer may not delete a doctor's note.
    expect(within(notes).queryByRole('button')).toBeNull();
    // Without a profile the notes' families are still listed, with the doctor behind them.
    expect(screen.getByText('BS. Phạm Thị An: Tránh retinoid trong thời gian điều trị')).toBeTruthy();

    const shares = screen.getByRole('list', { name: 'Lịch khám đang được chia sẻ hồ sơ da' });
    const rows = within(shares).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('BS. Phạm Thị An');
    expect(rows[0]!.textContent).toContain('Ngày khám 05/03/2026');
    expect(within(rows[0]!).getByRole('link', { name: 'BK7K2M9QX4TB' }).getAttribute('href')).toBe(
      `/booking-detail/${BOOKING_ID}`,
    );

    await click(within(rows[0]!).getByRole('button', { name: 'Ngừng chia sẻ' }));
    await waitFor(() => expect(server.calls(`DELETE /skin/shares/${BOOKING_ID}`)).toHaveLength(1));
    await waitFor(() => expect(within(shares).getAllByRole('listitem')).toHaveLength(1));
    expect(within(shares).getByRole('listitem').textContent).toContain('BK2222222222');
  });

  it('says so when nothing is shared and no doctor wrote a note', async () => {
    renderTab();
    expect(await screen.findByText(/Chưa có ghi chú nào/)).toBeTruthy();
    expect(screen.getByText(/Bạn chưa chia sẻ hồ sơ da với bác sĩ nào/)).toBeTruthy();
    expect(screen.queryByText('Thành phần nên tránh')).toBeNull();
  });
});
