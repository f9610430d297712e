import {
  WALLET_TEXTS,
  type AiDisclosure,
  type Episode,
  type Series,
  type SubscriptionStatusResponse,
} from '@app/contract';
import { isLockedFor } from '../access/playback-grants';

/**
 * What the series and play pages show about an episode's price and a series' labels, in one
 * module and so one chunk (each chunk those pages need is named in the entry's preload table,
 * which counts against the first JavaScript): which episodes are locked for this viewer, the
 * coin, the price badge, the AI label, and the web's own words around the economy.
 */

/** The web app's own words around the economy (an alias of the group: read at render). */
export const ECONOMY_LABELS = WALLET_TEXTS.economy;

/** The coin drawn beside balances and prices. */
export function CoinIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`shrink-0 ${className}`}>
      <circle cx="12" cy="12" r="9" fill="#f5b700" />
      <circle cx="12" cy="12" r="6" fill="none" stroke="#8a5a00" strokeWidth="1.5" />
    </svg>
  );
}

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
          <span className="sr-only"> {WALLET_TEXTS.coinsWord(price)}</span>
        </>
      ) : (
        WALLET_TEXTS.episodePrice(price)
      )}
      <span className="sr-only">, {WALLET_TEXTS.locked.toLowerCase()}</span>
    </span>
  );
}

/** A locked episode without a price (its editor locked it): 'Locked'. */
export function LockedBadge({ className = '' }: { className?: string }) {
  return (
    <span
      data-testid="locked-badge"
      className={`inline-flex items-center rounded bg-accent px-1.5 py-0.5 text-[11px] font-bold text-white ${className}`}
    >
      {WALLET_TEXTS.locked}
    </span>
  );
}

type AiLabelProps = { disclosure: AiDisclosure | undefined; className?: string };

/**
 * 'AI-generated' / 'Partly AI-generated' on a series an editor marked so
 * (docs/product/play.md#ai-label); nothing otherwise.
 */
export function AiLabel({ disclosure, className = '' }: AiLabelProps) {
  if (disclosure === undefined || disclosure === 'none') return null;
  return (
    <span
      data-testid="ai-label"
      className={`inline-flex items-center gap-1 rounded-full bg-sky-400/15 px-2.5 py-0.5 text-xs font-semibold text-sky-200 ring-1 ring-sky-300/30 ${className}`}
    >
      <svg viewBox="0 0 24 24" className="size-3.5" fill="currentColor" aria-hidden="true">
        <path d="M12 2l1.8 5.2L19 9l-5.2 1.8L12 16l-1.8-5.2L5 9l5.2-1.8zM19 14l.9 2.1L22 17l-2.1.9L19 20l-.9-2.1L16 17l2.1-.9z" />
      </svg>
      {WALLET_TEXTS.aiDisclosure[disclosure]}
    </span>
  );
}

/**
 * Whether an episode plays for this viewer (docs/product/play.md#locked-episodes),
 * from what the page already has: the series (`isLocked` on each protected episode: priced past
 * the free ones, or locked by its editor) and, signed in, the access answer with a playback grant
 * for each protected episode this viewer may play. No call of its own, so /play's first frame
 * waits for nothing new. Zod-free.
 */

/** The coin price of one locked episode; null when the series sells none (free, or editor-locked). */
export const episodePrice = (series: Pick<Series, 'coin_price_per_episode'>): number | null =>
  series.coin_price_per_episode ?? null;

/** The episode numbers of `episodes` locked for this viewer: protected, and no grant for them. */
export function lockedEpisodeNumbers(
  episodes: readonly Pick<Episode, 'episodeNumber' | 'isLocked'>[],
  status: SubscriptionStatusResponse | null,
): Set<number> {
  return new Set(
    episodes
      .filter((episode) => isLockedFor(episode, status))
      .map((episode) => episode.episodeNumber),
  );
}
