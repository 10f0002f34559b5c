import { sql } from 'drizzle-orm';
import type { Contact, CreateContactBody } from '@lumi/shared';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import { foldedMatch, isoOf, rowsOf } from '../../db/sql';

const CONTACT_TEXT = sql`lumi_fold(c.clinic_name || ' ' || c.contact_name || ' ' || c.email || ' ' || c.phone)`;

/** Messages of the partnership form (api-contract §4.11). */
export function contactsRepository(db: Db) {
  return {
    async insert(values: CreateContactBody & { ip: string | null; at: Date }): Promise<string> {
      const [row] = await db
        .insert(contacts)
        .values({
          clinicName: values.clinicName,
          contactName: values.contactName,
          email: values.email,
          phone: values.phone,
          address: values.address,
          content: values.content,
          ip: values.ip,
          createdAt: values.at,
        })
        .returning({ id: contacts.id });
      if (!row) throw new Error('contact insert returned nothing');
      return row.id;
    },

    /** Newest first; `search` in the clinic, the person, the email or the phone (folded, typo-tolerant). */
    async page(
      search: string | undefined,
      page: { limit: number; offset: number },
    ): Promise<{ items: Contact[]; total: number }> {
      const where = search ? foldedMatch(CONTACT_TEXT, search) : sql`true`;
      const [items, counted] = await Promise.all([
        rowsOf<Contact>(
          db,
          sql`select c.id as "_id", c.clinic_name as "clinicName", c.contact_name as "contactName", c.email,
              c.phone, c.address, c.content, ${isoOf(sql`c.created_at`)} as "createdAt"
            from contacts c where ${where}
            order by c.created_at desc, c.id desc limit ${page.limit} offset ${page.offset}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n from contacts c where ${where}`),
      ]);
      return { items, total: counted[0]?.n ?? 0 };
    },
  };
}
