import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, conversations, doctors, messages, users } from '../db/schema';

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
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${demo.customerEmail}`)
    .limit(1);
  const [support] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.username}) = ${demo.supportUsername}`)
    .limit(1);
  const [doctor] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(sql`lower(${doctors.email}) = ${demo.doctorEmail}`)
    .limit(1);
  if (!customer || !support || !doctor) return [];

  const created: string[] = [];
  const talks = [
    { staff: { kind: 'admin' as const, id: support.id }, lines: SUPPORT_TALK, daysAgo: 2, at: 20 * 60 + 10 },
    { staff: { kind: 'doctor' as const, id: doctor.id }, lines: DOCTOR_TALK, daysAgo: 1, at: 9 * 60 },
  ];
  for (const talk of talks) {
    const staffColumn = talk.staff.kind === 'admin' ? conversations.adminId : conversations.doctorId;
    const [existing] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.userId, customer.id), eq(staffColumn, talk.staff.id)))
      .limit(1);
    if (existing) continue;
    // The talk's day at its local time (Asia/Ho_Chi_Minh, UTC+7).
    const day = new Date(now.getTime() - talk.daysAgo * DAY_MS);
    const start = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + (talk.at - 7 * 60) * MINUTE_MS,
    );
    const times = talk.lines.map((line) => new Date(start.getTime() + line.minutesAfter * MINUTE_MS));
    const last = times[times.length - 1] ?? start;
    const [conversation] = await db
      .insert(conversations)
      .values({
        type: talk.staff.kind === 'admin' ? 'User_Admin' : 'User_Doctor',
        userId: customer.id,
        adminId: talk.staff.kind === 'admin' ? talk.staff.id : null,
        doctorId: talk.staff.kind === 'doctor' ? talk.staff.id : null,
        createdAt: start,
        updatedAt: last,
      })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!conversation) continue;
    const customerSide = { kind: 'user' as const, id: customer.id };
    await db.insert(messages).values(
      talk.lines.map((line, index) => {
        const [sender, receiver] =
          line.from === 'customer' ? [customerSide, talk.staff] : [talk.staff, customerSide];
        const at = times[index] ?? start;
        return {
          conversationId: conversation.id,
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
    created.push(`conversation ${talk.staff.kind === 'admin' ? 'support' : 'doctor'} (${talk.lines.length})`);
  }
  return created;
}
