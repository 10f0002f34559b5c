import { desc, eq, sql } from 'drizzle-orm';
import { isUuid, type MailboxMessage } from '@lumi/shared';
import type { Db } from '../../db/client';
import { mailOutbox, type StoredMailAttachment } from '../../db/schema';
import { userCounts } from '../auth/counts-repository';
import { clinicCounts, findClinicSummary } from '../clinics/figures-repository';
import type { OutgoingMail } from '../../providers/mail';

/** Where the development mailbox serves a captured mail's file (modules/system/routes.ts). */
export function mailboxAttachmentUrl(mailId: string, index: number): string {
  return `/dev/mailbox/messages/${mailId}/attachments/${index}`;
}

export function systemRepository(db: Db) {
  return {
    async recordMail(mail: OutgoingMail, transport: string): Promise<string> {
      const attachments: StoredMailAttachment[] = (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: Buffer.from(a.content).toString('base64'),
      }));
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments,
          transport,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail insert returned nothing');
      return row.id;
    },
    async markMailSent(id: string, error?: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set(error ? { error } : { sentAt: sql`now()` })
        .where(eq(mailOutbox.id, id));
    },
    async listMail(options: { to?: string | undefined; limit: number }): Promise<MailboxMessage[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(options.to ? sql`lower(${mailOutbox.to}) = ${options.to.toLowerCase()}` : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(options.limit);
      return rows.map((r) => ({
        _id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        attachments: r.attachments.map((a, index) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: Buffer.byteLength(a.contentBase64, 'base64'),
          url: mailboxAttachmentUrl(r.id, index),
        })),
        createdAt: r.createdAt.toISOString(),
      }));
    },
    async findMailAttachment(
      mailId: string,
      index: number,
    ): Promise<{ filename: string; contentType: string; content: Buffer } | undefined> {
      if (!isUuid(mailId)) return undefined;
      const [row] = await db
        .select({ attachments: mailOutbox.attachments })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, mailId));
      const found = row?.attachments[index];
      if (!found) return undefined;
      return {
        filename: found.filename,
        contentType: found.contentType,
        content: Buffer.from(found.contentBase64, 'base64'),
      };
    },
    /** The customers' counts (the auth module's table). */
    userCounts: () => userCounts(db),
    /** The clinics' counts and one clinic's summary (the clinic admin module's table). */
    clinicCounts: () => clinicCounts(db),
    findClinic: (id: string) => findClinicSummary(db, id),
  };
}
