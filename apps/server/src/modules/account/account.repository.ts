import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  adEvents,
  authorFollows,
  coinEntries,
  coinPackPayments,
  episodeUnlocks,
  myListItems,
  rewardedAdSessions,
  wallets,
  commentLikes,
  commentReports,
  comments,
  commentStats,
  payments,
  refreshTokens,
  socialIdentities,
  subscriptions,
  userEvents,
  users,
  verificationCodes,
  waitlistEntries,
  watchEvents,
  watchPositions,
} from '../../db/schema';
import { ANONYMOUS_VIEWER_PREFIX, userOwner } from '../metrics/owner';

export type AccountRow = typeof users.$inferSelect;

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
  subscriptions: (typeof subscriptions.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  positions: (typeof watchPositions.$inferSelect)[];
  watchEvents: (typeof watchEvents.$inferSelect)[];
  userEvents: (typeof userEvents.$inferSelect)[];
  adEvents: { adId: string; event: string; contentId: string | null; createdAt: Date }[];
  waitlist: { email: string; name: string | null; campaign: string | null; createdAt: Date } | null;
  wallet: typeof wallets.$inferSelect | null;
  coinEntries: (typeof coinEntries.$inferSelect)[];
  coinPackPayments: (typeof coinPackPayments.$inferSelect)[];
  episodeUnlocks: (typeof episodeUnlocks.$inferSelect)[];
  rewardedAds: (typeof rewardedAdSessions.$inferSelect)[];
  myList: (typeof myListItems.$inferSelect)[];
};

/** What a deletion removed or detached, for the log line. */
export type DeletionCounts = {
  likes: number;
  follows: number;
  sessions: number;
  positions: number;
};

/**
 * The name a deleted account's row keeps: ':' is outside USERNAME_PATTERN, so nobody can sign up
 * with it or take it first, and the id keeps it unique.
 */
export const deletedUsername = (userId: string) => `deleted:${userId}`;

/** Drizzle queries for an account's own data: its export and its deletion. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  /** The account, or null when there is none or it was deleted. */
  async findActive(userId: string): Promise<AccountRow | null> {
    const rows = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return rows[0] ?? null;
  }

  /** False for an unknown or deleted account: its access tokens no longer count. */
  async isActive(userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return rows.length > 0;
  }

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
    const economy = {
      wallet: wallet[0] ?? null,
      coinEntries: await db
        .select()
        .from(coinEntries)
        .where(eq(coinEntries.userId, id))
        .orderBy(coinEntries.createdAt, coinEntries.id),
      coinPackPayments: await db
        .select()
        .from(coinPackPayments)
        .where(eq(coinPackPayments.userId, id))
        .orderBy(coinPackPayments.createdAt),
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
    };
    return {
      ...economy,
      socialLogins,
      comments: ownComments,
      commentLikes: likes,
      commentReports: reports,
      follows,
      subscriptions: subs,
      payments: pays,
      positions,
      watchEvents: events,
      userEvents: uEvents,
      adEvents: ads,
      waitlist: waitlist[0] ?? null,
    };
  }

  /**
   * Deletes the account in one transaction (docs/product/privacy.md#deleting-the-account): the
   * row stays as the anchor of the comments, payments and subscriptions, stripped of everything
   * personal; sessions, social links, likes, follows, resume positions, My List and the waitlist
   * entry go; events lose the user id; the coin wallet and ledger stay with payments. False when the account was already deleted.
   */
  async deleteAccount(userId: string, at: Date): Promise<DeletionCounts | null> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      if (!user) return null;

      // likes: the liked comments are locked in one order, as a like locks its comment, so each
      // count moves with its like; the series total counts only what viewers see
      const liked = await tx
        .select({ commentId: commentLikes.commentId })
        .from(commentLikes)
        .where(eq(commentLikes.userId, userId));
      let likes = 0;
      if (liked.length > 0) {
        const ids = liked.map((row) => row.commentId);
        const locked = await tx
          .select({
            id: comments.id,
            seriesId: comments.seriesId,
            parentId: comments.parentId,
            hiddenAt: comments.hiddenAt,
          })
          .from(comments)
          .where(inArray(comments.id, ids))
          .orderBy(comments.id)
          .for('update');
        const removed = await tx
          .delete(commentLikes)
          .where(eq(commentLikes.userId, userId))
          .returning({ commentId: commentLikes.commentId });
        const removedIds = new Set(removed.map((row) => row.commentId));
        const threadIds = [
          ...new Set(
            locked.flatMap((c) => (c.parentId && removedIds.has(c.id) ? [c.parentId] : [])),
          ),
        ];
        const hiddenThreads = new Set(
          threadIds.length === 0
            ? []
            : (
                await tx
                  .select({ id: comments.id })
                  .from(comments)
                  .where(
                    and(inArray(comments.id, threadIds), sql`${comments.hiddenAt} is not null`),
                  )
              ).map((row) => row.id),
        );
        const shownPerSeries = new Map<string, number>();
        for (const comment of locked) {
          if (!removedIds.has(comment.id)) continue;
          const shown =
            !comment.hiddenAt && !(comment.parentId && hiddenThreads.has(comment.parentId));
          if (shown) {
            shownPerSeries.set(comment.seriesId, (shownPerSeries.get(comment.seriesId) ?? 0) + 1);
          }
        }
        if (removedIds.size > 0) {
          await tx
            .update(comments)
            .set({ likesCount: sql`${comments.likesCount} - 1` })
            .where(inArray(comments.id, [...removedIds]));
        }
        for (const [seriesId, count] of shownPerSeries) {
          await tx
            .update(commentStats)
            .set({ totalLikes: sql`${commentStats.totalLikes} - ${count}` })
            .where(eq(commentStats.seriesId, seriesId));
        }
        likes = removedIds.size;
      }

      const follows = await tx
        .delete(authorFollows)
        .where(eq(authorFollows.userId, userId))
        .returning({ name: authorFollows.authorName });
      const sessions = await tx
        .delete(refreshTokens)
        .where(eq(refreshTokens.userId, userId))
        .returning({ id: refreshTokens.id });
      await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
      await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
      const positions = await tx
        .delete(watchPositions)
        .where(eq(watchPositions.owner, userOwner(userId)))
        .returning({ seriesId: watchPositions.seriesId });
      await tx.delete(myListItems).where(eq(myListItems.owner, userOwner(userId)));
      // events stay for the totals, without the user: one filed under a viewer id made from the
      // user's id (metrics/owner.ts) loses that too
      const anonymousViewer = ANONYMOUS_VIEWER_PREFIX + userId;
      await tx
        .update(watchEvents)
        .set({
          userId: null,
          viewerId: sql`case when ${watchEvents.viewerId} = ${anonymousViewer} then ${ANONYMOUS_VIEWER_PREFIX} else ${watchEvents.viewerId} end`,
        })
        .where(eq(watchEvents.userId, userId));
      await tx
        .update(userEvents)
        .set({ userId: null, viewerId: null })
        .where(eq(userEvents.userId, userId));
      await tx.update(adEvents).set({ userId: null }).where(eq(adEvents.userId, userId));
      if (user.email) {
        await tx
          .delete(waitlistEntries)
          .where(eq(waitlistEntries.emailNormalized, user.email.toLowerCase()));
      }
      await tx
        .update(users)
        .set({
          username: deletedUsername(userId),
          email: null,
          passwordHash: null,
          emailVerified: false,
          signedUpWithTakenEmail: false,
          role: 'viewer',
          deletedAt: at,
          updatedAt: at,
        })
        .where(eq(users.id, userId));
      return {
        likes,
        follows: follows.length,
        sessions: sessions.length,
        positions: positions.length,
      };
    });
  }
}
