import { z } from 'zod';
import { PASSWORD_LIMITS, ROLES } from '../auth/auth';
import { COMMENT_PLATFORMS } from '../comments/comments';
import { LOCALES } from '../i18n/locales';

// the account's own data: export and deletion (docs/product/privacy.md)

const timestamp = z.string();

/** GET /api/account: who is signed in, and how deleting the account is confirmed. */
export const accountSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  /** False for accounts that only sign in through a social provider: they confirm by username. */
  has_password: z.boolean(),
  /** The language chosen for the account (pages, mails); null until one is. */
  locale: z.enum(LOCALES).nullable(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** PUT /api/account/locale: the account's language, so the viewer's other devices follow. */
export const accountLocaleBodySchema = z.object({ locale: z.enum(LOCALES) }).strict();
export type AccountLocaleBody = z.infer<typeof accountLocaleBodySchema>;

/**
 * POST /api/account/delete. An account with a password confirms with it; an account that only
 * signs in through a social provider types its username instead.
 */
export const deleteAccountBodySchema = z
  .object({
    password: z.string().max(PASSWORD_LIMITS.max).optional(),
    confirm_username: z.string().max(254).optional(),
  })
  .strict();
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** GET /api/account/export: everything stored about the signed-in user, as one JSON file. */
export const accountExportSchema = z.object({
  exported_at: timestamp,
  account: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    role: z.enum(ROLES),
    has_password: z.boolean(),
    created_at: timestamp,
    social_logins: z.array(
      z.object({ provider: z.string(), email: z.string().nullable(), linked_at: timestamp }),
    ),
  }),
  comments: z.array(
    z.object({
      comment_id: z.string(),
      video_id: z.string(),
      parent_id: z.string().nullable(),
      content: z.string(),
      platform: z.enum(COMMENT_PLATFORMS),
      likes: z.number(),
      hidden: z.boolean(),
      created_at: timestamp,
    }),
  ),
  comment_likes: z.array(z.object({ comment_id: z.string(), created_at: timestamp })),
  comment_reports: z.array(
    z.object({ comment_id: z.string(), reason: z.string().nullable(), created_at: timestamp }),
  ),
  author_follows: z.array(z.object({ author_name: z.string(), created_at: timestamp })),
  /** Series followed, and the inbox (docs/product/notifications.md). */
  series_follows: z.array(z.object({ series_id: z.string(), created_at: timestamp })),
  notifications: z.array(
    z.object({
      kind: z.string(),
      series_id: z.string().nullable(),
      series_title: z.string().nullable(),
      episode_number: z.number().nullable(),
      coins: z.number().nullable(),
      /** A renewal reminder's plan and renewal date. */
      plan_id: z.string().nullable(),
      renews_at: timestamp.nullable(),
      created_at: timestamp,
      read_at: timestamp.nullable(),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      plan_id: z.string(),
      content_id: z.string().nullable(),
      status: z.string(),
      start_date: timestamp,
      end_date: timestamp.nullable(),
      /** Buys its next period at end_date (docs/product/subscriptions.md#renewal). */
      renews: z.boolean(),
      payment_id: z.string(),
      created_at: timestamp,
    }),
  ),
  payments: z.array(
    z.object({
      payment_id: z.string(),
      plan_id: z.string(),
      content_id: z.string().nullable(),
      amount_cents: z.number(),
      currency: z.string(),
      status: z.string(),
      provider: z.string(),
      created_at: timestamp,
      settled_at: timestamp.nullable(),
    }),
  ),
  continue_watching: z.array(
    z.object({
      series_id: z.string(),
      episode_id: z.string(),
      episode_number: z.number().nullable(),
      position: z.number(),
      duration: z.number(),
      started_at: timestamp,
      updated_at: timestamp,
    }),
  ),
  /** The watch events filed under the user's id, newest first. */
  watch_events: z.array(
    z.object({
      event_id: z.string(),
      viewer_id: z.string(),
      series_id: z.string(),
      episode_id: z.string(),
      episode_number: z.number().nullable(),
      event_type: z.string(),
      current_time: z.number(),
      episode_duration: z.number(),
      platform: z.string(),
      session_id: z.string(),
      timestamp: timestamp,
      received_at: timestamp,
    }),
  ),
  /** True when there were more than ACCOUNT.exportMaxWatchEvents: the oldest were left out. */
  watch_events_truncated: z.boolean(),
  user_events: z.array(
    z.object({
      event_id: z.string(),
      platform: z.string(),
      timestamp: timestamp,
      data: z.unknown(),
      received_at: timestamp,
    }),
  ),
  user_events_truncated: z.boolean(),
  ad_events: z.array(
    z.object({
      ad_id: z.string(),
      event: z.string(),
      content_id: z.string().nullable(),
      created_at: timestamp,
    }),
  ),
  /** The coin wallet (docs/product/wallet.md), or null before its first coin. */
  wallet: z
    .object({
      bonus_balance: z.number(),
      purchased_balance: z.number(),
      check_in_streak: z.number(),
      last_check_in_at: timestamp.nullable(),
    })
    .nullable(),
  /** The coin ledger, oldest first. */
  coin_entries: z.array(
    z.object({
      kind: z.string(),
      coins: z.number(),
      reason: z.string(),
      series_id: z.string().nullable(),
      episode_number: z.number().nullable(),
      expires_at: timestamp.nullable(),
      created_at: timestamp,
    }),
  ),
  coin_pack_payments: z.array(
    z.object({
      payment_id: z.string(),
      pack_id: z.string(),
      coins: z.number(),
      amount_cents: z.number(),
      currency: z.string(),
      status: z.string(),
      provider: z.string(),
      created_at: timestamp,
      settled_at: timestamp.nullable(),
    }),
  ),
  episode_unlocks: z.array(
    z.object({
      series_id: z.string(),
      episode_number: z.number(),
      via: z.string(),
      coins: z.number(),
      created_at: timestamp,
    }),
  ),
  rewarded_ads: z.array(
    z.object({
      series_id: z.string(),
      episode_number: z.number(),
      created_at: timestamp,
      completed_at: timestamp.nullable(),
    }),
  ),
  my_list: z.array(z.object({ series_id: z.string(), added_at: timestamp })),
  /** The devices getting Web Push: each push service endpoint (docs/product/notifications.md). */
  push_subscriptions: z.array(z.object({ endpoint: z.string(), created_at: timestamp })),
  /** The landing page's waitlist entry under the account's email, if any. */
  waitlist: z
    .object({
      email: z.string(),
      name: z.string().nullable(),
      campaign: z.string().nullable(),
      created_at: timestamp,
    })
    .nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
