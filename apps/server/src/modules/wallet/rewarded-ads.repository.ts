import { and, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rewardedAdSessions } from '../../db/schema';
import type { LockedWallet } from './wallet-ledger.repository';

export type RewardedAdRow = typeof rewardedAdSessions.$inferSelect;

/** Drizzle queries of rewarded-ad sessions. No rules here: see rewarded-ads.service.ts. */
export class RewardedAdsRepository {
  constructor(private readonly db: Db) {}

  async create(
    userId: string,
    seriesId: string,
    episodeNumber: number,
    now: Date,
  ): Promise<RewardedAdRow> {
    const [row] = await this.db
      .insert(rewardedAdSessions)
      .values({ userId, seriesId, episodeNumber, createdAt: now })
      .returning();
    return row!;
  }

  async find(id: string): Promise<RewardedAdRow | null> {
    const [row] = await this.db
      .select()
      .from(rewardedAdSessions)
      .where(eq(rewardedAdSessions.id, id));
    return row ?? null;
  }

  /** Restarts an open session's ad clock: false unless it is `userId`'s, open and recent. */
  async serve(
    id: string,
    userId: string,
    servedAt: Date,
    durationMs: number,
    startedAfter: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(rewardedAdSessions)
      .set({ vastServedAt: servedAt, adDurationMs: durationMs })
      .where(
        and(
          eq(rewardedAdSessions.id, id),
          eq(rewardedAdSessions.userId, userId),
          sql`${rewardedAdSessions.completedAt} is null`,
          gt(rewardedAdSessions.createdAt, startedAfter),
        ),
      )
      .returning({ id: rewardedAdSessions.id });
    return rows.length > 0;
  }

  /** Sessions started since `since`, completed or not. */
  async startedSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rewardedAdSessions)
      .where(and(eq(rewardedAdSessions.userId, userId), gte(rewardedAdSessions.createdAt, since)));
    return row?.n ?? 0;
  }

  /** Sessions completed since `since`: in the wallet's transaction when one is given. */
  async completedSince(owner: string | LockedWallet, since: Date): Promise<number> {
    const db: Db = typeof owner === 'string' ? this.db : owner.tx;
    const userId = typeof owner === 'string' ? owner : owner.userId;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(rewardedAdSessions)
      .where(
        and(
          eq(rewardedAdSessions.userId, userId),
          isNotNull(rewardedAdSessions.completedAt),
          gt(rewardedAdSessions.completedAt, since),
        ),
      );
    return row?.n ?? 0;
  }

  /** Marks the session complete once; null when it already was or is too old. */
  async complete(
    wallet: LockedWallet,
    id: string,
    now: Date,
    startedAfter: Date,
  ): Promise<RewardedAdRow | null> {
    const [row] = await wallet.tx
      .update(rewardedAdSessions)
      .set({ completedAt: now })
      .where(
        and(
          eq(rewardedAdSessions.id, id),
          eq(rewardedAdSessions.userId, wallet.userId),
          sql`${rewardedAdSessions.completedAt} is null`,
          gt(rewardedAdSessions.createdAt, startedAfter),
        ),
      )
      .returning();
    return row ?? null;
  }
}
