import { SITE_NAME } from '../constants';
import { formatLocalDate } from './date';

/** What a booking notice names: the API's Booking has it, and so has the demo seed before any Booking exists. */
export type BookingNoticeSubject = {
  _id: string;
  code: string;
  /** Local date 'YYYY-MM-DD' and time 'HH:mm' of the visit (Asia/Ho_Chi_Minh). */
  date: string;
  startTime: string;
  customer: { name: string };
  doctor: { name: string };
};

/** Who a BOOKING notification goes to, its words, and where it leads them (api-contract §3.12). */
export type BookingNotice = { to: 'Doctor' | 'User'; title: string; content: string; link: string };

/** A committed change of a booking that someone is told about. */
export type BookingChange =
  | { kind: 'created' }
  /** 'System': a deposit not paid in time (ADR 0061). */
  | { kind: 'cancelled'; by: 'User' | 'Doctor' | 'Clinic' | 'System'; reason: string }
  | { kind: 'confirmed' | 'completed' | 'no_show'; by: 'Doctor' | 'Clinic' }
  /** The customer moved it (issue 30): where it was. */
  | { kind: 'rescheduled'; by: 'User'; fromDate: string; fromTime: string };

const when = (b: BookingNoticeSubject) => `ngày ${formatLocalDate(b.date)} lúc ${b.startTime}`;

/** The doctor's link to a booking on the doctor page, and the customer's to the booking detail. */
export const doctorBookingLink = (id: string) => `/doctor-owner?tab=bookings&id=${id}`;
export const customerBookingLink = (id: string) => `/booking-detail/${id}`;

/**
 * Who is notified of a change, with which words (the reference's texts with the brand Lumi), and the link: the
 * doctor's to the doctor page, the customer's to the booking detail.
 */
export function bookingNotice(change: BookingChange, b: BookingNoticeSubject): BookingNotice {
  const words = noticeWords(change, b);
  return { ...words, link: words.to === 'Doctor' ? doctorBookingLink(b._id) : customerBookingLink(b._id) };
}

function noticeWords(change: BookingChange, b: BookingNoticeSubject): Omit<BookingNotice, 'link'> {
  switch (change.kind) {
    case 'created':
      return {
        to: 'Doctor',
        title: '🏥 Lịch khám mới',
        content: `Bệnh nhân ${b.customer.name} đã đặt lịch khám ${when(b)} (mã ${b.code})`,
      };
    case 'confirmed':
      return {
        to: 'User',
        title: '✅ Lịch khám đã được xác nhận',
        content: `Lịch khám ${b.code} với ${b.doctor.name} ${when(b)} đã được xác nhận`,
      };
    case 'completed':
      return {
        to: 'User',
        title: '🎉 Hoàn thành lịch khám',
        content: `Lịch khám ${b.code} với ${b.doctor.name} đã hoàn thành. Cảm ơn bạn đã tin tưởng ${SITE_NAME}!`,
      };
    case 'no_show':
      return {
        to: 'User',
        title: '⏰ Bạn đã không đến lịch khám',
        content:
          `Lịch khám ${b.code} với ${b.doctor.name} ${when(b)} được ghi nhận là không đến. ` +
          'Nếu có nhầm lẫn, vui lòng liên hệ phòng khám.',
      };
    case 'rescheduled':
      return {
        to: 'Doctor',
        title: '📅 Lịch khám đã được đổi giờ',
        content:
          `Bệnh nhân ${b.customer.name} đã đổi lịch khám ${b.code} từ ngày ${formatLocalDate(change.fromDate)} ` +
          `lúc ${change.fromTime} sang ${when(b)}`,
      };
    case 'cancelled':
      return change.by === 'User'
        ? {
            to: 'Doctor',
            title: '❌ Lịch khám đã bị hủy',
            content: `Bệnh nhân ${b.customer.name} đã hủy lịch khám ${when(b)} (mã ${b.code}). Lý do: ${change.reason}`,
          }
        : {
            to: 'User',
            title: '❌ Lịch khám đã bị hủy',
            content: `Lịch khám ${b.code} với ${b.doctor.name} ${when(b)} đã bị hủy. Lý do: ${change.reason}`,
          };
  }
}
