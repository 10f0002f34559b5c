import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { OtpPurpose } from '@lumi/shared';
import type { Db } from '../../db/client';
import { otpCodes, resetTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function usersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByGoogleId(googleId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
      return row;
    },
    /** Inserts unless the e-mail exists; undefined when it does (the unique index decides, so races are safe). */
    async insert(values: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: string, values: Partial<NewUser>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished during update`);
      return row;
    },
    /** Sets a new password hash and revokes every earlier token in one statement. */
    async setPassword(id: string, passwordHash: string, extra: Partial<NewUser> = {}): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...extra, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished during password change`);
      return row;
    },
    async remove(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
    /** Locks the account's row for the caller's transaction; undefined when there is no such account. */
    async lockForUpdate(id: string): Promise<{ id: string; email: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row;
    },
    /**
     * Blocks (revoking every token the user holds: the version they carry no longer matches) or unblocks (old tokens
     * stay revoked). Undefined when there is no such user.
     */
    async setActive(id: string, isActive: boolean): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          isActive,
          ...(isActive ? {} : { tokenVersion: sql`${users.tokenVersion} + 1` }),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type OtpRow = typeof otpCodes.$inferSelect;

export function otpRepository(db: Db) {
  return {
    /**
     * Stores a new code for the e-mail, replacing the old one — unless the old one is younger than
     * `resendAfterSec`. Done in one statement so concurrent requests cannot both pass the 60 s rule.
     * Returns false when the earlier code is too recent.
     */
    async replace(values: {
      email: string;
      purpose: OtpPurpose;
      codeHash: string;
      expiresAt: Date;
      now: Date;
      resendAfterSec: number;
    }): Promise<boolean> {
      const threshold = new Date(values.now.getTime() - values.resendAfterSec * 1000);
      const rows = await db
        .insert(otpCodes)
        .values({
          email: values.email,
          purpose: values.purpose,
          codeHash: values.codeHash,
          expiresAt: values.expiresAt,
          attempts: 0,
          createdAt: values.now,
        })
        .onConflictDoUpdate({
          target: otpCodes.email,
          set: {
            purpose: values.purpose,
            codeHash: values.codeHash,
            expiresAt: values.expiresAt,
            attempts: 0,
            createdAt: values.now,
          },
          setWhere: lte(otpCodes.createdAt, threshold),
        })
        .returning({ email: otpCodes.email });
      return rows.length === 1;
    },
    async find(email: string): Promise<OtpRow | undefined> {
      const [row] = await db.select().from(otpCodes).where(eq(otpCodes.email, email)).limit(1);
      return row;
    },
    /** Counts one wrong try; returns the new count (or undefined when the code is gone). */
    async addFailedAttempt(email: string): Promise<number | undefined> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.email, email))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts;
    },
    /** Consumes the code if it still matches: only one of two concurrent correct answers wins. */
    async consume(email: string, codeHash: string, maxAttempts: number): Promise<OtpRow | undefined> {
      const [row] = await db
        .delete(otpCodes)
        .where(
          and(
            eq(otpCodes.email, email),
            eq(otpCodes.codeHash, codeHash),
            sql`${otpCodes.attempts} < ${maxAttempts}`,
          ),
        )
        .returning();
      return row;
    },
    async remove(email: string): Promise<void> {
      await db.delete(otpCodes).where(eq(otpCodes.email, email));
    },
  };
}

export function resetTokensRepository(db: Db) {
  return {
    async insert(values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(resetTokens).values(values);
    },
    /** Marks the token used if it is live; returns its user id, or undefined (unknown, expired or used). */
    async consume(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(resetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(resetTokens.tokenHash, tokenHash),
            isNull(resetTokens.usedAt),
            gt(resetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: resetTokens.userId });
      return row?.userId;
    },
    async findLive(tokenHash: string, now: Date): Promise<{ userId: string } | undefined> {
      const [row] = await db
        .select({ userId: resetTokens.userId })
        .from(resetTokens)
        .where(
          and(
            eq(resetTokens.tokenHash, tokenHash),
            isNull(resetTokens.usedAt),
            gt(resetTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },
    async revokeAll(userId: string, now: Date): Promise<void> {
      await db
        .update(resetTokens)
        .set({ usedAt: now })
        .where(and(eq(resetTokens.userId, userId), isNull(resetTokens.usedAt)));
    },
  };
}
