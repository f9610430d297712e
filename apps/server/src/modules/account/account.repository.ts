import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@app/contract';
import type { Db } from '../../db/database';
import {
  adEvents,
  authorFollows,
  myListItems,
  notifications,
  pushSubscriptions,
  seriesFollows,
  commentLikes,
  comments,
  commentStats,
  refreshTokens,
  socialIdentities,
  userEvents,
  users,
  verificationCodes,
  waitlistEntries,
  watchEvents,
  watchPositions,
} from '../../db/schema';
import { ANONYMOUS_VIEWER_PREFIX, userOwner } from '../../platform/viewer-identity';

export type AccountRow = typeof users.$inferSelect;

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

/** Drizzle queries for the account itself and its deletion; the export's reads: account-export.repository.ts. */
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

  /** Sets the account's language; null when the account is gone. */
  async setLocale(userId: string, locale: Locale): Promise<AccountRow | null> {
    const rows = await this.db
      .update(users)
      .set({ locale, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
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
      // the row stays as an anchor, so nothing cascades: what the privacy page says goes, goes
      await tx.delete(seriesFollows).where(eq(seriesFollows.userId, userId));
      await tx.delete(notifications).where(eq(notifications.userId, userId));
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      // events stay for the totals, without the user: one filed under a viewer id made from the
      // user's id (platform/viewer-identity.ts) loses that too
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
