import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { MessageChannel } from '@lumi/shared';
import type { Db } from '../../db/client';
import { outboundMessages } from '../../db/schema';

export type OutboundMessageRow = typeof outboundMessages.$inferSelect;

/** The text messages' table (ADR 0059). */
export function messagesRepository(db: Db) {
  return {
    /** The message of a subject, purpose and channel, made on its first try. */
    async open(values: {
      purpose: string;
      subjectId: string;
      channel: MessageChannel;
      phone: string;
      at: Date;
    }): Promise<OutboundMessageRow> {
      await db
        .insert(outboundMessages)
        .values({ ...values, createdAt: values.at, updatedAt: values.at })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(outboundMessages)
        .where(
          and(
            eq(outboundMessages.subjectId, values.subjectId),
            eq(outboundMessages.purpose, values.purpose),
            eq(outboundMessages.channel, values.channel),
          ),
        );
      if (!row) throw new Error('outbound message not kept');
      return row;
    },

    /** One more try, its outcome: accepted (`sent`), refused for good (`failed`) or to be tried again (the error). */
    async record(
      id: string,
      outcome:
        | { status: 'sent'; providerId: string }
        | { status: 'failed'; error: string }
        | { status: 'sending'; error: string },
      at: Date,
    ): Promise<void> {
      // A report may come before the try's answer is written: the try still counts (attempts, the provider's id,
      // when it was sent), but the status a report settled stays.
      const stillSending = sql`${outboundMessages.status} = 'sending'`;
      await db
        .update(outboundMessages)
        .set({
          attempts: sql`${outboundMessages.attempts} + 1`,
          status: sql`case when ${stillSending} then ${outcome.status} else ${outboundMessages.status} end`,
          updatedAt: at,
          ...(outcome.status === 'sent'
            ? {
                providerId: outcome.providerId,
                sentAt: sql`coalesce(${outboundMessages.sentAt}, ${at.toISOString()}::timestamptz)`,
                lastError: sql`case when ${stillSending} then null else ${outboundMessages.lastError} end`,
              }
            : {
                lastError: sql`case when ${stillSending} then ${outcome.error} else ${outboundMessages.lastError} end`,
              }),
          ...(outcome.status === 'failed'
            ? { settledAt: sql`coalesce(${outboundMessages.settledAt}, ${at.toISOString()}::timestamptz)` }
            : {}),
        })
        .where(eq(outboundMessages.id, id));
    },

    /** A provider's report: the message (by our id or the provider's) delivered or failed, once. */
    async settle(receipt: {
      channel: MessageChannel;
      id: string | null;
      providerId: string;
      delivered: boolean;
      error: string | null;
      at: Date;
    }): Promise<number> {
      const rows = await db
        .update(outboundMessages)
        .set({
          status: receipt.delivered ? 'delivered' : 'failed',
          settledAt: receipt.at,
          updatedAt: receipt.at,
          // Delivered: an earlier try's error is history, not the message's state.
          ...(receipt.delivered ? { lastError: null } : receipt.error ? { lastError: receipt.error } : {}),
        })
        .where(
          and(
            eq(outboundMessages.channel, receipt.channel),
            inArray(outboundMessages.status, ['sending', 'sent']),
            receipt.id
              ? or(eq(outboundMessages.id, receipt.id), eq(outboundMessages.providerId, receipt.providerId))
              : eq(outboundMessages.providerId, receipt.providerId),
          ),
        )
        .returning({ id: outboundMessages.id });
      return rows.length;
    },

    async ofSubject(subjectId: string): Promise<OutboundMessageRow[]> {
      return db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.subjectId, subjectId))
        .orderBy(asc(outboundMessages.createdAt), asc(outboundMessages.channel));
    },
  };
}
