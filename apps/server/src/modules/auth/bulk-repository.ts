import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { NewUser } from './repository';

export type ImportedUser = { id: string; name: string; phone: string | null; email: string; createdAt: Date };

/**
 * The customers' bulk writer (ADR 0047): many accounts at once (the demo data's reviewers and customers), written by
 * the module that owns `users`. An e-mail that exists is left alone.
 */
export function usersBulk(db: Db) {
  return {
    async insert(rows: NewUser[]): Promise<void> {
      if (rows.length) await db.insert(users).values(rows).onConflictDoNothing();
    },
    /** The accounts of these e-mails (as stored: lower case), in no particular order. */
    async byEmails(emails: string[]): Promise<ImportedUser[]> {
      if (emails.length === 0) return [];
      return db
        .select({
          id: users.id,
          name: users.name,
          phone: users.phone,
          email: users.email,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(inArray(users.email, emails));
    },
  };
}
