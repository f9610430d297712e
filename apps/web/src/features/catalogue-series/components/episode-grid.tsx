import { CATALOGUE_TEXTS, pagePaths, type Episode } from '@app/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDuration } from '../../../lib/format';
import { LockedBadge, PriceBadge } from '../../../shared/wallet/episode-economy';
import { PosterImage } from '../../../lib/poster-image';
import { focusRing } from '../../../components/ui/focus-ring';

type EpisodeGridProps = {
  seriesId: string;
  episodes: Episode[];
  /** Episode numbers locked for this viewer: they show the price, or 'Locked' without one. */
  locked?: ReadonlySet<number>;
  /** Coins per locked episode; null when the series sells none. */
  price?: number | null;
};

const TEXT = CATALOGUE_TEXTS.detail;

/** 'All Episodes (n)': thumbnails in 2 to 6 columns by width. */
export function EpisodeGrid({ seriesId, episodes, locked, price = null }: EpisodeGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto grid w-full max-w-6xl gap-4">
      <h2 id={headingId} className="text-lg font-bold tracking-tight md:text-xl">
        {TEXT.allEpisodes(episodes.length)}
      </h2>
      {episodes.length === 0 ? (
        <p className="text-muted">{TEXT.noEpisodes}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 md:grid-cols-4 md:gap-x-4 lg:grid-cols-5 xl:grid-cols-6">
          {episodes.map((episode) => (
            <li key={episode.episodeId}>
              <EpisodeCard
                seriesId={seriesId}
                episode={episode}
                price={price}
                locked={locked?.has(episode.episodeNumber) ?? false}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type EpisodeCardProps = {
  seriesId: string;
  episode: Episode;
  price: number | null;
  locked: boolean;
};

function EpisodeCard({ seriesId, episode, price, locked }: EpisodeCardProps) {
  return (
    <Link
      to={pagePaths.play({ id: seriesId, episode: episode.episodeNumber })}
      className={`group block rounded-lg ${focusRing}`}
    >
      <span className="relative block aspect-3/4 overflow-hidden rounded-lg bg-surface-2 ring-1 ring-white/5">
        <PosterImage
          src={episode.thumbnail}
          alt=""
          width={240}
          height={320}
          className="absolute inset-0 size-full object-cover transition-transform duration-300 ease-out group-hover:scale-105 group-focus-visible:scale-105"
        />
        <span className="absolute inset-0 bg-gradient-to-t from-black/70 via-transparent to-transparent" />
        <span className="absolute inset-0 grid place-items-center opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
          <span className="grid size-11 place-items-center rounded-full bg-black/60 text-white backdrop-blur-sm">
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
              <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
            </svg>
          </span>
        </span>
        {locked &&
          (price !== null ? (
            <PriceBadge price={price} className="absolute top-2 end-2" />
          ) : (
            <LockedBadge className="absolute top-2 end-2" />
          ))}
        <span className="absolute bottom-2 start-2 text-sm font-bold text-white drop-shadow">
          {TEXT.episode(episode.episodeNumber)}
        </span>
        {episode.duration > 0 && (
          <span className="absolute end-2 bottom-2 rounded bg-black/70 px-1.5 py-0.5 text-[11px] font-semibold text-white tabular-nums">
            <span className="sr-only">{TEXT.duration} </span>
            {formatDuration(episode.duration)}
          </span>
        )}
      </span>
      {/* "Episode 3" is already on the thumbnail: only a real title adds anything */}
      {episode.title && episode.title !== `Episode ${episode.episodeNumber}` && (
        <span dir="auto" className="mt-2 block truncate text-sm font-semibold text-white/95">
          {episode.title}
        </span>
      )}
      {episode.description && (
        <span dir="auto" className="mt-0.5 line-clamp-2 text-xs text-muted">
          {episode.description}
        </span>
      )}
    </Link>
  );
}
