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
  /** Charges (or checks) the payment: succeeded or failed. */
  confirm(payment: ProviderPayment): Promise<Exclude<PaymentStatus, 'pending'>>;
}

/** Test mode: every payment succeeds at once, no money moves. */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated';
  readonly testMode = true;

  createIntent(payment: ProviderPayment): Promise<ProviderIntent> {
    const ref = `sim_pi_${payment.id.replaceAll('-', '')}`;
    return Promise.resolve({ ref, clientSecret: `${ref}_secret_test` });
  }

  confirm(): Promise<'succeeded'> {
    return Promise.resolve('succeeded');
  }
}
