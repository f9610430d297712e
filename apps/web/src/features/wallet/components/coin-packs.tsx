import { COIN_PACKS, PAGE_ROUTES, WALLET_TEXTS } from '@app/contract';
import { serverDetail } from '../../../lib/api-error';
import { CoinIcon } from '../../../shared/wallet/episode-economy';
import { formatUsd } from '../../../lib/format';
import { useCheckout } from '../../../shared/payments/use-checkout';
import { REWARDS_CLASSES as C } from '../lib/rewards-classes';

/**
 * The coin packs on sale; buying opens the wallet's pending payment and pays it on /payment,
 * then comes back here (docs/product/wallet.md#coin-packs). A guest signs in first.
 */
export function CoinPacks() {
  const checkout = useCheckout();
  return (
    <section aria-labelledby="coin-packs-title" className={C.packs}>
      <h2 id="coin-packs-title" className={C.sectionHeading}>
        {WALLET_TEXTS.coinPacks}
      </h2>
      <ul className={C.packList}>
        {COIN_PACKS.map((pack) => (
          <li key={pack.id}>
            <button
              type="button"
              disabled={checkout.pending}
              onClick={() => checkout.start({ coinPack: pack.id, returnTo: PAGE_ROUTES.rewards })}
              className={C.pack}
            >
              <span className={C.packLabel}>
                <CoinIcon />
                {WALLET_TEXTS.buyPack(pack.coins, formatUsd(pack.price_cents / 100))}
              </span>
              <span aria-hidden="true">›</span>
            </button>
          </li>
        ))}
      </ul>
      <p className={C.packsNote}>{WALLET_TEXTS.neverExpire}</p>
      {checkout.error && (
        <p role="alert" className="m-0 text-sm text-red-300">
          {serverDetail(checkout.error) ?? checkout.error.message}
        </p>
      )}
    </section>
  );
}
