import type { Episode } from '@app/contract';
import { useEffect, useRef } from 'react';

type Props = {
  episodes: Episode[];
  current: Episode | undefined;
  onChoose: (episodeNumber: number) => void;
  className?: string;
};

/** Mobile: a horizontal strip of episode numbers. */
export function EpisodeStrip({ episodes, current, onChoose, className = '' }: Props) {
  const currentRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // keep the playing episode in view when auto-next moves along the strip
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current?.episodeId]);

  return (
    <nav aria-label="Episodes" className={className}>
      <ol className="m-0 flex list-none gap-2 overflow-x-auto p-0 pb-1 [scrollbar-width:none]">
        {episodes.map((episode) => {
          const playing = episode.episodeId === current?.episodeId;
          return (
            <li key={episode.episodeId} className="shrink-0">
              <button
                ref={playing ? currentRef : undefined}
                type="button"
                aria-label={`Episode ${episode.episodeNumber}`}
                aria-current={playing || undefined}
                onClick={() => onChoose(episode.episodeNumber)}
                className={`size-11 cursor-pointer rounded-lg border-0 text-sm font-semibold tabular-nums ${
                  playing
                    ? 'bg-[var(--accent)] text-white'
                    : 'bg-[var(--surface-2)] text-[var(--text)] hover:bg-[#2b2b3a]'
                }`}
              >
                {episode.episodeNumber}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
