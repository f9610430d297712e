import { COIN_PACKS, WALLET_TEXTS } from '@app/contract';
import { serverDetail } from '../../../lib/api-error';
import { CoinIcon } from '../../../shared/wallet/episode-economy';
import { formatUsd } from '../../../lib/format';
import { useBuyCoinPack } from '../api/rewards-queries';

/** The coin packs on sale; buying goes through /payment (docs/product/wallet.md#coin-packs). */
export function CoinPacks() {
  const packs = useBuyCoinPack();
  return (
    <section
      aria-labelledby="coin-packs-title"
      className="grid gap-3 rounded-2xl bg-surface p-5 ring-1 ring-white/5"
    >
      <h2 id="coin-packs-title" className="text-base font-semibold">
        {WALLET_TEXTS.coinPacks}
      </h2>
      <ul className="m-0 grid list-none gap-2 p-0">
        {COIN_PACKS.map((pack) => (
          <li key={pack.id}>
            <button
              type="button"
              disabled={packs.pending !== null}
              onClick={() => packs.buy(pack.id)}
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
      {packs.error && (
        <p role="alert" className="m-0 text-sm text-red-300">
          {serverDetail(packs.error) ?? packs.error.message}
        </p>
      )}
    </section>
  );
}
