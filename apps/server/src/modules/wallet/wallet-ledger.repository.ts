import { and, asc, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { CoinEntryKind, CoinReason } from '@app/contract';
import type { Db, Tx } from '../../db/database';
import { bonusLots, coinEntries, wallets } from '../../db/schema';

export type WalletRow = typeof wallets.$inferSelect;
export type CoinEntryRow = typeof coinEntries.$inferSelect;

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

/** A page of the ledger is read after the last entry's `seq`, newest first. */
export type EntryCursor = { seq: number };

/**
 * The writes of one wallet, inside a transaction that holds its row lock
 * (WalletLedgerRepository.locked): every balance change and the entry explaining it commit
 * together.
 */
export class LockedWallet {
  constructor(
    /** The transaction holding the lock: the wallet's other repositories write through it. */
    readonly tx: Tx,
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

  /**
   * Gives a spend's coins back as they were taken: `bonus` as bonus coins in a lot of their own
   * (expiring at `bonusExpiresAt`), `purchased` as purchased coins. One entry for both.
   */
  async refund(
    entry: Omit<NewEntry, 'kind' | 'coins' | 'reason' | 'expiresAt'>,
    part: { bonus: number; purchased: number; bonusExpiresAt: Date },
  ): Promise<CoinEntryRow> {
    const row = await this.insertEntry({
      ...entry,
      kind: 'refund',
      reason: 'refund',
      coins: part.bonus + part.purchased,
      expiresAt: part.bonus > 0 ? part.bonusExpiresAt : null,
    });
    if (part.bonus > 0) {
      await this.tx.insert(bonusLots).values({
        entryId: row.id,
        userId: this.userId,
        remaining: part.bonus,
        expiresAt: part.bonusExpiresAt,
      });
    }
    await this.setBalances(part.bonus, part.purchased, entry.createdAt);
    return row;
  }

  /** The whole ledger in the order written: what a refund replays (spend-split.ts). */
  history(): Promise<CoinEntryRow[]> {
    return this.tx
      .select()
      .from(coinEntries)
      .where(eq(coinEntries.userId, this.userId))
      .orderBy(asc(coinEntries.seq));
  }

  /** The daily check-in's state, kept on the wallet row (check-ins.service.ts). */
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
}

/** Drizzle queries of the wallet row and its ledger. No rules here: see wallet-ledger.service.ts. */
export class WalletLedgerRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `work` holding the user's wallet row lock (SELECT … FOR UPDATE), creating the wallet
   * on first use: concurrent changes of one wallet queue here, on both engines.
   */
  locked<T>(userId: string, work: (wallet: LockedWallet) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(await this.lockIn(tx, userId)));
  }

  /** The same lock inside a transaction the caller already holds (a payment settling). */
  async lockIn(tx: Tx, userId: string): Promise<LockedWallet> {
    const inserted = await tx
      .insert(wallets)
      .values({ userId })
      .onConflictDoNothing()
      .returning({ userId: wallets.userId });
    const [row] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
    return new LockedWallet(tx, userId, row!, inserted.length > 0);
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
}
