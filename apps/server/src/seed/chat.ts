import type { Db } from '../db/client';
import { adminsRepository } from '../modules/admins/repository';
import { usersRepository } from '../modules/auth/repository';
import { importConversation } from '../modules/chat/bulk-repository';
import { doctorsRepository } from '../modules/doctors/repository';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type Line = { from: 'customer' | 'staff'; text: string; minutesAfter: number; read: boolean };

/** The demo customer's talk with support two days ago: the last answer is still unread (the widget's badge). */
const SUPPORT_TALK: Line[] = [
  {
    from: 'customer',
    text: 'Chào shop, da mình hỗn hợp thiên dầu thì nên dùng kem chống nắng nào để không bị bết ạ?',
    minutesAfter: 0,
    read: true,
  },
  {
    from: 'staff',
    text: 'Chào chị Lan! Da hỗn hợp thiên dầu hợp với kem chống nắng dạng gel hoặc fluid, kết cấu mỏng nhẹ và kiềm dầu. Chị xem các sản phẩm trong mục Chống nắng trên Lumi nhé.',
    minutesAfter: 4,
    read: true,
  },
  { from: 'customer', text: 'Cảm ơn bạn, mình sẽ xem thử ạ.', minutesAfter: 6, read: true },
  {
    from: 'staff',
    text: 'Dạ, nếu cần tư vấn thêm chị cứ nhắn cho Lumi ạ. Chúc chị một ngày vui!',
    minutesAfter: 7,
    read: false,
  },
];

/** And with Dr An yesterday, after their visits: the question waits in the doctor's 'Tin nhắn' tab. */
const DOCTOR_TALK: Line[] = [
  {
    from: 'customer',
    text: 'Chào bác sĩ, sau buổi khám da em đã đỡ đỏ hơn nhiều rồi ạ. Em có cần bôi thuốc tiếp không ạ?',
    minutesAfter: 0,
    read: false,
  },
];

/**
 * Demo conversations (issue 12), so the support inbox, the doctor's messages and the customer's chat are not empty
 * on a first start. Idempotent: a conversation that exists is left alone.
 */
export async function seedConversations(
  db: Db,
  demo: { customerEmail: string; supportUsername: string; doctorEmail: string },
  now: Date = new Date(),
): Promise<string[]> {
  const customer = await usersRepository(db).findByEmail(demo.customerEmail);
  const support = await adminsRepository(db).findByUsername(demo.supportUsername);
  const doctor = await doctorsRepository(db).findByEmail(demo.doctorEmail);
  if (!customer || !support || !doctor) return [];

  const created: string[] = [];
  const talks = [
    { staff: { kind: 'admin' as const, id: support.id }, lines: SUPPORT_TALK, daysAgo: 2, at: 20 * 60 + 10 },
    { staff: { kind: 'doctor' as const, id: doctor.id }, lines: DOCTOR_TALK, daysAgo: 1, at: 9 * 60 },
  ];
  for (const talk of talks) {
    // The talk's day at its local time (Asia/Ho_Chi_Minh, UTC+7).
    const day = new Date(now.getTime() - talk.daysAgo * DAY_MS);
    const start = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + (talk.at - 7 * 60) * MINUTE_MS,
    );
    const times = talk.lines.map((line) => new Date(start.getTime() + line.minutesAfter * MINUTE_MS));
    const last = times[times.length - 1] ?? start;
    const customerSide = { kind: 'user' as const, id: customer.id };
    const written = await importConversation(
      db,
      customer.id,
      talk.staff,
      { createdAt: start, updatedAt: last },
      talk.lines.map((line, index) => {
        const [sender, receiver] =
          line.from === 'customer' ? [customerSide, talk.staff] : [talk.staff, customerSide];
        const at = times[index] ?? start;
        return {
          senderKind: sender.kind,
          senderId: sender.id,
          receiverKind: receiver.kind,
          receiverId: receiver.id,
          content: line.text,
          status: line.read ? ('read' as const) : ('delivered' as const),
          readAt: line.read ? new Date(at.getTime() + MINUTE_MS) : null,
          createdAt: at,
        };
      }),
    );
    if (!written) continue;
    created.push(`conversation ${talk.staff.kind === 'admin' ? 'support' : 'doctor'} (${talk.lines.length})`);
  }
  return created;
}
