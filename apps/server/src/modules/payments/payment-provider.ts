import type { PaymentStatus } from '@app/contract';

/** What a provider needs to know about one of our payments. */
export type ProviderPayment = {
  id: string;
  amountCents: number;
  currency: string;
  /** The provider's reference, once an intent exists. */
  providerRef: string | null;
};

export type ProviderIntent = { ref: string; clientSecret: string };

/**
 * A payment provider (docs/decisions.md#payments): the simulated one (test mode), or a real
 * one later behind the same interface. Settling (and its exactly-once guard) is ours, not the
 * provider's: a provider only says whether the money moved.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The payment page shows a test-mode notice when true. */
  readonly testMode: boolean;
  /** Registers the payment with the provider; the same payment always gets the same intent. */
  createIntent(payment: ProviderPayment): Promise<ProviderIntent>;
  /**
   * Charges (or checks) the payment: succeeded or failed. The charge runs outside our locks, so
   * concurrent or repeated calls for one payment happen: the provider must charge once per
   * `idempotencyKey` and answer a repeat with the first outcome (docs/decisions.md#payments).
   */
  confirm(
    payment: ProviderPayment,
    idempotencyKey: string,
  ): Promise<Exclude<PaymentStatus, 'pending'>>;
}

const SIMULATED_KEYS_KEPT = 10_000;

/** One charge the simulated provider made. */
export type SimulatedCharge = { idempotencyKey: string; paymentId: string; amountCents: number };

/** Test mode: every payment succeeds at once, no money moves; each key charges once. */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated';
  readonly testMode = true;
  /** What a real provider would have charged, for tests to count. */
  readonly charges: SimulatedCharge[] = [];
  private readonly outcomes = new Map<string, Promise<'succeeded'>>();

  createIntent(payment: ProviderPayment): Promise<ProviderIntent> {
    const ref = `sim_pi_${payment.id.replaceAll('-', '')}`;
    return Promise.resolve({ ref, clientSecret: `${ref}_secret_test` });
  }

  confirm(payment: ProviderPayment, idempotencyKey: string): Promise<'succeeded'> {
    const known = this.outcomes.get(idempotencyKey);
    if (known) return known;
    // bounded like a provider's key retention: a long-running test-mode server stays small
    if (this.outcomes.size >= SIMULATED_KEYS_KEPT) {
      this.outcomes.delete(this.outcomes.keys().next().value!);
      this.charges.shift();
    }
    this.charges.push({ idempotencyKey, paymentId: payment.id, amountCents: payment.amountCents });
    const outcome = Promise.resolve('succeeded' as const);
    this.outcomes.set(idempotencyKey, outcome);
    return outcome;
  }
}
