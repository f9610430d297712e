import { AD_MODAL_TEXTS, AD_TEXTS, PAGE_ROUTES, PRICES_CENTS, type SeriesId } from '@app/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { serverDetail } from '../../../lib/api-error';
import { useCheckout } from '../../payments/use-checkout';
import { formatUsd } from '../../../lib/format';
import type { AdKind } from '../gate/ad-schedule';
import { focusRing } from '../../../components/ui/focus-ring';

type Props = {
  /** The series on screen; empty when the page lost it (the 'No content ID' error). */
  seriesId: SeriesId | '';
  seriesTitle: string;
  kind: AdKind;
};

const button = `inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-semibold transition ${focusRing} disabled:opacity-60`;

/**
 * Ad-free access from inside the ad. Subscribe goes to /subscription;
 * buying this series ($5) creates the payment and goes to /payment, then back here.
 */
export function AdPurchaseOptions({ seriesId, seriesTitle, kind }: Props) {
  const checkout = useCheckout();
  const { pathname, search } = useLocation();
  const [missingId, setMissingId] = useState(false);
  const price = formatUsd(PRICES_CENTS.individual / 100);

  const buy = () => {
    if (seriesId === '') {
      setMissingId(true);
      return;
    }
    checkout.start({
      subscriptionType: kind === 'reel' ? 'individual_reel' : 'individual_series',
      contentId: seriesId,
      contentTitle: seriesTitle,
      returnTo: `${pathname}${search}`,
    });
  };

  const error = missingId
    ? AD_TEXTS.noContentId
    : checkout.error
      ? AD_TEXTS.createPaymentFailed(serverDetail(checkout.error) ?? checkout.error.message)
      : null;

  return (
    <section aria-labelledby="ad-free-title" className="grid gap-2">
      <h3 id="ad-free-title" className="text-sm font-semibold text-muted">
        {AD_MODAL_TEXTS.adFreeTitle}
      </h3>
      <div className="grid grid-cols-2 gap-2">
        <Link
          to={PAGE_ROUTES.subscription}
          className={`${button} bg-gradient-to-r from-amber-300 to-yellow-500 text-black hover:brightness-110`}
        >
          {AD_MODAL_TEXTS.subscribe}
        </Link>
        <button
          type="button"
          onClick={buy}
          disabled={checkout.pending}
          className={`${button} bg-surface-2 text-white ring-1 ring-white/15 hover:bg-white/15`}
        >
          {checkout.pending
            ? AD_MODAL_TEXTS.preparing
            : kind === 'reel'
              ? AD_MODAL_TEXTS.buyReel(price)
              : AD_MODAL_TEXTS.buySeries(price)}
        </button>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-200">
          {error}
        </p>
      )}
    </section>
  );
}
