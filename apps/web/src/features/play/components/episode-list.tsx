import { PLAYER_TEXTS, type Episode } from '@app/contract';
import { formatDuration } from '../../../lib/format';
import { LockedBadge, PriceBadge } from '../../../shared/wallet/episode-economy';
import { PosterImage } from '../../../lib/poster-image';

type Props = {
  episodes: Episode[];
  current: Episode | undefined;
  onChoose: (episodeNumber: number) => void;
  className?: string;
  /** Episode numbers locked for this viewer: they show the price, or 'Locked' without one. */
  locked?: ReadonlySet<number>;
  /** Coins per locked episode; null when the series sells none. */
  price?: number | null;
};

/** Desktop side list: 'N episodes', 'Currently playing: Episode N', then every episode. */
export function EpisodeList({
  episodes,
  current,
  onChoose,
  className = '',
  locked,
  price = null,
}: Props) {
  return (
    <nav aria-label="Episodes" className={`grid content-start gap-3 ${className}`}>
      <header className="grid gap-0.5">
        <h2 className="text-lg font-bold">{PLAYER_TEXTS.episodesCount(episodes.length)}</h2>
        {current && (
          <p className="text-sm text-[var(--muted)]">
            {PLAYER_TEXTS.currentlyPlaying(current.episodeNumber)}
          </p>
        )}
      </header>
      <ol className="m-0 grid list-none gap-2 overflow-y-auto p-0 pr-1 lg:max-h-[calc(100dvh-10rem)]">
        {episodes.map((episode) => {
          const playing = episode.episodeId === current?.episodeId;
          const isLocked = locked?.has(episode.episodeNumber) ?? false;
          return (
            <li key={episode.episodeId}>
              <button
                type="button"
                aria-current={playing || undefined}
                onClick={() => onChoose(episode.episodeNumber)}
                className={`grid w-full cursor-pointer grid-cols-[56px_1fr] items-center gap-3 rounded-lg border-0 p-2 text-left text-inherit ${
                  playing
                    ? 'bg-[var(--surface-2)] ring-2 ring-[var(--accent)]'
                    : 'bg-[var(--surface)] hover:bg-[var(--surface-2)]'
                }`}
              >
                <PosterImage
                  src={episode.thumbnail}
                  alt=""
                  width={56}
                  height={84}
                  className="h-[84px] w-14 rounded object-cover"
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className="text-sm font-semibold">
                    Episode {episode.episodeNumber}
                    {playing && <span className="ml-2 text-xs text-accent-ink">Playing</span>}
                  </span>
                  <span className="truncate text-sm text-[var(--muted)]">{episode.title}</span>
                  <span className="flex items-center gap-2 text-xs text-[var(--muted)] tabular-nums">
                    {formatDuration(episode.duration)}
                    {isLocked && (price === null ? <LockedBadge /> : <PriceBadge price={price} />)}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
