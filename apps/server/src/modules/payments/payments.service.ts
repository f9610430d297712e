import {
  ErrorCode,
  MONETIZATION_ERRORS,
  PAYMENT_TEXTS,
  type CreatePaymentIntentBody,
  type PaymentConfigResponse,
  type PaymentIntent,
  type PaymentResult,
} from '@app/contract';
import { HttpError, notFound } from '../../http/http-error';
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import {
  centsToDollars,
  subscriptionPeriod,
  toSubscriptionRecord,
} from '../subscriptions/subscription-rules';
import type { PaymentProvider } from './payment-provider';
import type { PaymentRow, PaymentsRepository } from './payments.repository';

export type PaymentsServiceDeps = {
  payments: PaymentsRepository;
  subscriptions: SubscriptionsRepository;
  provider: PaymentProvider;
  clock: () => Date;
};

/**
 * Settling payments (docs/product/subscriptions-and-payments.md#settling-a-payment). A payment
 * settles once: a repeat of simulate/confirm for a settled payment answers the same result and
 * changes nothing.
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsServiceDeps) {}

  config(): PaymentConfigResponse {
    return { test_mode: this.deps.provider.testMode };
  }

  /** POST /api/payments/simulate-payment/{paymentId}: only a test-mode provider simulates. */
  async simulate(userId: string, paymentId: string): Promise<PaymentResult> {
    if (!this.deps.provider.testMode) throw notFound(MONETIZATION_ERRORS.simulationUnavailable);
    return this.pay(await this.mine(userId, paymentId));
  }

  /** For a real provider's client (the web app does not call it): the intent for my payment. */
  async createIntent(userId: string, body: CreatePaymentIntentBody): Promise<PaymentIntent> {
    const payment = await this.mine(userId, body.payment_id);
    if (
      payment.planId !== body.subscription_type ||
      (body.content_id != null && body.content_id !== payment.contentId)
    ) {
      throw new HttpError(400, ErrorCode.BAD_REQUEST, MONETIZATION_ERRORS.paymentMismatch);
    }
    const intent = await this.deps.provider.createIntent(payment);
    await this.deps.payments.attachProviderRef(payment.id, intent.ref);
    return {
      payment_intent_id: intent.ref,
      client_secret: intent.clientSecret,
      payment_id: payment.id,
      amount: centsToDollars(payment.amountCents),
      amount_cents: payment.amountCents,
      currency: 'usd',
      status: payment.status,
    };
  }

  async confirm(userId: string, paymentIntentId: string): Promise<PaymentResult> {
    const payment = await this.deps.payments.findByProviderRef(
      this.deps.provider.name,
      paymentIntentId,
      userId,
    );
    if (!payment) throw notFound(MONETIZATION_ERRORS.paymentIntentNotFound);
    return this.pay(payment);
  }

  private async mine(userId: string, paymentId: string): Promise<PaymentRow> {
    const payment = await this.deps.payments.findForUser(paymentId, userId);
    if (!payment) throw notFound(MONETIZATION_ERRORS.paymentNotFound);
    return payment;
  }

  private async pay(payment: PaymentRow): Promise<PaymentResult> {
    if (payment.status === 'pending') {
      // concurrent confirms of one payment reach the provider: its key charges once
      const outcome = await this.deps.provider.confirm(payment, `plan-payment:${payment.id}`);
      const now = this.deps.clock();
      if (outcome === 'failed') {
        await this.deps.payments.markFailed(payment.id, payment.userId, now);
        throw new HttpError(402, ErrorCode.PAYMENT_FAILED, PAYMENT_TEXTS.failed);
      }
      const created = await this.deps.payments.settle(
        payment.id,
        payment.userId,
        now,
        subscriptionPeriod,
      );
      if (created) return this.result(payment.id, created);
      // another request settled it first: answer what it created
      const current = await this.mine(payment.userId, payment.id);
      return this.replay(current);
    }
    return this.replay(payment);
  }

  private async replay(payment: PaymentRow): Promise<PaymentResult> {
    if (payment.status === 'failed') {
      throw new HttpError(402, ErrorCode.PAYMENT_FAILED, PAYMENT_TEXTS.failed);
    }
    const subscription = await this.deps.subscriptions.findByPayment(payment.id);
    if (!subscription) throw new Error(`settled payment ${payment.id} has no subscription`);
    return this.result(payment.id, subscription);
  }

  private result(
    paymentId: string,
    subscription: Parameters<typeof toSubscriptionRecord>[0],
  ): PaymentResult {
    return {
      success: true,
      payment_id: paymentId,
      status: 'succeeded',
      subscription: toSubscriptionRecord(subscription, this.deps.clock()),
    };
  }
}
