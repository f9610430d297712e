import { z } from 'zod';
import { seriesIdSchema } from '../common/ids';
import { defineTexts } from '../common/texts';
import type { TimePlanId } from '../subscriptions/subscriptions';

/**
 * Following a series, and the in-app inbox (docs/product/notifications.md): what a viewer who
 * follows a series, or an author, hears about.
 */
export const NOTIFICATIONS = {
  pageSize: 20,
  maxPageSize: 50,
  /** Entries one read call may mark. */
  maxReadIds: 100,
} as const;

export const NOTIFICATION_KINDS = [
  'new_episode',
  'new_series',
  'refund',
  'renewal_reminder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_TEXTS = /* @__PURE__ */ defineTexts('notifications', {
  badCursor: 'Invalid notifications cursor',
  seriesNotFound: 'Video not found',
  // the series page's button
  follow: 'Follow',
  /** An ongoing series: what following it is for. */
  remindMe: 'Remind me',
  following: 'Following',
  followers: (count: number) => (count === 1 ? '1 follower' : `${count} followers`),
  signInToFollow: 'Sign in to follow this series',
  // the header's bell and the inbox page
  bell: (unread: number) =>
    unread === 0
      ? 'Notifications'
      : unread === 1
        ? 'Notifications, 1 unread'
        : `Notifications, ${unread} unread`,
  title: 'Notifications',
  empty: 'Nothing new yet. Follow a series to hear when its next episode is out.',
  loadFailed: 'Could not load your notifications.',
  retry: 'Try again',
  more: 'Show more',
  unread: 'Unread',
  newEpisode: (title: string, episode: number) => `${title}: episode ${episode} is out`,
  newSeries: (title: string) => `New series from an author you follow: ${title}`,
  refund: (title: string, coins: number) =>
    coins === 1 ? `1 coin refunded for ${title}` : `${coins} coins refunded for ${title}`,
  refundEpisode: (title: string, episode: number, coins: number) =>
    coins === 1
      ? `1 coin refunded for ${title}, episode ${episode}`
      : `${coins} coins refunded for ${title}, episode ${episode}`,
  /** The date comes written by the web's format helpers. */
  renewalMonthly: (date: string) => `Your monthly plan renews on ${date}`,
  renewalAnnual: (date: string) => `Your annual plan renews on ${date}`,
});

/** PUT, DELETE and GET /api/series/{id}/follow: the exact count and the caller's own state. */
export const seriesFollowStateSchema = z.object({
  /** Signed-in users following the series: exact (counted from the follow rows). */
  followerCount: z.number().int().nonnegative(),
  /** Always false for guests. */
  isFollowing: z.boolean(),
});
export type SeriesFollowState = z.infer<typeof seriesFollowStateSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The series the entry is about; null for a renewal reminder. */
  series_id: seriesIdSchema.nullable(),
  /** The series' title when the entry was written; null for a renewal reminder. */
  series_title: z.string().nullable(),
  /** A new episode's number, or the refunded episode's; null otherwise. */
  episode_number: z.number().int().positive().nullable(),
  /** A refund's coins; null otherwise. */
  coins: z.number().int().positive().nullable(),
  /** A renewal reminder's plan; null otherwise. */
  // spelled out, not TIME_PLAN_IDS: the inbox's chunk need not carry the subscriptions' schemas
  plan_id: z.enum(['monthly', 'annual'] as const satisfies readonly TimePlanId[]).nullable(),
  /** When a renewal reminder's plan renews (ISO 8601); null otherwise. */
  renews_at: z.string().nullable(),
  /**
   * Where the entry leads: /play at the new episode, the series page, the wallet (a refund) or
   * /subscription (a renewal reminder).
   */
  url: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z
  .object({
    cursor: z.string().min(1).max(40).optional(),
    limit: z.coerce.number().int().min(1).max(NOTIFICATIONS.maxPageSize).optional(),
  })
  .strict();
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

/** Newest first; `next_cursor` null on the last page; `unread` counts the whole inbox. */
export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  next_cursor: z.string().nullable(),
  unread: z.number().int().nonnegative(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** POST /api/notifications/read: the entries given, or every one when `ids` is absent. */
export const markNotificationsReadBodySchema = z
  .object({
    ids: z
      .array(z.string().regex(/^\d{1,18}$/))
      .max(NOTIFICATIONS.maxReadIds)
      .optional(),
  })
  .strict()
  .nullish();
export type MarkNotificationsReadBody = z.input<typeof markNotificationsReadBodySchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
