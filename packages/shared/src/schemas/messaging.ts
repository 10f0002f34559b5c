import '../zod-setup';
import { z } from 'zod';
import { IsoDateTimeSchema } from './common';

/** A text message's channel and state (issue 30, ADR 0059). */
export const MESSAGE_CHANNELS = ['sms', 'zalo'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = { sms: 'SMS', zalo: 'Zalo' };
export const TEXT_MESSAGE_STATUSES = ['sending', 'sent', 'delivered', 'failed'] as const;
export type TextMessageStatus = (typeof TEXT_MESSAGE_STATUSES)[number];
export const MESSAGE_STATUS_LABELS: Record<TextMessageStatus, string> = {
  sending: 'Đang gửi',
  sent: 'Đã gửi',
  delivered: 'Đã nhận',
  failed: 'Không gửi được',
};
/** The purposes of a booking's reminders: the day before, and two hours before. */
export const BOOKING_REMINDER_PURPOSES = {
  dayBefore: 'booking-reminder',
  soon: 'booking-reminder-soon',
} as const;
/** A freed slot offered by SMS to a customer on the waitlist (issue 30, ADR 0057). */
export const WAITLIST_OFFER_PURPOSE = 'waitlist-offer';
/** A message's purpose as the clinic reads it. */
export const MESSAGE_PURPOSE_LABELS: Record<string, string> = {
  [BOOKING_REMINDER_PURPOSES.dayBefore]: 'Nhắc lịch trước một ngày',
  [BOOKING_REMINDER_PURPOSES.soon]: 'Nhắc lịch trước 2 giờ',
  [WAITLIST_OFFER_PURPOSE]: 'Báo giờ trống (danh sách chờ)',
};

export const OutboundMessageSchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  purpose: z.string(),
  phone: z.string(),
  status: z.enum(TEXT_MESSAGE_STATUSES),
  attempts: z.number().int(),
  /** The provider's last refusal, if any. */
  error: z.string().nullable(),
  sentAt: IsoDateTimeSchema.nullable(),
  settledAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
});
export type OutboundMessage = z.infer<typeof OutboundMessageSchema>;
