import {
  isPerContentPlan,
  PAGE_ROUTES,
  PAYMENT_PAGE_TEXTS,
  PAYMENT_TEXTS,
  WALLET_TEXTS,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import type { CoinPackPaymentState, PaymentState } from '../../../shared/payments/checkout-state';
import { plansQueryOptions } from '../../../shared/payments/subscription-queries';
import { useCoinPackPayment } from '../api/coin-pack-payment';
import { paymentConfigQueryOptions, useSimulatePayment } from '../api/payment-queries';
import type { OrderSummaryProps } from '../components/order-summary';

const TEXT = PAYMENT_PAGE_TEXTS;

/** What the checkout shows and does for one pending payment, whatever was bought. */
export type CheckoutPayment = {
  summary: OrderSummaryProps;
  /** Payments are simulated: the page says so. */
  testMode: boolean;
  /** Settles the payment; pressing it again changes nothing. */
  pay: { mutate: () => void; isPending: boolean; isSuccess: boolean; error: Error | null };
  /** Shown on the page the viewer returns to. */
  successNotice: string;
  /** Where Back goes. */
  backTo: string;
  /** What else failed to load, in the page's words. */
  loadErrors: readonly { error: unknown; text: string }[];
};

/**
 * A plan's or a series' payment (docs/product/payments.md#payment-page),
 * settled through /api/payments; the plan names its features once the plans have loaded.
 */
export function usePlanCheckout({ order, contentTitle }: PaymentState): CheckoutPayment {
  const config = useQuery(paymentConfigQueryOptions());
  const plans = useQuery(plansQueryOptions());
  const pay = useSimulatePayment(order.payment_id);
  const plan = plans.data?.find((candidate) => candidate.plan_id === order.subscription_type);
  const series = isPerContentPlan(order.subscription_type)
    ? (contentTitle ?? order.content_id)
    : null;
  return {
    summary: {
      lines: [
        { term: TEXT.plan, value: plan?.name ?? order.subscription_type },
        ...(series ? [{ term: TEXT.series, value: series }] : []),
      ],
      features: plan?.features,
      total: order.amount,
    },
    testMode: config.data?.test_mode ?? false,
    pay,
    successNotice: PAYMENT_TEXTS.successNotice,
    backTo: PAGE_ROUTES.subscription,
    loadErrors: [{ error: config.error, text: PAYMENT_TEXTS.loadConfigFailed }],
  };
}

/**
 * A coin pack's payment (docs/product/wallet.md#coin-packs), settled through the wallet: it
 * credits the coins once, however often Pay is pressed.
 */
export function useCoinPackCheckout({ coinPack }: CoinPackPaymentState): CheckoutPayment {
  const pay = useCoinPackPayment(coinPack.payment_id);
  return {
    summary: {
      lines: [{ term: WALLET_TEXTS.coinPacks, value: WALLET_TEXTS.coins(coinPack.coins) }],
      total: coinPack.amount,
      note: WALLET_TEXTS.neverExpire,
    },
    testMode: coinPack.test_mode,
    pay,
    successNotice: WALLET_TEXTS.packBought(coinPack.coins),
    backTo: PAGE_ROUTES.rewards,
    loadErrors: [],
  };
}
