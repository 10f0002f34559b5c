import { describe, expect, it } from 'vitest';
import { formatDayLabel, formatMessageTime, previewOf } from './chat-format';

const now = new Date('2026-11-26T05:00:00.000Z'); // 12:00 on Thứ 4, 26/11/2026 in Asia/Ho_Chi_Minh

describe('formatDayLabel', () => {
  it.each([
    ['2026-11-26T00:30:00.000Z', 'Hôm nay'],
    ['2026-11-25T17:01:00.000Z', 'Hôm nay'], // 00:01 on the 26th in UTC+7
    ['2026-11-25T16:59:00.000Z', 'Hôm qua'],
    ['2026-11-25T10:00:00.000Z', 'Hôm qua'],
    ['2026-11-24T10:00:00.000Z', 'Thứ 3, 24/11/2026'],
  ])('%s → %s', (instant, label) => {
    expect(formatDayLabel(instant, now)).toBe(label);
  });

  it('shows the time of day in Asia/Ho_Chi_Minh', () => {
    expect(formatMessageTime('2026-11-26T01:05:00.000Z')).toBe('08:05');
  });
});

describe('previewOf', () => {
  const last = {
    _id: 'm1',
    sender: 'u1',
    content: '',
    hasAttachments: true,
    isRead: false,
    createdAt: '2026-11-26T01:05:00.000Z',
  };
  it.each([
    [{ ...last, content: 'Chào shop' }, 'u1', 'Bạn: Chào shop'],
    [{ ...last, content: 'Chào shop' }, 'a1', 'Chào shop'],
    [{ ...last, attachmentType: 'image' as const }, 'u1', 'Bạn: Đã gửi 1 hình ảnh'],
    [{ ...last, attachmentType: 'audio' as const }, 'a1', 'Đã gửi 1 tin nhắn thoại'],
  ])('%o for %s → %s', (message, reader, text) => {
    expect(previewOf(message, reader)).toBe(text);
  });
});
