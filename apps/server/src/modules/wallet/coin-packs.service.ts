import {
  COIN_PACKS,
  WALLET_ERRORS,
  type CoinPackCheckout,
  type CoinPackId,
  type CoinPackPaymentResult,
} from '@app/contract';
import type { Tx } from '../../db/database';
import { notFound } from '../../http/http-error';
import { centsToDollars } from '../../lib/money';
import type { Fulfilment } from '../payments/fulfilment';
import type { CoinPackPayment } from '../payments/payments.repository';
import type { PaymentsService } from '../payments/payments.service';
import type { WalletLedger } from './wallet-ledger.service';

/**
 * Coin packs (docs/product/wallet.md#coin-packs): bought through payments like a plan, with the
 * same provider and the same limit on open checkouts.
 */
export class CoinPacksService {
  constructor(private readonly deps: { payments: PaymentsService }) {}

  async checkout(userId: string, packId: CoinPackId): Promise<CoinPackCheckout> {
    const pack = COIN_PACKS.find((p) => p.id === packId);
    if (!pack) throw notFound(WALLET_ERRORS.unknownPack);
    const payment = await this.deps.payments.checkout(userId, {
      kind: 'coin_pack',
      packId: pack.id,
      coins: pack.coins,
      amountCents: pack.price_cents,
    });
    return {
      payment_id: payment.id,
      pack_id: pack.id,
      coins: pack.coins,
      amount: centsToDollars(payment.amountCents),
      amount_cents: payment.amountCents,
      test_mode: this.deps.payments.testMode,
    };
  }

  /** Pays a checkout; its coins are credited once (CoinPackFulfilment), a repeat answers the same. */
  pay(userId: string, paymentId: string): Promise<CoinPackPaymentResult> {
    return this.deps.payments.pay('coin_pack', userId, paymentId);
  }
}

const result = (payment: CoinPackPayment, balance: number): CoinPackPaymentResult => ({
  success: true,
  payment_id: payment.id,
  status: 'succeeded',
  pack_id: payment.packId,
  coins: payment.coins,
  balance,
});

/**
 * A coin pack's payment settled: its coins go to the wallet as a `purchase` entry, under the
 * wallet's lock and in the settling transaction, so the settle and the credit commit together.
 */
export class CoinPackFulfilment implements Fulfilment<CoinPackPayment, CoinPackPaymentResult> {
  constructor(private readonly deps: { ledger: WalletLedger }) {}

  // the entry is dated by the wallet's clock, as every ledger entry (its bonus expiry goes by it)
  deliver(tx: Tx, payment: CoinPackPayment): Promise<CoinPackPaymentResult> {
    return this.deps.ledger.lockedIn(tx, payment.userId, async (wallet, now) => {
      await wallet.creditPurchase({
        kind: 'purchase',
        coins: payment.coins,
        reason: 'coin_pack',
        idempotencyKey: `pack:${payment.id}`,
        createdAt: now,
      });
      return result(payment, wallet.balance);
    });
  }

  async delivered(payment: CoinPackPayment): Promise<CoinPackPaymentResult> {
    return result(payment, await this.deps.ledger.balance(payment.userId));
  }
}
