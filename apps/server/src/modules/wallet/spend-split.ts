import type { CoinEntryKind } from '@app/contract';

/** The fields of a ledger entry the replay reads. */
export type LedgerLine = {
  id: string;
  kind: CoinEntryKind;
  coins: number;
  idempotencyKey: string;
  expiresAt: Date | null;
};

/** How one spend was taken: from bonus lots (the latest of their dates) and purchased coins. */
export type SpendSplit = { bonus: number; purchased: number; bonusExpiresAt: Date | null };

/** The idempotency key of the refund of a spend, and of a lot's expiry (wallet-ledger.repository.ts). */
export const refundKey = (spendId: string): string => `refund:${spendId}`;
const EXPIRY_PREFIX = 'expiry:';
const REFUND_PREFIX = 'refund:';

type Lot = { id: string; remaining: number; expiresAt: Date };

// the spend's own order: soonest expiry first, then the lot's entry id (uuids compare as their text)
const lotOrder = (a: Lot, b: Lot): number =>
  a.expiresAt.getTime() - b.expiresAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * How each spend of one wallet was split between bonus and purchased coins, found by replaying
 * its ledger in the order written. A spend entry records only its total, but its split follows
 * from the entries before it: LockedWallet.spend takes bonus lots soonest-expiring first, expiry
 * entries write off what a lot had left, and a refund's bonus part is a lot of its own. So no
 * column is needed, and spends written before refunds existed are split exactly too.
 */
export const splitSpends = (ledger: readonly LedgerLine[]): Map<string, SpendSplit> => {
  const lots = new Map<string, Lot>();
  const splits = new Map<string, SpendSplit>();
  for (const line of ledger) {
    if (line.kind === 'grant' && line.expiresAt) {
      lots.set(line.id, { id: line.id, remaining: line.coins, expiresAt: line.expiresAt });
    } else if (line.kind === 'expiry' && line.idempotencyKey.startsWith(EXPIRY_PREFIX)) {
      const lot = lots.get(line.idempotencyKey.slice(EXPIRY_PREFIX.length));
      if (lot) lot.remaining = 0;
    } else if (line.kind === 'spend') {
      let left = -line.coins;
      let bonus = 0;
      let bonusExpiresAt: Date | null = null;
      const open = [...lots.values()].filter((lot) => lot.remaining > 0).sort(lotOrder);
      for (const lot of open) {
        if (left === 0) break;
        const take = Math.min(lot.remaining, left);
        lot.remaining -= take;
        left -= take;
        bonus += take;
        bonusExpiresAt = lot.expiresAt;
      }
      splits.set(line.id, { bonus, purchased: left, bonusExpiresAt });
    } else if (line.kind === 'refund' && line.idempotencyKey.startsWith(REFUND_PREFIX)) {
      const spent = splits.get(line.idempotencyKey.slice(REFUND_PREFIX.length));
      if (spent && spent.bonus > 0 && line.expiresAt) {
        lots.set(line.id, { id: line.id, remaining: spent.bonus, expiresAt: line.expiresAt });
      }
    }
  }
  return splits;
};

/**
 * When a refunded bonus part expires: as the latest grant it came from would have, but never
 * sooner than the grace period after the refund (docs/product/wallet.md#refunds).
 */
export const refundedBonusExpiry = (split: SpendSplit, now: Date, graceMs: number): Date => {
  const floor = now.getTime() + graceMs;
  const original = split.bonusExpiresAt?.getTime() ?? floor;
  return new Date(Math.max(original, floor));
};
