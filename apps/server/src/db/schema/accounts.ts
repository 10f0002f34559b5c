import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ADMIN_ROLES, OTP_PURPOSES, type Image } from '@lumi/shared';
import { timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased by the application; the unique index is on lower(email) to hold even if not.
    email: text('email').notNull(),
    phone: text('phone'),
    avatar: jsonb('avatar').$type<Image | null>(),
    googleId: text('google_id'),
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    // Bumped on every password change: tokens carry it, so older tokens stop working (api-contract §1.4).
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_id_unique').on(t.googleId),
    // An account can always sign in somehow: with a password or with Google.
    check('users_has_credential', sql`${t.passwordHash} is not null or ${t.googleId} is not null`),
  ],
);

export const otpPurpose = pgEnum('otp_purpose', OTP_PURPOSES);

/** One live code per e-mail: a new code replaces the old one (decision 2). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    email: text('email').primaryKey(),
    purpose: otpPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('otp_codes_attempts_range', sql`${t.attempts} >= 0`)],
);

/** Proof that a reset OTP was verified (decision 3): single use, short-lived, stored hashed. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reset_tokens_hash_unique').on(t.tokenHash),
    index('reset_tokens_user_idx').on(t.userId),
  ],
);

export const adminRole = pgEnum('admin_role', ADMIN_ROLES);

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: adminRole('role').notNull(),
    avatar: jsonb('avatar').$type<Image | null>(),
    isActive: boolean('is_active').notNull().default(true),
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('admins_username_unique').on(sql`lower(${t.username})`)],
);
