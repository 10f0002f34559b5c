import {
  CLINIC_SITE_NAME,
  PATIENT_GENDER_LABELS,
  addLocalDays,
  bookingCalendar,
  bookingCalendarFileName,
  escapeHtml,
  formatLocalDate,
  formatVnd,
  localDayOfWeek,
  richTextToPlainText,
  toLocalDate,
  type Booking,
  type BookingActorModel,
  type BookingCalendarMethod,
} from '@lumi/shared';
import type { Config } from '../../config';
import { systemClock, type Clock } from '../../lib/clock';
import type { Mailer, OutgoingMail } from '../../providers/mail';
import { mailLayout } from '../../providers/mail/templates';
import type { BookingMailer, BookingMailKind } from './mail-port';

const WEEKDAYS = ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ Nhật'] as const;

/** What a patient should bring to the visit (the reminder's list). */
export const VISIT_CHECKLIST = [
  'Căn cước công dân hoặc giấy tờ tùy thân có ảnh',
  'Thẻ bảo hiểm y tế (nếu có)',
  'Kết quả khám, xét nghiệm và đơn thuốc trước đây liên quan đến vấn đề da',
  'Danh sách thuốc và mỹ phẩm bạn đang dùng; nên đến với làn da mộc, không trang điểm',
] as const;

/** 'bác sĩ Phạm Thị An', or the name alone when it already carries a title ('BS. Phạm Thị An', 'ThS.BS …'). */
export function doctorTitle(name: string): string {
  return /^(bs|bác sĩ|ths|ts|pgs|gs|cki|ckii)(?=[\s.]|$)/iu.test(name.trim()) ? name : `bác sĩ ${name}`;
}

/** Who cancelled, as the cancellation mail says it ('Lịch khám … đã bị hủy bởi …'). */
function cancelledByText(booking: Booking): string {
  const by: BookingActorModel | null = booking.cancelledBy;
  switch (by) {
    case 'User':
      return 'bạn';
    case 'Doctor':
      return doctorTitle(booking.doctor.name);
    case 'Clinic':
      return `phòng khám ${booking.clinic.name}`;
    case 'System':
      return `hệ thống ${CLINIC_SITE_NAME}`;
    default:
      return CLINIC_SITE_NAME;
  }
}

/** 'Thứ Tư, 05/03/2030'. */
function dayText(localDate: string): string {
  return `${WEEKDAYS[localDayOfWeek(localDate) - 1] ?? ''}, ${formatLocalDate(localDate)}`;
}

/** The reminder's word for the visit's day seen from `now`: 'ngày mai', 'hôm nay' or the date itself. */
function whenText(booking: Booking, now: Date): string {
  const today = toLocalDate(now);
  if (booking.date === today) return 'hôm nay';
  if (booking.date === addLocalDays(today, 1)) return 'ngày mai';
  return `ngày ${formatLocalDate(booking.date)}`;
}

type Copy = {
  subject: string;
  heading: string;
  /** The lead sentence; `code` is already marked up (HTML) or plain (text). */
  lead: (code: string) => string;
  method: BookingCalendarMethod;
};

function copyOf(kind: BookingMailKind, booking: Booking, now: Date): Copy {
  const code = booking.code;
  switch (kind) {
    case 'created':
      return {
        subject: `[${CLINIC_SITE_NAME}] Đã nhận lịch khám ${code}`,
        heading: 'Đã nhận lịch khám của bạn',
        lead: (c) =>
          `Lịch khám ${c} đã được ghi nhận và đang chờ phòng khám xác nhận. ${CLINIC_SITE_NAME} sẽ gửi email cho bạn ngay khi phòng khám xác nhận lịch.`,
        method: 'REQUEST',
      };
    case 'confirmed':
      return {
        subject: `[${CLINIC_SITE_NAME}] Lịch khám ${code} đã được xác nhận`,
        heading: 'Lịch khám đã được xác nhận',
        lead: (c) =>
          `Phòng khám đã xác nhận lịch khám ${c}. Vui lòng đến đúng giờ; nếu không thể đến, hãy hủy lịch trước ít nhất 24 giờ.`,
        method: 'REQUEST',
      };
    case 'cancelled':
      return {
        subject: `[${CLINIC_SITE_NAME}] Lịch khám ${code} đã bị hủy`,
        heading: 'Lịch khám đã bị hủy',
        lead: (c) => `Lịch khám ${c} đã bị hủy bởi ${cancelledByText(booking)}.`,
        method: 'CANCEL',
      };
    case 'rescheduled':
      return {
        subject: `[${CLINIC_SITE_NAME}] Lịch khám ${code} đã đổi sang ${booking.startTime} ${formatLocalDate(booking.date)}`,
        heading: 'Lịch khám đã được đổi giờ',
        lead: (c) =>
          `Lịch khám ${c} đã được đổi sang ${dayText(booking.date)} lúc ${booking.startTime} với ${doctorTitle(booking.doctor.name)}. ` +
          `Tệp lịch đính kèm cập nhật sự kiện cũ trong lịch của bạn.`,
        method: 'REQUEST',
      };
    case 'reminder': {
      const when = whenText(booking, now);
      return {
        subject: `[${CLINIC_SITE_NAME}] Nhắc lịch khám ${when} lúc ${booking.startTime} (${code})`,
        heading: 'Nhắc lịch khám',
        lead: (c) =>
          `Bạn có lịch khám ${c} vào ${when} (${dayText(booking.date)}) lúc ${booking.startTime} với ${doctorTitle(booking.doctor.name)}.`,
        method: 'REQUEST',
      };
    }
  }
}

/** The address part of a "Name <address>" sender (the organiser of the calendar event). */
export function mailAddressOf(from: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  return (match?.[1] ?? from).trim();
}

/** The Vietnamese HTML (and plain-text) e-mail of a booking change, with the booking's `.ics` attached. */
export function bookingMail(options: {
  kind: BookingMailKind;
  booking: Booking;
  publicUrl: string;
  organizerEmail: string;
  now: Date;
  /** A reminder's signed link to confirm or cancel without signing in (ADR 0058), a path on the site. */
  actionPath?: string | undefined;
}): OutgoingMail {
  const { booking, kind } = options;
  const copy = copyOf(kind, booking, options.now);
  const siteUrl = options.publicUrl.replace(/\/$/, '');
  const link = `${siteUrl}/booking-detail/${encodeURIComponent(booking._id)}`;
  const address = richTextToPlainText(booking.clinic.address);
  const reason = kind === 'cancelled' ? booking.cancelReason : null;
  const patient = booking.customer;
  const details: [label: string, value: string][] = [
    ['Mã lịch khám', booking.code],
    ['Ngày khám', dayText(booking.date)],
    ['Giờ khám', `${booking.startTime} – ${booking.endTime}`],
    ['Bác sĩ', `${booking.doctor.name} · ${booking.doctor.specialty}`],
    ['Phòng khám', booking.clinic.name],
    ['Địa chỉ', address],
    ['Điện thoại phòng khám', booking.clinic.phone],
    ['Bệnh nhân', `${patient.name} · ${PATIENT_GENDER_LABELS[patient.gender]} · ${patient.phone}`],
    ['Phí khám', `${formatVnd(booking.price)} (thanh toán tại phòng khám)`],
    ...(patient.note ? [['Ghi chú', patient.note] as [string, string]] : []),
  ];
  const checklist = kind === 'reminder' ? VISIT_CHECKLIST : [];
  const actionUrl = options.actionPath ? `${siteUrl}${options.actionPath}` : null;

  const html = mailLayout(
    copy.subject,
    `<p style="font-size:16px;margin:0 0 12px">Xin chào <strong>${escapeHtml(patient.name)}</strong>,</p>
<h1 style="font-size:20px;margin:0 0 12px;color:#db2777">${copy.heading}</h1>
<p style="font-size:15px;line-height:1.6;margin:0 0 16px">${escapeHtml(copy.lead(booking.code)).replace(
      escapeHtml(booking.code),
      `<strong>${escapeHtml(booking.code)}</strong>`,
    )}</p>
${reason ? `<p style="font-size:14px;line-height:1.6;margin:0 0 16px;padding:12px 16px;background:#fef2f2;border-radius:8px;color:#b91c1c">Lý do hủy: ${escapeHtml(reason)}</p>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">
${details
  .map(
    ([
      label,
      value,
    ]) => `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid #fce7f3;font-size:14px;color:#6b7280;white-space:nowrap;vertical-align:top">${label}</td>
<td style="padding:6px 0;border-bottom:1px solid #fce7f3;font-size:14px">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
${
  checklist.length
    ? `<p style="font-size:14px;margin:0 0 6px"><strong>Vui lòng mang theo:</strong></p>
<ul style="font-size:14px;line-height:1.6;margin:0 0 16px;padding-left:20px">${checklist.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p style="font-size:14px;line-height:1.6;margin:0 0 16px">Hãy đến trước giờ khám khoảng 15 phút để làm thủ tục.</p>`
    : ''
}
${
  actionUrl
    ? `<p style="font-size:15px;line-height:1.6;margin:0 0 8px"><strong>Bạn sẽ đến chứ?</strong> Xác nhận để phòng khám chuẩn bị, hoặc hủy để nhường giờ khám cho người đang chờ. Không cần đăng nhập.</p>
<p style="text-align:center;margin:0 0 20px"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:#0369a1;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 28px;border-radius:999px">Xác nhận hoặc hủy lịch</a></p>`
    : ''
}
<p style="font-size:13px;line-height:1.6;color:#6b7280;margin:0 0 24px">${
      kind === 'cancelled'
        ? 'Tệp lịch (.ics) đính kèm sẽ xóa lịch khám này khỏi lịch của bạn.'
        : 'Mở tệp lịch (.ics) đính kèm để thêm lịch khám vào Google Calendar, Apple Calendar hoặc Outlook.'
    }</p>
<p style="text-align:center;margin:0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#db2777;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 28px;border-radius:999px">Xem chi tiết lịch khám</a></p>`,
    { width: 600, ignoreNote: false },
  );

  const text = [
    `Xin chào ${patient.name},`,
    '',
    copy.heading,
    copy.lead(booking.code),
    ...(reason ? [`Lý do hủy: ${reason}`] : []),
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(checklist.length
      ? [
          '',
          'Vui lòng mang theo:',
          ...checklist.map((item) => `- ${item}`),
          'Hãy đến trước giờ khám khoảng 15 phút để làm thủ tục.',
        ]
      : []),
    ...(actionUrl ? ['', `Bạn sẽ đến chứ? Xác nhận hoặc hủy lịch (không cần đăng nhập): ${actionUrl}`] : []),
    '',
    `Xem chi tiết lịch khám: ${link}`,
    '',
    `— ${CLINIC_SITE_NAME}`,
  ].join('\n');

  return {
    to: patient.email,
    subject: copy.subject,
    text,
    html,
    attachments: [
      {
        filename: bookingCalendarFileName(booking),
        // The method parameter is what calendar clients read to add (REQUEST) or remove (CANCEL) the event.
        contentType: `text/calendar; charset=utf-8; method=${copy.method}`,
        content: bookingCalendar(booking, {
          method: copy.method,
          organizerEmail: options.organizerEmail,
          siteUrl,
        }),
      },
    ],
  };
}

/**
 * The booking mails of decision 26, sent by the booking's `mail` job (follow-ups.ts) after the change committed. A
 * failed send throws (and stays on its outbox row with the error): the job is retried with the queue's back-off.
 */
export function createBookingMailer(deps: {
  mailer: Mailer;
  config: Pick<Config, 'mailFrom' | 'publicUrl'>;
  clock?: Clock;
}): BookingMailer {
  const clock = deps.clock ?? systemClock;
  const organizerEmail = mailAddressOf(deps.config.mailFrom);
  return {
    async send(kind, booking, extra) {
      await deps.mailer.send(
        bookingMail({
          kind,
          booking,
          publicUrl: deps.config.publicUrl,
          organizerEmail,
          now: clock.now(),
          actionPath: extra?.actionPath,
        }),
      );
    },
  };
}
