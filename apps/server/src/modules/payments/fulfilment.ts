import type { CoinPackPaymentResult, PaymentResult } from '@app/contract';
import type { Tx } from '../../db/database';
import type { CoinPackPayment, PaymentKind, PlanPayment } from './payments.repository';

/**
 * What a settled payment bought, delivered by the module that sells it: subscriptions for a
 * plan, the wallet for a coin pack. Payments decide when a payment settles (once); the seller
 * decides what that gives and how the answer reads.
 */
export interface Fulfilment<P, R> {
  /**
   * Inside the settling transaction, right after pending → succeeded: delivers what was bought
   * (its writes commit with the settle, or neither does) and answers the payer.
   */
  deliver(tx: Tx, payment: P, now: Date): Promise<R>;
  /** The same answer for a payment delivered before: a repeat, or a concurrent call that lost. */
  delivered(payment: P): Promise<R>;
}

/** One seller per kind, each answering with its call's result. */
export type Fulfilments = {
  plan: Fulfilment<PlanPayment, PaymentResult>;
  coin_pack: Fulfilment<CoinPackPayment, CoinPackPaymentResult>;
};

export type PaymentAnswer<K extends PaymentKind> =
  Fulfilments[K] extends Fulfilment<unknown, infer R> ? R : never;
