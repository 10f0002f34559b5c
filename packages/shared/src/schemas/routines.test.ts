import { describe, expect, it } from 'vitest';
import { CreateRoutineBodySchema, ROUTINE_MESSAGES, conversionRate, routineChatContent } from './routines';
import { titledDoctorName } from '../logic/text';

const ID = '7d1e2f3a-3333-4333-8333-000000000003';
const item = { productId: ID, quantity: 1, usage: 'Sáng' };
const firstMessage = (body: unknown) =>
  CreateRoutineBodySchema.safeParse(body).error?.issues[0]?.message ?? null;

describe('routines (issue 12)', () => {
  it.each([
    ['Phạm Thị An', 'BS. Phạm Thị An'],
    ['BS. Phạm Thị An', 'BS. Phạm Thị An'],
    ['ThS. BS. Nguyễn Hoài Thu', 'ThS. BS. Nguyễn Hoài Thu'],
    ['  PGS. Lê Văn Minh ', 'PGS. Lê Văn Minh'],
  ])('titles the doctor %j as %j', (name, titled) => {
    expect(titledDoctorName(name)).toBe(titled);
  });

  it('says in the chat who recommended which routine', () => {
    expect(routineChatContent('BS. Phạm Thị An', 'Phục hồi da')).toBe(
      'BS. Phạm Thị An đã gợi ý liệu trình "Phục hồi da"',
    );
  });

  it.each([
    [0, 0, 0],
    [1, 4, 25],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [3, 3, 100],
  ])('rates %i converted of %i as %d%%', (converted, total, rate) => {
    expect(conversionRate(converted, total)).toBe(rate);
  });

  it.each([
    [{ bookingId: ID, title: 'Da', items: [item] }, null],
    [{ title: 'Da', items: [item] }, ROUTINE_MESSAGES.bookingRequired],
    [{ bookingId: ID, title: ' A ', items: [item] }, ROUTINE_MESSAGES.titleLength],
    [{ bookingId: ID, title: 'Da', items: [] }, ROUTINE_MESSAGES.itemsRequired],
    [
      { bookingId: ID, title: 'Da', items: [{ ...item, productId: undefined }] },
      ROUTINE_MESSAGES.productRequired,
    ],
    [{ bookingId: ID, title: 'Da', items: [{ ...item, quantity: 0 }] }, ROUTINE_MESSAGES.quantityRange],
    [{ bookingId: ID, title: 'Da', items: [{ ...item, usage: ' \u0007 ' }] }, ROUTINE_MESSAGES.usageRequired],
  ])('checks %j → %j', (body, message) => {
    expect(firstMessage(body)).toBe(message);
  });

  it('keeps plain text: trimmed, control characters gone, new lines kept', () => {
    const parsed = CreateRoutineBodySchema.parse({
      bookingId: ID,
      title: '  Phục hồi\u0000 da ',
      note: 'Dòng 1\r\nDòng 2',
      items: [item],
    });
    expect(parsed.title).toBe('Phục hồi da');
    expect(parsed.note).toBe('Dòng 1\nDòng 2');
  });
});
