import {
  PAYMENT_PAGE_TEXTS,
  PAYMENT_TEXTS,
  PRODUCT_NAME,
  REACH_PAGE_ROUTES,
  TIMINGS,
  WALLET_TEXTS,
} from '@app/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { serverDetail } from '../../../lib/api-error';
import { useRequireSignIn } from '../../../shared/auth/require-sign-in';
import type { CoinPackPaymentState } from '../../../shared/checkout/coin-pack-state';
import { ErrorBox } from '../../../components/ui/error-box';
import { formatUsd } from '../../../lib/format';
import { useNotify } from '../../../components/ui/notice';
import { useCoinPackPayment } from '../api/coin-pack-payment';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXT = PAYMENT_PAGE_TEXTS;

/**
 * /payment for a coin pack (docs/product/wallet.md#coin-packs): the same page and simulated
 * provider as a plan; paying credits the coins once, however often it is pressed.
 */
export function CoinPackCheckoutView({ payment }: { payment: CoinPackPaymentState }) {
  const { coinPack, returnTo } = payment;
  const navigate = useNavigate();
  const notify = useNotify();
  const requireSignIn = useRequireSignIn();
  const pay = useCoinPackPayment(coinPack.payment_id);
  const [dismissed, setDismissed] = useState<unknown>(null);

  const leave = useEffectEvent(() => {
    notify(WALLET_TEXTS.packBought(coinPack.coins));
    void navigate(returnTo, { replace: true });
  });
  useEffect(() => {
    if (!pay.isSuccess) return;
    const timer = setTimeout(leave, TIMINGS.paymentRedirectMs);
    return () => clearTimeout(timer);
  }, [pay.isSuccess]);

  const detail = serverDetail(pay.error);
  const error =
    pay.error && pay.error !== dismissed
      ? detail
        ? `${PAYMENT_TEXTS.failed}: ${detail}`
        : PAYMENT_TEXTS.simulateFailed
      : null;

  return (
    <div className="mx-auto grid min-h-dvh max-w-lg content-start gap-6 px-4 py-8 md:py-16">
      <title>{`${TEXT.title} · ${PRODUCT_NAME}`}</title>
      <header className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-black tracking-tight">{TEXT.title}</h1>
        <Link
          to={REACH_PAGE_ROUTES.rewards}
          className="text-sm font-semibold text-muted hover:text-white"
        >
          {TEXT.back}
        </Link>
      </header>
      {error && <ErrorBox message={error} onDismiss={() => setDismissed(pay.error)} />}
      <div className="grid gap-6 rounded-2xl bg-surface p-6 ring-1 ring-white/10">
        <section aria-labelledby="order-summary" className="grid gap-4">
          <h2 id="order-summary" className="text-lg font-bold">
            {TEXT.orderSummary}
          </h2>
          <dl className="grid gap-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{WALLET_TEXTS.coinPacks}</dt>
              <dd className="text-right font-semibold">{WALLET_TEXTS.coins(coinPack.coins)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-white/10 pt-2 text-base">
              <dt className="font-semibold">{TEXT.total}</dt>
              <dd className="font-bold tabular-nums">{formatUsd(coinPack.amount)}</dd>
            </div>
          </dl>
          <p className="m-0 text-xs text-muted">{WALLET_TEXTS.neverExpire}</p>
        </section>
        {coinPack.test_mode && (
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
            className={`h-12 rounded-full bg-accent text-base font-bold text-white shadow-lg shadow-accent/25 transition hover:brightness-110 ${focusRing} disabled:opacity-70`}
          >
            {pay.isPending ? TEXT.processing : TEXT.pay(formatUsd(coinPack.amount))}
          </button>
        )}
      </div>
    </div>
  );
}
