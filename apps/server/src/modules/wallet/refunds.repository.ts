import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UnlockVia } from '@app/contract';
import type { Tx } from '../../db/database';
import { coinEntries, episodeUnlocks, series } from '../../db/schema';

/** What a refund covers: a whole series, or one of its episodes. */
export type RefundScope = { seriesId: string; episodeNumber?: number };

export type SpendToRefund = {
  id: string;
  userId: string;
  coins: number;
  seriesId: string;
  episodeNumber: number | null;
};

const refunds = alias(coinEntries, 'refund_entry');

/**
 * Drizzle queries of refunds, in the caller's transaction: the spends of a series not yet given
 * back (read from the ledger, which outlives the series), and the unlocks they bought.
 */
export class RefundsRepository {
  /** Spends on the scope without their refund entry, by user then in the order written. */
  async unrefundedSpends(tx: Tx, scope: RefundScope): Promise<SpendToRefund[]> {
    const rows = await tx
      .select({
        id: coinEntries.id,
        userId: coinEntries.userId,
        coins: coinEntries.coins,
        seriesId: coinEntries.seriesId,
        episodeNumber: coinEntries.episodeNumber,
      })
      .from(coinEntries)
      .leftJoin(
        refunds,
        and(
          eq(refunds.userId, coinEntries.userId),
          eq(refunds.idempotencyKey, sql`'refund:' || ${coinEntries.id}::text`),
        ),
      )
      .where(
        and(
          eq(coinEntries.kind, 'spend'),
          eq(coinEntries.seriesId, scope.seriesId),
          scope.episodeNumber === undefined
            ? undefined
            : eq(coinEntries.episodeNumber, scope.episodeNumber),
          sql`${refunds.id} is null`,
        ),
      )
      .orderBy(asc(coinEntries.userId), asc(coinEntries.seq));
    return rows.map((row) => ({ ...row, seriesId: row.seriesId! }));
  }

  /** The series' title while its row exists (a refund's inbox entry names it). */
  async seriesTitle(tx: Tx, seriesId: string): Promise<string | null> {
    const [row] = await tx
      .select({ title: series.title })
      .from(series)
      .where(eq(series.id, seriesId));
    return row?.title ?? null;
  }

  /** The scope's unlocks made `via` any of these (every way, without `via`). */
  async removeUnlocks(tx: Tx, scope: RefundScope, via?: readonly UnlockVia[]): Promise<void> {
    await tx
      .delete(episodeUnlocks)
      .where(
        and(
          eq(episodeUnlocks.seriesId, scope.seriesId),
          scope.episodeNumber === undefined
            ? undefined
            : eq(episodeUnlocks.episodeNumber, scope.episodeNumber),
          via ? inArray(episodeUnlocks.via, [...via]) : undefined,
        ),
      );
  }
}
