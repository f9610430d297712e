import { WALLET } from '@app/contract';
import type { Tx } from '../../db/database';
import { DAY_MS } from '../../lib/time';
import type { RefundScope, RefundsRepository, SpendToRefund } from './refunds.repository';
import { refundKey, refundedBonusExpiry, splitSpends } from './spend-split';
import type { Inbox } from '../notifications/notifications.service';
import type { WalletLedger } from './wallet-ledger.service';

export type CoinRefundsDeps = {
  ledger: WalletLedger;
  repository: RefundsRepository;
  /** Each refunded viewer's inbox entry, written in the refund's transaction. */
  inbox?: Inbox;
};

/**
 * The refund promise (docs/product/wallet.md#refunds): when an editor deletes or withdraws a
 * series, or deletes an episode, the coins viewers spent on it go back to their wallets, as they
 * were taken (bonus as bonus, purchased as purchased), one `refund` entry per spend. The studio
 * calls these inside the transaction that deletes or withdraws, after its own write: that write
 * holds the series row, so unlocks of the series wait for it (UnlocksService.unlock) and every
 * spend committed before it is seen here.
 */
export class CoinRefunds {
  constructor(private readonly deps: CoinRefundsDeps) {}

  /**
   * A deleted series: its unlocks went with it (ON DELETE CASCADE); its spends come back. Its
   * row is gone by now, so the inbox entries are told its title.
   */
  async seriesDeleted(tx: Tx, seriesId: string, title?: string): Promise<number> {
    return this.refund(tx, { seriesId }, title);
  }

  /**
   * A deleted episode: its spends come back and its unlocks go, so an episode added later at
   * the same number is not open to them. Other episodes' unlocks stay, the fair cap's too.
   */
  async episodeDeleted(tx: Tx, seriesId: string, episodeNumber: number): Promise<number> {
    const scope = { seriesId, episodeNumber };
    const refunded = await this.refund(tx, scope);
    await this.deps.repository.removeUnlocks(tx, scope);
    return refunded;
  }

  /**
   * A withdrawn (unpublished) series: its spends come back and what they bought goes (coin and
   * fair-cap unlocks), so publishing it again opens nothing for free. Ad unlocks cost no coins
   * and stay.
   */
  async seriesWithdrawn(tx: Tx, seriesId: string): Promise<number> {
    const scope = { seriesId };
    const refunded = await this.refund(tx, scope);
    await this.deps.repository.removeUnlocks(tx, scope, ['coins', 'cap']);
    return refunded;
  }

  /**
   * One refund entry per spend not yet refunded, each user's under their wallet lock (taken in
   * user order, so two refunds cannot deadlock). The key `refund:<spend id>` makes it once:
   * a second delete, a retry or a concurrent call finds the entry and writes nothing. Each user
   * refunded now gets one inbox entry for the coins given back, in this transaction, keyed by
   * the first spend refunded: it exists exactly when the refund does.
   */
  private async refund(tx: Tx, scope: RefundScope, title?: string): Promise<number> {
    const spends = await this.deps.repository.unrefundedSpends(tx, scope);
    const byUser = new Map<string, SpendToRefund[]>();
    for (const spend of spends) {
      const list = byUser.get(spend.userId);
      if (list) list.push(spend);
      else byUser.set(spend.userId, [spend]);
    }
    let refunded = 0;
    let seriesTitle = title;
    for (const [userId, userSpends] of byUser) {
      const done = await this.deps.ledger.lockedIn(tx, userId, async (wallet, now) => {
        const splits = splitSpends(await wallet.history());
        const written: SpendToRefund[] = [];
        for (const spend of userSpends) {
          const key = refundKey(spend.id);
          if (await wallet.findEntry(key)) continue;
          const split = splits.get(spend.id) ?? {
            bonus: 0,
            purchased: -spend.coins,
            bonusExpiresAt: null,
          };
          await wallet.refund(
            {
              idempotencyKey: key,
              seriesId: spend.seriesId,
              episodeNumber: spend.episodeNumber,
              createdAt: now,
            },
            {
              bonus: split.bonus,
              purchased: split.purchased,
              bonusExpiresAt: refundedBonusExpiry(split, now, WALLET.refundBonusGraceDays * DAY_MS),
            },
          );
          written.push(spend);
        }
        return { written, now };
      });
      refunded += done.written.length;
      const [first] = done.written;
      if (!first || !this.deps.inbox) continue;
      seriesTitle ??=
        (await this.deps.repository.seriesTitle(tx, scope.seriesId)) ?? scope.seriesId;
      await this.deps.inbox.write(
        {
          userId,
          kind: 'refund',
          seriesId: scope.seriesId,
          seriesTitle,
          episodeNumber: scope.episodeNumber ?? null,
          coins: done.written.reduce((sum, spend) => sum - spend.coins, 0),
          dedupeKey: refundKey(first.id),
          createdAt: done.now,
        },
        tx,
      );
    }
    return refunded;
  }
}
