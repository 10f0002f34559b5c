import '../zod-setup';
import { z } from 'zod';
import { IsoDateTimeSchema } from './common';

/** A text message's channel and state (issue 30, ADR 0059). */
export const MESSAGE_CHANNEL_LABELS = { sms: 'SMS', zalo: 'Zalo' } as const;
export const MESSAGE_STATUS_LABELS = {
  sending: 'Đang gửi',
  sent: 'Đã gửi',
  delivered: 'Đã nhận',
  failed: 'Không gửi được',
} as const;
/** A message's purpose as the clinic reads it. */
export const MESSAGE_PURPOSE_LABELS: Record<string, string> = {
  'booking-reminder': 'Nhắc lịch trước một ngày',
  'booking-reminder-soon': 'Nhắc lịch trước 2 giờ',
};

export const OutboundMessageSchema = z.object({
  channel: z.enum(['sms', 'zalo']),
  purpose: z.string(),
  phone: z.string(),
  status: z.enum(['sending', 'sent', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** The provider's last refusal, if any. */
  error: z.string().nullable(),
  sentAt: IsoDateTimeSchema.nullable(),
  settledAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
});
export type OutboundMessage = z.infer<typeof OutboundMessageSchema>;
