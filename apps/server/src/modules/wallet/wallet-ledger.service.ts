import {
  WALLET,
  WALLET_ERRORS,
  type CoinEntry,
  type Wallet,
  type walletQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/database';
import { opaqueCursor } from '../../lib/opaque-cursor';
import { DAY_MS } from '../../lib/time';
import type {
  CoinEntryRow,
  EntryCursor,
  LockedWallet,
  WalletLedgerRepository,
} from './wallet-ledger.repository';

/** `<seq>` of the page's last entry. */
const ledgerCursor = opaqueCursor<EntryCursor>({
  write: ({ seq }) => String(seq),
  read: (text) => (/^[1-9][0-9]{0,15}$/.test(text) ? { seq: Number(text) } : null),
  invalid: WALLET_ERRORS.cursorInvalid,
});

const toEntry = (row: CoinEntryRow): CoinEntry => ({
  id: row.id,
  kind: row.kind,
  coins: row.coins,
  reason: row.reason,
  series_id: row.seriesId,
  episode_number: row.episodeNumber,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
});

export type Expiring = { coins: number; expires_at: string }[];

export type WalletLedgerDeps = {
  repository: WalletLedgerRepository;
  /** The wallet's clock: entries are dated, and bonus coins expire, by it. */
  clock: () => Date;
};

/**
 * The coin ledger (docs/product/wallet.md#the-ledger): the balance beside its entries, changed
 * under the wallet's row lock, so concurrent requests cannot spend the same coins twice. Check-ins,
 * coin packs, unlocks and rewarded ads change a wallet only through `locked`.
 */
export class WalletLedger {
  constructor(private readonly deps: WalletLedgerDeps) {}

  /**
   * Runs `work` on the wallet, locked, after the first-use grant and lazy expiry: the account's
   * first signed-in wallet call grants the first sign-in coins, once (key `first-sign-in`).
   */
  locked<T>(userId: string, work: (wallet: LockedWallet, now: Date) => Promise<T>): Promise<T> {
    return this.deps.repository.locked(userId, (wallet) => this.open(wallet, work));
  }

  /** The same inside a transaction the caller holds: a coin pack's payment settling. */
  async lockedIn<T>(
    tx: Tx,
    userId: string,
    work: (wallet: LockedWallet, now: Date) => Promise<T>,
  ): Promise<T> {
    return this.open(await this.deps.repository.lockIn(tx, userId), work);
  }

  private async open<T>(
    wallet: LockedWallet,
    work: (wallet: LockedWallet, now: Date) => Promise<T>,
  ): Promise<T> {
    const now = this.deps.clock();
    if (wallet.created && !(await wallet.findEntry('first-sign-in'))) {
      await wallet.grantBonus({
        kind: 'grant',
        coins: WALLET.firstSignInCoins,
        reason: 'first_sign_in',
        idempotencyKey: 'first-sign-in',
        createdAt: now,
        expiresAt: this.bonusExpiry(now),
      });
    }
    await wallet.expire(now);
    return work(wallet, now);
  }

  /** When bonus coins granted at `now` expire. */
  bonusExpiry(now: Date): Date {
    return new Date(now.getTime() + WALLET.bonusExpiryDays * DAY_MS);
  }

  async expiring(userId: string, now: Date): Promise<Expiring> {
    const rows = await this.deps.repository.expiring(userId, now);
    return rows.map((row) => ({ coins: row.coins, expires_at: row.expiresAt.toISOString() }));
  }

  async wallet(userId: string, query: z.output<typeof walletQuerySchema>): Promise<Wallet> {
    const cursor = query.cursor === undefined ? null : ledgerCursor.decode(query.cursor);
    const { row, now } = await this.locked(userId, (wallet, now) =>
      Promise.resolve({ row: wallet.row, now }),
    );
    const [rows, expiring] = await Promise.all([
      this.deps.repository.entries(userId, cursor, query.limit + 1),
      this.expiring(userId, now),
    ]);
    const page = rows.slice(0, query.limit);
    return {
      balance: row.bonusBalance + row.purchasedBalance,
      bonus_balance: row.bonusBalance,
      purchased_balance: row.purchasedBalance,
      expiring,
      entries: page.map(toEntry),
      next_cursor:
        rows.length > query.limit ? ledgerCursor.encode({ seq: page.at(-1)!.seq }) : null,
    };
  }

  /** The balance without writing: bonus coins past their date do not count. */
  async balance(userId: string): Promise<number> {
    const now = this.deps.clock();
    const [row, expiring] = await Promise.all([
      this.deps.repository.find(userId),
      this.deps.repository.expiring(userId, now),
    ]);
    // no wallet yet: its first use grants the first sign-in coins before anything else
    if (!row) return WALLET.firstSignInCoins;
    return row.purchasedBalance + expiring.reduce((sum, lot) => sum + lot.coins, 0);
  }
}
