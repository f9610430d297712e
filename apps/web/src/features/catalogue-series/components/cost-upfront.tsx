import { WALLET_TEXTS, type CostToFinish, type SeriesId } from '@app/contract';
import { useSeriesUnlocks } from '../../../shared/wallet/unlocks-query';
import { formatUsd } from '../../../lib/format';

const usd = (cents: number) => formatUsd(cents / 100);

function CheaperMark() {
  return (
    <span className="ms-1.5 inline-block rounded-full bg-emerald-400/20 px-2 py-0.5 align-middle text-[11px] font-bold tracking-wide text-emerald-200 uppercase ring-1 ring-emerald-300/30">
      {WALLET_TEXTS.cheaper}
    </span>
  );
}

/**
 * What finishing the series costs from where the viewer stands, both ways, the cheaper one
 * marked (docs/product/wallet.md#cost-upfront).
 */
export function CostUpfront({ cost, fairCapCoins }: { cost: CostToFinish; fairCapCoins: number }) {
  return (
    <section
      aria-label={WALLET_TEXTS.costToFinishLabel}
      data-testid="cost-upfront"
      className="grid gap-1 rounded-lg bg-black/30 px-4 py-3 text-sm ring-1 ring-white/10"
    >
      <p className="m-0 text-white/90">
        <span data-option="coins">
          {WALLET_TEXTS.costToFinish(cost.episodes, cost.coins, usd(cost.usd_cents_equivalent))}
          {cost.cheaper === 'coins' && <CheaperMark />}
        </span>
        {' — '}
        <span data-option="buy">
          {WALLET_TEXTS.orBuySeries(usd(cost.series_price_cents))}
          {cost.cheaper === 'buy' && <CheaperMark />}
        </span>
      </p>
      <p className="m-0 text-xs text-muted">{WALLET_TEXTS.fairCapNote(fairCapCoins)}</p>
    </section>
  );
}

/** The cost upfront of a priced series, from GET /api/series/{id}/unlocks; nothing to finish, none. */
export function SeriesCost({ seriesId }: { seriesId: SeriesId }) {
  const unlocks = useSeriesUnlocks(seriesId, true).data;
  if (!unlocks?.cost_to_finish) return null;
  return <CostUpfront cost={unlocks.cost_to_finish} fairCapCoins={unlocks.fair_cap_coins} />;
}
