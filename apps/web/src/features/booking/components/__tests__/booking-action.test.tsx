import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, type BookingLinkView } from '@lumi/shared';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { dayFromToday } from '@/testing/booking-fixtures';
import { BookingActionPage } from '../booking-action-page';
import { renderPage } from './render';

vi.setConfig({ testTimeout: 120_000 });

const TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNA.c2lnbmF0dXJlLW9mLXRoZS1pZA';
const URL = `/bookings/by-link/${TOKEN}`;

function viewOf(overrides: Partial<BookingLinkView> = {}): BookingLinkView {
  return {
    code: 'BK7K2M9QX4TB',
    status: 'confirmed',
    patientName: 'Vũ Ngọc Lan',
    doctor: { name: 'BS. Phạm Thị An', specialty: 'Điều trị mụn' },
    clinic: {
      name: 'Phòng khám Da liễu Lumi Hà Nội',
      address: '<p>12 Lý Thường Kiệt, Hà Nội</p>',
      phone: '0243123456',
    },
    date: dayFromToday(1),
    startTime: '09:00',
    endTime: '09:30',
    usedAction: null,
    canAct: true,
    expiresAt: '2030-03-05T02:00:00.000Z',
    ...overrides,
  };
}

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const renderAction = () =>
  renderPage('/booking-action/:token', `/booking-action/${TOKEN}`, <BookingActionPage token={TOKEN} />, null);

describe('BookingActionPage', () => {
  it('shows the visit to someone not signed in and confirms it once', async () => {
    server.on(`GET ${URL}`, { body: { success: true, data: viewOf() } });
    server.on(`POST ${URL}`, () => ({
      body: { success: true, message: 'ok', data: viewOf({ usedAction: 'confirm', canAct: false }) },
    }));
    renderAction();
    expect(await screen.findByText('BK7K2M9QX4TB')).toBeTruthy();
    expect(screen.getByText('12 Lý Thường Kiệt, Hà Nội')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Tôi sẽ đến' }));
    await waitFor(() => expect(server.calls(`POST ${URL}`)).toEqual([{ action: 'confirm' }]));
    expect(await screen.findByText('Bạn đã xác nhận sẽ đến. Hẹn gặp bạn tại phòng khám!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hủy lịch khám' })).toBeNull();
  });

  it('cancels with the reason given, and shows a refusal', async () => {
    server.on(`GET ${URL}`, { body: { success: true, data: viewOf() } });
    let first = true;
    server.on(`POST ${URL}`, () => {
      if (first) {
        first = false;
        return {
          status: 409,
          body: { success: false, code: 'BOOKING_LINK_USED', message: ERRORS.BOOKING_LINK_USED.message },
        };
      }
      return {
        body: {
          success: true,
          message: 'ok',
          data: viewOf({ status: 'cancelled', usedAction: 'cancel', canAct: false }),
        },
      };
    });
    renderAction();
    await click(await screen.findByRole('button', { name: 'Hủy lịch khám' }));
    fireEvent.change(screen.getByLabelText('Lý do hủy (không bắt buộc)'), { target: { value: 'Bị ốm' } });
    await click(screen.getByRole('button', { name: 'Xác nhận hủy lịch' }));
    expect(await screen.findByText(ERRORS.BOOKING_LINK_USED.message)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Xác nhận hủy lịch' }));
    await waitFor(() => expect(server.calls(`POST ${URL}`)).toHaveLength(2));
    expect(server.calls(`POST ${URL}`)[1]).toEqual({ action: 'cancel', cancelReason: 'Bị ốm' });
    expect(
      await screen.findByText('Lịch khám đã được hủy. Giờ khám này sẽ được nhường cho người đang chờ.'),
    ).toBeTruthy();
  });

  it('says so for a link that is invalid or can no longer act', async () => {
    server.on(`GET ${URL}`, {
      status: 404,
      body: { success: false, code: 'BOOKING_LINK_INVALID', message: ERRORS.BOOKING_LINK_INVALID.message },
    });
    const first = renderAction();
    expect(await screen.findByText(ERRORS.BOOKING_LINK_INVALID.message)).toBeTruthy();
    first.router.dispose();
    document.body.innerHTML = '';
    server.on(`GET ${URL}`, {
      body: { success: true, data: viewOf({ status: 'completed', canAct: false }) },
    });
    renderAction();
    expect(await screen.findByText('Liên kết này không còn dùng được cho lịch khám này.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tôi sẽ đến' })).toBeNull();
  });
});
