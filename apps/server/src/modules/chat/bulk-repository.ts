import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import type { PrincipalRef } from './repository';

export type NewConversation = Omit<
  typeof conversations.$inferInsert,
  'userId' | 'adminId' | 'doctorId' | 'type'
>;
export type NewMessage = Omit<typeof messages.$inferInsert, 'conversationId'>;

/**
 * The chat's bulk writer (ADR 0047): a whole past conversation of a customer with a staff member (the demo data),
 * written by the module that owns conversations and messages. A conversation of the two that exists is left alone.
 */
export async function importConversation(
  db: Db,
  userId: string,
  staff: PrincipalRef & { kind: 'admin' | 'doctor' },
  conversation: NewConversation,
  lines: NewMessage[],
): Promise<boolean> {
  const staffColumn = staff.kind === 'admin' ? conversations.adminId : conversations.doctorId;
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(staffColumn, staff.id)))
    .limit(1);
  if (existing) return false;
  const [row] = await db
    .insert(conversations)
    .values({
      ...conversation,
      type: staff.kind === 'admin' ? 'User_Admin' : 'User_Doctor',
      userId,
      adminId: staff.kind === 'admin' ? staff.id : null,
      doctorId: staff.kind === 'doctor' ? staff.id : null,
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!row) return false;
  if (lines.length) await db.insert(messages).values(lines.map((m) => ({ ...m, conversationId: row.id })));
  return true;
}
