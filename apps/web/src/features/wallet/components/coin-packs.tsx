import { COIN_PACKS, PAGE_ROUTES, WALLET_TEXTS } from '@app/contract';
import { serverDetail } from '../../../lib/api-error';
import { CoinIcon } from '../../../shared/wallet/episode-economy';
import { formatUsd } from '../../../lib/format';
import { useCheckout } from '../../../shared/payments/use-checkout';
import { sectionCard } from '../../../components/ui/panel';

/**
 * The coin packs on sale; buying opens the wallet's pending payment and pays it on /payment,
 * then comes back here (docs/product/wallet.md#coin-packs). A guest signs in first.
 */
export function CoinPacks() {
  const checkout = useCheckout();
  return (
    <section aria-labelledby="coin-packs-title" className={`grid gap-3 ${sectionCard}`}>
      <h2 id="coin-packs-title" className="text-base font-semibold">
        {WALLET_TEXTS.coinPacks}
      </h2>
      <ul className="m-0 grid list-none gap-2 p-0">
        {COIN_PACKS.map((pack) => (
          <li key={pack.id}>
            <button
              type="button"
              disabled={checkout.pending}
              onClick={() => checkout.start({ coinPack: pack.id, returnTo: PAGE_ROUTES.rewards })}
              className="flex h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-xl border-0 bg-surface-2 px-4 text-sm font-semibold text-white ring-1 ring-white/10 hover:bg-white/15 disabled:cursor-wait disabled:opacity-60"
            >
              <span className="flex items-center gap-2">
                <CoinIcon />
                {WALLET_TEXTS.buyPack(pack.coins, formatUsd(pack.price_cents / 100))}
              </span>
              <span aria-hidden="true">›</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="m-0 text-xs text-muted">{WALLET_TEXTS.neverExpire}</p>
      {checkout.error && (
        <p role="alert" className="m-0 text-sm text-red-300">
          {serverDetail(checkout.error) ?? checkout.error.message}
        </p>
      )}
    </section>
  );
}
