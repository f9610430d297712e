import {
  PAGE_ROUTES,
  PAYMENT_PAGE_TEXTS,
  PAYMENT_TEXTS,
  PRODUCT_NAME,
  TIMINGS,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { serverDetail } from '../../../lib/api-error';
import { useRequireSignIn } from '../../../shared/auth/require-sign-in';
import { readCoinPackPaymentState } from '../../../shared/checkout/coin-pack-state';
import { readPaymentState, type PaymentState } from '../../../shared/checkout/payment-state';
import { plansQueryOptions } from '../../../shared/checkout/subscription-queries';
import { ErrorBox } from '../../../components/ui/error-box';
import { formatUsd } from '../../../lib/format';
import { useNotify } from '../../../components/ui/notice';
import { paymentConfigQueryOptions, useSimulatePayment } from '../api/payment-queries';
import { OrderSummary } from './order-summary';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXT = PAYMENT_PAGE_TEXTS;
// coin packs are a flow of their own (docs/product/profile.md#rewards-page): a chunk apart
const CoinPackCheckoutView = lazy(() =>
  import('./coin-pack-checkout').then((m) => ({ default: m.CoinPackCheckoutView })),
);

/**
 * /payment (docs/product/subscriptions-and-payments.md#payment-page), reached with the
 * navigation state of a created payment (a plan's, or a coin pack's); without it there is
 * nothing to pay and the viewer goes to /subscription.
 */
export function PaymentPage() {
  const { state } = useLocation();
  const coinPack = readCoinPackPaymentState(state);
  if (coinPack !== null) {
    return (
      <Suspense fallback={null}>
        <CoinPackCheckoutView payment={coinPack} />
      </Suspense>
    );
  }
  const payment = readPaymentState(state);
  if (payment === null) return <Navigate to={PAGE_ROUTES.subscription} replace />;
  return <Checkout payment={payment} />;
}

function Checkout({ payment }: { payment: PaymentState }) {
  const { order, contentTitle, returnTo } = payment;
  const navigate = useNavigate();
  const notify = useNotify();
  const requireSignIn = useRequireSignIn();
  const config = useQuery(paymentConfigQueryOptions());
  const plans = useQuery(plansQueryOptions());
  const pay = useSimulatePayment(order.payment_id);
  const [dismissed, setDismissed] = useState<readonly unknown[]>([]);

  // success, then after 2 s the redirect with the message
  const leave = useEffectEvent(() => {
    notify(PAYMENT_TEXTS.successNotice);
    void navigate(returnTo, { replace: true });
  });
  useEffect(() => {
    if (!pay.isSuccess) return;
    const timer = setTimeout(leave, TIMINGS.paymentRedirectMs);
    return () => clearTimeout(timer);
  }, [pay.isSuccess]);

  // the server's reason when it gave one, else the contract's words for a failed call
  const payDetail = serverDetail(pay.error);
  const errors = [
    { error: config.error, text: PAYMENT_TEXTS.loadConfigFailed },
    {
      error: pay.error,
      text: payDetail ? `${PAYMENT_TEXTS.failed}: ${payDetail}` : PAYMENT_TEXTS.simulateFailed,
    },
  ].filter(({ error }) => error !== null && !dismissed.includes(error));

  const onPay = () => {
    if (!requireSignIn()) return;
    pay.mutate();
  };

  return (
    <div className="mx-auto grid min-h-dvh max-w-lg content-start gap-6 px-4 py-8 md:py-16">
      <title>{`${TEXT.title} · ${PRODUCT_NAME}`}</title>
      <header className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-black tracking-tight">{TEXT.title}</h1>
        <Link
          to={PAGE_ROUTES.subscription}
          className="text-sm font-semibold text-muted hover:text-white"
        >
          {TEXT.back}
        </Link>
      </header>

      {errors.map(({ error, text }) => (
        <ErrorBox
          key={text}
          message={text}
          onDismiss={() => setDismissed((previous) => [...previous, error])}
        />
      ))}

      <div className="grid gap-6 rounded-2xl bg-surface p-6 ring-1 ring-white/10">
        <OrderSummary
          order={order}
          plan={plans.data?.find((plan) => plan.plan_id === order.subscription_type)}
          contentTitle={contentTitle}
        />
        {config.data?.test_mode && (
          <p className="rounded-lg bg-amber-400/10 px-3 py-2 text-sm text-amber-200 ring-1 ring-amber-300/30">
            {TEXT.testMode}
          </p>
        )}
        {pay.isSuccess ? (
          <div role="status" className="grid justify-items-center gap-1 py-2 text-center">
            <p className="text-xl font-bold text-emerald-300">{PAYMENT_TEXTS.success}</p>
            <p className="text-sm text-muted">{TEXT.redirecting}</p>
          </div>
        ) : (
          <button
            type="button"
            onClick={onPay}
            disabled={pay.isPending}
            className={`h-12 rounded-full bg-accent text-base font-bold text-white shadow-lg shadow-accent/25 transition hover:brightness-110 ${focusRing} disabled:opacity-70`}
          >
            {pay.isPending ? TEXT.processing : TEXT.pay(formatUsd(order.amount))}
          </button>
        )}
      </div>
    </div>
  );
}
