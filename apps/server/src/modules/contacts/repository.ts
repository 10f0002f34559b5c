import { eq, sql } from 'drizzle-orm';
import type { Contact, ContactStatusFilter, CreateContactBody } from '@lumi/shared';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import { foldedMatch, isoOf, rowsOf } from '../../db/sql';
import { adminView } from '../../db/read/admins';
import { viewAs } from '../../db/views';

const CONTACT_TEXT = sql`lumi_fold(c.clinic_name || ' ' || c.contact_name || ' ' || c.email || ' ' || c.phone)`;

/** A request as the administrators read it, with who handled it (the name of an account since deleted is gone). */
const CONTACT_SELECT = sql`select c.id as "_id", c.clinic_name as "clinicName", c.contact_name as "contactName",
    c.email, c.phone, c.address, c.content, ${isoOf(sql`c.created_at`)} as "createdAt",
    c.handled_at is not null as "handled",
    case when c.handled_at is null then null else ${isoOf(sql`c.handled_at`)} end as "handledAt",
    case when a.id is null then null else json_build_object('_id', a.id, 'name', a.name) end as "handledBy"
  from contacts c left join ${viewAs(adminView, 'a')} on a.id = c.handled_by`;

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

    /**
     * Newest first; `search` in the clinic, the person, the email or the phone (folded, typo-tolerant); `status`
     * 'new' (not handled yet) or 'handled'.
     */
    async page(
      filters: { search?: string | undefined; status?: ContactStatusFilter | undefined },
      page: { limit: number; offset: number },
    ): Promise<{ items: Contact[]; total: number }> {
      const conditions = [
        ...(filters.search ? [foldedMatch(CONTACT_TEXT, filters.search)] : []),
        ...(filters.status === 'new' ? [sql`c.handled_at is null`] : []),
        ...(filters.status === 'handled' ? [sql`c.handled_at is not null`] : []),
      ];
      const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
      const [items, counted] = await Promise.all([
        rowsOf<Contact>(
          db,
          sql`${CONTACT_SELECT} where ${where}
            order by c.created_at desc, c.id desc limit ${page.limit} offset ${page.offset}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n from contacts c where ${where}`),
      ]);
      return { items, total: counted[0]?.n ?? 0 };
    },

    async findById(id: string): Promise<Contact | null> {
      const [row] = await rowsOf<Contact>(db, sql`${CONTACT_SELECT} where c.id = ${id}`);
      return row ?? null;
    },

    /**
     * Marks the request handled by `adminId` at `at`, or back to new (both cleared). Marking an already handled
     * request again keeps its first time and author: the record says who answered it first. False: no such request.
     */
    async setHandled(id: string, handled: { adminId: string; at: Date } | null): Promise<boolean> {
      const rows = await db
        .update(contacts)
        .set(
          handled
            ? {
                handledAt: sql`coalesce(${contacts.handledAt}, ${handled.at.toISOString()}::timestamptz)`,
                handledBy: sql`case when ${contacts.handledAt} is null then ${handled.adminId}::uuid else ${contacts.handledBy} end`,
              }
            : { handledAt: null, handledBy: null },
        )
        .where(eq(contacts.id, id))
        .returning({ id: contacts.id });
      return rows.length > 0;
    },
  };
}
