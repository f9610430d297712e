import { WALLET_TEXTS } from '@app/contract';
import { CoinIcon } from './coin-icon';

type Props = { price: number; className?: string; compact?: boolean };

/** A locked episode's price: '🪙 40 coins' (compact: '🪙 40', the number alone on the strip). */
export function PriceBadge({ price, className = '', compact = false }: Props) {
  return (
    <span
      data-testid="price-badge"
      className={`inline-flex items-center gap-1 rounded bg-black/75 px-1.5 py-0.5 text-[11px] font-bold text-amber-200 tabular-nums ring-1 ring-amber-300/30 ${className}`}
    >
      <CoinIcon className="size-3" />
      {compact ? (
        <>
          {price}
          <span className="sr-only"> coins</span>
        </>
      ) : (
        WALLET_TEXTS.episodePrice(price)
      )}
      <span className="sr-only">, {WALLET_TEXTS.locked.toLowerCase()}</span>
    </span>
  );
}
