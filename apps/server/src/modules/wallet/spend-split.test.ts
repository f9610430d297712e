import { describe, expect, it } from 'vitest';
import { refundKey, refundedBonusExpiry, splitSpends, type LedgerLine } from './spend-split';

const day = (n: number) => new Date(Date.UTC(2026, 2, n));
const DAY = 86_400_000;
let ids = 0;
const id = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
const line = (kind: LedgerLine['kind'], coins: number, extra: Partial<LedgerLine> = {}) => ({
  id: id(),
  kind,
  coins,
  idempotencyKey: `${kind}-${ids}`,
  expiresAt: null,
  ...extra,
});

describe('splitSpends', () => {
  it('takes bonus lots soonest-expiring first, then purchased coins', () => {
    const late = line('grant', 20, { expiresAt: day(30) });
    const soon = line('grant', 10, { expiresAt: day(20) });
    const spend = line('spend', -40);
    const splits = splitSpends([late, soon, line('purchase', 100), spend]);
    expect(splits.get(spend.id)).toEqual({ bonus: 30, purchased: 10, bonusExpiresAt: day(30) });
  });

  it('skips what expired, and spends a refunded bonus part again as a lot of its own', () => {
    const grant = line('grant', 50, { expiresAt: day(10) });
    const first = line('spend', -30);
    const expiry = line('expiry', -20, { idempotencyKey: `expiry:${grant.id}` });
    const refund = line('refund', 30, {
      idempotencyKey: refundKey(first.id),
      expiresAt: day(17),
    });
    const second = line('spend', -40);
    const splits = splitSpends([grant, first, expiry, line('purchase', 100), refund, second]);
    expect(splits.get(first.id)).toEqual({ bonus: 30, purchased: 0, bonusExpiresAt: day(10) });
    expect(splits.get(second.id)).toEqual({ bonus: 30, purchased: 10, bonusExpiresAt: day(17) });
  });

  it('orders lots of one date by their entry id, as the database does', () => {
    const b = {
      ...line('grant', 5, { expiresAt: day(9) }),
      id: 'ffffffff-0000-4000-8000-000000000000',
    };
    const a = {
      ...line('grant', 5, { expiresAt: day(9) }),
      id: '00000000-0000-4000-8000-00000000ffff',
    };
    const spend = line('spend', -5);
    const refund = line('refund', 5, { idempotencyKey: refundKey(spend.id), expiresAt: day(9) });
    const again = line('spend', -10);
    const splits = splitSpends([b, a, spend, refund, again]);
    expect(splits.get(spend.id)?.bonus).toBe(5);
    // a's 5 went to the first spend; b's 5 and the refund's 5 to the second
    expect(splits.get(again.id)).toEqual({ bonus: 10, purchased: 0, bonusExpiresAt: day(9) });
  });
});

describe('refundedBonusExpiry', () => {
  it("keeps the grant's date, but never less than the grace period from now", () => {
    const split = { bonus: 5, purchased: 0, bonusExpiresAt: day(20) };
    expect(refundedBonusExpiry(split, day(1), 7 * DAY)).toEqual(day(20));
    expect(refundedBonusExpiry(split, day(18), 7 * DAY)).toEqual(day(25));
  });
});
