import type { Contact, CreateContactBody, ListContactsQuery, Pagination } from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { offsetOf, paginate } from '../../lib/pagination';
import type { Mailer } from '../../providers/mail';
import { contactMail } from './mail';
import { contactsRepository } from './repository';

export type ContactsService = ReturnType<typeof createContactsService>;

type Log = { error(obj: unknown, msg?: string): void };

/** The partnership form (api-contract §4.11): stored, then every administrator address is mailed. */
export function createContactsService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Where new requests are mailed (ADMIN_EMAILS). */
  adminEmails: readonly string[];
  publicUrl: string;
  log: Log;
}) {
  const repo = () => contactsRepository(deps.db);

  const get = async (id: string): Promise<Contact> => {
    const contact = await repo().findById(id);
    if (!contact) throw new AppError('CONTACT_NOT_FOUND');
    return contact;
  };

  return {
    async create(body: CreateContactBody, ip: string | null): Promise<{ _id: string }> {
      const at = deps.clock.now();
      const id = await repo().insert({ ...body, ip, at });
      // The request is kept whatever the mail server says: a failed mail is logged, never the sender's problem.
      await Promise.all(
        deps.adminEmails.map((to) =>
          deps.mailer
            .send(contactMail({ to, contact: body, at, publicUrl: deps.publicUrl }))
            .catch((err: unknown) => deps.log.error({ err, contactId: id }, 'contact mail failed')),
        ),
      );
      return { _id: id };
    },

    async page(query: ListContactsQuery): Promise<{ items: Contact[]; pagination: Pagination }> {
      const { items, total } = await repo().page(query, {
        limit: query.pageSize,
        offset: offsetOf(query.page, query.pageSize),
      });
      return { items, pagination: paginate(query.page, query.pageSize, total) };
    },

    get,

    /** Handled (by whom, when: the first time counts) or back to new. */
    async setHandled(id: string, handled: boolean, adminId: string): Promise<Contact> {
      const found = await repo().setHandled(id, handled ? { adminId, at: deps.clock.now() } : null);
      if (!found) throw new AppError('CONTACT_NOT_FOUND');
      return get(id);
    },
  };
}
