import { count, desc, eq, sql } from 'drizzle-orm';
import type { MailboxMessage } from '@lumi/shared';
import type { Db } from '../../db/client';
import { clinics, mailOutbox, users } from '../../db/schema';

export function systemRepository(db: Db) {
  return {
    async recordMail(
      mail: { to: string; subject: string; text: string; html: string },
      transport: string,
    ): Promise<string> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, transport })
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
        createdAt: r.createdAt.toISOString(),
      }));
    },
    async userCounts() {
      const [row] = await db
        .select({
          total: count(),
          verified: sql<number>`count(*) filter (where ${users.isVerified})`.mapWith(Number),
          active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
        })
        .from(users);
      return { total: row?.total ?? 0, verified: row?.verified ?? 0, active: row?.active ?? 0 };
    },
    async clinicCounts() {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${clinics.isActive})`.mapWith(Number),
        })
        .from(clinics);
      return { total: row?.total ?? 0, active: row?.active ?? 0 };
    },
    async findClinic(id: string) {
      const [row] = await db
        .select({
          id: clinics.id,
          name: clinics.name,
          slug: clinics.slug,
          isActive: clinics.isActive,
          specialties: clinics.specialties,
        })
        .from(clinics)
        .where(eq(clinics.id, id))
        .limit(1);
      return row;
    },
  };
}
