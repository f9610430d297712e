import { z } from 'zod';
import { seriesIdSchema } from '../common/ids';
import { defineTexts } from '../common/texts';

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

export const NOTIFICATION_KINDS = ['new_episode', 'new_series', 'refund'] as const;
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
  refund: (title: string, coins: number) => `${coins} coins back: ${title} was withdrawn`,
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
  series_id: seriesIdSchema,
  /** The series' title when the entry was written. */
  series_title: z.string(),
  /** A new episode's number, or the refunded episode's; null otherwise. */
  episode_number: z.number().int().positive().nullable(),
  /** A refund's coins; null otherwise. */
  coins: z.number().int().positive().nullable(),
  /** Where the entry leads: /play at the new episode, the series page, or the wallet. */
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
