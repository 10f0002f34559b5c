import { formatDateTime } from './date';

/**
 * Online consultation calls (issue 12): a customer and the doctor of a confirmed booking may call each other from
 * this long before the appointment starts until this long after it ends.
 */
export const CALL_WINDOW = { opensBeforeMin: 15, closesAfterMin: 30 } as const;

/** When calls about a booking open and close. */
export function consultationWindow(booking: { startAt: string | Date; endAt: string | Date }): {
  opensAt: Date;
  closesAt: Date;
} {
  return {
    opensAt: new Date(new Date(booking.startAt).getTime() - CALL_WINDOW.opensBeforeMin * 60_000),
    closesAt: new Date(new Date(booking.endAt).getTime() + CALL_WINDOW.closesAfterMin * 60_000),
  };
}

/** Whether `now` lies inside the window (both ends included). */
export function isInCallWindow(window: { opensAt: Date; closesAt: Date }, now: Date | number): boolean {
  const at = typeof now === 'number' ? now : now.getTime();
  return at >= window.opensAt.getTime() && at <= window.closesAt.getTime();
}

/** 'HH:mm' and 'dd/MM/yyyy' of an instant in Asia/Ho_Chi_Minh, as the call window is told. */
function timeAndDate(instant: Date): { time: string; date: string } {
  const text = formatDateTime(instant);
  return { time: text.slice(11, 16), date: text.slice(0, 10) };
}

/** 'HH:mm' of an instant in Asia/Ho_Chi_Minh (a call window's ends). */
export function callTimeOf(instant: Date | string): string {
  return timeAndDate(new Date(instant)).time;
}

/** 'Mở lúc 08:45' (the day added when it is not the booking's own day). */
export function callOpensLabel(opensAt: Date | string, bookingDate?: string): string {
  const { time, date } = timeAndDate(new Date(opensAt));
  const sameDay = bookingDate !== undefined && date === bookingDate.split('-').reverse().join('/');
  return sameDay ? `Mở lúc ${time}` : `Mở lúc ${time} ngày ${date}`;
}

/** Why a call to a doctor is refused now (the FORBIDDEN message of `call:offer`). */
export const CALL_WINDOW_MESSAGES = {
  opensAt: (opensAt: Date) => {
    const { time, date } = timeAndDate(opensAt);
    return `Cuộc gọi với bác sĩ chỉ mở trong khung giờ của lịch khám đã xác nhận: lần tới mở lúc ${time} ngày ${date}`;
  },
  none: `Cuộc gọi với bác sĩ chỉ mở trong khung giờ của lịch khám đã xác nhận (từ ${CALL_WINDOW.opensBeforeMin} phút trước giờ khám đến ${CALL_WINDOW.closesAfterMin} phút sau khi kết thúc)`,
  callerBusy: 'Bạn đang trong một cuộc gọi khác',
} as const;
