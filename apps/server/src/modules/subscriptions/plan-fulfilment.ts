import type { PaymentResult } from '@app/contract';
import type { Tx } from '../../db/database';
import type { Fulfilment } from '../payments/fulfilment';
import type { PlanPayment } from '../payments/payments.repository';
import { subscriptionPeriod, toSubscriptionRecord } from './subscription-rules';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';

/**
 * A plan's payment settled: its subscription or purchase starts, in the settling transaction
 * (docs/product/payments.md#settling-a-payment).
 */
export class PlanFulfilment implements Fulfilment<PlanPayment, PaymentResult> {
  constructor(
    private readonly deps: { subscriptions: SubscriptionsRepository; clock: () => Date },
  ) {}

  async deliver(tx: Tx, payment: PlanPayment, now: Date): Promise<PaymentResult> {
    const subscription = await this.deps.subscriptions.createForPayment(
      tx,
      payment,
      now,
      subscriptionPeriod,
    );
    return this.result(payment.id, subscription);
  }

  async delivered(payment: PlanPayment): Promise<PaymentResult> {
    const subscription = await this.deps.subscriptions.findByPayment(payment.id);
    if (!subscription) throw new Error(`settled payment ${payment.id} has no subscription`);
    return this.result(payment.id, subscription);
  }

  private result(paymentId: string, subscription: SubscriptionRow): PaymentResult {
    return {
      success: true,
      payment_id: paymentId,
      status: 'succeeded',
      subscription: toSubscriptionRecord(subscription, this.deps.clock()),
    };
  }
}
