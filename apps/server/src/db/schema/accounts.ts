import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { LOCALES } from '@app/contract';

export const userRoles = ['viewer', 'editor'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed at sign-up; unique regardless of case. */
    username: text('username').notNull(),
    /**
     * Lower-cased; optional (an account can sign up with a username alone), so nullable and
     * unique only when present.
     */
    email: text('email'),
    /** Null for accounts that only sign in through a social provider. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: userRoles }).notNull().default('viewer'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /**
     * Signed up with an address that belongs to another account: the account keeps its name and
     * password but waits for a verification that cannot come, answering like any account with an
     * unconfirmed email, so sign-up does not tell who is registered (docs/product/auth.md#sign-up).
     */
    signedUpWithTakenEmail: boolean('signed_up_with_taken_email').notNull().default(false),
    /**
     * Set when the owner deleted the account (docs/product/privacy.md): the row stays, stripped
     * of personal data, so comments, payments and subscriptions keep their references.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The account's language (docs/product/i18n.md#choosing): set at sign-up from the page's and
     * by the language menu; its mails are written in it. Null until one is known.
     */
    locale: text('locale', { enum: LOCALES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_uq').on(t.email),
  ],
);

export const verificationPurposes = ['signup', 'reset'] as const;

/** One live code per user and purpose; a new code replaces the old one. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: verificationPurposes }).notNull(),
    /** HMAC of the code: a leaked table does not give the codes away. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token rotated from one sign-in shares a family; reuse revokes the family. */
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * A social account is linked by provider + subject, never by email: an email can be
 * re-registered by someone else at another provider.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('social_identities_user_idx').on(t.userId),
  ],
);
