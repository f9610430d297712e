import { desc, eq } from 'drizzle-orm';
import type { CoinPackId, PlanId } from '@app/contract';
import type { Db } from '../../db/database';
import {
  adEvents,
  authorFollows,
  notifications,
  seriesFollows,
  coinEntries,
  episodeUnlocks,
  myListItems,
  rewardedAdSessions,
  wallets,
  commentLikes,
  commentReports,
  comments,
  payments,
  pushSubscriptions,
  socialIdentities,
  subscriptions,
  userEvents,
  waitlistEntries,
  watchEvents,
  watchPositions,
} from '../../db/schema';
import { userOwner } from '../../platform/viewer-identity';
import type { AccountRow } from './account.repository';

type PaymentRow = typeof payments.$inferSelect;
/** Payments of one kind, with that kind's columns filled (the table's check holds them). */
export type PlanPaymentRow = PaymentRow & { kind: 'plan'; planId: PlanId };
export type CoinPackPaymentRow = PaymentRow & {
  kind: 'coin_pack';
  packId: CoinPackId;
  coins: number;
};

const isPlanPayment = (row: PaymentRow): row is PlanPaymentRow =>
  row.kind === 'plan' && row.planId !== null;
const isCoinPackPayment = (row: PaymentRow): row is CoinPackPaymentRow =>
  row.kind === 'coin_pack' && row.packId !== null && row.coins !== null;

/** Everything stored under one user, as rows (the service shapes the export). */
export type AccountData = {
  socialLogins: { provider: string; email: string | null; createdAt: Date }[];
  comments: {
    id: string;
    seriesId: string;
    parentId: string | null;
    content: string;
    platform: 'mobile' | 'pc';
    likesCount: number;
    hiddenAt: Date | null;
    createdAt: Date;
  }[];
  commentLikes: { commentId: string; createdAt: Date }[];
  commentReports: { commentId: string; reason: string | null; createdAt: Date }[];
  follows: { authorName: string; createdAt: Date }[];
  seriesFollows: { seriesId: string; createdAt: Date }[];
  notifications: (typeof notifications.$inferSelect)[];
  subscriptions: (typeof subscriptions.$inferSelect)[];
  payments: PlanPaymentRow[];
  positions: (typeof watchPositions.$inferSelect)[];
  watchEvents: (typeof watchEvents.$inferSelect)[];
  userEvents: (typeof userEvents.$inferSelect)[];
  adEvents: { adId: string; event: string; contentId: string | null; createdAt: Date }[];
  waitlist: { email: string; name: string | null; campaign: string | null; createdAt: Date } | null;
  wallet: typeof wallets.$inferSelect | null;
  coinEntries: (typeof coinEntries.$inferSelect)[];
  coinPackPayments: CoinPackPaymentRow[];
  episodeUnlocks: (typeof episodeUnlocks.$inferSelect)[];
  rewardedAds: (typeof rewardedAdSessions.$inferSelect)[];
  myList: (typeof myListItems.$inferSelect)[];
  pushSubscriptions: { endpoint: string; createdAt: Date }[];
};

/** Drizzle reads of everything stored under one user, for the export (the service shapes it). */
export class AccountExportRepository {
  constructor(private readonly db: Db) {}

  /**
   * Every row stored under the user. Watch and user events have no index on the user (their
   * ingestion stays a plain insert), so those two read the table: the export is rate-limited.
   */
  async exportData(
    user: AccountRow,
    limits: { watchEvents: number; userEvents: number },
  ): Promise<AccountData> {
    const id = user.id;
    const [
      socialLogins,
      ownComments,
      likes,
      reports,
      follows,
      subs,
      pays,
      positions,
      events,
      uEvents,
      ads,
      waitlist,
    ] = [
      await this.db
        .select({
          provider: socialIdentities.provider,
          email: socialIdentities.email,
          createdAt: socialIdentities.createdAt,
        })
        .from(socialIdentities)
        .where(eq(socialIdentities.userId, id))
        .orderBy(socialIdentities.createdAt),
      await this.db
        .select({
          id: comments.id,
          seriesId: comments.seriesId,
          parentId: comments.parentId,
          content: comments.content,
          platform: comments.platform,
          likesCount: comments.likesCount,
          hiddenAt: comments.hiddenAt,
          createdAt: comments.createdAt,
        })
        .from(comments)
        .where(eq(comments.userId, id))
        .orderBy(comments.createdAt, comments.id),
      await this.db
        .select({ commentId: commentLikes.commentId, createdAt: commentLikes.createdAt })
        .from(commentLikes)
        .where(eq(commentLikes.userId, id))
        .orderBy(commentLikes.createdAt),
      await this.db
        .select({
          commentId: commentReports.commentId,
          reason: commentReports.reason,
          createdAt: commentReports.createdAt,
        })
        .from(commentReports)
        .where(eq(commentReports.userId, id))
        .orderBy(commentReports.createdAt),
      await this.db
        .select({ authorName: authorFollows.authorName, createdAt: authorFollows.createdAt })
        .from(authorFollows)
        .where(eq(authorFollows.userId, id))
        .orderBy(authorFollows.createdAt),
      await this.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, id))
        .orderBy(subscriptions.createdAt),
      await this.db
        .select()
        .from(payments)
        .where(eq(payments.userId, id))
        .orderBy(payments.createdAt),
      await this.db
        .select()
        .from(watchPositions)
        .where(eq(watchPositions.owner, userOwner(id)))
        .orderBy(desc(watchPositions.updatedAt)),
      await this.db
        .select()
        .from(watchEvents)
        .where(eq(watchEvents.userId, id))
        .orderBy(desc(watchEvents.receivedAt), desc(watchEvents.clientTimestamp))
        .limit(limits.watchEvents + 1),
      await this.db
        .select()
        .from(userEvents)
        .where(eq(userEvents.userId, id))
        .orderBy(desc(userEvents.receivedAt))
        .limit(limits.userEvents + 1),
      await this.db
        .select({
          adId: adEvents.adId,
          event: adEvents.event,
          contentId: adEvents.contentId,
          createdAt: adEvents.createdAt,
        })
        .from(adEvents)
        .where(eq(adEvents.userId, id))
        .orderBy(adEvents.createdAt),
      user.email
        ? await this.db
            .select({
              email: waitlistEntries.email,
              name: waitlistEntries.name,
              campaign: waitlistEntries.campaign,
              createdAt: waitlistEntries.createdAt,
            })
            .from(waitlistEntries)
            .where(eq(waitlistEntries.emailNormalized, user.email.toLowerCase()))
        : [],
    ];
    const db = this.db;
    const wallet = await db.select().from(wallets).where(eq(wallets.userId, id));
    const inbox = {
      seriesFollows: await db
        .select({ seriesId: seriesFollows.seriesId, createdAt: seriesFollows.createdAt })
        .from(seriesFollows)
        .where(eq(seriesFollows.userId, id))
        .orderBy(seriesFollows.createdAt),
      notifications: await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, id))
        .orderBy(notifications.id),
    };
    const economy = {
      wallet: wallet[0] ?? null,
      coinEntries: await db
        .select()
        .from(coinEntries)
        .where(eq(coinEntries.userId, id))
        .orderBy(coinEntries.createdAt, coinEntries.id),
      // one table holds every kind of payment; the export keeps coin packs under their own key
      coinPackPayments: pays.filter(isCoinPackPayment),
      episodeUnlocks: await db
        .select()
        .from(episodeUnlocks)
        .where(eq(episodeUnlocks.userId, id))
        .orderBy(episodeUnlocks.createdAt),
      rewardedAds: await db
        .select()
        .from(rewardedAdSessions)
        .where(eq(rewardedAdSessions.userId, id))
        .orderBy(rewardedAdSessions.createdAt),
      myList: await db
        .select()
        .from(myListItems)
        .where(eq(myListItems.owner, userOwner(id)))
        .orderBy(desc(myListItems.addedAt)),
      pushSubscriptions: await db
        .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, id))
        .orderBy(pushSubscriptions.createdAt, pushSubscriptions.id),
    };
    return {
      ...economy,
      ...inbox,
      socialLogins,
      comments: ownComments,
      commentLikes: likes,
      commentReports: reports,
      follows,
      subscriptions: subs,
      payments: pays.filter(isPlanPayment),
      positions,
      watchEvents: events,
      userEvents: uEvents,
      adEvents: ads,
      waitlist: waitlist[0] ?? null,
    };
  }
}
