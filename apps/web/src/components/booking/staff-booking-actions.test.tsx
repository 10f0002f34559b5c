import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION, type Booking, type StaffBookingStatusBody } from '@lumi/shared';
import { bookingOf } from '@/testing/booking-fixtures';
import { StaffBookingActions, STAFF_CANCEL_REASONS } from './staff-booking-actions';

const NOW = new Date('2026-03-10T03:00:00.000Z'); // 10:00 in Asia/Ho_Chi_Minh
const at = (iso: string) => ({
  startAt: iso,
  endAt: new Date(new Date(iso).getTime() + 30 * 60_000).toISOString(),
});

function renderActions(booking: Booking) {
  const onMove = vi.fn(async (_body: StaffBookingStatusBody) => {});
  render(<StaffBookingActions booking={booking} actor="Doctor" now={NOW} onMove={onMove} />);
  return onMove;
}

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent?.trim());
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('StaffBookingActions (decision 23, the shared state machine)', { timeout: 20_000 }, () => {
  it.each([
    [
      'pending',
      bookingOf({ status: 'pending', ...at('2026-03-12T02:00:00.000Z') }),
      ['Xác nhận', 'Hủy lịch'],
    ],
    [
      'confirmed, not started',
      bookingOf({ status: 'confirmed', ...at('2026-03-12T02:00:00.000Z') }),
      ['Hủy lịch'],
    ],
    [
      'confirmed, started',
      bookingOf({ status: 'confirmed', ...at('2026-03-10T02:30:00.000Z') }),
      ['Hoàn thành', 'Không đến', 'Hủy lịch'],
    ],
    ['no-show', bookingOf({ status: 'no_show', ...at('2026-03-09T02:00:00.000Z') }), []],
    ['completed', bookingOf({ status: 'completed', ...at('2026-03-09T02:00:00.000Z') }), []],
    ['cancelled', bookingOf({ status: 'cancelled', ...at('2026-03-12T02:00:00.000Z') }), []],
  ])('%s', (_label, booking, expected) => {
    renderActions(booking);
    expect(buttonNames()).toEqual(expected);
  });

  it('sends the move of the button pressed', async () => {
    const onMove = renderActions(bookingOf({ status: 'confirmed', ...at('2026-03-10T02:30:00.000Z') }));
    await click(screen.getByRole('button', { name: /Hoàn thành/ }));
    expect(onMove).toHaveBeenCalledWith({ status: 'completed' });
  });

  it("asks before recording 'Không đến', and sends nothing when the doctor goes back", async () => {
    const onMove = renderActions(bookingOf({ status: 'confirmed', ...at('2026-03-10T02:30:00.000Z') }));
    await click(screen.getByRole('button', { name: /Không đến/ }));
    expect(await screen.findByText('Ghi nhận bệnh nhân không đến?')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(onMove).not.toHaveBeenCalled();
    await click(screen.getByRole('button', { name: /Không đến/ }));
    await click(await screen.findByRole('button', { name: 'Ghi nhận' }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith({ status: 'no_show' }));
  });

  it('asks for a reason before cancelling, from the list or in the doctor’s words', async () => {
    const onMove = renderActions(bookingOf({ status: 'pending', ...at('2026-03-12T02:00:00.000Z') }));
    await click(screen.getByRole('button', { name: /Hủy lịch/ }));
    const ok = await screen.findByRole('button', { name: 'Hủy lịch khám' });
    await click(ok);
    expect(await screen.findByText(VALIDATION.cancelReasonRequired)).toBeTruthy();
    expect(onMove).not.toHaveBeenCalled();

    // 'Khác' needs the doctor's own words.
    await click(screen.getByRole('radio', { name: 'Khác' }));
    const other = await screen.findByLabelText('Lý do khác');
    await click(ok);
    await waitFor(() =>
      expect(other.closest('.ant-form-item')?.textContent).toContain(VALIDATION.cancelReasonRequired),
    );
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.change(other, { target: { value: 'Bệnh nhân xin dời sang tuần sau' } });
    await click(ok);
    await waitFor(() =>
      expect(onMove).toHaveBeenCalledWith({
        status: 'cancelled',
        cancelReason: 'Bệnh nhân xin dời sang tuần sau',
      }),
    );
    onMove.mockClear();

    await click(screen.getByRole('button', { name: /Hủy lịch/ }));
    await click(await screen.findByRole('radio', { name: STAFF_CANCEL_REASONS[0] }));
    await click(screen.getByRole('button', { name: 'Hủy lịch khám' }));
    await waitFor(() =>
      expect(onMove).toHaveBeenCalledWith({ status: 'cancelled', cancelReason: STAFF_CANCEL_REASONS[0] }),
    );
  });
});
