import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COIN_ENTRY_KINDS, COIN_REASONS, UNLOCK_VIA } from '@app/contract';
import { users } from './accounts';
import { series } from './catalogue';
import { createdAt, updatedAt } from './columns';

/**
 * One row per user: the balance beside the ledger, changed in the same transaction as the entry
 * that explains it, under this row's lock (docs/product/wallet.md#the-ledger). The checks make a
 * negative balance impossible whatever the code does.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bonusBalance: integer('bonus_balance').notNull().default(0),
    purchasedBalance: integer('purchased_balance').notNull().default(0),
    /** The calendar date (YYYY-MM-DD) of the last check-in, in `lastCheckInZone`. */
    lastCheckInDate: text('last_check_in_date'),
    lastCheckInZone: text('last_check_in_zone'),
    lastCheckInAt: timestamp('last_check_in_at', { withTimezone: true }),
    /** Check-ins in a row, one per calendar day; day 8 starts the schedule again. */
    checkInStreak: integer('check_in_streak').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('wallets_bonus_nonnegative', sql`${t.bonusBalance} >= 0`),
    check('wallets_purchased_nonnegative', sql`${t.purchasedBalance} >= 0`),
  ],
);

/**
 * The coin ledger: append-only. `coins` is signed; the balance is their sum. One idempotency
 * key per user: a repeated request finds its entry instead of writing a second one.
 */
export const coinEntries = pgTable(
  'coin_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order entries were written in: one user's entries are written under the wallet lock,
     * so this orders the history even where entries share a created_at (one request's grant
     * and spend).
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: COIN_ENTRY_KINDS }).notNull(),
    coins: integer('coins').notNull(),
    reason: text('reason', { enum: COIN_REASONS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** No FK: the history outlives a deleted series. */
    seriesId: text('series_id'),
    episodeNumber: integer('episode_number'),
    /** Bonus grants: when what is left of them expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coin_entries_user_key_uq').on(t.userId, t.idempotencyKey),
    index('coin_entries_user_seq_idx').on(t.userId, t.seq),
    index('coin_entries_user_series_idx').on(t.userId, t.seriesId),
  ],
);

/**
 * What is left of each bonus grant, spent soonest-expiring first; expiry writes an `expiry`
 * entry for the rest. Kept apart so the ledger itself is never updated.
 */
export const bonusLots = pgTable(
  'coin_bonus_lots',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => coinEntries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remaining: integer('remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('coin_bonus_lots_remaining_nonnegative', sql`${t.remaining} >= 0`),
    index('coin_bonus_lots_user_expires_idx').on(t.userId, t.expiresAt),
  ],
);

/** Episodes one user may play beyond the free ones: bought with coins, by an ad, or the cap. */
export const episodeUnlocks = pgTable(
  'episode_unlocks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    episodeNumber: integer('episode_number').notNull(),
    via: text('via', { enum: UNLOCK_VIA }).notNull(),
    /** Coins this unlock cost (0 for ads and the cap). */
    coins: integer('coins').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seriesId, t.episodeNumber] })],
);

/**
 * A rewarded ad played for one episode; its VAST `complete` pixel completes it, once the ad's
 * length has passed since that VAST was served (docs/product/wallet.md#rewarded-ads).
 */
export const rewardedAdSessions = pgTable(
  'rewarded_ad_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    episodeNumber: integer('episode_number').notNull(),
    createdAt: createdAt(),
    /** When the session's VAST was last served (null: never), and the length of its ad. */
    vastServedAt: timestamp('vast_served_at', { withTimezone: true }),
    adDurationMs: integer('ad_duration_ms'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('rewarded_ad_sessions_user_completed_idx').on(t.userId, t.completedAt)],
);
