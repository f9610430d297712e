import {
  ACCOUNT,
  ACCOUNT_TEXTS,
  ErrorCode,
  type AccountExport,
  type AccountSummary,
  type Locale,
  type DeleteAccountBody,
} from '@app/contract';
import { HttpError, rateLimited } from '../../http/http-error';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';
import type { PasswordHasher } from '../auth/passwords';
import { HOUR_MS } from '../../lib/time';
import type { AccountData, AccountExportRepository } from './account-export.repository';
import type { AccountRepository, AccountRow, DeletionCounts } from './account.repository';
import type { ActiveAccounts } from './active-accounts';

const iso = (date: Date | string) => new Date(date).toISOString();
const isoOrNull = (date: Date | string | null) => (date === null ? null : iso(date));

const EXPORT_RULE: RateLimitRule = {
  name: 'account-export',
  limit: ACCOUNT.exportsPerHour,
  windowMs: HOUR_MS,
};
const DELETE_RULE: RateLimitRule = {
  name: 'account-delete',
  limit: ACCOUNT.deleteAttemptsPer15Min,
  windowMs: 15 * 60 * 1000,
};

const summaryOf = (user: AccountRow): AccountSummary => ({
  id: user.id,
  username: user.username,
  email: user.email,
  has_password: user.passwordHash !== null,
  locale: user.locale,
});

/** The signed-in user's own data: summary, export and deletion (docs/product/privacy.md). */
export class AccountService {
  constructor(
    private readonly deps: {
      repository: AccountRepository;
      exports: AccountExportRepository;
      passwords: PasswordHasher;
      limiter: RateLimiter;
      active: ActiveAccounts;
      clock: () => Date;
    },
  ) {}

  /** The account, or 401 as for any token whose account is gone (a deletion raced the call). */
  private async account(userId: string): Promise<AccountRow> {
    const user = await this.deps.repository.findActive(userId);
    if (!user) {
      this.deps.active.markDeleted(userId);
      throw new HttpError(401, ErrorCode.UNAUTHORIZED, ACCOUNT_TEXTS.deleted);
    }
    return user;
  }

  async summary(userId: string): Promise<AccountSummary> {
    return summaryOf(await this.account(userId));
  }

  /** The language the viewer chose, for their other devices and their mails. */
  async setLocale(userId: string, locale: Locale): Promise<AccountSummary> {
    const user = await this.deps.repository.setLocale(userId, locale);
    if (!user) {
      this.deps.active.markDeleted(userId);
      throw new HttpError(401, ErrorCode.UNAUTHORIZED, ACCOUNT_TEXTS.deleted);
    }
    return summaryOf(user);
  }

  async export(userId: string): Promise<AccountExport> {
    if (!(await this.deps.limiter.attempt(EXPORT_RULE, userId))) {
      throw rateLimited(ACCOUNT_TEXTS.exportRateLimited);
    }
    const user = await this.account(userId);
    const data = await this.deps.exports.exportData(user, {
      watchEvents: ACCOUNT.exportMaxWatchEvents,
      userEvents: ACCOUNT.exportMaxUserEvents,
    });
    return toExport(user, data, this.deps.clock());
  }

  /**
   * Deletes the account once its owner confirmed: the password, or the username for an account
   * that only signs in through a social provider. Attempts are limited per user, so a stolen
   * session cannot guess the password here.
   */
  async delete(userId: string, body: DeleteAccountBody): Promise<DeletionCounts> {
    if (!(await this.deps.limiter.attempt(DELETE_RULE, userId))) {
      throw rateLimited(ACCOUNT_TEXTS.deleteRateLimited);
    }
    const user = await this.account(userId);
    if (user.passwordHash !== null) {
      if (!body.password) {
        throw new HttpError(400, ErrorCode.VALIDATION_FAILED, ACCOUNT_TEXTS.passwordRequired);
      }
      if (!(await this.deps.passwords.verify(user.passwordHash, body.password))) {
        throw new HttpError(403, ErrorCode.INVALID_CREDENTIALS, ACCOUNT_TEXTS.wrongPassword);
      }
    } else {
      const typed = body.confirm_username?.trim();
      if (!typed) {
        throw new HttpError(400, ErrorCode.VALIDATION_FAILED, ACCOUNT_TEXTS.usernameRequired);
      }
      if (typed.toLowerCase() !== user.username.toLowerCase()) {
        throw new HttpError(403, ErrorCode.INVALID_CREDENTIALS, ACCOUNT_TEXTS.usernameMismatch);
      }
    }
    const counts = await this.deps.repository.deleteAccount(userId, this.deps.clock());
    this.deps.active.markDeleted(userId);
    if (!counts) throw new HttpError(401, ErrorCode.UNAUTHORIZED, ACCOUNT_TEXTS.deleted);
    return counts;
  }
}

const toExport = (user: AccountRow, data: AccountData, now: Date): AccountExport => ({
  exported_at: iso(now),
  account: {
    id: user.id,
    username: user.username,
    email: user.email,
    email_verified: user.emailVerified,
    role: user.role,
    has_password: user.passwordHash !== null,
    created_at: iso(user.createdAt),
    social_logins: data.socialLogins.map((link) => ({
      provider: link.provider,
      email: link.email,
      linked_at: iso(link.createdAt),
    })),
  },
  comments: data.comments.map((c) => ({
    comment_id: c.id,
    video_id: c.seriesId,
    parent_id: c.parentId,
    content: c.content,
    platform: c.platform,
    likes: c.likesCount,
    hidden: c.hiddenAt !== null,
    created_at: iso(c.createdAt),
  })),
  comment_likes: data.commentLikes.map((like) => ({
    comment_id: like.commentId,
    created_at: iso(like.createdAt),
  })),
  comment_reports: data.commentReports.map((report) => ({
    comment_id: report.commentId,
    reason: report.reason,
    created_at: iso(report.createdAt),
  })),
  author_follows: data.follows.map((follow) => ({
    author_name: follow.authorName,
    created_at: iso(follow.createdAt),
  })),
  series_follows: data.seriesFollows.map((follow) => ({
    series_id: follow.seriesId,
    created_at: iso(follow.createdAt),
  })),
  notifications: data.notifications.map((n) => ({
    kind: n.kind,
    series_id: n.seriesId,
    series_title: n.seriesTitle,
    episode_number: n.episodeNumber,
    coins: n.coins,
    plan_id: n.planId,
    renews_at: isoOrNull(n.renewsAt),
    created_at: iso(n.createdAt),
    read_at: isoOrNull(n.readAt),
  })),
  subscriptions: data.subscriptions.map((s) => ({
    id: s.id,
    plan_id: s.planId,
    content_id: s.contentId,
    status: s.status,
    start_date: iso(s.startDate),
    end_date: isoOrNull(s.endDate),
    renews: s.renews,
    payment_id: s.paymentId,
    created_at: iso(s.createdAt),
  })),
  payments: data.payments.map((p) => ({
    payment_id: p.id,
    plan_id: p.planId,
    content_id: p.contentId,
    amount_cents: p.amountCents,
    currency: p.currency,
    status: p.status,
    provider: p.provider,
    created_at: iso(p.createdAt),
    settled_at: isoOrNull(p.settledAt),
  })),
  continue_watching: data.positions.map((p) => ({
    series_id: p.seriesId,
    episode_id: p.episodeId,
    episode_number: p.episodeNumber,
    position: p.position,
    duration: p.duration,
    started_at: iso(p.createdAt),
    updated_at: iso(p.updatedAt),
  })),
  watch_events: data.watchEvents.slice(0, ACCOUNT.exportMaxWatchEvents).map((e) => ({
    event_id: e.eventId,
    viewer_id: e.viewerId,
    series_id: e.seriesId,
    episode_id: e.episodeId,
    episode_number: e.episodeNumber,
    event_type: e.eventType,
    current_time: e.currentTime,
    episode_duration: e.episodeDuration,
    platform: e.platform,
    session_id: e.sessionId,
    timestamp: iso(e.clientTimestamp),
    received_at: iso(e.receivedAt),
  })),
  watch_events_truncated: data.watchEvents.length > ACCOUNT.exportMaxWatchEvents,
  user_events: data.userEvents.slice(0, ACCOUNT.exportMaxUserEvents).map((e) => ({
    event_id: e.eventId,
    platform: e.platform,
    timestamp: iso(e.clientTimestamp),
    data: e.data,
    received_at: iso(e.receivedAt),
  })),
  user_events_truncated: data.userEvents.length > ACCOUNT.exportMaxUserEvents,
  ad_events: data.adEvents.map((e) => ({
    ad_id: e.adId,
    event: e.event,
    content_id: e.contentId,
    created_at: iso(e.createdAt),
  })),
  wallet: data.wallet
    ? {
        bonus_balance: data.wallet.bonusBalance,
        purchased_balance: data.wallet.purchasedBalance,
        check_in_streak: data.wallet.checkInStreak,
        last_check_in_at: isoOrNull(data.wallet.lastCheckInAt),
      }
    : null,
  coin_entries: data.coinEntries.map((e) => ({
    kind: e.kind,
    coins: e.coins,
    reason: e.reason,
    series_id: e.seriesId,
    episode_number: e.episodeNumber,
    expires_at: isoOrNull(e.expiresAt),
    created_at: iso(e.createdAt),
  })),
  coin_pack_payments: data.coinPackPayments.map((p) => ({
    payment_id: p.id,
    pack_id: p.packId,
    coins: p.coins,
    amount_cents: p.amountCents,
    currency: p.currency,
    status: p.status,
    provider: p.provider,
    created_at: iso(p.createdAt),
    settled_at: isoOrNull(p.settledAt),
  })),
  episode_unlocks: data.episodeUnlocks.map((u) => ({
    series_id: u.seriesId,
    episode_number: u.episodeNumber,
    via: u.via,
    coins: u.coins,
    created_at: iso(u.createdAt),
  })),
  rewarded_ads: data.rewardedAds.map((r) => ({
    series_id: r.seriesId,
    episode_number: r.episodeNumber,
    created_at: iso(r.createdAt),
    completed_at: isoOrNull(r.completedAt),
  })),
  my_list: data.myList.map((item) => ({ series_id: item.seriesId, added_at: iso(item.addedAt) })),
  push_subscriptions: data.pushSubscriptions.map((device) => ({
    endpoint: device.endpoint,
    created_at: iso(device.createdAt),
  })),
  waitlist: data.waitlist
    ? {
        email: data.waitlist.email,
        name: data.waitlist.name,
        campaign: data.waitlist.campaign,
        created_at: iso(data.waitlist.createdAt),
      }
    : null,
});
