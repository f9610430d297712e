import {
  coinPackCheckoutSchema,
  createSubscriptionResponseSchema,
  type CoinPackCheckout,
  type CreateSubscriptionResponse,
} from '@app/contract';
import { safeNextPath } from '../auth/next-path';

/**
 * A plan's or a series' pending payment (payment id, plan, amount, subscription type, content
 * id), created through /api/subscriptions/create.
 */
export type PaymentState = {
  order: CreateSubscriptionResponse;
  /** The series a per-content purchase is for, for the order summary. */
  contentTitle: string | null;
  /** Where the viewer goes after paying: the page the purchase started from. */
  returnTo: string;
};

/** A coin pack's pending checkout, opened by the wallet (docs/product/wallet.md#coin-packs). */
export type CoinPackPaymentState = {
  coinPack: CoinPackCheckout;
  returnTo: string;
};

/** What /payment pays, carried in the navigation state by whoever started the checkout. */
export type CheckoutState = PaymentState | CoinPackPaymentState;

export const isCoinPackCheckout = (state: CheckoutState): state is CoinPackPaymentState =>
  'coinPack' in state;

/**
 * The navigation state as /payment may trust it, or null. History state survives reloads and
 * is written by scripts too: check it like any input.
 */
export function readCheckoutState(state: unknown): CheckoutState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { order, coinPack, contentTitle, returnTo } = state as Partial<
    Record<'order' | 'coinPack' | 'contentTitle' | 'returnTo', unknown>
  >;
  const safeReturn = safeNextPath(returnTo) ?? '/';
  if (coinPack !== undefined) {
    const parsed = coinPackCheckoutSchema.safeParse(coinPack);
    return parsed.success ? { coinPack: parsed.data, returnTo: safeReturn } : null;
  }
  const parsed = createSubscriptionResponseSchema.safeParse(order);
  if (!parsed.success) return null;
  return {
    order: parsed.data,
    contentTitle: typeof contentTitle === 'string' && contentTitle !== '' ? contentTitle : null,
    returnTo: safeReturn,
  };
}
