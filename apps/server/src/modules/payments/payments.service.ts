import {
  ErrorCode,
  MONETIZATION_ERRORS,
  PAYMENT_TEXTS,
  type CreatePaymentIntentBody,
  type PaymentConfigResponse,
  type PaymentIntent,
  type PaymentResult,
} from '@app/contract';
import { HttpError, badRequest, notFound, rateLimited } from '../../http/http-error';
import { centsToDollars } from '../../lib/money';
import { DAY_MS } from '../../lib/time';
import type { Fulfilment, Fulfilments, PaymentAnswer } from './fulfilment';
import type { PaymentProvider } from './payment-provider';
import type {
  Order,
  Payment,
  PaymentKind,
  PaymentOf,
  PaymentsRepository,
  PendingClaim,
} from './payments.repository';

/**
 * Unpaid checkouts one user may have open, of every kind together: pending payments of the last
 * day. A bound on what one account can make the server store.
 */
export const OPEN_CHECKOUTS = { maxPerUser: 20, windowMs: DAY_MS } as const;

/** The provider's idempotency key of a checkout (docs/decisions.md#payments). */
const IDEMPOTENCY_PREFIX: Record<PaymentKind, string> = {
  plan: 'plan-payment',
  coin_pack: 'coin-pack',
};

const paymentFailed = () => new HttpError(402, ErrorCode.PAYMENT_FAILED, PAYMENT_TEXTS.failed);

export type PaymentsServiceDeps = {
  payments: PaymentsRepository;
  provider: PaymentProvider;
  /** Who delivers what each kind of payment bought. */
  fulfilments: Fulfilments;
  clock: () => Date;
};

/**
 * Every purchase, plans and coin packs alike (docs/product/payments.md#settling-a-payment):
 * a checkout opens a pending payment, and paying it settles it once through the one provider;
 * the kind's seller delivers in the same transaction. A repeat of a settled payment answers
 * the same and changes nothing.
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsServiceDeps) {}

  config(): PaymentConfigResponse {
    return { test_mode: this.deps.provider.testMode };
  }

  /** Whether the provider takes no money: the checkout pages say so. */
  get testMode(): boolean {
    return this.deps.provider.testMode;
  }

  /** A pending payment for `order`; 429 past the open-checkout limit. */
  async checkout(userId: string, order: Order): Promise<Payment> {
    const now = this.deps.clock();
    const payment = await this.deps.payments.createPending(
      userId,
      order,
      { provider: this.deps.provider.name, createdAt: now },
      {
        maxOpen: OPEN_CHECKOUTS.maxPerUser,
        openSince: new Date(now.getTime() - OPEN_CHECKOUTS.windowMs),
      },
    );
    if (!payment) throw rateLimited(MONETIZATION_ERRORS.tooManyOpenPayments);
    return payment;
  }

  /**
   * A renewal's pending payment (docs/product/subscriptions.md#renewal): opened by the billing
   * job for the viewer's plan, not by the viewer, so the open-checkout limit does not hold it
   * back. `claim` records it on the plan in the transaction that creates it; when the plan no
   * longer wants it (cancelled meanwhile, or claimed by another pass) no payment is made and
   * the answer is null. It is paid like any checkout (`pay`), through the same provider and
   * settle path.
   */
  renewalCheckout(userId: string, order: Order, claim: PendingClaim): Promise<Payment | null> {
    const now = this.deps.clock();
    return this.deps.payments.createPending(
      userId,
      order,
      { provider: this.deps.provider.name, createdAt: now },
      { maxOpen: Number.MAX_SAFE_INTEGER, openSince: now },
      claim,
    );
  }

  /** Pays my checkout of this kind: another user's or another kind's answers 404. */
  async pay<K extends PaymentKind>(
    kind: K,
    userId: string,
    paymentId: string,
  ): Promise<PaymentAnswer<K>> {
    const fulfilment = this.deps.fulfilments[kind] as Fulfilment<PaymentOf<K>, PaymentAnswer<K>>;
    return this.settle(await this.mine(kind, userId, paymentId), fulfilment);
  }

  /** POST /api/payments/simulate-payment/{paymentId}: only a test-mode provider simulates. */
  async simulate(userId: string, paymentId: string): Promise<PaymentResult> {
    if (!this.deps.provider.testMode) throw notFound(MONETIZATION_ERRORS.simulationUnavailable);
    return this.pay('plan', userId, paymentId);
  }

  /** For a real provider's client (the web app does not call it): the intent for my payment. */
  async createIntent(userId: string, body: CreatePaymentIntentBody): Promise<PaymentIntent> {
    const payment = await this.mine('plan', userId, body.payment_id);
    if (
      payment.planId !== body.subscription_type ||
      (body.content_id != null && body.content_id !== payment.contentId)
    ) {
      throw badRequest(MONETIZATION_ERRORS.paymentMismatch);
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
      'plan',
      this.deps.provider.name,
      paymentIntentId,
      userId,
    );
    if (!payment) throw notFound(MONETIZATION_ERRORS.paymentIntentNotFound);
    return this.settle(payment, this.deps.fulfilments.plan);
  }

  private async mine<K extends PaymentKind>(
    kind: K,
    userId: string,
    paymentId: string,
  ): Promise<PaymentOf<K>> {
    const payment = await this.deps.payments.find(kind, paymentId, userId);
    if (!payment) throw notFound(MONETIZATION_ERRORS.paymentNotFound);
    return payment;
  }

  /** The one settle path: the provider, then pending → succeeded and the delivery together. */
  private async settle<P extends Payment, R>(payment: P, fulfilment: Fulfilment<P, R>): Promise<R> {
    if (payment.status === 'pending') {
      // outside any lock, so concurrent pays of one checkout all reach the provider: its key
      // charges once (docs/decisions.md#payments)
      const outcome = await this.deps.provider.confirm(
        payment,
        `${IDEMPOTENCY_PREFIX[payment.kind]}:${payment.id}`,
      );
      const now = this.deps.clock();
      if (outcome === 'failed') {
        await this.deps.payments.markFailed(payment.id, payment.userId, now);
        throw paymentFailed();
      }
      const settled = await this.deps.payments.settle(payment, now, (tx, paid) =>
        fulfilment.deliver(tx, paid, now),
      );
      if (settled) return settled.delivered;
      // another request settled it first: answer what it delivered
      const current = await this.mine(payment.kind, payment.userId, payment.id);
      return this.replay(current as P, fulfilment);
    }
    return this.replay(payment, fulfilment);
  }

  private replay<P extends Payment, R>(payment: P, fulfilment: Fulfilment<P, R>): Promise<R> {
    if (payment.status === 'failed') throw paymentFailed();
    return fulfilment.delivered(payment);
  }
}
