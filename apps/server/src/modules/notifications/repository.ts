import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { NotificationType } from '@lumi/shared';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/** Whose notifications: a customer (`User`) or a doctor (`Doctor`); the token decides, never the client. */
export type Recipient = { id: string; model: 'User' | 'Doctor' };

export function notificationsRepository(db: Db) {
  function whereOf(recipient: Recipient, type: NotificationType | undefined, extra?: SQL): SQL | undefined {
    return and(
      eq(notifications.recipientId, recipient.id),
      eq(notifications.model, recipient.model),
      type ? eq(notifications.type, type) : undefined,
      extra,
    );
  }

  return {
    /** Every notification of a recipient (their account is being deleted). */
    async removeAllOf(recipient: Recipient): Promise<void> {
      await db.delete(notifications).where(whereOf(recipient, undefined));
    },
    async insert(row: NewNotificationRow): Promise<NotificationRow> {
      const [created] = await db.insert(notifications).values(row).returning();
      if (!created) throw new Error('notification insert returned nothing');
      return created;
    },

    /** A page of the recipient's notifications of one type, newest first. */
    async list(
      recipient: Recipient,
      type: NotificationType,
      page: { limit: number; offset: number },
    ): Promise<{ rows: NotificationRow[]; total: number }> {
      const where = whereOf(recipient, type);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(notifications).where(where),
      ]);
      return { rows, total: Number(totals?.total ?? 0) };
    },

    /** Unread notifications of the recipient, of one type or of all types. */
    async unreadCount(recipient: Recipient, type: NotificationType | undefined): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(notifications)
        .where(whereOf(recipient, type, eq(notifications.isRead, false)));
      return Number(row?.total ?? 0);
    },

    /** Marks one of the recipient's own notifications read; undefined when it is not theirs or does not exist. */
    async markRead(recipient: Recipient, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ isRead: true })
        .where(whereOf(recipient, undefined, eq(notifications.id, id)))
        .returning();
      return row;
    },

    /** Marks every unread notification of the recipient (of one type, or all) read; returns how many changed. */
    async markAllRead(recipient: Recipient, type: NotificationType | undefined): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(whereOf(recipient, type, eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
