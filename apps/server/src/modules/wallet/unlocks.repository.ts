import { and, asc, eq, sql } from 'drizzle-orm';
import type { UnlockVia } from '@app/contract';
import type { Db } from '../../db/database';
import { episodes, episodeUnlocks } from '../../db/schema';
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
