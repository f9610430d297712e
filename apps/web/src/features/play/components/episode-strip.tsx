import type { Episode } from '@app/contract';
import { useEffect, useRef } from 'react';
import { PriceBadge } from '../../../shared/wallet/episode-economy';

type Props = {
  episodes: Episode[];
  current: Episode | undefined;
  onChoose: (episodeNumber: number) => void;
  className?: string;
  /** Episode numbers locked for this viewer: they show the price, when there is one. */
  locked?: ReadonlySet<number>;
  /** Coins per locked episode; null when the series sells none. */
  price?: number | null;
};

/** Mobile: a horizontal strip of episode numbers. */
export function EpisodeStrip({
  episodes,
  current,
  onChoose,
  className = '',
  locked,
  price = null,
}: Props) {
  const currentRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // keep the playing episode in view when auto-next moves along the strip
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current?.episodeId]);

  return (
    <nav aria-label="Episodes" className={className}>
      <ol className="m-0 flex list-none gap-2 overflow-x-auto p-0 pt-2 pr-2 pb-1 [scrollbar-width:none]">
        {episodes.map((episode) => {
          const playing = episode.episodeId === current?.episodeId;
          const isLocked = locked?.has(episode.episodeNumber) ?? false;
          const cost = isLocked ? price : null;
          return (
            <li key={episode.episodeId} className="shrink-0">
              <button
                ref={playing ? currentRef : undefined}
                type="button"
                aria-label={
                  !isLocked
                    ? `Episode ${episode.episodeNumber}`
                    : cost === null
                      ? `Episode ${episode.episodeNumber}, locked`
                      : `Episode ${episode.episodeNumber}, locked, ${cost} coins`
                }
                aria-current={playing || undefined}
                onClick={() => onChoose(episode.episodeNumber)}
                className={`relative size-11 cursor-pointer rounded-lg border-0 text-sm font-semibold tabular-nums ${
                  playing
                    ? 'bg-[var(--accent)] text-white'
                    : 'bg-[var(--surface-2)] text-[var(--text)] hover:bg-[#2b2b3a]'
                }`}
              >
                {episode.episodeNumber}
                {cost !== null && (
                  <PriceBadge
                    price={cost}
                    compact
                    className="absolute -top-1.5 -right-1.5 px-1 py-0 text-[9px]"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
