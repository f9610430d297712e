import { and, asc, eq, sql } from 'drizzle-orm';
import type { UnlockVia } from '@app/contract';
import type { Db, Tx } from '../../db/database';
import { episodes, episodeUnlocks, series } from '../../db/schema';
import type { LockedWallet } from './wallet-ledger.repository';

export type UnlockRow = typeof episodeUnlocks.$inferSelect;

/**
 * Drizzle queries of episode unlocks. The writes take a LockedWallet: they run in its
 * transaction, under its lock, with the coins they cost.
 */
export class UnlocksRepository {
  constructor(private readonly db: Db) {}

  unlocks(userId: string, seriesId: string): Promise<UnlockRow[]> {
    return this.db
      .select()
      .from(episodeUnlocks)
      .where(and(eq(episodeUnlocks.userId, userId), eq(episodeUnlocks.seriesId, seriesId)))
      .orderBy(asc(episodeUnlocks.episodeNumber));
  }

  /** The series' episode numbers, in order. */
  async episodeNumbers(seriesId: string): Promise<number[]> {
    const rows = await this.db
      .select({ n: episodes.episodeNumber })
      .from(episodes)
      .where(eq(episodes.seriesId, seriesId))
      .orderBy(asc(episodes.episodeNumber));
    return rows.map((row) => row.n);
  }

  /** Runs `work` in one transaction: the series' row lock, then the wallet's. */
  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Whether the episode is still there to unlock, holding the series row (FOR SHARE) until
   * the transaction ends: a studio delete or withdrawal, which writes that row first, waits for
   * this unlock and then refunds it, or this waits for it and sees the series gone.
   */
  async lockEpisode(tx: Tx, seriesId: string, episodeNumber: number): Promise<boolean> {
    const [row] = await tx
      .select({ status: series.status })
      .from(series)
      .where(eq(series.id, seriesId))
      .for('share');
    if (row?.status !== 'published') return false;
    const [episode] = await tx
      .select({ n: episodes.episodeNumber })
      .from(episodes)
      .where(and(eq(episodes.seriesId, seriesId), eq(episodes.episodeNumber, episodeNumber)));
    return episode !== undefined;
  }

  async findUnlock(
    wallet: LockedWallet,
    seriesId: string,
    episodeNumber: number,
  ): Promise<UnlockRow | null> {
    const [row] = await wallet.tx
      .select()
      .from(episodeUnlocks)
      .where(
        and(
          eq(episodeUnlocks.userId, wallet.userId),
          eq(episodeUnlocks.seriesId, seriesId),
          eq(episodeUnlocks.episodeNumber, episodeNumber),
        ),
      );
    return row ?? null;
  }

  /** The coins the wallet's owner spent on the series: what the fair cap counts. */
  async coinsSpentOn(wallet: LockedWallet, seriesId: string): Promise<number> {
    const [row] = await wallet.tx
      .select({ n: sql<number>`coalesce(sum(${episodeUnlocks.coins}), 0)::int` })
      .from(episodeUnlocks)
      .where(and(eq(episodeUnlocks.userId, wallet.userId), eq(episodeUnlocks.seriesId, seriesId)));
    return row?.n ?? 0;
  }

  /** Idempotent per episode: an episode unlocked already keeps its first unlock. */
  async insertUnlocks(
    wallet: LockedWallet,
    seriesId: string,
    numbers: number[],
    via: UnlockVia,
    coins: number,
    now: Date,
  ): Promise<void> {
    if (numbers.length === 0) return;
    await wallet.tx
      .insert(episodeUnlocks)
      .values(
        numbers.map((episodeNumber) => ({
          userId: wallet.userId,
          seriesId,
          episodeNumber,
          via,
          coins,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  }
}
