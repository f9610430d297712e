import { PROTOTYPE_TEXTS } from '@app/contract';
import { PosterImage } from '../../../lib/poster-image';
import { episodeLabel } from '../lib/episode-label';
import { isSelectable, type SampleEpisode } from '../lib/sample-series';
import { EpisodeBadge } from './episode-badge';
import { focusRing } from '../../../components/ui/focus-ring';

type Props = {
  episodes: readonly SampleEpisode[];
  current: number;
  onChoose: (episodeNumber: number) => void;
  thumbnailFor: (episodeNumber: number) => string;
};

/** The album: every episode as a picture card; locked and VIP cards are disabled buttons. */
export function EpisodeAlbum({ episodes, current, onChoose, thumbnailFor }: Props) {
  return (
    <ol className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 md:grid-cols-4 md:gap-x-4 lg:grid-cols-6">
      {episodes.map((episode) => {
        const selectable = isSelectable(episode);
        const playing = episode.number === current;
        return (
          <li key={episode.number}>
            <button
              type="button"
              disabled={!selectable}
              aria-label={episodeLabel(episode)}
              aria-current={playing ? 'true' : undefined}
              onClick={() => onChoose(episode.number)}
              className={`group block w-full rounded-lg text-start enabled:cursor-pointer disabled:cursor-not-allowed ${focusRing}`}
            >
              <span
                className={`relative block aspect-3/4 overflow-hidden rounded-lg bg-surface-2 ring-2 ${
                  playing ? 'ring-accent' : 'ring-transparent'
                }`}
              >
                <PosterImage
                  src={thumbnailFor(episode.number)}
                  alt=""
                  width={240}
                  height={320}
                  className={`absolute inset-0 size-full object-cover transition-transform duration-300 ease-out group-enabled:group-hover:scale-105 ${
                    selectable ? '' : 'opacity-40 grayscale'
                  }`}
                />
                <span className="absolute inset-0 bg-gradient-to-t from-black/75 via-transparent to-transparent" />
                <EpisodeBadge
                  access={episode.access}
                  className="absolute top-2 end-2 text-[11px]"
                />
                {playing && (
                  <span className="absolute top-2 start-2 rounded-sm bg-accent px-1.5 py-0.5 text-[11px] font-bold text-white">
                    ▶
                  </span>
                )}
                <span className="absolute bottom-2 start-2 text-sm font-bold text-white drop-shadow">
                  {PROTOTYPE_TEXTS.episodeShort(episode.number)}
                </span>
              </span>
              <span
                dir="auto"
                className={`mt-2 block truncate text-sm font-semibold ${
                  selectable ? 'text-white/95' : 'text-white/50'
                }`}
              >
                {episode.title}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
