import { coinPackCheckoutSchema, type CoinPackCheckout } from '@app/contract';
import { safeNextPath } from '../auth/next-path';

/**
 * What /payment needs to pay a coin pack (docs/product/wallet.md#coin-packs): the pending
 * checkout the server opened, carried in the navigation state like a plan's order.
 */
export type CoinPackPaymentState = {
  coinPack: CoinPackCheckout;
  /** Where the viewer goes after paying: the page the purchase started from. */
  returnTo: string;
};

/** The navigation state as /payment may trust it for a coin pack, or null. */
export function readCoinPackPaymentState(state: unknown): CoinPackPaymentState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { coinPack, returnTo } = state as Partial<Record<keyof CoinPackPaymentState, unknown>>;
  const parsed = coinPackCheckoutSchema.safeParse(coinPack);
  if (!parsed.success) return null;
  return { coinPack: parsed.data, returnTo: safeNextPath(returnTo) ?? '/' };
}
