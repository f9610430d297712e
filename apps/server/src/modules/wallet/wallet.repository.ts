import { and, asc, desc, eq, gt, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { CoinEntryKind, CoinPackId, CoinReason, UnlockVia } from '@app/contract';
import type { Db } from '../../db/database';
import {
  bonusLots,
  coinEntries,
  coinPackPayments,
  episodes,
  episodeUnlocks,
  rewardedAdSessions,
  wallets,
} from '../../db/schema';

export type WalletRow = typeof wallets.$inferSelect;
export type CoinEntryRow = typeof coinEntries.$inferSelect;
export type UnlockRow = typeof episodeUnlocks.$inferSelect;
export type PackPaymentRow = typeof coinPackPayments.$inferSelect;
export type RewardedAdRow = typeof rewardedAdSessions.$inferSelect;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NewEntry = {
  kind: CoinEntryKind;
  coins: number;
  reason: CoinReason;
  idempotencyKey: string;
  seriesId?: string | null;
  episodeNumber?: number | null;
  expiresAt?: Date | null;
  createdAt: Date;
};

/**
 * The writes of one wallet, inside a transaction that holds its row lock
 * (WalletRepository.locked): every balance change and the entry explaining it commit together.
 */
export class LockedWallet {
  constructor(
    private readonly tx: Tx,
    readonly userId: string,
    /** The row as locked; the methods below keep it current. */
    public row: WalletRow,
    /** True when this transaction created the wallet: its very first use. */
    readonly created: boolean,
  ) {}

  get balance(): number {
    return this.row.bonusBalance + this.row.purchasedBalance;
  }

  async findEntry(idempotencyKey: string): Promise<CoinEntryRow | null> {
    const [row] = await this.tx
      .select()
      .from(coinEntries)
      .where(
        and(eq(coinEntries.userId, this.userId), eq(coinEntries.idempotencyKey, idempotencyKey)),
      );
    return row ?? null;
  }

  private async insertEntry(entry: NewEntry): Promise<CoinEntryRow> {
    const [row] = await this.tx
      .insert(coinEntries)
      .values({ ...entry, userId: this.userId })
      .returning();
    return row!;
  }

  private async setBalances(bonusDelta: number, purchasedDelta: number, now: Date): Promise<void> {
    const [row] = await this.tx
      .update(wallets)
      .set({
        bonusBalance: sql`${wallets.bonusBalance} + ${bonusDelta}`,
        purchasedBalance: sql`${wallets.purchasedBalance} + ${purchasedDelta}`,
        updatedAt: now,
      })
      .where(eq(wallets.userId, this.userId))
      .returning();
    this.row = row!;
  }

  /** Bonus coins: an entry, a lot that expires, and the bonus balance. */
  async grantBonus(entry: NewEntry & { expiresAt: Date }): Promise<CoinEntryRow> {
    const row = await this.insertEntry(entry);
    await this.tx.insert(bonusLots).values({
      entryId: row.id,
      userId: this.userId,
      remaining: entry.coins,
      expiresAt: entry.expiresAt,
    });
    await this.setBalances(entry.coins, 0, entry.createdAt);
    return row;
  }

  /** Purchased coins: they never expire. */
  async creditPurchase(entry: NewEntry): Promise<CoinEntryRow> {
    const row = await this.insertEntry(entry);
    await this.setBalances(0, entry.coins, entry.createdAt);
    return row;
  }

  /**
   * Writes an `expiry` entry for what is left of each bonus lot past its date (FIFO: spending
   * took from the soonest-expiring lots first, so what is left is what was not spent).
   */
  async expire(now: Date): Promise<void> {
    const lots = await this.tx
      .select()
      .from(bonusLots)
      .where(
        and(
          eq(bonusLots.userId, this.userId),
          gt(bonusLots.remaining, 0),
          lte(bonusLots.expiresAt, now),
        ),
      )
      .orderBy(asc(bonusLots.expiresAt), asc(bonusLots.entryId));
    let expired = 0;
    for (const lot of lots) {
      await this.insertEntry({
        kind: 'expiry',
        coins: -lot.remaining,
        reason: 'bonus_expiry',
        idempotencyKey: `expiry:${lot.entryId}`,
        createdAt: now,
      });
      await this.tx
        .update(bonusLots)
        .set({ remaining: 0 })
        .where(eq(bonusLots.entryId, lot.entryId));
      expired += lot.remaining;
    }
    if (expired > 0) await this.setBalances(-expired, 0, now);
  }

  /**
   * Spends `coins` (the caller checked the balance): bonus coins expiring soonest first, then
   * purchased ones. Run expire() first in the same transaction.
   */
  async spend(entry: Omit<NewEntry, 'kind' | 'coins'> & { coins: number }): Promise<CoinEntryRow> {
    let left = entry.coins;
    const lots = await this.tx
      .select()
      .from(bonusLots)
      .where(and(eq(bonusLots.userId, this.userId), gt(bonusLots.remaining, 0)))
      .orderBy(asc(bonusLots.expiresAt), asc(bonusLots.entryId));
    let fromBonus = 0;
    for (const lot of lots) {
      if (left === 0) break;
      const take = Math.min(lot.remaining, left);
      await this.tx
        .update(bonusLots)
        .set({ remaining: lot.remaining - take })
        .where(eq(bonusLots.entryId, lot.entryId));
      left -= take;
      fromBonus += take;
    }
    // the CHECK on purchased_balance refuses what the caller should have refused
    await this.setBalances(-fromBonus, -left, entry.createdAt);
    return this.insertEntry({ ...entry, kind: 'spend', coins: -entry.coins });
  }

  async setCheckIn(date: string, zone: string, at: Date, streak: number): Promise<void> {
    const [row] = await this.tx
      .update(wallets)
      .set({
        lastCheckInDate: date,
        lastCheckInZone: zone,
        lastCheckInAt: at,
        checkInStreak: streak,
        updatedAt: at,
      })
      .where(eq(wallets.userId, this.userId))
      .returning();
    this.row = row!;
  }

  // ── unlocks ──

  async findUnlock(seriesId: string, episodeNumber: number): Promise<UnlockRow | null> {
    const [row] = await this.tx
      .select()
      .from(episodeUnlocks)
      .where(
        and(
          eq(episodeUnlocks.userId, this.userId),
          eq(episodeUnlocks.seriesId, seriesId),
          eq(episodeUnlocks.episodeNumber, episodeNumber),
        ),
      );
    return row ?? null;
  }

  async coinsSpentOn(seriesId: string): Promise<number> {
    return coinsSpent(this.tx, this.userId, seriesId);
  }

  /** Idempotent per episode: an episode unlocked already keeps its first unlock. */
  async insertUnlocks(
    seriesId: string,
    numbers: number[],
    via: UnlockVia,
    coins: number,
    now: Date,
  ): Promise<void> {
    if (numbers.length === 0) return;
    await this.tx
      .insert(episodeUnlocks)
      .values(
        numbers.map((episodeNumber) => ({
          userId: this.userId,
          seriesId,
          episodeNumber,
          via,
          coins,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  }

  // ── rewarded ads ──

  async completedAdsSince(since: Date): Promise<number> {
    const [row] = await this.tx
      .select({ n: sql<number>`count(*)::int` })
      .from(rewardedAdSessions)
      .where(
        and(
          eq(rewardedAdSessions.userId, this.userId),
          isNotNull(rewardedAdSessions.completedAt),
          gt(rewardedAdSessions.completedAt, since),
        ),
      );
    return row?.n ?? 0;
  }

  /** Marks the session complete once; null when it already was or is too old. */
  async completeAd(id: string, now: Date, startedAfter: Date): Promise<RewardedAdRow | null> {
    const [row] = await this.tx
      .update(rewardedAdSessions)
      .set({ completedAt: now })
      .where(
        and(
          eq(rewardedAdSessions.id, id),
          eq(rewardedAdSessions.userId, this.userId),
          sql`${rewardedAdSessions.completedAt} is null`,
          gt(rewardedAdSessions.createdAt, startedAfter),
        ),
      )
      .returning();
    return row ?? null;
  }

  // ── coin packs ──

  /** pending → succeeded, once: of concurrent payers only one sees the row still pending. */
  async settlePack(id: string, now: Date): Promise<PackPaymentRow | null> {
    const [row] = await this.tx
      .update(coinPackPayments)
      .set({ status: 'succeeded', settledAt: now })
      .where(
        and(
          eq(coinPackPayments.id, id),
          eq(coinPackPayments.userId, this.userId),
          eq(coinPackPayments.status, 'pending'),
        ),
      )
      .returning();
    return row ?? null;
  }
}

const coinsSpent = async (db: Db | Tx, userId: string, seriesId: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${episodeUnlocks.coins}), 0)::int` })
    .from(episodeUnlocks)
    .where(and(eq(episodeUnlocks.userId, userId), eq(episodeUnlocks.seriesId, seriesId)));
  return row?.n ?? 0;
};

/** A page of the ledger is read after the last entry's `seq`, newest first. */
export type EntryCursor = { seq: number };

/** Drizzle queries of the wallet. No rules here: see the service. */
export class WalletRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `work` holding the user's wallet row lock (SELECT … FOR UPDATE), creating the wallet
   * on first use: concurrent changes of one wallet queue here, on both engines.
   */
  locked<T>(userId: string, work: (wallet: LockedWallet) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(wallets)
        .values({ userId })
        .onConflictDoNothing()
        .returning({ userId: wallets.userId });
      const [row] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
      return work(new LockedWallet(tx, userId, row!, inserted.length > 0));
    });
  }

  async find(userId: string): Promise<WalletRow | null> {
    const [row] = await this.db.select().from(wallets).where(eq(wallets.userId, userId));
    return row ?? null;
  }

  /** Bonus coins not yet expired at `now`, by expiry date, soonest first. */
  async expiring(userId: string, now: Date): Promise<{ coins: number; expiresAt: Date }[]> {
    const rows = await this.db
      .select({
        coins: sql<number>`sum(${bonusLots.remaining})::int`,
        expiresAt: bonusLots.expiresAt,
      })
      .from(bonusLots)
      .where(
        and(eq(bonusLots.userId, userId), gt(bonusLots.remaining, 0), gt(bonusLots.expiresAt, now)),
      )
      .groupBy(bonusLots.expiresAt)
      .orderBy(asc(bonusLots.expiresAt));
    return rows.map((row) => ({ coins: row.coins, expiresAt: new Date(row.expiresAt) }));
  }

  /** The ledger, newest first (in the order written), `limit` entries after `cursor`. */
  entries(userId: string, cursor: EntryCursor | null, limit: number): Promise<CoinEntryRow[]> {
    return this.db
      .select()
      .from(coinEntries)
      .where(
        and(eq(coinEntries.userId, userId), cursor ? lt(coinEntries.seq, cursor.seq) : undefined),
      )
      .orderBy(desc(coinEntries.seq))
      .limit(limit);
  }

  /** The sum of the ledger (tests and checks: it equals the balance). */
  async ledgerSum(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${coinEntries.coins}), 0)::int` })
      .from(coinEntries)
      .where(eq(coinEntries.userId, userId));
    return row?.n ?? 0;
  }

  unlocks(userId: string, seriesId: string): Promise<UnlockRow[]> {
    return this.db
      .select()
      .from(episodeUnlocks)
      .where(and(eq(episodeUnlocks.userId, userId), eq(episodeUnlocks.seriesId, seriesId)))
      .orderBy(asc(episodeUnlocks.episodeNumber));
  }

  coinsSpentOn(userId: string, seriesId: string): Promise<number> {
    return coinsSpent(this.db, userId, seriesId);
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

  // ── rewarded ads ──

  async createAdSession(
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

  async adSession(id: string): Promise<RewardedAdRow | null> {
    const [row] = await this.db
      .select()
      .from(rewardedAdSessions)
      .where(eq(rewardedAdSessions.id, id));
    return row ?? null;
  }

  /** Restarts an open session's ad clock: false unless it is `userId`'s, open and recent. */
  async serveAdSession(
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

  async adSessionsSince(
    userId: string,
    since: Date,
  ): Promise<{ started: number; completed: number }> {
    const [row] = await this.db
      .select({
        started: sql<number>`count(*)::int`,
        completed: sql<number>`count(${rewardedAdSessions.completedAt})::int`,
      })
      .from(rewardedAdSessions)
      .where(and(eq(rewardedAdSessions.userId, userId), gte(rewardedAdSessions.createdAt, since)));
    return { started: row?.started ?? 0, completed: row?.completed ?? 0 };
  }

  async completedAdsSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rewardedAdSessions)
      .where(and(eq(rewardedAdSessions.userId, userId), gt(rewardedAdSessions.completedAt, since)));
    return row?.n ?? 0;
  }

  // ── coin packs ──

  async createPackPayment(
    payment: {
      userId: string;
      packId: CoinPackId;
      coins: number;
      amountCents: number;
      provider: string;
      createdAt: Date;
    },
    limit: { maxOpen: number; openSince: Date },
  ): Promise<PackPaymentRow | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`coin-packs:${payment.userId}`}))`,
      );
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(coinPackPayments)
        .where(
          and(
            eq(coinPackPayments.userId, payment.userId),
            eq(coinPackPayments.status, 'pending'),
            gt(coinPackPayments.createdAt, limit.openSince),
          ),
        );
      if ((open?.n ?? 0) >= limit.maxOpen) return null;
      const [row] = await tx.insert(coinPackPayments).values(payment).returning();
      return row!;
    });
  }

  async packPayment(id: string, userId: string): Promise<PackPaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(coinPackPayments)
      .where(and(eq(coinPackPayments.id, id), eq(coinPackPayments.userId, userId)));
    return row ?? null;
  }

  async markPackFailed(id: string, userId: string, now: Date): Promise<void> {
    await this.db
      .update(coinPackPayments)
      .set({ status: 'failed', settledAt: now })
      .where(
        and(
          eq(coinPackPayments.id, id),
          eq(coinPackPayments.userId, userId),
          eq(coinPackPayments.status, 'pending'),
        ),
      );
  }
}
