import {
  PAGE_ROUTES,
  PAYMENT_PAGE_TEXTS,
  PAYMENT_TEXTS,
  PRODUCT_NAME,
  TIMINGS,
} from '@app/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { useNotify } from '../../../components/ui/notice';
import { serverDetail } from '../../../lib/api-error';
import { formatUsd } from '../../../lib/format';
import { useRequireSignIn } from '../../../shared/auth/require-sign-in';
import {
  isCoinPackCheckout,
  readCheckoutState,
  type CoinPackPaymentState,
  type PaymentState,
} from '../../../shared/payments/checkout-state';
import {
  useCoinPackCheckout,
  usePlanCheckout,
  type CheckoutPayment,
} from '../hooks/use-checkout-payment';
import { OrderSummary } from './order-summary';
import { DocumentTitle } from '../../../lib/document-title';

const TEXT = PAYMENT_PAGE_TEXTS;

/**
 * /payment (docs/product/payments.md#payment-page): one checkout for a plan,
 * a series bought alone and a coin pack, reached with the navigation state of the pending
 * payment (shared/payments); without it there is nothing to pay and the viewer goes to
 * /subscription.
 */
export function PaymentPage() {
  const { state } = useLocation();
  const checkout = readCheckoutState(state);
  if (checkout === null) return <Navigate to={PAGE_ROUTES.subscription} replace />;
  return isCoinPackCheckout(checkout) ? (
    <CoinPackCheckout state={checkout} />
  ) : (
    <PlanCheckout state={checkout} />
  );
}

function PlanCheckout({ state }: { state: PaymentState }) {
  return <Checkout payment={usePlanCheckout(state)} returnTo={state.returnTo} />;
}

function CoinPackCheckout({ state }: { state: CoinPackPaymentState }) {
  return <Checkout payment={useCoinPackCheckout(state)} returnTo={state.returnTo} />;
}

/** The order, Pay (a guest signs in first), then success and, 2 s later, back with the notice. */
function Checkout({ payment, returnTo }: { payment: CheckoutPayment; returnTo: string }) {
  const { summary, testMode, pay } = payment;
  const navigate = useNavigate();
  const notify = useNotify();
  const requireSignIn = useRequireSignIn();
  const [dismissed, setDismissed] = useState<readonly unknown[]>([]);

  const leave = useEffectEvent(() => {
    notify(payment.successNotice);
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
    ...payment.loadErrors,
    {
      error: pay.error,
      text: payDetail ? `${PAYMENT_TEXTS.failed}: ${payDetail}` : PAYMENT_TEXTS.simulateFailed,
    },
  ].filter(({ error }) => error !== null && !dismissed.includes(error));

  return (
    <div className="mx-auto grid min-h-dvh max-w-lg content-start gap-6 px-4 py-8 md:py-16">
      <DocumentTitle>{`${TEXT.title} · ${PRODUCT_NAME}`}</DocumentTitle>
      <header className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-black tracking-tight">{TEXT.title}</h1>
        <Link to={payment.backTo} className="text-sm font-semibold text-muted hover:text-white">
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
        <OrderSummary {...summary} />
        {testMode && (
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
            onClick={() => {
              if (requireSignIn()) pay.mutate();
            }}
            disabled={pay.isPending}
            aria-busy={pay.isPending}
            className={buttonClass('primary', 'lg')}
          >
            {pay.isPending ? TEXT.processing : TEXT.pay(formatUsd(summary.total))}
          </button>
        )}
      </div>
    </div>
  );
}
