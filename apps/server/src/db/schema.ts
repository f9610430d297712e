import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES, PLAN_IDS, SUBSCRIPTION_STATUSES } from '@app/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const seriesStatus = ['draft', 'published'] as const;

export const series = pgTable(
  'series',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    director: text('director').notNull(),
    language: text('language').notNull(),
    year: integer('year').notNull(),
    description: text('description').notNull().default(''),
    /** Free tags; list membership lives in list_memberships, not here. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cast: text('cast')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    genre: text('genre')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    posterAssetId: uuid('poster_asset_id').references(() => mediaAssets.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: seriesStatus }).notNull().default('draft'),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('series_status_created_idx').on(t.status, t.createdAt)],
);

export const episodes = pgTable(
  'episodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    episodeNumber: integer('episode_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Seconds; set from ffprobe when the source is processed. */
    duration: real('duration').notNull().default(0),
    videoAssetId: uuid('video_asset_id').references(() => mediaAssets.id, {
      onDelete: 'set null',
    }),
    thumbnailAssetId: uuid('thumbnail_asset_id').references(() => mediaAssets.id, {
      onDelete: 'set null',
    }),
    isLocked: boolean('is_locked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('episodes_series_number_uq').on(t.seriesId, t.episodeNumber)],
);

export const lists = pgTable('lists', {
  name: text('name').primaryKey(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const listMemberships = pgTable(
  'list_memberships',
  {
    listName: text('list_name')
      .notNull()
      .references(() => lists.name, { onDelete: 'cascade' }),
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listName, t.seriesId] }),
    index('list_memberships_series_idx').on(t.seriesId),
    // a home row reads one list's first N members in order
    index('list_memberships_list_position_idx').on(t.listName, t.position, t.seriesId),
  ],
);

export const mediaAssetKinds = ['video', 'image'] as const;
export const mediaAssetStatus = ['uploaded', 'processing', 'ready', 'failed'] as const;

export const mediaAssets = pgTable('media_assets', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: mediaAssetKinds }).notNull(),
  sourceKey: text('source_key').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
  status: text('status', { enum: mediaAssetStatus }).notNull().default('uploaded'),
  durationSeconds: real('duration_seconds'),
  width: integer('width'),
  height: integer('height'),
  hlsMasterKey: text('hls_master_key'),
  posterKey: text('poster_key'),
  error: text('error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const mediaRenditions = pgTable(
  'media_renditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bandwidth: integer('bandwidth').notNull(),
    playlistKey: text('playlist_key').notNull(),
  },
  (t) => [uniqueIndex('media_renditions_asset_name_uq').on(t.assetId, t.name)],
);

export const jobStatus = ['queued', 'running', 'done', 'failed'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: jobStatus }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Optional de-duplication: one live job per key. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_ready_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_dedupe_uq').on(t.dedupeKey),
  ],
);

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// --- accounts (issue 4) ---

export const userRoles = ['viewer', 'editor'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed at sign-up; unique regardless of case. */
    username: text('username').notNull(),
    /** Lower-cased; optional (spec §5), so nullable and unique only when present. */
    email: text('email'),
    /** Null for accounts that only sign in through a social provider. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: userRoles }).notNull().default('viewer'),
    emailVerified: boolean('email_verified').notNull().default(false),
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

/** A social account is linked by provider + subject, never by email (DESIGN §6). */
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

// --- monetization (issue 5) ---

/** The four plans, upserted at start-up from the contract's prices (plans.seed.ts). */
export const plans = pgTable('plans', {
  id: text('id', { enum: PLAN_IDS }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  /** Null for per-content plans: a purchase does not expire. */
  durationDays: integer('duration_days'),
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: PLAN_IDS })
      .notNull()
      .references(() => plans.id),
    /** The series a per-content purchase is for; no FK: the record outlives the series. */
    contentId: text('content_id'),
    /** Fixed when the payment is created: a later price change does not alter it. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    provider: text('provider').notNull(),
    /** The provider's id for the payment (a payment intent). */
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: PLAN_IDS })
      .notNull()
      .references(() => plans.id),
    /** Per-content purchases only. */
    contentId: text('content_id'),
    /** 'expired' is also read from end_date: no job has to flip it. */
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    /** Null for per-content purchases. */
    endDate: timestamp('end_date', { withTimezone: true }),
    /** One subscription per payment: a payment settles once (DESIGN §6). */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_payment_uq').on(t.paymentId),
    // the access check: a user's active rows by end date, and per-content rows by content
    index('subscriptions_access_idx').on(t.userId, t.status, t.endDate),
    index('subscriptions_user_content_idx').on(t.userId, t.contentId),
  ],
);

export const adEvents = pgTable(
  'ad_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adId: text('ad_id').notNull(),
    event: text('event').notNull(),
    /** The content the ad was shown with. */
    contentId: text('content_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Keyed hash of the viewer's IP (frequency reports without storing the address). */
    viewerHash: text('viewer_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('ad_events_ad_event_created_idx').on(t.adId, t.event, t.createdAt)],
);
