import { formatDateTime, formatWeekdayDate, toLocalDate, type Conversation } from '@lumi/shared';

/** 'HH:mm' in Asia/Ho_Chi_Minh. */
export function formatMessageTime(instant: string): string {
  return formatDateTime(instant).slice(11);
}

/** The day separator above a day's first message: 'Hôm nay', 'Hôm qua' or 'Thứ 4, 26/11/2026'. */
export function formatDayLabel(instant: string, now: Date = new Date()): string {
  const day = toLocalDate(instant);
  const today = toLocalDate(now);
  if (day === today) return 'Hôm nay';
  if (day === toLocalDate(now.getTime() - 24 * 60 * 60 * 1000)) return 'Hôm qua';
  return formatWeekdayDate(day);
}

/** Messages in one day share a separator. */
export function sameDay(a: string, b: string): boolean {
  return toLocalDate(a) === toLocalDate(b);
}

type LastMessage = NonNullable<Conversation['lastMessage']>;

/**
 * The preview under a contact: the text, or what was attached ('Đã gửi 1 hình ảnh', 'Đã gửi 1 tin nhắn
 * thoại'), prefixed 'Bạn: ' when the reader sent it.
 */
export function previewOf(last: LastMessage | null, myId: string): string {
  if (!last) return '';
  let text = last.content.trim();
  if (!text && last.hasAttachments)
    text =
      last.attachmentType === 'audio'
        ? 'Đã gửi 1 tin nhắn thoại'
        : last.attachmentType === 'image'
          ? 'Đã gửi 1 hình ảnh'
          : 'Đã gửi 1 tệp đính kèm';
  return last.sender === myId ? `Bạn: ${text}` : text;
}
